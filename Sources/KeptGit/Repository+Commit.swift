internal import CLibGit2
import Foundation

/// What a commit made.
public struct CommitResult: Sendable {
    public let id: ObjectID
    public let identity: Identity
}

extension Repository {
    /// When set, every commit fails after staging, with this message (as a full disk fails
    /// it): the command line sets it from `$KEPT_TEST_FAIL_COMMIT` for the tests that prove a
    /// failed commit is undone.
    nonisolated(unsafe) public static var simulatedCommitFailure: String?

    /// Puts the index entries of `paths` back to HEAD's (absent from HEAD: out of the index),
    /// so that a change whose commit failed is not carried by the next commit.
    public func resetIndex(_ paths: [String]) throws {
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
    public func commit(paths: [String], message: String, allowEmptyTree: Bool = false) throws -> CommitResult? {
        var index: OpaquePointer?
        try check("open index") { git_repository_index(&index, pointer) }
        defer { git_index_free(index) }

        for path in paths {
            let full = (workdir as NSString).appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: full) {
                try check("add \(path)") { git_index_add_bypath(index, path) }
            } else {
                try check("remove \(path)") { git_index_remove_bypath(index, path) }
            }
        }
        try check("write index") { git_index_write(index) }
        if let failure = Self.simulatedCommitFailure {
            throw GitError(step: "write tree", code: -1, message: failure)
        }

        var treeID = git_oid()
        try check("write tree") { git_index_write_tree(&treeID, index) }

        let parentID = try headCommitID()
        var parent: OpaquePointer?
        if let parentID {
            var raw = parentID.raw
            try check("look up HEAD commit") { git_commit_lookup(&parent, pointer, &raw) }
        }
        defer { if parent != nil { git_commit_free(parent) } }
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

        var commitID = git_oid()
        var parents: [OpaquePointer?] = parent.map { [$0] } ?? []
        try parents.withUnsafeMutableBufferPointer { buffer in
            _ = try check("commit") {
                git_commit_create(&commitID, pointer, "HEAD", signature, signature, nil, message, tree,
                                  buffer.count, buffer.baseAddress)
            }
        }
        return CommitResult(id: ObjectID(commitID), identity: who)
    }
}
