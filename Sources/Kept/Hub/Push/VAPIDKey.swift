import Crypto
import Foundation

/// This machine's VAPID key (RFC 8292): the P-256 key a push service knows `kept serve` by.
/// Made once per machine and kept in machine state, never in a store, so a store's history
/// and a sync never carry it; the file is readable by its owner only.
package struct VAPIDKey: Sendable {
    package let privateKey: P256.Signing.PrivateKey

    package init(privateKey: P256.Signing.PrivateKey) {
        self.privateKey = privateKey
    }

    /// The key in `path`, made and written there (mode 0600) the first time.
    package static func load(path: String) throws -> VAPIDKey {
        let fm = FileManager.default
        if let pem = try? String(contentsOfFile: path, encoding: .utf8) {
            return VAPIDKey(privateKey: try P256.Signing.PrivateKey(pemRepresentation: pem))
        }
        let key = P256.Signing.PrivateKey()
        try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // Written under a temporary name, then moved: a crash never leaves half a key.
        let temporary = path + ".new"
        guard fm.createFile(atPath: temporary, contents: Data(key.pemRepresentation.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        _ = try? fm.removeItem(atPath: path)
        try fm.moveItem(atPath: temporary, toPath: path)
        return VAPIDKey(privateKey: key)
    }

    /// The public key as the browser's `applicationServerKey` and the `k=` of the header:
    /// 65 bytes uncompressed, base64url.
    package var publicKeyBase64URL: String {
        privateKey.publicKey.x963Representation.base64URL
    }

    /// The signed JWT for the push service at `audience` (its origin), valid for 12 hours
    /// (RFC 8292 allows at most 24).
    package func token(audience: String, subject: String, now: Date = Date()) throws -> String {
        let header = #"{"typ":"JWT","alg":"ES256"}"#
        let claims: [String: Any] = ["aud": audience, "exp": Int(now.timeIntervalSince1970) + 12 * 3600, "sub": subject]
        let body = try JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys])
        let signingInput = Data(header.utf8).base64URL + "." + body.base64URL
        let signature = try privateKey.signature(for: Data(signingInput.utf8))
        return signingInput + "." + signature.rawRepresentation.base64URL
    }

    /// The `Authorization` header for a push to `audience`.
    package func authorization(audience: String, subject: String, now: Date = Date()) throws -> String {
        "vapid t=\(try token(audience: audience, subject: subject, now: now)), k=\(publicKeyBase64URL)"
    }
}
