internal import CLibGit2

/// Follows one file back through history for `Repository.history(of:)`, fed the commits in
/// topological order (every child before its parents), as `git log --follow` follows its
/// path, but on each side of a merge under the name the file has on that side.
struct EntryFollower {
    let repository: Repository
    /// The paths the file may have in each commit still to be walked, handed down by its
    /// children. Usually one; more when the children disagree: the sides of a merge reach their
    /// common ancestor under both names when one side renamed the file, and a side that never
    /// had it is still walked under its name (git does: a path deleted and added again has one
    /// history).
    private var followed: [ObjectID: [String]]
    /// A parent's blob, looked up while walking its child, is the next commit's own:
    /// remembered instead of reading that tree again.
    private var knownBlobs: [BlobKey: ObjectID?] = [:]

    init(repository: Repository, head: ObjectID, path: String) {
        self.repository = repository
        followed = [head: [path]]
    }

    /// The path the file had in `commit` when that commit changed it (added, edited, renamed
    /// or removed it), else nil. Hands the file's path in each parent down to it.
    mutating func step(_ commit: OpaquePointer) throws -> String? {
        guard let paths = followed.removeValue(forKey: ObjectID(git_commit_id(commit).pointee)) else { return nil }
        var parents: [OpaquePointer] = []
        defer { parents.forEach { git_commit_free($0) } }
        for i in 0..<git_commit_parentcount(commit) {
            var parent: OpaquePointer?
            if git_commit_parent(&parent, commit, i) == 0, let parent { parents.append(parent) }
        }
        var shown: String?
        for path in paths {
            let changed = try follow(path, in: commit, parents: parents)
            if changed && shown == nil { shown = path }
        }
        return shown
    }

    /// Hands `path`'s name in each parent down to it; true when `commit` changed the file there.
    private mutating func follow(_ path: String, in commit: OpaquePointer, parents: [OpaquePointer]) throws -> Bool {
        let mine = try blob(commit, path)
        let sameBlobs = try parents.map { try repository.blobID(in: $0, at: path) }
        // A merge that took the file as one side had it needs no renames looked for.
        let sameAsAParent = mine != nil && sameBlobs.contains { $0 == mine }
        var changed = true
        var anyParentHasIt = false
        var lacking: [OpaquePointer] = []
        var having: (parent: OpaquePointer, path: String)?
        for (parent, sameBlob) in zip(parents, sameBlobs) {
            var parentPath = path
            var theirs = sameBlob
            // The file appeared on this side: if it was renamed from another path, that side
            // is followed under the old one.
            if mine != nil, theirs == nil, !sameAsAParent,
               let source = try repository.renameSource(of: path, in: commit, parent: parent) {
                parentPath = source
                theirs = try repository.blobID(in: parent, at: source)
            }
            let parentID = ObjectID(git_commit_id(parent).pointee)
            knownBlobs[BlobKey(commit: parentID, path: parentPath)] = theirs
            hand(parentPath, to: parentID)
            if theirs != nil {
                anyParentHasIt = true
                if having == nil { having = (parent, parentPath) }
            } else {
                lacking.append(parent)
            }
            // A rename is a change even when the text stayed the same.
            if theirs == mine && parentPath == path { changed = false }
        }
        // A side of a merge that lacks the file and did not rename it may still have had it
        // under the name it had where that side's history meets the other's (and removed it,
        // renamed it otherwise, or a conflict moved its version aside): that side is followed
        // under that name too.
        if let having {
            for parent in lacking {
                for name in try names(from: having.parent, path: having.path, meeting: parent) {
                    hand(name, to: ObjectID(git_commit_id(parent).pointee))
                }
            }
        }
        if mine == nil && parents.isEmpty { return false }
        // Absent here and in every parent: the file is not in this part of history.
        if mine == nil && !anyParentHasIt { return false }
        return changed
    }

    private mutating func hand(_ path: String, to commit: ObjectID) {
        if !followed[commit, default: []].contains(path) { followed[commit, default: []].append(path) }
    }

    /// The names the file (at `path` in `side`) has in the commits where `side`'s history
    /// meets `other`'s: followed back through the commits only `side` reaches.
    private func names(from side: OpaquePointer, path: String, meeting other: OpaquePointer) throws -> [String] {
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, repository.pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue)
        var start = git_commit_id(side).pointee, stop = git_commit_id(other).pointee
        try check("walk the side of a merge") { git_revwalk_push(walk, &start) }
        try check("walk the side of a merge") { git_revwalk_hide(walk, &stop) }
        var follower = EntryFollower(repository: repository, head: ObjectID(start), path: path)
        var oid = git_oid()
        while git_revwalk_next(&oid, walk) == 0 {
            var commit: OpaquePointer?
            try check("read commit") { git_commit_lookup(&commit, repository.pointer, &oid) }
            defer { git_commit_free(commit) }
            _ = try follower.step(commit!)
        }
        // What is left was handed to commits the walk did not reach: those `other` reaches.
        var names: [String] = []
        for (id, paths) in follower.followed {
            var raw = id.raw
            var commit: OpaquePointer?
            try check("read commit") { git_commit_lookup(&commit, repository.pointer, &raw) }
            defer { git_commit_free(commit) }
            for path in paths where !names.contains(path) {
                if try repository.blobID(in: commit!, at: path) != nil { names.append(path) }
            }
        }
        return names.sorted()
    }

    private mutating func blob(_ commit: OpaquePointer, _ path: String) throws -> ObjectID? {
        let key = BlobKey(commit: ObjectID(git_commit_id(commit).pointee), path: path)
        if let known = knownBlobs.removeValue(forKey: key) { return known }
        return try repository.blobID(in: commit, at: path)
    }
}

private struct BlobKey: Hashable {
    let commit: ObjectID
    let path: String
}
