import Foundation
internal import KeptGit

/// A plain `kept clone` found an encrypted remote: its top holds kept's `key` or `manifest`
/// file and no store. Thrown before a file is checked out, so the front end can clone it as
/// `kept clone --encrypt` does (asking for the passphrase) instead of checking out ciphertext
/// as if it were a store.
package struct EncryptedRemoteFoundError: Error, Sendable {
    /// The URL as the user gave it.
    package let url: String

    /// Whether the commit's tree is an encrypted remote's. Only the files' first bytes are
    /// read (a hostile remote's huge `key` is not); whether they are sound is for the
    /// encrypted clone to find out, with its own errors.
    static func signs(in commit: ObjectID, repo: Repository) throws -> Bool {
        let top = try repo.topLevelHeads(in: commit, of: ["key", "manifest"], length: 8)
        guard !top.names.contains(".kept") else { return false }
        return top.heads["key"].map { $0 == WrappedKey.magic } == true
            || top.heads["manifest"].map(SealedFile.isSealed) == true
    }
}
