import CLibGit2
import Foundation

/// How one commit's tree differs from another's, files only: which paths were renamed (git's
/// rename detection: exact, or at least half the content alike), deleted or added.
public struct TreeChanges: Sendable, Equatable {
    /// Old path → new path.
    public var renamed: [String: String] = [:]
    /// Paths gone without a rename partner.
    public var deleted: Set<String> = []
    /// Paths new without a rename partner.
    public var added: Set<String> = []

    public init(renamed: [String: String] = [:], deleted: Set<String> = [], added: Set<String> = []) {
        self.renamed = renamed
        self.deleted = deleted
        self.added = added
    }
}

extension Repository {
    /// What changed from commit `from` to commit `to`, with renames found as `git diff -M` does.
    public func treeChanges(from: ObjectID, to: ObjectID) throws -> TreeChanges {
        let fromCommit = try lookupCommit(from)
        defer { git_commit_free(fromCommit) }
        let toCommit = try lookupCommit(to)
        defer { git_commit_free(toCommit) }
        var oldTree: OpaquePointer?, newTree: OpaquePointer?
        try check("read tree") { git_commit_tree(&oldTree, fromCommit) }
        defer { git_tree_free(oldTree) }
        try check("read tree") { git_commit_tree(&newTree, toCommit) }
        defer { git_tree_free(newTree) }

        var diff: OpaquePointer?
        try check("diff trees") { git_diff_tree_to_tree(&diff, pointer, oldTree, newTree, nil) }
        defer { git_diff_free(diff) }
        var find = git_diff_find_options()
        git_diff_find_options_init(&find, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION))
        find.flags = GIT_DIFF_FIND_RENAMES.rawValue
        try check("find renames") { git_diff_find_similar(diff, &find) }

        var changes = TreeChanges()
        for i in 0..<git_diff_num_deltas(diff) {
            guard let delta = git_diff_get_delta(diff, i) else { continue }
            let old = delta.pointee.old_file.path.map { String(cString: $0) }
            let new = delta.pointee.new_file.path.map { String(cString: $0) }
            switch delta.pointee.status {
            case GIT_DELTA_RENAMED:
                if let old, let new { changes.renamed[old] = new }
            case GIT_DELTA_DELETED:
                if let old { changes.deleted.insert(old) }
            case GIT_DELTA_ADDED:
                if let new { changes.added.insert(new) }
            default:
                continue
            }
        }
        return changes
    }
}
