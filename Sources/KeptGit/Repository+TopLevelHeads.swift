internal import CLibGit2
import Foundation

extension Repository {
    /// The names at the top of a commit's tree, and the first `length` bytes of each file among
    /// `wanted`. A file's size comes from its object header, so a huge file from a remote is
    /// never read whole just to be looked at.
    package func topLevelHeads(in commit: ObjectID, of wanted: Set<String>, length: Int) throws
        -> (names: Set<String>, heads: [String: Data]) {
        let object = try lookupCommit(commit)
        defer { git_commit_free(object) }
        var tree: OpaquePointer?
        try check("read the tree") { git_commit_tree(&tree, object) }
        defer { git_tree_free(tree) }
        var odb: OpaquePointer?
        try check("open the object database") { git_repository_odb(&odb, pointer) }
        defer { git_odb_free(odb) }
        var names: Set<String> = []
        var heads: [String: Data] = [:]
        for index in 0..<git_tree_entrycount(tree) {
            guard let entry = git_tree_entry_byindex(tree, index) else { continue }
            let name = String(cString: git_tree_entry_name(entry))
            names.insert(name)
            guard wanted.contains(name), git_tree_entry_type(entry) == GIT_OBJECT_BLOB else { continue }
            var raw = git_tree_entry_id(entry).pointee
            var size = 0
            var type = GIT_OBJECT_INVALID
            guard git_odb_read_header(&size, &type, odb, &raw) == 0 else { continue }
            // libgit2 reads a blob whole: up to 64 MiB is read to take its head, a bigger
            // file's head is left unknown.
            guard size <= 64 << 20 else { continue }
            var blob: OpaquePointer?
            try check("read \(name)") { git_blob_lookup(&blob, pointer, &raw) }
            defer { git_blob_free(blob) }
            let count = min(length, Int(git_blob_rawsize(blob)))
            heads[name] = count == 0 ? Data() : Data(bytes: git_blob_rawcontent(blob), count: count)
        }
        return (names, heads)
    }
}
