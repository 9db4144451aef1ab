internal import CLibGit2
import Foundation

/// What a commit made.
package struct CommitResult: Sendable {
    package let id: ObjectID
    package let identity: Identity
}

extension Repository {

    /// Puts the index entries of `paths` back to HEAD's (absent from HEAD: out of the index),
    /// so that a change whose commit failed is not carried by the next commit.
    package func resetIndex(_ paths: [String]) throws {
        guard let head = try headCommitID() else {
            var index: OpaquePointer?
            try check("open index") { git_repository_index(&index, pointer) }
            defer { git_index_free(index) }
            for path in paths { _ = git_index_remove_bypath(index, path) }
            try check("write index") { git_index_write(index) }
            return
        }
        let commit = try lookupCommit(head)
        defer { git_commit_free(commit) }
        let cPaths = paths.map { strdup($0) }
        defer { cPaths.forEach { free($0) } }
        var pointers: [UnsafeMutablePointer<CChar>?] = cPaths
        try pointers.withUnsafeMutableBufferPointer { buffer in
            var spec = git_strarray(strings: buffer.baseAddress, count: buffer.count)
            try check("reset the index") { git_reset_default(pointer, commit, &spec) }
        }
    }

    /// Stages exactly `paths` (relative to the work tree: present files are added, missing ones
    /// removed) and commits them on HEAD with `message`.
    ///
    /// Returns nil, making no commit, when the resulting tree equals HEAD's: a change that
    /// changed nothing leaves no trace in history.
    @discardableResult
    package func commit(paths: [String], message: String, allowEmptyTree: Bool = false) throws -> CommitResult? {
        let parentID = try headCommitID()
        var parent: OpaquePointer?
        if let parentID {
            var raw = parentID.raw
            try check("look up HEAD commit") { git_commit_lookup(&parent, pointer, &raw) }
        }
        defer { if parent != nil { git_commit_free(parent) } }

        var treeID = git_oid()
        if let parent, let staged = try stageInIndexFile(paths) {
            try failIfSimulated()
            treeID = try tree(of: parent, updating: staged)
        } else {
            // The first commit, or an index the editor leaves to libgit2.
            var index: OpaquePointer?
            try check("open index") { git_repository_index(&index, pointer) }
            defer { git_index_free(index) }
            for path in paths {
                let full = (workdir as NSString).appendingPathComponent(path)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                    try check("add \(path)") { git_index_add_bypath(index, path) }
                } else {
                    try check("remove \(path)") { git_index_remove_bypath(index, path) }
                }
            }
            try check("write index") { git_index_write(index) }
            try failIfSimulated()
            if let parent {
                treeID = try tree(of: parent, updating: staged(paths, in: index))
            } else {
                try check("write tree") { git_index_write_tree(&treeID, index) }
            }
        }

        if let parent {
            if git_oid_equal(git_commit_tree_id(parent), &treeID) != 0 { return nil }
        } else if !allowEmptyTree && paths.isEmpty {
            return nil
        }

        var tree: OpaquePointer?
        try check("look up tree") { git_tree_lookup(&tree, pointer, &treeID) }
        defer { git_tree_free(tree) }

        let who = identity()
        let signature = try makeSignature(who)
        defer { git_signature_free(signature) }
        // A change made earlier than now (queued on a phone): authored then, committed now.
        let author = try AuthorTime.current.map { try makeSignature(who, at: $0) } ?? signature
        defer { if author != signature { git_signature_free(author) } }

        var commitID = git_oid()
        var parents: [OpaquePointer?] = parent.map { [$0] } ?? []
        let text = try gitCommitMessage(message)
        try parents.withUnsafeMutableBufferPointer { buffer in
            _ = try check("commit") {
                git_commit_create(&commitID, pointer, "HEAD", author, signature, nil, text, tree,
                                  buffer.count, buffer.baseAddress)
            }
        }
        return CommitResult(id: ObjectID(commitID), identity: who)
    }

    /// A commit failing after its paths are staged, as a full disk would (`TestHooks.commitFailure`).
    private func failIfSimulated() throws {
        if let failure = TestHooks.commitFailure {
            throw GitError(step: "write tree", code: -1, message: failure)
        }
    }

    /// A path to commit: its blob and mode, or nil when it leaves the tree.
    struct StagedPath {
        let path: String
        let file: (id: git_oid, mode: UInt32)?
    }

    /// Stages `paths` by editing the index file itself (`IndexFile`); nil, having changed
    /// nothing, when the index is one to leave to libgit2.
    ///
    /// Each file is stat'ed before its blob is written, as libgit2 and git do: a file changed
    /// in between then differs from its entry's stat, and git looks at its bytes again.
    private func stageInIndexFile(_ paths: [String]) throws -> [StagedPath]? {
        guard indexFileIsPlain() else { return nil }
        // Writing a blob runs libgit2's filters, which look for `.gitattributes` in the index
        // too: the whole index would be read for that alone (72 M instructions at 10,000
        // entries). An empty stand-in index answers instead; the files on disk are still
        // read, so only an attributes file staged but deleted from the disk goes unseen.
        var standIn: OpaquePointer?
        try check("make an index") { git_index_new(&standIn) }
        git_repository_set_index(pointer, standIn)
        git_index_free(standIn)
        defer { git_repository_set_index(pointer, nil) }
        var staged: [StagedPath] = []
        var updates: [IndexFile.Update] = []
        for path in Set(paths).sorted() {
            var info = stat()
            let full = (workdir as NSString).appendingPathComponent(path)
            guard lstat(full, &info) == 0 else {
                guard errno == ENOENT || errno == ENOTDIR else { return nil }
                staged.append(StagedPath(path: path, file: nil))
                updates.append(IndexFile.Update(path: Array(path.utf8), entry: nil))
                continue
            }
            let type = info.st_mode & S_IFMT
            // A file of HEAD that another program replaced with a folder: the file leaves the
            // tree (the folder's files are paths of their own).
            if type == S_IFDIR {
                staged.append(StagedPath(path: path, file: nil))
                updates.append(IndexFile.Update(path: Array(path.utf8), entry: nil))
                continue
            }
            guard type == S_IFREG || type == S_IFLNK else { return nil }
            var id = git_oid()
            try check("add \(path)") { git_blob_create_from_workdir(&id, pointer, path) }
            let mode: UInt32 = type == S_IFLNK ? 0o120000 : (info.st_mode & 0o100 != 0 ? 0o100755 : 0o100644)
            staged.append(StagedPath(path: path, file: (id, mode)))
            let idBytes = withUnsafeBytes(of: id.id) { Array($0) }
            updates.append(IndexFile.Update(path: Array(path.utf8),
                                            entry: IndexFile.entry(path: Array(path.utf8), info: info, mode: mode, id: idBytes)))
        }
        guard let gitFolder = git_repository_path(pointer).map({ String(cString: $0) }) else { return nil }
        guard try IndexFile.apply(updates, to: (gitFolder as NSString).appendingPathComponent("index")) else { return nil }
        return staged
    }

    /// Whether the index holds files as `IndexFile` writes their entries: file modes and
    /// symbolic links taken from the disk, paths compared by their case (git's defaults here).
    private func indexFileIsPlain() -> Bool {
        var config: OpaquePointer?
        guard git_repository_config_snapshot(&config, pointer) == 0 else { return false }
        defer { git_config_free(config) }
        func flag(_ key: String) -> Bool? {
            var value: Int32 = 0
            return git_config_get_bool(&value, config, key) == 0 ? value != 0 : nil
        }
        return flag("core.filemode") != false && flag("core.symlinks") != false && flag("core.ignorecase") != true
    }

    /// What libgit2's `index` holds for `paths`.
    private func staged(_ paths: [String], in index: OpaquePointer?) -> [StagedPath] {
        Set(paths).sorted().map { path in
            guard let entry = git_index_get_bypath(index, path, 0) else { return StagedPath(path: path, file: nil) }
            return StagedPath(path: path, file: (entry.pointee.id, entry.pointee.mode))
        }
    }

    /// HEAD's tree with `staged` in it, writing only the trees on those paths.
    /// `git_index_write_tree` would also do that, given the index's tree cache, but then reads
    /// every tree of the store back into that cache (409 trees at 10,000 entries, a fifth of a
    /// `kept new`). The index keeps its tree cache with these paths' folders marked changed,
    /// as `git add` leaves it: the real git rebuilds those on its next commit.
    ///
    /// In two steps when the shape of the tree changed outside kept: first everything that
    /// leaves it, and whatever stands where a file now goes — HEAD's folder where a file
    /// now is (another program replaced `cards/words/` with a file `cards/words`), HEAD's file
    /// where a folder now is, on the way to an added path — then the files. libgit2 refuses to
    /// put a blob where a tree is ("cannot replace 'tree' with 'blob'") in one step.
    private func tree(of parent: OpaquePointer, updating staged: [StagedPath]) throws -> git_oid {
        var base: OpaquePointer?
        try check("look up HEAD tree") { git_commit_tree(&base, parent) }
        defer { git_tree_free(base) }

        /// What HEAD's tree holds at `path`: nil (nothing), true (a folder), false (a file).
        func isFolder(_ path: String) -> Bool? {
            var found: OpaquePointer?
            guard git_tree_entry_bypath(&found, base, path) == 0 else { return nil }
            defer { git_tree_entry_free(found) }
            return git_tree_entry_type(found) == GIT_OBJECT_TREE
        }
        var removals: Set<String> = []
        var reshaped = false
        for item in staged {
            if item.file == nil {
                // Removing what HEAD does not hold is refused by libgit2: nothing to do.
                if isFolder(item.path) != nil { removals.insert(item.path) }
                continue
            }
            if isFolder(item.path) == true {
                removals.insert(item.path)
                reshaped = true
            }
            var ancestor = ""
            for component in item.path.split(separator: "/").dropLast() {
                ancestor += (ancestor.isEmpty ? "" : "/") + component
                if isFolder(ancestor) == false {
                    removals.insert(ancestor)
                    reshaped = true
                }
            }
        }
        // A path inside a folder removed whole goes with it.
        let removed = removals.filter { path in !removals.contains { path.hasPrefix($0 + "/") } }.sorted().map { ($0, nil as (id: git_oid, mode: UInt32)?) }
        let files = staged.compactMap { item in item.file.map { (item.path, Optional($0)) } }
        var treeID = git_tree_id(base).pointee
        // One step when the shape is the same (no tree written that the commit does not hold).
        if reshaped {
            try update(&treeID, removed)
            try update(&treeID, files)
        } else {
            try update(&treeID, removed + files)
        }
        return treeID
    }

    /// `tree` with `changes` made (a file's blob and mode put at its path, or the path removed).
    private func update(_ tree: inout git_oid, _ changes: [(path: String, file: (id: git_oid, mode: UInt32)?)]) throws {
        guard !changes.isEmpty else { return }
        var base: OpaquePointer?
        try check("look up tree") { git_tree_lookup(&base, pointer, &tree) }
        defer { git_tree_free(base) }
        let cPaths = changes.map { strdup($0.path) }
        defer { cPaths.forEach { free($0) } }
        var updates: [git_tree_update] = []
        for (change, cPath) in zip(changes, cPaths) {
            var update = git_tree_update()
            update.path = UnsafePointer(cPath)
            if let file = change.file {
                update.action = GIT_TREE_UPDATE_UPSERT
                update.id = file.id
                update.filemode = git_filemode_t(file.mode)
            } else {
                update.action = GIT_TREE_UPDATE_REMOVE
            }
            updates.append(update)
        }
        try check("write tree") {
            git_tree_create_updated(&tree, pointer, base, updates.count, &updates)
        }
    }
}
