import Foundation
import ReferenceTools
import Testing

/// The phone over TLS with kept's own certificate (issue 46): Chromium registers no service
/// worker for a certificate it does not trust, so the offline journey of
/// `changesMadeOfflineArriveOnceWhenTheNetworkIsBack` runs again over https, on 127.0.0.2 (an
/// address, not loopback's usual name), with this machine's certificate authority put in
/// Chromium's own store (NSS, `$HOME/.pki/nssdb`, by `certutil` from libnss3-tools) as a phone
/// that installed `/ca.crt` has it: no warning, pairing, the service worker, offline.
extension ServeInBrowserTests {
    static let certutil = FileManager.default.isExecutableFile(atPath: "/usr/bin/certutil")

    @Test(.enabled(if: ready && certutil, "needs chromium, chromium-driver, selenium and certutil (libnss3-tools: make deps)"),
          .tags(.browser), .fullSuiteOnly)
    func offlineWorksOverTLSWithTheMachinesAuthorityTrusted() throws {
        let sandbox = try Self.sandbox()
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        let before = try Self.gitLog(sandbox)
        let server = try ServedKept(sandbox, ["serve", "--listen", "127.0.0.2:0", "--tls"])
        defer { server.kill() }
        let url = try server.line(after: "open on the phone: ", within: 30)
        #expect(url.hasPrefix("https://127.0.0.2:"), "\(url)")
        let fingerprint = try server.line(after: "certificate authority SHA-256 fingerprint: ", within: 5)

        try Self.trustTheMachinesAuthority(sandbox, fingerprint: fingerprint)

        let summary = try Self.journey("offline", url, sandbox, ["--store", sandbox.store.path])
        Self.stop(server)
        #expect(summary["scheme"] as? String == "https", "\(summary)")
        #expect(summary["secureContext"] as? Bool == true, "\(summary)")
        #expect((summary["keys"] as? [String])?.count == 2, "\(summary)")
        let added = try Self.added(sandbox, since: before)
        #expect(added.count == 3 && added.first == "fridge: add 두부" && added.last == "cards: review 살다 (good)", "\(added)")
    }

    /// This machine's certificate authority, as a phone that installed `/ca.crt` has it: in
    /// Chromium's own store (NSS, `$HOME/.pki/nssdb`), by `certutil`; checked by the
    /// fingerprint `kept serve` printed.
    static func trustTheMachinesAuthority(_ sandbox: Sandbox, fingerprint: String,
                                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let authority = sandbox.root.appendingPathComponent("state/kept/serve/authority/ca.pem").path
        let nssdb = sandbox.home.appendingPathComponent(".pki/nssdb")
        try FileManager.default.createDirectory(at: nssdb, withIntermediateDirectories: true)
        for arguments in [["-d", "sql:" + nssdb.path, "-N", "--empty-password"],
                          ["-d", "sql:" + nssdb.path, "-A", "-t", "C,,", "-n", "kept", "-i", authority]] {
            let done = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/certutil"), arguments, env: sandbox.env)
            #expect(done.status == 0, "certutil \(arguments): \(done)", sourceLocation: sourceLocation)
        }
        let listed = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/certutil"), ["-d", "sql:" + nssdb.path, "-L", "-n", "kept"], env: sandbox.env)
        #expect(listed.stdout.contains("Name Constraints"), "\(listed.stdout)", sourceLocation: sourceLocation)
        #expect(listed.stdout.contains(fingerprint), "certutil shows another fingerprint than kept serve printed:\n\(listed.stdout)",
                sourceLocation: sourceLocation)
    }
}
