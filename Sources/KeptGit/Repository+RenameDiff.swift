internal import CLibGit2

extension Repository {
    /// The diff from commit `old`'s tree to commit `new`'s with renames found as `git diff -M`
    /// does (exact, or at least half the content alike). The caller frees it (`git_diff_free`).
    func renameDetectingDiff(from old: OpaquePointer?, to new: OpaquePointer?) throws -> OpaquePointer {
        var oldTree: OpaquePointer?, newTree: OpaquePointer?
        try check("read tree") { git_commit_tree(&oldTree, old) }
        defer { git_tree_free(oldTree) }
        try check("read tree") { git_commit_tree(&newTree, new) }
        defer { git_tree_free(newTree) }

        var diff: OpaquePointer?
        try check("diff trees") { git_diff_tree_to_tree(&diff, pointer, oldTree, newTree, nil) }
        var find = git_diff_find_options()
        git_diff_find_options_init(&find, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION))
        find.flags = GIT_DIFF_FIND_RENAMES.rawValue
        do {
            try check("find renames") { git_diff_find_similar(diff, &find) }
        } catch {
            git_diff_free(diff)
            throw error
        }
        return diff!
    }
}
