internal import CLibGit2
import Foundation

extension ObjectID {
    /// The id git gives `data` as a blob (SHA-1 of `blob <size>\0` and the bytes), computed
    /// without a repository: a stable fingerprint of a text, as `git hash-object` prints it.
    package static func blob(hashing data: Data) -> ObjectID {
        var oid = git_oid()
        _ = data.withUnsafeBytes { git_odb_hash(&oid, $0.baseAddress, data.count, GIT_OBJECT_BLOB) }
        return ObjectID(oid)
    }
}
