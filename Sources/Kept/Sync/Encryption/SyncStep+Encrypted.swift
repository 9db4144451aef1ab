import Foundation
internal import KeptGit

/// The sync's steps where an encrypted remote differs from a plain one.
extension SyncStep {
    /// A step against an encrypted remote: its refusals said as the step's.
    static func encrypted<T>(_ remote: RemoteInfo, _ step: String, _ body: () throws -> T) throws -> T {
        do {
            return try transfer(remote, step, body)
        } catch let error as EncryptionError {
            throw error.during(step, remote: remote.name)
        }
    }

    /// Refuses to merge what a plain sync fetched from a remote that is encrypted, before
    /// anything is pushed: by its sealed manifest, or, when the host deleted that, by its
    /// wrapped `key` (a plain sync would otherwise push the store in clear beside the packs).
    static func refuseCiphertext(_ theirs: ObjectID, repo: Repository, remote: RemoteInfo) throws {
        let manifest = try? repo.blob(at: "manifest", in: theirs)
        let key = try? repo.blob(at: "key", in: theirs)
        guard manifest.map(SealedFile.isSealed) == true || key.map(WrappedKey.isWrappedKey) == true else { return }
        throw SyncError(remote: remote.name, step: "fetch", reason: Message(.cryptRemoteIsEncrypted),
                        advice: Message(.cryptRemoteIsEncryptedAdvice, ["name": remote.name]))
    }
}
