internal import CLibGit2
import Foundation

/// Objects written as given bytes, unchecked, as `git hash-object -w --literally` writes
/// them: what anyone who can push may put in a remote (a tree named `..`, a name holding `/`,
/// a tree out of order). kept itself never makes such objects; the hostile-remote tests do,
/// to prove kept refuses them.
extension Repository {
    package enum RawObjectType: Sendable { case blob, tree, commit }

    /// Writes `bytes` as an object of `type` and returns its id.
    package func writeRawObject(_ bytes: [UInt8], type: RawObjectType) throws -> ObjectID {
        var odb: OpaquePointer?
        try check("open the object database") { git_repository_odb(&odb, pointer) }
        defer { git_odb_free(odb) }
        let kind = switch type {
        case .blob: GIT_OBJECT_BLOB
        case .tree: GIT_OBJECT_TREE
        case .commit: GIT_OBJECT_COMMIT
        }
        var oid = git_oid()
        try bytes.withUnsafeBytes { buffer in
            _ = try check("write an object") { git_odb_write(&oid, odb, buffer.baseAddress, buffer.count, kind) }
        }
        return ObjectID(oid)
    }

    /// The raw 20 bytes of an id, as a tree entry holds them.
    package static func rawBytes(_ id: ObjectID) -> [UInt8] {
        withUnsafeBytes(of: id.raw.id) { Array($0) }
    }
}
