internal import CLibGit2
import Foundation

extension Repository {
    /// For each file in HEAD's history, when the oldest commit that added or changed it was
    /// made: the day a note was first committed (`kept import markdown` dates a vault that is
    /// a repository as Obsidian's git plugins do). One walk of at most `limit` commits from
    /// HEAD, each commit's tree compared with its first parent's (`changedFiles`); a history
    /// longer than that gives the dates it reached, and a repository without commits none.
    public func firstCommitDates(limit: Int = 100_000) throws -> [String: Date] {
        guard try headCommitID() != nil else { return [:] }
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_NONE.rawValue)
        try check("walk from HEAD") { git_revwalk_push_head(walk) }
        var first: [String: Date] = [:]
        var oid = git_oid()
        var walked = 0
        while walked < limit, git_revwalk_next(&oid, walk) == 0 {
            walked += 1
            var commit: OpaquePointer?
            try check("read commit") { git_commit_lookup(&commit, pointer, &oid) }
            defer { git_commit_free(commit) }
            let date = Date(timeIntervalSince1970: TimeInterval(git_commit_time(commit)))
            var tree: OpaquePointer?
            try check("read tree") { git_commit_tree(&tree, commit) }
            defer { git_tree_free(tree) }
            var parentTree: OpaquePointer?
            if git_commit_parentcount(commit) > 0 {
                var parent: OpaquePointer?
                if git_commit_parent(&parent, commit, 0) == 0 {
                    _ = git_commit_tree(&parentTree, parent)
                    git_commit_free(parent)
                }
            }
            defer { git_tree_free(parentTree) }
            try changedFiles(from: parentTree, to: tree, prefix: "") { path, deleted in
                guard !deleted else { return }
                if let known = first[path], known <= date { return }
                first[path] = date
            }
        }
        return first
    }
}
