import Foundation
import KeptGit
import ReferenceTools
import Testing

/// kept over https against a real TLS server on a loopback port (issue 30): libgit2's
/// certificate authorities are read late (`CertificateAuthorities`, to spare every command that
/// never talks to a server), and this is the handshake that proves the late reading still
/// happens. A throwaway CA signs the server's certificate; python3 serves a bare repository
/// through `git http-backend`. Trusted the way a user trusts a CA (the system bundle, here with
/// the test CA appended and bound over it in a mount namespace of kept's own, so that the
/// machine's bundle is never touched), `kept clone` fetches; with the system bundle alone it is
/// refused, writes nothing and says why.
@Suite("https: a real TLS handshake", .tags(.network), .fullSuiteOnly)
struct HTTPSHandshakeTests {
    static let bundle = "/etc/ssl/certs/ca-certificates.crt"
    static let httpBackend = "/usr/lib/git-core/git-http-backend"

    /// openssl, python3, git's http backend, the system bundle, and a private mount namespace.
    static let available: Bool = {
        let fm = FileManager.default
        guard ["/usr/bin/openssl", "/usr/bin/python3", httpBackend, "/usr/bin/unshare", bundle].allSatisfy(fm.fileExists(atPath:)) else {
            return false
        }
        return (try? Self.shell("/usr/bin/unshare -m true"))?.status == 0
    }()

    static func shell(_ command: String, in folder: URL? = nil) throws -> KeptResult {
        try KeptProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], env: ["PATH": "/usr/bin:/bin"], cwd: folder)
    }

    static let server = #"""
import http.server, ssl, subprocess, sys, os
root, cert, key = sys.argv[1], sys.argv[2], sys.argv[3]
class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def body(self):
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            data = b""
            while True:
                size = int(self.rfile.readline().strip(), 16)
                if size == 0:
                    self.rfile.readline()
                    return data
                data += self.rfile.read(size)
                self.rfile.readline()
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))
    def backend(self, data):
        path, _, query = self.path.partition("?")
        env = dict(os.environ, GIT_PROJECT_ROOT=root, GIT_HTTP_EXPORT_ALL="1", PATH_INFO=path, QUERY_STRING=query,
                   REQUEST_METHOD=self.command, CONTENT_TYPE=self.headers.get("Content-Type", ""),
                   CONTENT_LENGTH=str(len(data)), REMOTE_ADDR="127.0.0.1")
        out = subprocess.run(["git", "http-backend"], input=data, env=env, capture_output=True).stdout
        head, _, rest = out.partition(b"\r\n\r\n")
        status, headers = 200, []
        for line in head.decode().split("\r\n"):
            name, _, value = line.partition(":")
            if name.lower() == "status": status = int(value.split()[0])
            elif name: headers.append((name, value.strip()))
        self.send_response(status)
        for name, value in headers: self.send_header(name, value)
        self.send_header("Content-Length", str(len(rest)))
        self.end_headers()
        self.wfile.write(rest)
    def do_GET(self): self.backend(b"")
    def do_POST(self): self.backend(self.body())
    def log_message(self, *a): pass
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(cert, key)
server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
server.serve_forever()
"""#

    @Test(.enabled(if: available, "needs openssl, python3, git-http-backend and unshare (root)"))
    func cloneOverHTTPSTrustsOnlyTheCertificateAuthoritiesOfTheSystem() throws {
        let sandbox = try Sandbox()
        let tls = sandbox.root.appendingPathComponent("tls", isDirectory: true)
        try FileManager.default.createDirectory(at: tls, withIntermediateDirectories: true)
        // A CA of the test's own, and a certificate for localhost signed by it (mbedTLS, which
        // Debian's libgit2 uses, checks host names, not IP addresses).
        let made = try Self.shell("""
            openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 2 -subj '/CN=kept test CA' &&
            openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj '/CN=localhost' &&
            printf 'subjectAltName=DNS:localhost\\n' > san.ext &&
            openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 2 -extfile san.ext &&
            cat \(Self.bundle) ca.pem > bundle.pem
            """, in: tls)
        try #require(made.status == 0, "\(made)")

        // The remote: the sandbox store's one card, pushed to a bare repository.
        try sandbox.ok(["new", "card", "살다", "--category", "동사", "--body", "to live", "--no-edit"])
        let remote = sandbox.root.appendingPathComponent("remote.git").path
        try Repository.createBare(at: remote)
        try sandbox.ok(["remote", "add", "origin", remote])
        try sandbox.ok(["sync"])
        try Self.server.write(to: tls.appendingPathComponent("server.py"), atomically: true, encoding: .utf8)
        let portFile = tls.appendingPathComponent("port").path
        let server = try Daemon("/usr/bin/python3", [tls.appendingPathComponent("server.py").path, sandbox.root.path,
                                                     tls.appendingPathComponent("server.pem").path, tls.appendingPathComponent("server.key").path],
                                stdout: portFile)
        defer { server.stop() }
        var port = ""
        for _ in 0..<200 where port.isEmpty {
            port = ((try? String(contentsOfFile: portFile, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if port.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
        }
        try #require(!port.isEmpty, "the https server did not start")
        let url = "https://localhost:\(port)/remote.git"
        let systemBundle = try Data(contentsOf: URL(fileURLWithPath: Self.bundle))

        // Not trusted: refused before anything is sent, nothing written.
        let refusedCopy = sandbox.root.appendingPathComponent("refused").path
        let refused = try sandbox.run(["clone", url, refusedCopy])
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr == """
            kept: origin: clone \(url) failed: the TLS certificate of localhost cannot be verified: check the URL; \
            a server with its own certificate authority needs it in /etc/ssl/certs
            nothing was sent or received; kept only talks to hosts it can trust

            """, "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: refusedCopy))

        // Trusted through the system bundle (the test CA appended, in kept's mount namespace
        // alone): the handshake succeeds and the clone holds the card.
        let trustedCopy = sandbox.root.appendingPathComponent("trusted").path
        let trusted = try sandbox.run(["-m", "sh", "-c", "mount --bind \"$0\" \(Self.bundle) && exec \"$@\"",
                                       tls.appendingPathComponent("bundle.pem").path, try KeptBinary.url().path, "clone", url, trustedCopy],
                                      executable: URL(fileURLWithPath: "/usr/bin/unshare"))
        #expect(trusted.status == 0, "\(trusted)")
        #expect(trusted.stdout == "cloned \(url) into \(trustedCopy): 1 entry\n", "\(trusted)")
        #expect(FileManager.default.fileExists(atPath: trustedCopy + "/cards/동사/살다.md"))
        // The machine's bundle is as it was.
        #expect(try Data(contentsOf: URL(fileURLWithPath: Self.bundle)) == systemBundle)
    }
}
