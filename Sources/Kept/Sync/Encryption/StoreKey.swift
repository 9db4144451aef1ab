import Crypto
import Foundation

/// The store key: 256 random bits that encrypt everything kept puts on an encrypted remote.
/// Kept per machine in a key file (`KeyFile`), wrapped on the remote for a passphrase
/// (`WrappedKey`), never in the store.
package struct StoreKey: Sendable, Equatable {
    let bytes: Data

    init(bytes: Data) {
        precondition(bytes.count == 32)
        self.bytes = bytes
    }

    /// A fresh key from the system's random source.
    package static func random() -> StoreKey {
        StoreKey(bytes: SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) })
    }

    var symmetric: SymmetricKey { SymmetricKey(data: bytes) }

    /// Eight bytes that say which key sealed a file without telling anything about the key:
    /// HMAC-SHA256(key, "kept key id"), first 8 bytes. In every sealed file's header, so a file
    /// sealed with another key is told apart from a damaged one.
    var id: Data {
        Data(HMAC<SHA256>.authenticationCode(for: Data("kept key id".utf8), using: symmetric)).prefix(8)
    }

    /// What `kept key show` prints: the key id in hex, in groups of four (`3f9a-…`).
    package var fingerprint: String { Self.fingerprint(of: id) }

    static func fingerprint(of id: Data) -> String {
        let hex = HexDigits.string(id)
        return stride(from: 0, to: hex.count, by: 4).map { offset in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return String(hex[start..<hex.index(start, offsetBy: 4)])
        }.joined(separator: "-")
    }
}
