internal import CLibGit2
import Foundation

extension Repository {
    /// Commits reachable from HEAD, newest first. With `path`, only the commits that changed
    /// that file, following it back through renames on every side of a merge, so that every
    /// commit `git log --follow` lists is listed: each commit is read at the path(s) the file
    /// had there, so an edit one machine made before the other renamed the entry is found under
    /// the old name. Renames are found as `git diff -M` finds them (never copies: git's
    /// `--follow` also takes a new file for a copy of any similar one, which is another entry).
    /// With `since`, the walk stops at the first commit older than that.
    package func history(of path: String? = nil, limit: Int? = nil, since: Date? = nil) throws -> [CommitInfo] {
        guard let head = try headCommitID() else { return [] }
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue)
        try check("walk from HEAD") { git_revwalk_push_head(walk) }

        var result: [CommitInfo] = []
        var follower = path.map { EntryFollower(repository: self, head: head, path: $0) }
        var oid = git_oid()
        while git_revwalk_next(&oid, walk) == 0 {
            if let limit, result.count >= limit { break }
            var commit: OpaquePointer?
            try check("read commit") { git_commit_lookup(&commit, pointer, &oid) }
            defer { git_commit_free(commit) }
            if let since, Date(timeIntervalSince1970: TimeInterval(git_commit_time(commit))) < since { break }
            guard follower != nil else {
                result.append(info(of: commit!, path: nil))
                continue
            }
            if let shown = try follower!.step(commit!) { result.append(info(of: commit!, path: shown)) }
        }
        return result
    }

    /// The blob id of `path` in a commit's tree, or nil when the path is absent.
    func blobID(in commit: OpaquePointer, at path: String) throws -> ObjectID? {
        var tree: OpaquePointer?
        try check("read tree") { git_commit_tree(&tree, commit) }
        defer { git_tree_free(tree) }
        var entry: OpaquePointer?
        guard git_tree_entry_bypath(&entry, tree, path) == 0 else { return nil }
        defer { git_tree_entry_free(entry) }
        return ObjectID(git_tree_entry_id(entry).pointee)
    }

    /// The path `path` was renamed from in `commit`, compared with `parent`, if any.
    func renameSource(of path: String, in commit: OpaquePointer, parent: OpaquePointer) throws -> String? {
        let diff = try renameDetectingDiff(from: parent, to: commit)
        defer { git_diff_free(diff) }
        for i in 0..<git_diff_num_deltas(diff) {
            guard let delta = git_diff_get_delta(diff, i),
                  delta.pointee.status == GIT_DELTA_RENAMED,
                  String(cString: delta.pointee.new_file.path) == path else { continue }
            return String(cString: delta.pointee.old_file.path)
        }
        return nil
    }

    func info(of commit: OpaquePointer, path: String?) -> CommitInfo {
        let author = git_commit_author(commit)!.pointee
        let message = git_commit_message(commit).map { String(cString: $0) } ?? ""
        return CommitInfo(
            id: ObjectID(git_commit_id(commit).pointee),
            message: message.trimmingCharacters(in: .whitespacesAndNewlines),
            authorName: String(cString: author.name),
            authorEmail: String(cString: author.email),
            date: Date(timeIntervalSince1970: TimeInterval(author.when.time)),
            utcOffsetMinutes: Int(author.when.offset),
            path: path
        )
    }
}

extension Repository {
    /// Messages of the commits reachable from `tip` but not from `hidden`, newest first.
    package func messages(from tip: ObjectID, hiding hidden: ObjectID?, limit: Int = 200) throws -> [String] {
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue)
        var start = tip.raw
        try check("walk from \(tip.short)") { git_revwalk_push(walk, &start) }
        if let hidden {
            var stop = hidden.raw
            try check("walk to \(hidden.short)") { git_revwalk_hide(walk, &stop) }
        }
        var result: [String] = []
        var oid = git_oid()
        while result.count < limit, git_revwalk_next(&oid, walk) == 0 {
            var commit: OpaquePointer?
            guard git_commit_lookup(&commit, pointer, &oid) == 0 else { continue }
            result.append(git_commit_message(commit).map { String(cString: $0) } ?? "")
            git_commit_free(commit)
        }
        return result
    }
}
