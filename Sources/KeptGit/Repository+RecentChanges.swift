import CLibGit2
import Foundation

/// A file and when the newest commit that added or changed it was made.
public struct RecentChange: Sendable, Equatable {
    public let path: String
    public let date: Date
}

extension Repository {
    /// The `limit` most recently committed files that `counts` accepts, newest first, each with
    /// the time of the last commit that added or changed it: one walk from HEAD, newest commit
    /// first, diffing each commit's tree with its first parent's (no rename detection: a rename
    /// is the new path added), stopping as soon as `limit` files are found. A file deleted by a
    /// newer commit than the one that changed it is not counted (it is no longer there).
    public func recentChanges(limit: Int, counts: (String) -> Bool) throws -> [RecentChange] {
        guard limit > 0, try headCommitID() != nil else { return [] }
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue)
        try check("walk from HEAD") { git_revwalk_push_head(walk) }

        var seen = Set<String>()
        var found: [RecentChange] = []
        var oid = git_oid()
        while found.count < limit, git_revwalk_next(&oid, walk) == 0 {
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
            var diff: OpaquePointer?
            try check("compare trees") { git_diff_tree_to_tree(&diff, pointer, parentTree, tree, nil) }
            defer { git_diff_free(diff) }
            for i in 0..<git_diff_num_deltas(diff) where found.count < limit {
                guard let delta = git_diff_get_delta(diff, i) else { continue }
                let deleted = delta.pointee.status == GIT_DELTA_DELETED
                guard let raw = deleted ? delta.pointee.old_file.path : delta.pointee.new_file.path else { continue }
                let path = String(cString: raw)
                guard seen.insert(path).inserted, !deleted, counts(path) else { continue }
                found.append(RecentChange(path: path, date: date))
            }
        }
        return found
    }
}
