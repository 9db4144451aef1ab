import Crypto
import Foundation
import Kept
import SwiftASN1
import X509

/// The certificate `kept serve` makes for itself when beyond loopback and given none: a P-256
/// key and a self-signed leaf naming the listen host, kept in this machine's state folder
/// (`cert.pem`, `key.pem` 0600, the folder 0700) and reused, so that the fingerprint a phone
/// was told to trust stays the same from one start to the next.
package enum SelfSignedCertificate {
    /// How long a made certificate lasts; browsers refuse more than about a year and a month.
    static let lifetime: TimeInterval = 365 * 86_400
    /// Renewed when this close to its end, so that a server started today lasts a while.
    static let renewBefore: TimeInterval = CertificateTerm.margin

    /// The certificate in `folder` when it is whole, its key private, it covers `names` and
    /// lasts past the renewal margin; else a new one naming those names and the old one's,
    /// written there. `made` says which.
    ///
    /// With `authority`, the leaf is that authority's: one it did not issue (a self-signed
    /// one of an older kept, one of an authority replaced) is replaced.
    package static func inFolder(_ folder: String, names: [String], now: Date,
                                 authority: MachineAuthority? = nil) throws(ServeCertificateError) -> (certificate: ServeCertificate, made: Bool) {
        let certificatePath = folder + "/cert.pem", keyPath = folder + "/key.pem"
        var kept: [String] = []
        // Read even when it has ended (`distantPast`), so that a renewal keeps its names.
        if let existing = try? ServeCertificate.load(certificate: certificatePath, key: keyPath, now: .distantPast) {
            kept = existing.0.names
            let covers = Set(names).isSubset(of: Set(kept))
            let issuer = authority.map { authority in
                ((try? ServeCertificate.readPEM(certificatePath)).flatMap { try? Certificate(pemEncoded: $0) }).map(authority.issued) ?? false
            } ?? true
            // A key others could read may be known: never reuse it. A renewal makes a new key
            // too: the phone trusts the certificate, not its key, so keeping it spares nothing.
            if covers, issuer, existing.warnings.isEmpty, CertificateTerm(notAfter: existing.0.notAfter, now: now) == .good {
                var found = existing.0
                found.authority = authority.map { ServeCertificate.Authority(pem: $0.pem, fingerprint: $0.fingerprint) }
                return (found, false)
            }
        }
        var union = names
        // The old names an authority may not vouch for are dropped: it would not be trusted with them.
        for name in kept where !union.contains(name) && authority?.permits(name) != false { union.append(name) }
        let made: ServeCertificate
        if let authority { made = try authority.issue(names: union, now: now) } else { made = try make(names: union, now: now) }
        try write(made, folder: folder)
        return (made, true)
    }

    /// The certificate now in `folder`, ended or not: what a new one replaces (the user is
    /// told its phones must trust the new one).
    package static func existing(in folder: String) -> ServeCertificate? {
        try? ServeCertificate.load(certificate: folder + "/cert.pem", key: folder + "/key.pem", now: .distantPast).0
    }

    /// A new key and a leaf for `names` (the first is the subject's common name).
    static func make(names: [String], now: Date) throws(ServeCertificateError) -> ServeCertificate {
        try leaf(names: names, now: now, issuer: nil)
    }

    /// Who signs a leaf that is not self-signed: an authority's name, key and key identifier,
    /// and the day it ends (a leaf never outlasts its issuer).
    struct Issuer {
        let name: DistinguishedName
        let key: P256.Signing.PrivateKey
        let keyIdentifier: ArraySlice<UInt8>?
        let notAfter: Date
    }

    /// A new key and a server certificate for `names`, signed by `issuer`, or by itself.
    static func leaf(names: [String], now: Date, issuer: Issuer?) throws(ServeCertificateError) -> ServeCertificate {
        do {
            let key = P256.Signing.PrivateKey()
            let subject = try DistinguishedName {
                CommonName(names.first ?? "localhost")
                OrganizationName("kept serve")
            }
            let alternatives = SubjectAlternativeNames(names.map { name -> GeneralName in
                if let bytes = IPAddressText.bytes(name) { return .ipAddress(ASN1OctetString(contentBytes: bytes[...])) }
                return .dnsName(name)
            })
            var extensions = try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.serverAuth])
                alternatives
            }
            if let issuer { try extensions.append(Certificate.Extension(AuthorityKeyIdentifier(keyIdentifier: issuer.keyIdentifier), critical: false)) }
            let leaf = try Certificate(
                version: .v3, serialNumber: Certificate.SerialNumber(),
                publicKey: Certificate.PublicKey(key.publicKey),
                // An hour back: a phone whose clock is a little behind still accepts it.
                notValidBefore: now - 3600, notValidAfter: min(now + lifetime, issuer?.notAfter ?? .distantFuture),
                issuer: issuer?.name ?? subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
                extensions: extensions, issuerPrivateKey: Certificate.PrivateKey(issuer?.key ?? key))
            return try ServeCertificate(leaf: leaf, chainPEM: try leaf.serializeAsPEM().pemString + "\n",
                                        keyPEM: key.pemRepresentation + "\n")
        } catch let error as ServeCertificateError {
            throw error
        } catch {
            throw .unusable(Message.verbatim("\(error)"))
        }
    }

    /// Both files, each made beside with mode 0600 (the key) or 0644 and renamed over, in a
    /// folder only this user may enter.
    static func write(_ certificate: ServeCertificate, folder: String) throws(ServeCertificateError) {
        try write(files: [("key.pem", certificate.keyPEM, 0o600), ("cert.pem", certificate.chainPEM, 0o644)], folder: folder)
    }

    /// Each file (name, text, mode) written beside and renamed over, in order, in a folder
    /// only this user may enter.
    static func write(files: [(name: String, text: String, mode: mode_t)], folder: String) throws(ServeCertificateError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotWrite(folder, "\(error.localizedDescription)")
        }
        // The folder may exist from devices.json, made by an older kept with a looser mode.
        _ = chmod(folder, 0o700)
        for file in files { try writeFile(file.text, to: folder + "/" + file.name, mode: file.mode) }
    }

    private static func writeFile(_ text: String, to path: String, mode: mode_t) throws(ServeCertificateError) {
        let temporary = path + ".kept-\(getpid()).tmp"
        unlink(temporary)
        // O_EXCL | O_NOFOLLOW: never write through a link planted at the temporary name.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else { throw .cannotWrite(path, String(cString: strerror(errno))) }
        _ = fchmod(fd, mode)
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        // rename replaces a link at `path` itself rather than writing where it leads.
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path, reason)
        }
    }
}
