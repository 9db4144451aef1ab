import Crypto
import Foundation

/// A push message's body encrypted for one browser subscription, as RFC 8291 says
/// (`aes128gcm` content coding, RFC 8188, one record): only that browser can read it,
/// and the push service in between sees nothing but its length.
package struct WebPushEncryption: Sendable {
    /// The browser's P-256 public key (`keys.p256dh`, 65 bytes uncompressed).
    package let browserKey: P256.KeyAgreement.PublicKey
    /// The browser's 16-byte authentication secret (`keys.auth`).
    package let authSecret: Data

    /// The record size written in the header; one record holds any payload we send.
    package static let recordSize: UInt32 = 4096

    package init(browserKey: P256.KeyAgreement.PublicKey, authSecret: Data) {
        self.browserKey = browserKey
        self.authSecret = authSecret
    }

    /// The encrypted body for `plaintext`. The sender's key and salt are made fresh for each
    /// message unless given (a test checks known vectors with them).
    package func seal(
        _ plaintext: Data,
        senderKey: P256.KeyAgreement.PrivateKey = P256.KeyAgreement.PrivateKey(),
        salt: Data? = nil
    ) throws -> Data {
        let salt = salt ?? Data((0..<16).map { _ in UInt8.random(in: .min ... .max) })
        let browserPublic = browserKey.x963Representation
        let senderPublic = senderKey.publicKey.x963Representation
        let shared = try senderKey.sharedSecretFromKeyAgreement(with: browserKey)

        // RFC 8291 §3.4: the input keying material mixes in the browser's auth secret and both keys.
        let keyInfo = Data("WebPush: info".utf8) + [0] + browserPublic + senderPublic
        let ikm = shared.hkdfDerivedSymmetricKey(
            using: SHA256.self, salt: authSecret, sharedInfo: keyInfo, outputByteCount: 32)
        // RFC 8188 §2.2: the content key and nonce come from the salt.
        let cek = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: ikm, salt: salt, info: Data("Content-Encoding: aes128gcm".utf8) + [0], outputByteCount: 16)
        let nonceKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: ikm, salt: salt, info: Data("Content-Encoding: nonce".utf8) + [0], outputByteCount: 12)
        let nonce = try AES.GCM.Nonce(data: nonceKey.withUnsafeBytes { Data($0) })

        // One record, the last: the payload then the delimiter 0x02 (no further padding).
        let sealed = try AES.GCM.seal(plaintext + [2], using: cek, nonce: nonce)

        var header = salt
        withUnsafeBytes(of: Self.recordSize.bigEndian) { header.append(contentsOf: $0) }
        header.append(UInt8(senderPublic.count))
        header.append(senderPublic)
        return header + sealed.ciphertext + sealed.tag
    }
}
