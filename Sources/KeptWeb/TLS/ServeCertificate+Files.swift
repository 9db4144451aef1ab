import Crypto
import Foundation
import Kept
import SwiftASN1
import X509

// Reading and checking certificates needs swift-certificates, which only the server links:
// every command's start-up scans each type conformance linked into its program, and the
// certificate and server libraries added a fifth to `kept --version`'s time.
extension ServeCertificate {
    /// The user's own certificate and key (`--cert`, `--key`; `tailscale cert` writes both).
    /// Links are followed: the user named these paths, and Let's Encrypt's `live/` files are
    /// links. The key must sign for the leaf, and the leaf must not have expired.
    /// Returns the certificate and what the user should hear about it (a key others can read).
    package static func load(certificate certificatePath: String, key keyPath: String,
                             now: Date) throws(ServeCertificateError) -> (ServeCertificate, warnings: [Message]) {
        let chainText = try readPEM(certificatePath)
        let keyText = try readPEM(keyPath)
        let leaf: Certificate
        do {
            let blocks = try PEMDocument.parseMultiple(pemString: chainText).filter { $0.discriminator == "CERTIFICATE" }
            guard let first = blocks.first else { throw ServeCertificateError.notACertificate(certificatePath) }
            // Sent whole in every handshake: a client refuses a list past about 100 KB.
            guard blocks.count <= largestChain else { throw ServeCertificateError.longChain(certificatePath, blocks.count) }
            leaf = try Certificate(derEncoded: first.derBytes)
        } catch let error as ServeCertificateError {
            throw error
        } catch {
            throw .notACertificate(certificatePath)
        }
        let key: Certificate.PrivateKey
        do {
            // `openssl ecparam -genkey` writes an `EC PARAMETERS` block before the key.
            let blocks = try PEMDocument.parseMultiple(pemString: keyText).filter { $0.discriminator.hasSuffix("PRIVATE KEY") }
            if blocks.contains(where: { $0.discriminator == "ENCRYPTED PRIVATE KEY" }) || keyText.contains("Proc-Type: 4,ENCRYPTED") {
                throw ServeCertificateError.encryptedKey(keyPath)
            }
            guard blocks.count == 1 else { throw ServeCertificateError.notAKey(keyPath) }
            key = try Certificate.PrivateKey(pemDocument: blocks[0])
        } catch let error as ServeCertificateError {
            throw error
        } catch {
            throw .notAKey(keyPath)
        }
        guard key.publicKey == leaf.publicKey else { throw .keyDoesNotMatch(key: keyPath, certificate: certificatePath) }
        guard leaf.notValidAfter > now else { throw .expired(certificatePath, leaf.notValidAfter) }
        var warnings: [Message] = []
        var status = stat()
        if stat(keyPath, &status) == 0, status.st_mode & 0o077 != 0 {
            warnings.append(Message(.serveTlsKeyReadableByOthers, ["path": keyPath]))
        }
        return (try ServeCertificate(leaf: leaf, chainPEM: chainText, keyPEM: keyText), warnings)
    }

    init(leaf: Certificate, chainPEM: String, keyPEM: String) throws(ServeCertificateError) {
        let der: [UInt8]
        do {
            var serializer = DER.Serializer()
            try serializer.serialize(leaf)
            der = serializer.serializedBytes
        } catch {
            throw .unusable(Message.verbatim("\(error)"))
        }
        self.init(chainPEM: chainPEM, keyPEM: keyPEM, fingerprint: Self.fingerprint(ofDER: der),
                  notAfter: leaf.notValidAfter, names: Self.names(of: leaf))
    }

    /// The DNS names and IP addresses (as text) a certificate names.
    static func names(of certificate: Certificate) -> [String] {
        guard let alternatives = try? certificate.extensions.subjectAlternativeNames else { return [] }
        return alternatives.compactMap { name in
            switch name {
            case let .dnsName(text): text
            case let .ipAddress(octets): IPAddressText.text(Array(octets.bytes))
            default: nil
            }
        }
    }

    /// A PEM file's text: a regular file (after links), at most `largestFile` bytes.
    static func readPEM(_ path: String) throws(ServeCertificateError) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(path, String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path) }
        guard Int(status.st_size) <= largestFile else { throw .tooLarge(path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path, String(cString: strerror(errno))) }
        defer { try? handle.close() }
        // Read no more than the limit even if the file grew after the stat.
        let data = (try? handle.read(upToCount: largestFile + 1)) ?? Data()
        guard data.count <= largestFile else { throw .tooLarge(path) }
        guard let text = String(data: data, encoding: .utf8) else { throw .notPEM(path) }
        return text
    }
}
