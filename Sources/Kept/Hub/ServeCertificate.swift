import Crypto
import Foundation

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
    package static let largestFile = 1 << 20
    /// The leaf and those that sign it: three from Let's Encrypt, never more than a few.
    package static let largestChain = 10

    package init(chainPEM: String, keyPEM: String, fingerprint: String, notAfter: Date, names: [String]) {
        self.chainPEM = chainPEM
        self.keyPEM = keyPEM
        self.fingerprint = fingerprint
        self.notAfter = notAfter
        self.names = names
    }

    /// `AA:BB:…` of the SHA-256 of `der`.
    package static func fingerprint(ofDER der: [UInt8]) -> String {
        SHA256.hash(data: der).map { String(format: "%02X", $0) }.joined(separator: ":")
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

    package static func text(_ bytes: [UInt8]) -> String? {
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
