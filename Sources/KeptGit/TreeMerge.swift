internal import CLibGit2
import Foundation

/// One path both sides of a merge changed: its content at the merge base and on each side
/// (nil where the file is absent), and git's line merge of both when that had no conflict.
package struct MergeFile: Sendable, Equatable {
    package let path: String
    package let base: Data?
    package let ours: Data?
    package let theirs: Data?
    /// git's own join of both sides; nil when lines (or an edit and a delete) collided.
    package let merged: Data?

    package init(path: String, base: Data?, ours: Data?, theirs: Data?, merged: Data?) {
        self.path = path
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.merged = merged
    }
}

/// A merge of two commits made in memory: an index holding the joined tree, which the caller
/// completes (`set`) and writes (`writeTree`) without touching the work tree, so that no merge
/// state (MERGE_HEAD, conflict markers in files) ever exists on disk.
package final class TreeMerge {
    private let repository: Repository
    private let index: OpaquePointer
    package let base: ObjectID?
    package let ours: ObjectID
    package let theirs: ObjectID
    /// Every path both sides changed, conflicted or not, sorted by path.
    package let bothChanged: [MergeFile]

    init(repository: Repository, index: OpaquePointer, base: ObjectID?, ours: ObjectID, theirs: ObjectID,
         bothChanged: [MergeFile]) {
        self.repository = repository
        self.index = index
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.bothChanged = bothChanged
    }

    deinit { git_index_free(index) }

    /// Whether the joined tree has a file at `path`.
    package func contains(_ path: String) -> Bool {
        git_index_get_bypath(index, path, 0) != nil
    }

    /// Puts `data` at `path` in the joined tree (nil removes it), settling any conflict there.
    package func set(_ path: String, to data: Data?) throws {
        _ = git_index_conflict_remove(index, path)
        guard let data else {
            _ = git_index_remove(index, path, 0)
            return
        }
        var blob = git_oid()
        try data.withUnsafeBytes { bytes in
            try check("store \(path)") {
                git_blob_create_from_buffer(&blob, repository.pointer, bytes.baseAddress, bytes.count)
            }
        }
        var entry = git_index_entry()
        entry.mode = 0o100644
        entry.id = blob
        try path.withCString { cPath in
            entry.path = cPath
            try check("add \(path) to the merge") { git_index_add(index, &entry) }
        }
    }

    /// Writes the joined tree; fails while a conflict is left.
    package func writeTree() throws -> ObjectID {
        if git_index_has_conflicts(index) != 0 {
            throw GitError(step: "write merged tree", code: GIT_EUNMERGED.rawValue,
                           message: "a conflict is left unsettled")
        }
        var oid = git_oid()
        try check("write merged tree") { git_index_write_tree_to(&oid, index, repository.pointer) }
        return ObjectID(oid)
    }
}

extension Repository {
    /// Merges commit `theirs` into `ours` in memory. git's rename detection is off here: a
    /// rename is a delete and an add, so an edit on the other side is never lost in a guessed
    /// pairing; kept follows renamed entries itself afterwards (`treeChanges`, then `set`).
    package func merge(ours: ObjectID, theirs: ObjectID) throws -> TreeMerge {
        let ourCommit = try lookupCommit(ours)
        defer { git_commit_free(ourCommit) }
        let theirCommit = try lookupCommit(theirs)
        defer { git_commit_free(theirCommit) }
        let base = try mergeBase(ours, theirs)

        var options = git_merge_options()
        git_merge_options_init(&options, UInt32(GIT_MERGE_OPTIONS_VERSION))
        options.flags = 0
        var index: OpaquePointer?
        try check("merge") { git_merge_commits(&index, pointer, ourCommit, theirCommit, &options) }

        var conflicted: [String: (base: ObjectID?, ours: ObjectID?, theirs: ObjectID?)] = [:]
        var iterator: OpaquePointer?
        try check("read merge conflicts") { git_index_conflict_iterator_new(&iterator, index) }
        var ancestor: UnsafePointer<git_index_entry>?, mine: UnsafePointer<git_index_entry>?, other: UnsafePointer<git_index_entry>?
        while git_index_conflict_next(&ancestor, &mine, &other, iterator) == 0 {
            guard let any = ancestor ?? mine ?? other else { continue }
            conflicted[String(cString: any.pointee.path)] = (ancestor.map { ObjectID($0.pointee.id) },
                                                             mine.map { ObjectID($0.pointee.id) },
                                                             other.map { ObjectID($0.pointee.id) })
        }
        git_index_conflict_iterator_free(iterator)

        let both = try changedPaths(from: base, to: ours).intersection(try changedPaths(from: base, to: theirs))
        var files: [MergeFile] = []
        for path in Set(conflicted.keys).union(both).sorted() {
            if let ids = conflicted[path] {
                files.append(MergeFile(path: path, base: try ids.base.map(blobData), ours: try ids.ours.map(blobData),
                                       theirs: try ids.theirs.map(blobData), merged: nil))
            } else {
                let mineData = try blob(at: path, in: ours), otherData = try blob(at: path, in: theirs)
                if mineData == otherData { continue }
                let merged = git_index_get_bypath(index, path, 0).map { ObjectID($0.pointee.id) }
                files.append(MergeFile(path: path, base: try base.flatMap { try blob(at: path, in: $0) },
                                       ours: mineData, theirs: otherData, merged: try merged.map(blobData)))
            }
        }
        return TreeMerge(repository: self, index: index!, base: base, ours: ours, theirs: theirs, bothChanged: files)
    }

    /// The best common ancestor of two commits, nil when their histories are unrelated.
    package func mergeBase(_ one: ObjectID, _ two: ObjectID) throws -> ObjectID? {
        var out = git_oid(), a = one.raw, b = two.raw
        let code = git_merge_base(&out, pointer, &a, &b)
        if code == GIT_ENOTFOUND.rawValue { return nil }
        if code < 0 { throw GitError.last("find merge base", code: code) }
        return ObjectID(out)
    }

    /// Whether `ancestor` is `commit` or one of its ancestors.
    package func isAncestor(_ ancestor: ObjectID, of commit: ObjectID) -> Bool {
        if ancestor == commit { return true }
        var a = commit.raw, b = ancestor.raw
        return git_graph_descendant_of(pointer, &a, &b) == 1
    }

    /// Commits `local` has that `upstream` lacks, and the other way round.
    package func aheadBehind(local: ObjectID, upstream: ObjectID) throws -> (ahead: Int, behind: Int) {
        var ahead = 0, behind = 0, a = local.raw, b = upstream.raw
        try check("count commits") { git_graph_ahead_behind(&ahead, &behind, pointer, &a, &b) }
        return (ahead, behind)
    }

    /// Makes a commit of `tree` with `parents` without moving any branch (see `moveHead`).
    package func commit(tree: ObjectID, parents: [ObjectID], message: String) throws -> ObjectID {
        var treeID = tree.raw
        var treeObject: OpaquePointer?
        try check("look up tree") { git_tree_lookup(&treeObject, pointer, &treeID) }
        defer { git_tree_free(treeObject) }
        var parentCommits: [OpaquePointer?] = []
        defer { parentCommits.forEach { git_commit_free($0) } }
        for parent in parents { parentCommits.append(try lookupCommit(parent)) }
        let signature = try makeSignature(identity())
        defer { git_signature_free(signature) }
        var out = git_oid()
        let text = try gitCommitMessage(message)
        try parentCommits.withUnsafeMutableBufferPointer { buffer in
            _ = try check("commit merge") {
                git_commit_create(&out, pointer, nil, signature, signature, nil, text, treeObject,
                                  buffer.count, buffer.baseAddress)
            }
        }
        return ObjectID(out)
    }

    /// Brings the work tree, the index and then HEAD's branch to `target`.
    ///
    /// Files first, branch last: a process killed in between leaves HEAD where it was and the
    /// files (partly) at `target`, which the next sync settles (`force` with `paths`), never the
    /// other way round, where an old file would look like an edit undoing the new commit.
    /// Without `force` a checkout refuses to overwrite a file that differs from HEAD.
    package func moveHead(to target: ObjectID, message: String, force: Bool = false, paths: [String]? = nil) throws {
        let commit = try lookupCommit(target)
        defer { git_commit_free(commit) }
        var options = git_checkout_options()
        git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION))
        options.checkout_strategy = force ? GIT_CHECKOUT_FORCE.rawValue : GIT_CHECKOUT_SAFE.rawValue
        let cPaths = (paths ?? []).map { strdup($0) }
        defer { cPaths.forEach { free($0) } }
        var pathPointers: [UnsafeMutablePointer<CChar>?] = cPaths
        try pathPointers.withUnsafeMutableBufferPointer { buffer in
            if paths != nil {
                options.paths = git_strarray(strings: buffer.baseAddress, count: buffer.count)
                options.checkout_strategy |= GIT_CHECKOUT_DISABLE_PATHSPEC_MATCH.rawValue
            }
            try check("update the files to \(target.short)") { git_checkout_tree(pointer, commit, &options) }
        }
        try moveBranch(to: target, message: message)
    }

    /// The bytes of `path` in a commit's tree, nil when the path is absent.
    package func blob(at path: String, in commit: ObjectID) throws -> Data? {
        guard let file = try treeFile(at: path, in: commit), file.kind != .other else { return nil }
        return file.data
    }

    /// Paths whose content differs between two commits (`from` nil: every path of `to`).
    package func changedPaths(from: ObjectID?, to: ObjectID) throws -> Set<String> {
        var oldTree: OpaquePointer?, newTree: OpaquePointer?
        if let from {
            let commit = try lookupCommit(from)
            defer { git_commit_free(commit) }
            try check("read tree") { git_commit_tree(&oldTree, commit) }
        }
        defer { if oldTree != nil { git_tree_free(oldTree) } }
        let commit = try lookupCommit(to)
        defer { git_commit_free(commit) }
        try check("read tree") { git_commit_tree(&newTree, commit) }
        defer { git_tree_free(newTree) }
        var diff: OpaquePointer?
        try check("diff trees") { git_diff_tree_to_tree(&diff, pointer, oldTree, newTree, nil) }
        defer { git_diff_free(diff) }
        var paths: Set<String> = []
        for i in 0..<git_diff_num_deltas(diff) {
            guard let delta = git_diff_get_delta(diff, i) else { continue }
            if let path = delta.pointee.old_file.path { paths.insert(String(cString: path)) }
            if let path = delta.pointee.new_file.path { paths.insert(String(cString: path)) }
        }
        return paths
    }

    func lookupCommit(_ id: ObjectID) throws -> OpaquePointer? {
        var raw = id.raw
        var commit: OpaquePointer?
        try check("look up commit \(id.short)") { git_commit_lookup(&commit, pointer, &raw) }
        return commit
    }

    func blobData(_ id: ObjectID) throws -> Data {
        var raw = id.raw
        var blob: OpaquePointer?
        try check("read blob \(id.short)") { git_blob_lookup(&blob, pointer, &raw) }
        defer { git_blob_free(blob) }
        let size = Int(git_blob_rawsize(blob))
        guard size > 0, let bytes = git_blob_rawcontent(blob) else { return Data() }
        return Data(bytes: bytes, count: size)
    }
}
