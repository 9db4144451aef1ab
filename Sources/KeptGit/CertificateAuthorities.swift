internal import CLibGit2
import Foundation

/// The system's certificate authorities, read only before an https transfer.
///
/// libgit2 1.5 as Debian builds it (on mbedTLS) parses the whole CA bundle
/// (`/etc/ssl/certs/ca-certificates.crt`, about 140 certificates in base64) inside
/// `git_libgit2_init`: 52 M instructions, a sixth of a `kept new`, which never talks to a
/// server. libgit2 offers no option to skip it, so kept defines mbedTLS's two loading functions
/// itself (below): an executable's definitions come before a shared library's, so libgit2's
/// calls land here. Until an https transfer asks for them they only note what libgit2 wanted
/// to read and report success with an empty chain; `load(before:)` then has libgit2 read the
/// same file or folder through `GIT_OPT_SET_SSL_CERT_LOCATIONS`, now passed on to mbedTLS.
/// Were a transfer ever to skip `load(before:)`, the chain is empty and every server
/// certificate fails its check: the failure is a refusal, never a connection trusted unchecked.
enum CertificateAuthorities {
    /// Whether mbedTLS's own loading functions run (set once, before the first https
    /// transfer), and what libgit2 asked to load while they did not.
    private final class Requests: @unchecked Sendable {  // only touched under `lock`
        let lock = NSLock()
        var loading = false
        var file: String?
        var folder: String?
    }

    private static let requests = Requests()

    /// Whether the loading functions run now (the tests look).
    static var loading: Bool { withRequests { $0.loading } }
    /// The bundle libgit2 asked for while they did not.
    static var deferredFile: String? { withRequests { $0.file } }

    private static func withRequests<T>(_ body: (Requests) -> T) -> T {
        requests.lock.lock()
        defer { requests.lock.unlock() }
        return body(requests)
    }

    /// Loads the certificate authorities libgit2 wanted at start, when `url` needs them (https).
    static func load(before url: String) throws {
        guard url.lowercased().hasPrefix("https:") else { return }
        try load()
    }

    static func load() throws {
        // The lock is let go before libgit2 is called: it calls `parse` back.
        let (first, file, folder) = withRequests { requests in
            defer { requests.loading = true }
            return (!requests.loading, requests.file, requests.folder)
        }
        guard first, file != nil || folder != nil else { return }
        try check("load the certificate authorities") {
            kept_git_set_ssl_cert_locations(file, folder)
        }
    }

    typealias ParseFile = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Int32

    /// mbedTLS's own function of `name`: the next definition after this executable's.
    static func mbedTLS(_ name: String) -> ParseFile? {
        // RTLD_NEXT, which Swift does not import.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), name) else { return nil }
        return unsafeBitCast(symbol, to: ParseFile.self)
    }

    static let parseFile = mbedTLS("mbedtls_x509_crt_parse_file")
    static let parsePath = mbedTLS("mbedtls_x509_crt_parse_path")

    /// MBEDTLS_ERR_X509_FILE_IO_ERROR: what mbedTLS answers for a file it cannot read.
    static let fileError: Int32 = -0x2900

    /// mbedTLS's `parse` once loading is on; until then `path` is noted (as the file or the
    /// folder asked for) and the chain left empty.
    static func parse(_ chain: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?, with parse: ParseFile?,
                      folder: Bool) -> Int32 {
        let loading = withRequests { requests -> Bool in
            if !requests.loading {
                let asked = path.map { String(cString: $0) }
                if folder { requests.folder = asked } else { requests.file = asked }
            }
            return requests.loading
        }
        return loading ? parse?(chain, path) ?? fileError : 0
    }
}

/// libgit2's call to load a CA bundle file (see `CertificateAuthorities`).
@_cdecl("mbedtls_x509_crt_parse_file")
package func keptDeferredCertificateFile(_ chain: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    CertificateAuthorities.parse(chain, path, with: CertificateAuthorities.parseFile, folder: false)
}

/// libgit2's call to load a folder of CA files (see `CertificateAuthorities`).
@_cdecl("mbedtls_x509_crt_parse_path")
package func keptDeferredCertificateFolder(_ chain: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    CertificateAuthorities.parse(chain, path, with: CertificateAuthorities.parsePath, folder: true)
}
