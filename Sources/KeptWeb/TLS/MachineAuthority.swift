import Crypto
import Foundation
import Kept
import SwiftASN1
import X509

/// kept's certificate authority for this machine: made once (`ca.pem`, `ca-key.pem` 0600 in
/// this machine's serve state), installed once on the phone, and the issuer of every
/// certificate `kept serve` makes for itself — a new one when the names it answers change,
/// from the same authority, so the phone trusts it without being asked again.
///
/// A CA on a phone would vouch for any site: this one carries critical Name Constraints
/// (RFC 5280 §4.2.1.10) permitting only the names and addresses this server answers — each
/// host name exactly, loopback, and the local network an address is on (its /24: a home
/// router's addresses move within one) — so it can vouch for nothing else. A name outside
/// them (a new host name) needs a new authority, which replaces this one and says so.
package struct MachineAuthority {
    let certificate: Certificate
    let key: P256.Signing.PrivateKey
    let pem: String
    package let fingerprint: String

    /// Ten years: installed once on a phone, it should outlast the phone.
    static let lifetime: TimeInterval = 10 * 365 * 86_400
    /// Made again when this close to its end.
    static let renewBefore: TimeInterval = 365 * 86_400

    /// The authority in `folder` when it is whole, its key private, it permits every name and
    /// lasts a while yet; else a new one permitting those names and the old one's, written
    /// there (`made`).
    package static func inFolder(_ folder: String, names: [String], now: Date) throws(ServeCertificateError) -> (authority: MachineAuthority, made: Bool) {
        var subtrees: [GeneralName] = []
        if let existing = read(folder) {
            subtrees = existing.permitted
            if names.allSatisfy(existing.permits), existing.certificate.notValidAfter.timeIntervalSince(now) > renewBefore,
               existing.keyIsPrivate(folder) {
                return (existing, false)
            }
        }
        for subtree in permitted(names) where !subtrees.contains(subtree) { subtrees.append(subtree) }
        let made = try make(permitting: subtrees, now: now)
        try SelfSignedCertificate.write(files: [("ca-key.pem", made.key.pemRepresentation + "\n", 0o600), ("ca.pem", made.pem, 0o644)], folder: folder)
        return (made, true)
    }

    static func read(_ folder: String) -> MachineAuthority? {
        guard let pem = try? ServeCertificate.readPEM(folder + "/ca.pem"), let keyText = try? ServeCertificate.readPEM(folder + "/ca-key.pem"),
              let certificate = try? Certificate(pemEncoded: pem), let key = try? P256.Signing.PrivateKey(pemRepresentation: keyText),
              Certificate.PublicKey(key.publicKey) == certificate.publicKey else { return nil }
        return try? MachineAuthority(certificate: certificate, key: key)
    }

    init(certificate: Certificate, key: P256.Signing.PrivateKey) throws {
        self.certificate = certificate
        self.key = key
        pem = try certificate.serializeAsPEM().pemString + "\n"
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        fingerprint = ServeCertificate.fingerprint(ofDER: serializer.serializedBytes)
    }

    private func keyIsPrivate(_ folder: String) -> Bool {
        var status = stat()
        return stat(folder + "/ca-key.pem", &status) == 0 && status.st_mode & 0o077 == 0
    }

    /// The subtrees its Name Constraints permit.
    var permitted: [GeneralName] {
        (try? certificate.extensions.nameConstraints)?.permittedSubtrees ?? []
    }

    /// Whether a certificate for `name` issued by it is within its constraints.
    func permits(_ name: String) -> Bool {
        let address = IPAddressText.bytes(name)
        return permitted.contains { subtree in
            switch subtree {
            case let .dnsName(domain):
                let name = name.lowercased(), domain = domain.lowercased()
                return address == nil && (name == domain || name.hasSuffix("." + domain))
            case let .ipAddress(range):
                guard let address, range.bytes.count == address.count * 2 else { return false }
                let base = Array(range.bytes.prefix(address.count)), mask = Array(range.bytes.suffix(address.count))
                return zip(zip(address, base), mask).allSatisfy { pair, mask in pair.0 & mask == pair.1 & mask }
            default:
                return false
            }
        }
    }

    /// The subtrees that permit `names`: a host name exactly (and names under it), an
    /// address within loopback (127.0.0.0/8, ::1) or its local network's /24 (10/8,
    /// 172.16/12, 192.168/16, 100.64/10 for Tailscale, 169.254/16; fc00::/7 and fe80::/10 by
    /// their /64), any other address alone.
    static func permitted(_ names: [String]) -> [GeneralName] {
        names.map { name in
            guard let bytes = IPAddressText.bytes(name) else { return .dnsName(name.lowercased()) }
            let bits: Int
            if bytes.count == 4 {
                let local = [([UInt8]([10, 0, 0, 0]), 8), ([172, 16, 0, 0], 12), ([192, 168, 0, 0], 16), ([100, 64, 0, 0], 10), ([169, 254, 0, 0], 16)]
                bits = within(bytes, [127, 0, 0, 0], 8) ? 8 : local.contains { within(bytes, $0.0, $0.1) } ? 24 : 32
            } else {
                bits = within(bytes, [0xFC] + Array(repeating: 0, count: 15), 7) || within(bytes, [0xFE, 0x80] + Array(repeating: 0, count: 14), 10) ? 64 : 128
            }
            let mask = mask(bits, bytes.count)
            return .ipAddress(ASN1OctetString(contentBytes: ArraySlice(zip(bytes, mask).map { $0 & $1 } + mask)))
        }
    }

    private static func mask(_ bits: Int, _ count: Int) -> [UInt8] {
        (0..<count).map { index in
            let left = bits - index * 8
            return left >= 8 ? 0xFF : left <= 0 ? 0 : UInt8(0xFF << (8 - left) & 0xFF)
        }
    }

    private static func within(_ address: [UInt8], _ base: [UInt8], _ bits: Int) -> Bool {
        guard address.count == base.count else { return false }
        let mask = mask(bits, address.count)
        return zip(zip(address, base), mask).allSatisfy { pair, mask in pair.0 & mask == pair.1 & mask }
    }

    /// A new key and a self-signed authority that may issue server certificates within `subtrees` only.
    static func make(permitting subtrees: [GeneralName], now: Date) throws(ServeCertificateError) -> MachineAuthority {
        do {
            let key = P256.Signing.PrivateKey()
            let publicKey = Certificate.PublicKey(key.publicKey)
            let subject = try DistinguishedName {
                CommonName("kept serve on this machine")
                OrganizationName("kept")
            }
            let extensions = try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
                Critical(NameConstraints(permittedSubtrees: subtrees))
                SubjectKeyIdentifier(hash: publicKey)
            }
            let certificate = try Certificate(
                version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
                notValidBefore: now - 3600, notValidAfter: now + lifetime,
                issuer: subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
                extensions: extensions, issuerPrivateKey: Certificate.PrivateKey(key))
            return try MachineAuthority(certificate: certificate, key: key)
        } catch let error as ServeCertificateError {
            throw error
        } catch {
            throw .unusable(Message.verbatim("\(error)"))
        }
    }

    /// Whether `leaf` was issued by this authority (a leaf of an older one, or self-signed, is not).
    func issued(_ leaf: Certificate) -> Bool {
        leaf.issuer == certificate.subject && certificate.publicKey.isValidSignature(leaf.signature, for: leaf)
    }

    /// A new key and a server certificate for `names`, issued by this authority.
    func issue(names: [String], now: Date) throws(ServeCertificateError) -> ServeCertificate {
        let issuer = SelfSignedCertificate.Issuer(name: certificate.subject, key: key,
                                                  keyIdentifier: (try? certificate.extensions.subjectKeyIdentifier)?.keyIdentifier,
                                                  notAfter: certificate.notValidAfter)
        var made = try SelfSignedCertificate.leaf(names: names, now: now, issuer: issuer)
        made.authority = ServeCertificate.Authority(pem: pem, fingerprint: fingerprint)
        return made
    }
}
