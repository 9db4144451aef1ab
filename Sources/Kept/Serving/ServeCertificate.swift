import Crypto
import Foundation
import SwiftASN1
import X509

/// The certificate `kept serve` speaks TLS with: the chain and key as PEM (what the server
/// hands its TLS library) and the SHA-256 fingerprint of the leaf's DER, which the user
/// compares with what the phone's browser shows before trusting it.
package struct ServeCertificate: Sendable {
    package let chainPEM: String
    package let keyPEM: String
    /// `AA:BB:…`, as browsers and `openssl x509 -fingerprint -sha256` write it.
    package let fingerprint: String
    package let notAfter: Date
    /// The host names and addresses the leaf is good for (its subject alternative names).
    package let names: [String]

    /// Past this a PEM file is not a certificate or a key (a chain of ten is under 20 KB):
    /// `--cert /dev/zero` or a log file named by mistake is refused before it is read whole.
    static let largestFile = 1 << 20
    /// The leaf and those that sign it: three from Let's Encrypt, never more than a few.
    static let largestChain = 10

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
        self.chainPEM = chainPEM
        self.keyPEM = keyPEM
        self.notAfter = leaf.notValidAfter
        self.names = Self.names(of: leaf)
        do {
            var serializer = DER.Serializer()
            try serializer.serialize(leaf)
            fingerprint = Self.fingerprint(ofDER: serializer.serializedBytes)
        } catch {
            throw .unusable(Message.verbatim("\(error)"))
        }
    }

    /// `AA:BB:…` of the SHA-256 of `der`.
    package static func fingerprint(ofDER der: [UInt8]) -> String {
        SHA256.hash(data: der).map { String(format: "%02X", $0) }.joined(separator: ":")
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

/// IP addresses as text and as the bytes a certificate holds.
package enum IPAddressText {
    /// The 4 or 16 bytes of `text`, nil when it is not an IPv4 or IPv6 address (a host name).
    package static func bytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }

    static func text(_ bytes: [UInt8]) -> String? {
        let family: Int32
        switch bytes.count {
        case 4: family = AF_INET
        case 16: family = AF_INET6
        default: return nil
        }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let done = bytes.withUnsafeBytes { inet_ntop(family, $0.baseAddress, &buffer, socklen_t(buffer.count)) }
        return done == nil ? nil : String(cString: buffer)
    }
}
