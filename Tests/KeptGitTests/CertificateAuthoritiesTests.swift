import Foundation
import Testing
@testable import KeptGit
import CLibGit2

/// Debian's libgit2 loads the system CA bundle through mbedTLS at start; kept defers that.
private let deferrable = CertificateAuthorities.parseFile != nil
    && FileManager.default.fileExists(atPath: "/etc/ssl/certs/ca-certificates.crt")

@Suite("libgit2: certificate authorities read only for https")
struct CertificateAuthoritiesTests {
    @Test(.enabled(if: deferrable)) func startingLibgit2LeavesTheBundleUnreadUntilAnHTTPSTransfer() throws {
        LibGit2.ensureInitialised()
        // libgit2 asked for its bundle at start, and was answered without it being read.
        #expect(CertificateAuthorities.deferredFile == "/etc/ssl/certs/ca-certificates.crt")
        // A local or ssh remote needs no certificate authorities.
        try CertificateAuthorities.load(before: "/srv/backup/diary.git")
        try CertificateAuthorities.load(before: "ssh://me@example.org/diary.git")
        #expect(!CertificateAuthorities.loading)
        try CertificateAuthorities.load(before: "HTTPS://example.org/diary.git")
        #expect(CertificateAuthorities.loading)
        // Now mbedTLS reads for real: a missing file fails, the bundle loads.
        #expect(kept_git_set_ssl_cert_locations("/nonexistent/ca.crt", nil) < 0)
        #expect(kept_git_set_ssl_cert_locations("/etc/ssl/certs/ca-certificates.crt", nil) == 0)
    }
}
