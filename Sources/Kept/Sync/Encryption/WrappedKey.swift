import Crypto
import CryptoExtras
import Foundation

/// The store key sealed for a passphrase (the remote's `key` file, and kept beside the key in
/// the key file so that any sync can put it on a remote without asking):
///
///     "KEPTKEY1" (8) | log2 N (1) | r (1) | p (1) | salt (32) | nonce (12) | ChaCha20-Poly1305(store key) (32) | tag (16)
///
/// The wrapping key is scrypt(passphrase as UTF-8 NFC, salt, N, r, p, 32 bytes); the first 11
/// bytes are authenticated. A new machine needs only the remote and the passphrase.
package struct WrappedKey: Sendable, Equatable {
    static let magic = Data("KEPTKEY1".utf8)
    package let data: Data

    init(data: Data) { self.data = data }

    /// scrypt's cost: N = 2^15, r = 8, p = 1 (32 MiB, about a tenth of a second here).
    static let defaultLogN: UInt8 = 15

    static func wrap(_ key: StoreKey, passphrase: String, logN: UInt8 = defaultLogN) throws -> WrappedKey {
        let salt = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
        let header = magic + Data([logN, 8, 1])
        let wrapping = try stretch(passphrase, salt: salt, logN: logN, r: 8, p: 1)
        let nonce = ChaChaPoly.Nonce()
        let box = try ChaChaPoly.seal(key.bytes, using: wrapping, nonce: nonce, authenticating: header)
        return WrappedKey(data: header + salt + Data(nonce) + box.ciphertext + box.tag)
    }

    /// Whether the bytes have a wrapped key's form (not whether the passphrase opens them).
    static func isWrappedKey(_ data: Data) -> Bool { data.count == 11 + 32 + 12 + 32 + 16 && data.prefix(8) == magic }

    /// The store key; nil when the passphrase is not the one it was wrapped for.
    func unwrap(passphrase: String) throws -> StoreKey? {
        let data = Data(self.data)
        guard Self.isWrappedKey(data), (10...20).contains(data[8]), data[9] >= 1, data[9] <= 32, data[10] >= 1, data[10] <= 16 else {
            return nil
        }
        let wrapping = try Self.stretch(passphrase, salt: data[11..<43], logN: data[8], r: Int(data[9]), p: Int(data[10]))
        guard let box = try? ChaChaPoly.SealedBox(nonce: ChaChaPoly.Nonce(data: data[43..<55]), ciphertext: data[55..<87], tag: data[87..<103]),
              let bytes = try? ChaChaPoly.open(box, using: wrapping, authenticating: data.prefix(11)) else { return nil }
        return StoreKey(bytes: bytes)
    }

    static func stretch(_ passphrase: String, salt: Data, logN: UInt8, r: Int, p: Int) throws -> SymmetricKey {
        let words = Data(passphrase.precomposedStringWithCanonicalMapping.utf8)
        let n = 1 << Int(logN)
        return try KDF.Scrypt.deriveKey(from: words, salt: salt, outputByteCount: 32, rounds: n, blockSize: r,
                                        parallelism: p, maxMemory: 128 * n * r * p + 1 << 20)
    }
}
