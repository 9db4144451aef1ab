internal import CLibGit2
import Foundation

/// A file and when the newest commit that added or changed it was made.
package struct RecentChange: Sendable, Equatable {
    package let path: String
    package let date: Date
}

extension Repository {
    /// The `limit` most recently committed files that `counts` accepts, newest first, each with
    /// the time of the last commit that added or changed it: one walk from HEAD, newest commit
    /// first, comparing each commit's tree with its first parent's, stopping as soon as `limit`
    /// files are found. A file deleted by a newer commit than the one that changed it is not
    /// counted (it is no longer there); a rename counts as its new path added.
    ///
    /// Trees are compared by hand, descending only into folders whose ids differ: a
    /// `git_diff_tree_to_tree` per commit reads the repository's settings each time and cost
    /// 1.5 ms a commit, forty times what the comparison itself needs.
    package func recentChanges(limit: Int, counts: (String) -> Bool) throws -> [RecentChange] {
        guard limit > 0 else { return [] }
        var seen = Set<String>()
        var found: [RecentChange] = []
        try walkChanges(while: { found.count < limit }) { path, deleted, date in
            guard found.count < limit, seen.insert(path).inserted, !deleted, counts(path) else { return }
            found.append(RecentChange(path: path, date: date))
        }
        return found
    }

    /// Walks HEAD's history from the newest commit while `going()` holds, calling `report`
    /// with each file a commit changed against its first parent (whether it is gone, and
    /// when the commit was made). Nothing for a repository without commits.
    func walkChanges(while going: () -> Bool, _ report: (String, Bool, Date) throws -> Void) throws {
        guard try headCommitID() != nil else { return }
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        // No sorting asked for: libgit2 then walks by commit time as it goes (a child before
        // its parents), without first reading the whole history as a topological sort must.
        git_revwalk_sorting(walk, GIT_SORT_NONE.rawValue)
        try check("walk from HEAD") { git_revwalk_push_head(walk) }
        var oid = git_oid()
        while going(), git_revwalk_next(&oid, walk) == 0 {
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
            try changedFiles(from: parentTree, to: tree, prefix: "") { path, deleted in try report(path, deleted, date) }
        }
    }

    /// Calls `report` with each file that differs between two trees (nil: empty), and whether
    /// it is gone in `new`.
    func changedFiles(from old: OpaquePointer?, to new: OpaquePointer?, prefix: String,
                              _ report: (String, Bool) throws -> Void) throws {
        func subtree(_ entry: OpaquePointer?) throws -> OpaquePointer? {
            guard let entry, git_tree_entry_type(entry) == GIT_OBJECT_TREE else { return nil }
            var tree: OpaquePointer?
            try check("read tree") { git_tree_lookup(&tree, pointer, git_tree_entry_id(entry)) }
            return tree
        }
        if let new {
            for i in 0..<git_tree_entrycount(new) {
                guard let entry = git_tree_entry_byindex(new, i) else { continue }
                let name = String(cString: git_tree_entry_name(entry))
                let before = old.flatMap { git_tree_entry_byname($0, name) }
                if let before, git_oid_equal(git_tree_entry_id(before), git_tree_entry_id(entry)) != 0 { continue }
                let path = prefix + name
                if git_tree_entry_type(entry) == GIT_OBJECT_TREE {
                    let newSub = try subtree(entry), oldSub = try subtree(before)
                    defer { git_tree_free(newSub); git_tree_free(oldSub) }
                    if let before, git_tree_entry_type(before) != GIT_OBJECT_TREE { try report(path, true) }
                    try changedFiles(from: oldSub, to: newSub, prefix: path + "/", report)
                } else {
                    if let before, git_tree_entry_type(before) == GIT_OBJECT_TREE {
                        let oldSub = try subtree(before)
                        defer { git_tree_free(oldSub) }
                        try changedFiles(from: oldSub, to: nil, prefix: path + "/", report)
                    }
                    try report(path, false)
                }
            }
        }
        guard let old else { return }
        for i in 0..<git_tree_entrycount(old) {
            guard let entry = git_tree_entry_byindex(old, i) else { continue }
            let name = String(cString: git_tree_entry_name(entry))
            if let new, git_tree_entry_byname(new, name) != nil { continue }
            if git_tree_entry_type(entry) == GIT_OBJECT_TREE {
                let oldSub = try subtree(entry)
                defer { git_tree_free(oldSub) }
                try changedFiles(from: oldSub, to: nil, prefix: prefix + name + "/", report)
            } else {
                try report(prefix + name, true)
            }
        }
    }
}
