internal import CLibGit2
import Foundation

/// A file as a commit's tree holds it: its bytes and how it is to be written.
package struct TreeFile: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case regular, executable
        /// A symbolic link: `data` is its target.
        case symlink
        /// A nested repository (gitlink) or anything else that is no file: never written.
        case other
    }

    package let kind: Kind
    package let data: Data
}

/// The pieces a sync moves the work tree with itself (each file written atomically by the
/// caller) instead of libgit2's checkout, which writes files in place: a checkout killed
/// mid-file leaves a truncated entry that looks like an edit.
extension Repository {
    /// The file at `path` in a commit's tree; nil when the path is absent.
    package func treeFile(at path: String, in commit: ObjectID) throws -> TreeFile? {
        let object = try lookupCommit(commit)
        defer { git_commit_free(object) }
        var tree: OpaquePointer?
        try check("read tree") { git_commit_tree(&tree, object) }
        defer { git_tree_free(tree) }
        var entry: OpaquePointer?
        guard git_tree_entry_bypath(&entry, tree, path) == 0 else { return nil }
        defer { git_tree_entry_free(entry) }
        let mode = git_tree_entry_filemode(entry)
        guard git_tree_entry_type(entry) == GIT_OBJECT_BLOB else { return TreeFile(kind: .other, data: Data()) }
        let data = try blobData(ObjectID(git_tree_entry_id(entry).pointee))
        switch mode {
        case GIT_FILEMODE_LINK: return TreeFile(kind: .symlink, data: data)
        case GIT_FILEMODE_BLOB_EXECUTABLE: return TreeFile(kind: .executable, data: data)
        default: return TreeFile(kind: .regular, data: data)
        }
    }

    /// Brings the index entries of `paths` to the work tree's files (a missing file, or a
    /// folder where the file was, leaves the index), without committing.
    package func stage(_ paths: [String]) throws {
        var index: OpaquePointer?
        try check("open index") { git_repository_index(&index, pointer) }
        defer { git_index_free(index) }
        for path in paths {
            var info = stat()
            if lstat((workdir as NSString).appendingPathComponent(path), &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
                try check("add \(path)") { git_index_add_bypath(index, path) }
            } else {
                _ = git_index_remove_bypath(index, path)
            }
        }
        try check("write index") { git_index_write(index) }
    }

    /// Points HEAD's branch at `target` (the files and index are the caller's).
    package func moveBranch(to target: ObjectID, message: String) throws {
        var head: OpaquePointer?
        try check("read HEAD") { git_reference_lookup(&head, pointer, "HEAD") }
        defer { git_reference_free(head) }
        guard let branch = git_reference_symbolic_target(head).map({ String(cString: $0) }) else {
            throw GitError(step: "move HEAD", code: -1,
                           message: "HEAD is detached (not on a branch); check out `main` first")
        }
        var oid = target.raw
        var moved: OpaquePointer?
        try check("move \(branch)") { git_reference_create(&moved, pointer, branch, &oid, 1, message) }
        git_reference_free(moved)
    }
}
