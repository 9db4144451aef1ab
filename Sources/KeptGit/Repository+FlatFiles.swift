internal import CLibGit2
import Foundation

extension Repository {
    /// Commits a tree of files at its top level (no folders) with one `parent` or none, by a
    /// fixed author at time 0 (the commit must not tell who made it or when), and points
    /// `reference` at it. Returns the commit.
    ///
    /// For repositories that only carry opaque files (an encrypted remote's), not for stores.
    package func commitFlatFiles(_ files: [String: Data], parent: ObjectID?, message: String,
                                reference: String) throws -> ObjectID {
        var builder: OpaquePointer?
        try check("start a tree") { git_treebuilder_new(&builder, pointer, nil) }
        defer { git_treebuilder_free(builder) }
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            var blob = git_oid()
            try data.withUnsafeBytes { bytes in
                _ = try check("write \(name)") { git_blob_create_from_buffer(&blob, pointer, bytes.baseAddress, bytes.count) }
            }
            try check("add \(name) to the tree") {
                git_treebuilder_insert(nil, builder, name, &blob, GIT_FILEMODE_BLOB)
            }
        }
        var treeID = git_oid()
        try check("write the tree") { git_treebuilder_write(&treeID, builder) }
        var tree: OpaquePointer?
        try check("look up the tree") { git_tree_lookup(&tree, pointer, &treeID) }
        defer { git_tree_free(tree) }
        var signature: UnsafeMutablePointer<git_signature>?
        try check("make the signature") { git_signature_new(&signature, "kept", "kept", 0, 0) }
        defer { git_signature_free(signature) }
        var parents: [OpaquePointer?] = []
        defer { parents.forEach { git_commit_free($0) } }
        if let parent { parents.append(try lookupCommit(parent)) }
        var out = git_oid()
        let text = try gitCommitMessage(message)
        try parents.withUnsafeMutableBufferPointer { buffer in
            _ = try check("commit") {
                git_commit_create(&out, pointer, nil, signature, signature, nil, text, tree, buffer.count, buffer.baseAddress)
            }
        }
        let commit = ObjectID(out)
        try setReference(reference, to: commit, message: message)
        return commit
    }

    /// The files at the top level of a commit's tree, by name (folders are left out).
    package func flatFiles(in commit: ObjectID) throws -> [String: Data] {
        let object = try lookupCommit(commit)
        defer { git_commit_free(object) }
        var tree: OpaquePointer?
        try check("read the tree") { git_commit_tree(&tree, object) }
        defer { git_tree_free(tree) }
        var files: [String: Data] = [:]
        for index in 0..<git_tree_entrycount(tree) {
            guard let entry = git_tree_entry_byindex(tree, index), git_tree_entry_type(entry) == GIT_OBJECT_BLOB else { continue }
            let name = String(cString: git_tree_entry_name(entry))
            var blob: OpaquePointer?
            try check("read \(name)") { git_blob_lookup(&blob, pointer, git_tree_entry_id(entry)) }
            defer { git_blob_free(blob) }
            let size = Int(git_blob_rawsize(blob))
            files[name] = size == 0 ? Data() : Data(bytes: git_blob_rawcontent(blob), count: size)
        }
        return files
    }

    /// The repository's folder (`.git` for one with a work tree, the folder itself when bare).
    package var gitDirectory: String {
        var dir = String(cString: git_repository_path(pointer))
        while dir.count > 1 && dir.hasSuffix("/") { dir.removeLast() }
        return dir
    }
}
