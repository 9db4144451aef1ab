import Foundation
import Kept
@testable import KeptWeb
import Testing

/// kept serve's own certificate: made once, kept private, reused, renewed near its end, and
/// never written through a link planted where it goes.
struct ServeCertificateTests {
    static func folder() -> String {
        let path = NSTemporaryDirectory() + "kept-cert-\(UUID().uuidString.prefix(8))/serve/abc"
        return path
    }

    static func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
    }

    @Test func madeOnceThenReused() throws {
        let folder = Self.folder()
        let now = Date()
        let (first, made) = try SelfSignedCertificate.inFolder(folder, names: ["192.168.1.5", "laptop", "localhost", "127.0.0.1", "::1"], now: now)
        #expect(made)
        #expect(first.names == ["192.168.1.5", "laptop", "localhost", "127.0.0.1", "::1"])
        #expect(first.fingerprint.wholeMatch(of: /(?:[0-9A-F]{2}:){31}[0-9A-F]{2}/) != nil)
        #expect(abs(first.notAfter.timeIntervalSince(now) - 365 * 86_400) < 5)
        #expect(Self.mode(folder + "/key.pem") == 0o600)
        #expect(Self.mode(folder) == 0o700)
        let (again, madeAgain) = try SelfSignedCertificate.inFolder(folder, names: ["laptop", "127.0.0.1"], now: now + 86_400)
        #expect(!madeAgain)
        #expect(again.fingerprint == first.fingerprint)
    }

    @Test func aNewHostIsAddedAndTheOldKept() throws {
        let folder = Self.folder()
        let first = try SelfSignedCertificate.inFolder(folder, names: ["127.0.0.1"], now: Date()).certificate
        let (second, made) = try SelfSignedCertificate.inFolder(folder, names: ["10.0.0.2"], now: Date())
        #expect(made)
        #expect(second.fingerprint != first.fingerprint)
        #expect(second.names == ["10.0.0.2", "127.0.0.1"])
    }

    @Test func renewedWithinAMonthOfItsEnd() throws {
        let folder = Self.folder()
        let now = Date()
        let first = try SelfSignedCertificate.inFolder(folder, names: ["localhost"], now: now).certificate
        #expect(try !SelfSignedCertificate.inFolder(folder, names: ["localhost"], now: now + 300 * 86_400).made)
        let (late, made) = try SelfSignedCertificate.inFolder(folder, names: ["localhost"], now: now + 340 * 86_400)
        #expect(made)
        #expect(late.fingerprint != first.fingerprint)
    }

    /// Started after its end, the server renews it too (once it refused to read it and made one
    /// for the listen host alone): the names it had are kept, the old one is there to be named
    /// (its fingerprint, which the phone must trade for the new), and the new lasts a year.
    @Test func anEndedCertificateIsRenewedWithItsNames() throws {
        let folder = Self.folder()
        let start = Date()
        let first = try SelfSignedCertificate.inFolder(folder, names: ["laptop", "192.168.1.5"], now: start).certificate
        let later = start + 400 * 86_400
        #expect(CertificateTerm(notAfter: first.notAfter, now: later) == .ended(first.notAfter))
        #expect(SelfSignedCertificate.existing(in: folder)?.fingerprint == first.fingerprint)
        let (renewed, made) = try SelfSignedCertificate.inFolder(folder, names: ["laptop"], now: later)
        #expect(made)
        #expect(renewed.fingerprint != first.fingerprint)
        #expect(renewed.names == ["laptop", "192.168.1.5"])
        #expect(abs(renewed.notAfter.timeIntervalSince(later) - 365 * 86_400) < 5)
        #expect(SelfSignedCertificate.existing(in: folder)?.fingerprint == renewed.fingerprint)
        #expect(try !SelfSignedCertificate.inFolder(folder, names: ["laptop"], now: later + 86_400).made)
    }

    @Test func aCertificatesTermByTheClock() {
        let end = Date(timeIntervalSince1970: 1_900_000_000)
        #expect(CertificateTerm(notAfter: end, now: end - 31 * 86_400) == .good)
        #expect(CertificateTerm(notAfter: end, now: end - 30 * 86_400) == .endsSoon(end))
        #expect(CertificateTerm(notAfter: end, now: end - 1) == .endsSoon(end))
        #expect(CertificateTerm(notAfter: end, now: end) == .ended(end))
        #expect(CertificateTerm(notAfter: end, now: end + 86_400) == .ended(end))
    }

    @Test func aLinkPlantedAtTheKeyIsReplacedNotFollowed() throws {
        let folder = Self.folder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let elsewhere = folder + "/../elsewhere.txt"
        try "not yours".write(toFile: elsewhere, atomically: false, encoding: .utf8)
        #expect(symlink(elsewhere, folder + "/key.pem") == 0)
        _ = try SelfSignedCertificate.inFolder(folder, names: ["localhost"], now: Date())
        #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == "not yours")
        var status = stat()
        #expect(lstat(folder + "/key.pem", &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
    }

    @Test func aLooseOrBrokenKeyIsNeverReused() throws {
        let folder = Self.folder()
        let first = try SelfSignedCertificate.inFolder(folder, names: ["localhost"], now: Date()).certificate
        #expect(chmod(folder + "/key.pem", 0o640) == 0)
        let second = try SelfSignedCertificate.inFolder(folder, names: ["localhost"], now: Date())
        #expect(second.made && second.certificate.fingerprint != first.fingerprint)
        #expect(Self.mode(folder + "/key.pem") == 0o600)
        try "garbage".write(toFile: folder + "/cert.pem", atomically: false, encoding: .utf8)
        #expect(try SelfSignedCertificate.inFolder(folder, names: ["localhost"], now: Date()).made)
    }

    @Test func loadingTheUsersFiles() throws {
        let folder = Self.folder()
        let own = try SelfSignedCertificate.inFolder(folder, names: ["localhost"], now: Date()).certificate
        let (loaded, warnings) = try ServeCertificate.load(certificate: folder + "/cert.pem", key: folder + "/key.pem", now: Date())
        #expect(loaded.fingerprint == own.fingerprint && warnings.isEmpty)
        #expect(throws: ServeCertificateError.expired(folder + "/cert.pem", own.notAfter)) {
            try ServeCertificate.load(certificate: folder + "/cert.pem", key: folder + "/key.pem", now: Date() + 400 * 86_400)
        }
        let other = Self.folder()
        _ = try SelfSignedCertificate.inFolder(other, names: ["localhost"], now: Date())
        #expect(throws: ServeCertificateError.keyDoesNotMatch(key: other + "/key.pem", certificate: folder + "/cert.pem")) {
            try ServeCertificate.load(certificate: folder + "/cert.pem", key: other + "/key.pem", now: Date())
        }
        #expect(throws: ServeCertificateError.notAFile("/dev/zero")) {
            try ServeCertificate.load(certificate: "/dev/zero", key: folder + "/key.pem", now: Date())
        }
    }
}

/// Plain HTTP only where nothing but this machine can reach: loopback addresses and
/// `localhost`, never a name that starts like one.
struct LoopbackTests {
    @Test(arguments: ["127.0.0.1", "127.1.2.3", "localhost", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"])
    func loopback(_ host: String) { #expect(ServeSettings.isLoopback(host)) }

    @Test(arguments: ["0.0.0.0", "::", "192.168.1.5", "127.example.org", "127.0.0.1.nip.io", "localhost.example.org",
                      "::ffff:192.168.1.5", "fe80::1", "0", "laptop"])
    func notLoopback(_ host: String) { #expect(!ServeSettings.isLoopback(host)) }
}
