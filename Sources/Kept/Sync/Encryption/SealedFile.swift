import Crypto
import Foundation

/// One encrypted file on an encrypted remote (a pack or the manifest):
///
///     "KEPTENC1" (8) | key id (8) | salt (32) | nonce (12) | ChaCha20-Poly1305 ciphertext | tag (16)
///
/// The file's own key is HKDF-SHA256 of the store key with the file's random salt and the
/// info `kept pack` or `kept manifest`, so no two files share a key and a pack can never be
/// read as a manifest; the first 16 bytes are authenticated with the text.
enum SealedFile {
    static let magic = Data("KEPTENC1".utf8)
    static let headerCount = 8 + 8 + 32 + 12

    enum Purpose: String, Sendable {
        case pack, manifest
    }

    /// Why a file could not be opened.
    enum OpenError: Error, Equatable {
        /// Not a sealed file at all (or cut before the end of its header).
        case notSealed
        /// Sealed with another store key.
        case otherKey
        /// The right key, but the bytes were changed or cut.
        case damaged
    }

    static func seal(_ plain: Data, with key: StoreKey, purpose: Purpose) throws -> Data {
        let salt = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
        let nonce = ChaChaPoly.Nonce()
        let header = magic + key.id
        let box = try ChaChaPoly.seal(plain, using: fileKey(key, salt: salt, purpose: purpose), nonce: nonce,
                                      authenticating: header)
        return header + salt + Data(nonce) + box.ciphertext + box.tag
    }

    static func open(_ sealed: Data, with key: StoreKey, purpose: Purpose) throws(OpenError) -> Data {
        let sealed = Data(sealed)
        guard sealed.count >= headerCount + 16, sealed.prefix(8) == magic else { throw .notSealed }
        guard sealed[8..<16] == key.id else { throw .otherKey }
        let salt = sealed[16..<48]
        do {
            let box = try ChaChaPoly.SealedBox(nonce: ChaChaPoly.Nonce(data: sealed[48..<60]),
                                               ciphertext: sealed[60..<(sealed.count - 16)], tag: sealed.suffix(16))
            return try ChaChaPoly.open(box, using: fileKey(key, salt: Data(salt), purpose: purpose), authenticating: sealed.prefix(16))
        } catch {
            throw .damaged
        }
    }

    static func isSealed(_ data: Data) -> Bool { data.prefix(8) == magic }

    static func fileKey(_ key: StoreKey, salt: Data, purpose: Purpose) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: key.symmetric, salt: salt, info: Data("kept \(purpose.rawValue)".utf8),
                               outputByteCount: 32)
    }
}
