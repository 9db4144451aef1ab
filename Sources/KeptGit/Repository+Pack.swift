internal import CLibGit2
import Foundation

/// A git pack built in memory: its bytes and how many objects it holds.
package struct Pack: Sendable, Equatable {
    package let data: Data
    package let objectCount: Int
}

extension Repository {
    /// A pack of every object reachable from `tips` that is not reachable from `known` (commits,
    /// trees and blobs, deltified by libgit2's packbuilder): what a remote holding `known` lacks.
    /// Commits in `known` that this repository does not have are skipped.
    package func buildPack(including tips: [ObjectID], excluding known: [ObjectID] = []) throws -> Pack {
        var walk: OpaquePointer?
        try check("start a walk for the pack") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        for tip in tips {
            var oid = tip.raw
            try check("add \(tip.short) to the pack") { git_revwalk_push(walk, &oid) }
        }
        for commit in known where hasObject(commit) {
            var oid = commit.raw
            try check("leave \(commit.short) out of the pack") { git_revwalk_hide(walk, &oid) }
        }
        var builder: OpaquePointer?
        try check("start a pack") { git_packbuilder_new(&builder, pointer) }
        defer { git_packbuilder_free(builder) }
        // One thread: the machine's other core is someone else's, and packs here are small.
        git_packbuilder_set_threads(builder, 1)
        try check("collect the pack's objects") { git_packbuilder_insert_walk(builder, walk) }
        var buffer = git_buf()
        try check("write the pack") { git_packbuilder_write_buf(&buffer, builder) }
        defer { git_buf_dispose(&buffer) }
        let data = buffer.ptr.map { Data(bytes: $0, count: buffer.size) } ?? Data()
        return Pack(data: data, objectCount: Int(git_packbuilder_object_count(builder)))
    }

    /// Adds the objects of a pack (as `buildPack` makes, or git sends) to the object database,
    /// checked and indexed by libgit2's indexer: a truncated or corrupt pack throws and adds
    /// nothing that any reference points at.
    package func indexPack(_ data: Data) throws {
        var odb: OpaquePointer?
        try check("open the object database") { git_repository_odb(&odb, pointer) }
        defer { git_odb_free(odb) }
        var writer: UnsafeMutablePointer<git_odb_writepack>?
        try check("start indexing a pack") { git_odb_write_pack(&writer, odb, nil, nil) }
        guard let writer else { throw GitError(step: "start indexing a pack", code: -1, message: "no pack writer") }
        defer { writer.pointee.free(writer) }
        var progress = git_indexer_progress()
        try data.withUnsafeBytes { bytes in
            _ = try check("index the pack") { writer.pointee.append(writer, bytes.baseAddress, bytes.count, &progress) }
        }
        try check("finish indexing the pack") { writer.pointee.commit(writer, &progress) }
    }

    /// Whether the object database holds `id`.
    package func hasObject(_ id: ObjectID) -> Bool {
        var odb: OpaquePointer?
        guard git_repository_odb(&odb, pointer) == 0 else { return false }
        defer { git_odb_free(odb) }
        var oid = id.raw
        return git_odb_exists(odb, &oid) != 0
    }

    /// Points the reference `name` at `target`, creating or moving it.
    package func setReference(_ name: String, to target: ObjectID, message: String) throws {
        var oid = target.raw
        var reference: OpaquePointer?
        try check("set \(name)") { git_reference_create(&reference, pointer, name, &oid, 1, message) }
        git_reference_free(reference)
    }

    /// Removes the reference `name`; nothing when it does not exist.
    package func deleteReference(_ name: String) throws {
        var reference: OpaquePointer?
        let code = git_reference_lookup(&reference, pointer, name)
        if code == GIT_ENOTFOUND.rawValue { return }
        if code < 0 { throw GitError.last("read \(name)", code: code) }
        defer { git_reference_free(reference) }
        try check("delete \(name)") { git_reference_delete(reference) }
    }
}

extension Repository {
    /// The first commit of `tip`'s first-parent line: the same on every clone of a history, so
    /// it names the history (an encrypted store's key is filed under it).
    package func rootCommit(of tip: ObjectID) throws -> ObjectID {
        var walk: OpaquePointer?
        try check("start a walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_simplify_first_parent(walk)
        var oid = tip.raw
        try check("walk from \(tip.short)") { git_revwalk_push(walk, &oid) }
        var last = tip.raw, next = git_oid()
        while git_revwalk_next(&next, walk) == 0 { last = next }
        return ObjectID(last)
    }
}
