internal import CLibGit2
import Foundation

extension Repository {
    /// Commits reachable from HEAD, newest first. With `path`, only the commits that changed
    /// that file, following it back through renames on every side of a merge, as
    /// `git log --follow` does: each commit is read at the path the file had there, so an edit
    /// one machine made before the other renamed the entry is found under the old name.
    /// With `since`, the walk stops at the first commit older than that.
    public func history(of path: String? = nil, limit: Int? = nil, since: Date? = nil) throws -> [CommitInfo] {
        guard try headCommitID() != nil else { return [] }
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue)
        try check("walk from HEAD") { git_revwalk_push_head(walk) }

        var result: [CommitInfo] = []
        // The path the file has in each commit still to be walked, handed down from its
        // children (the topological order walks every child before its parents).
        var followed: [ObjectID: String] = [:]
        if let path, let head = try headCommitID() { followed[head] = path }
        // A parent's blob, looked up while walking its child, is the next commit's own:
        // remember it instead of reading that tree again.
        var knownBlobs: [BlobKey: ObjectID?] = [:]
        func blob(_ commit: OpaquePointer, _ path: String) throws -> ObjectID? {
            let key = BlobKey(commit: ObjectID(git_commit_id(commit).pointee), path: path)
            if let known = knownBlobs.removeValue(forKey: key) { return known }
            return try blobID(in: commit, at: path)
        }
        var oid = git_oid()
        while git_revwalk_next(&oid, walk) == 0 {
            if let limit, result.count >= limit { break }
            var commit: OpaquePointer?
            try check("read commit") { git_commit_lookup(&commit, pointer, &oid) }
            defer { git_commit_free(commit) }
            if let since, Date(timeIntervalSince1970: TimeInterval(git_commit_time(commit))) < since { break }

            guard path != nil else {
                result.append(info(of: commit!, path: nil))
                continue
            }
            // A commit no child handed a path to (none reached it through the file) is skipped.
            guard let current = followed.removeValue(forKey: ObjectID(oid)) else { continue }
            let mine = try blob(commit!, current)
            let parentCount = git_commit_parentcount(commit)
            var parents: [OpaquePointer?] = []
            defer { parents.forEach { git_commit_free($0) } }
            for i in 0..<parentCount {
                var parent: OpaquePointer?
                if git_commit_parent(&parent, commit, i) == 0 { parents.append(parent) }
            }
            let sameBlobs = try parents.map { try blobID(in: $0!, at: current) }
            // A merge that took the file as one side had it needs no renames looked for.
            let sameAsAParent = sameBlobs.contains { $0 == mine }
            var changed = true
            var anyParentHasIt = false
            for (parent, sameBlob) in zip(parents, sameBlobs) {
                let parentID = ObjectID(git_commit_id(parent).pointee)
                var parentPath = current
                var theirs = sameBlob
                // The file appeared on this side: if it was renamed from another path, that
                // side is followed under the old one.
                if mine != nil, theirs == nil, !sameAsAParent,
                   let source = try renameSource(of: current, in: commit!, parent: parent!) {
                    parentPath = source
                    theirs = try blobID(in: parent!, at: source)
                }
                knownBlobs[BlobKey(commit: parentID, path: parentPath)] = theirs
                if followed[parentID] == nil { followed[parentID] = parentPath }
                if theirs != nil { anyParentHasIt = true }
                // A rename is a change even when the text stayed the same.
                if theirs == mine && parentPath == current { changed = false }
            }
            if mine == nil && parentCount == 0 { changed = false }
            guard changed else { continue }
            // Absent here and in every parent: the file is not in this part of history.
            if mine == nil && !anyParentHasIt { continue }
            result.append(info(of: commit!, path: current))
        }
        return result
    }

    /// The blob id of `path` in a commit's tree, or nil when the path is absent.
    private func blobID(in commit: OpaquePointer, at path: String) throws -> ObjectID? {
        var tree: OpaquePointer?
        try check("read tree") { git_commit_tree(&tree, commit) }
        defer { git_tree_free(tree) }
        var entry: OpaquePointer?
        guard git_tree_entry_bypath(&entry, tree, path) == 0 else { return nil }
        defer { git_tree_entry_free(entry) }
        return ObjectID(git_tree_entry_id(entry).pointee)
    }

    /// The path `path` was renamed from in `commit`, compared with `parent`, if any.
    private func renameSource(of path: String, in commit: OpaquePointer, parent: OpaquePointer) throws -> String? {
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

private struct BlobKey: Hashable {
    let commit: ObjectID
    let path: String
}

extension Repository {
    /// Messages of the commits reachable from `tip` but not from `hidden`, newest first.
    public func messages(from tip: ObjectID, hiding hidden: ObjectID?, limit: Int = 200) throws -> [String] {
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
