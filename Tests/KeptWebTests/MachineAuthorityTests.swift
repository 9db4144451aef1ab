import Foundation
import Kept
@testable import KeptWeb
import Testing
import X509

/// kept's certificate authority for this machine (issue 46): made once, limited by critical
/// Name Constraints to the names this server answers, the issuer of every certificate kept
/// makes for itself (a new leaf when the names change, the same authority), and refused by
/// openssl for a certificate of any other name.
struct MachineAuthorityTests {
    static func folder() -> String { NSTemporaryDirectory() + "kept-ca-\(UUID().uuidString.prefix(8))" }

    static func shell(_ command: String, in folder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>&1"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let openssl = FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl")

    @Test func madeOnceAndTheIssuerOfEachNewLeaf() throws {
        let ca = Self.folder(), leaf = Self.folder()
        let now = Date()
        let (authority, made) = try MachineAuthority.inFolder(ca, names: ["127.0.0.2", "laptop", "localhost", "::1"], now: now)
        #expect(made)
        #expect(ServeCertificateTests.mode(ca + "/ca-key.pem") == 0o600)
        let first = try SelfSignedCertificate.inFolder(leaf, names: ["127.0.0.2", "laptop"], now: now, authority: authority)
        #expect(first.made && first.certificate.authority?.fingerprint == authority.fingerprint)
        // Another start: the same authority, the same leaf.
        let (again, madeAgain) = try MachineAuthority.inFolder(ca, names: ["127.0.0.2", "laptop"], now: now + 86_400)
        #expect(!madeAgain && again.fingerprint == authority.fingerprint)
        let second = try SelfSignedCertificate.inFolder(leaf, names: ["127.0.0.2"], now: now + 86_400, authority: again)
        #expect(!second.made && second.certificate.fingerprint == first.certificate.fingerprint)
        // A new address on the same network: a new leaf, the same authority (the phone asks nothing).
        let (moved, movedMade) = try MachineAuthority.inFolder(ca, names: ["127.0.0.9"], now: now + 86_400)
        #expect(!movedMade && moved.fingerprint == authority.fingerprint)
        let third = try SelfSignedCertificate.inFolder(leaf, names: ["127.0.0.9"], now: now + 86_400, authority: moved)
        #expect(third.made && third.certificate.fingerprint != first.certificate.fingerprint)
        #expect(third.certificate.names.contains("127.0.0.9") && third.certificate.names.contains("127.0.0.2"))
        // A name it cannot vouch for: a new authority, which permits the old names too.
        let (wider, widerMade) = try MachineAuthority.inFolder(ca, names: ["nas.example"], now: now + 86_400)
        #expect(widerMade && wider.fingerprint != authority.fingerprint)
        #expect(wider.permits("nas.example") && wider.permits("laptop") && wider.permits("127.0.0.2"))
        // A leaf of the old authority is not kept.
        #expect(try SelfSignedCertificate.inFolder(leaf, names: ["127.0.0.2"], now: now + 86_400, authority: wider).made)
    }

    @Test func itsConstraintsPermitOnlyThisServersNames() throws {
        let authority = try MachineAuthority.make(permitting: MachineAuthority.permitted(
            ["192.168.1.5", "laptop", "127.0.0.1", "::1", "100.101.102.103", "8.8.4.4"]), now: Date())
        let constraints = try #require(try authority.certificate.extensions.nameConstraints)
        #expect(authority.certificate.extensions.first { $0.oid == .X509ExtensionID.nameConstraints }?.critical == true)
        #expect(constraints.excludedSubtrees.isEmpty)
        for name in ["192.168.1.5", "192.168.1.77", "laptop", "www.laptop", "127.0.0.1", "127.0.0.2", "::1", "100.101.102.7", "8.8.4.4"] {
            #expect(authority.permits(name), "\(name)")
        }
        for name in ["192.168.2.5", "example.com", "laptop.example.com", "mylaptop", "8.8.8.8", "::2", "10.0.0.1", "google.com"] {
            #expect(!authority.permits(name), "\(name)")
        }
    }

    /// What openssl makes of it: `X509v3 Name Constraints: critical`, the server's leaf
    /// verified, and a leaf for another name signed with the authority's own key refused.
    @Test(.enabled(if: openssl, "needs openssl"))
    func opensslRefusesACertificateForAnotherName() throws {
        let ca = Self.folder(), leafFolder = Self.folder()
        let (authority, _) = try MachineAuthority.inFolder(ca, names: ["127.0.0.2", "localhost"], now: Date())
        _ = try SelfSignedCertificate.inFolder(leafFolder, names: ["127.0.0.2", "localhost"], now: Date(), authority: authority)
        let text = try Self.shell("openssl x509 -in ca.pem -noout -text", in: ca).output
        #expect(text.contains("X509v3 Name Constraints: critical"), "\(text)")
        #expect(text.contains("IP:127.0.0.0/255.0.0.0") && text.contains("DNS:localhost"), "\(text)")
        #expect(text.contains("X509v3 Basic Constraints: critical") && text.contains("CA:TRUE, pathlen:0"), "\(text)")
        let good = try Self.shell("openssl verify -CAfile '\(ca)/ca.pem' cert.pem", in: leafFolder)
        #expect(good.status == 0 && good.output.contains("cert.pem: OK"), "\(good.output)")
        for (name, san) in [("another-ip", "IP:8.8.8.8"), ("another-name", "DNS:example.com")] {
            let made = try Self.shell("""
                openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout \(name).key -out \(name).csr -subj /CN=\(name) &&
                printf 'subjectAltName=\(san)\\n' > \(name).ext &&
                openssl x509 -req -in \(name).csr -CA '\(ca)/ca.pem' -CAkey '\(ca)/ca-key.pem' -CAcreateserial -days 30 -extfile \(name).ext -out \(name).pem
                """, in: leafFolder)
            #expect(made.status == 0, "\(made.output)")
            let refused = try Self.shell("openssl verify -CAfile '\(ca)/ca.pem' \(name).pem", in: leafFolder)
            #expect(refused.status != 0, "\(name): \(refused.output)")
            #expect(refused.output.contains("permitted subtree violation"), "\(name): \(refused.output)")
        }
    }
}
