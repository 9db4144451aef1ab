import Crypto
import Foundation

/// What an encrypted remote holds, sealed as its `manifest` file (JSON inside, keys sorted):
///
///     {"counter": 7, "format": 1, "packs": ["<sha256 of a pack file>", …],
///      "refs": {"refs/heads/main": "<commit>", "refs/kept/machines/laptop": "<commit>"},
///      "keyGeneration": 2, "keyHash": "<sha256 of the remote's key file>"}
///
/// Every push raises `counter`; a machine refuses a manifest whose counter is lower than (or
/// equal to, with other content) the highest it has seen, so a host cannot replay an old one.
/// A pack file's name is the SHA-256 of its bytes, so a swapped or cut pack is caught before
/// it is opened, and a pack the list names but the tree lacks is a dropped pack.
///
/// The remote's `key` file (the store key wrapped for the passphrase) is not sealed, since a
/// new machine opens it with the passphrase alone; the manifest binds it instead: `keyHash`
/// is its SHA-256 and `keyGeneration` how many times the passphrase was changed. A sync never
/// puts a wrapping of a lower generation over a higher one, and a host that swaps the `key`
/// file (say, back to the wrapping for an old passphrase) is caught by the hash. Both are
/// absent in manifests written before they existed (taken as generation 0, not bound).
struct EncryptedManifest: Codable, Equatable {
    var format = 1
    var counter: Int
    var refs: [String: String]
    var packs: [String]
    var keyGeneration: Int?
    var keyHash: String?

    func sealed(with key: StoreKey) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try SealedFile.seal(encoder.encode(self), with: key, purpose: .manifest)
    }

    static func sha256(_ data: Data) -> String {
        HexDigits.string(SHA256.hash(data: data))
    }
}
