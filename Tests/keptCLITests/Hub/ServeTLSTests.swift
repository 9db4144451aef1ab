import Foundation
import Kept
import ReferenceTools
import Testing

/// The TLS clients the tests check kept serve with.
enum TLSClients {
    static let available = ["/usr/bin/openssl", "/usr/bin/curl"].allSatisfy(FileManager.default.isExecutableFile(atPath:))
}

/// `kept serve` beyond loopback speaks TLS only (issue 31): the built binary in a sandbox, its
/// certificate checked with openssl and curl, the real TLS clients a user would try.
@Suite("kept serve over TLS", .tags(.network), .fullSuiteOnly,
       .enabled(if: TLSClients.available, "needs openssl and curl"))
struct ServeTLSTests {
    static func shell(_ command: String, in folder: URL? = nil) throws -> KeptResult {
        try KeptProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], env: ["PATH": "/usr/bin:/bin"], cwd: folder)
    }

    /// The fingerprint of the certificate the server at `port` (loopback) presents, as openssl
    /// shows it: `AA:BB:…`.
    static func presented(_ port: String) throws -> String? {
        let result = try shell("openssl s_client -connect 127.0.0.1:\(port) </dev/null 2>/dev/null | openssl x509 -fingerprint -sha256 -noout")
        return ServingKept.match(result.stdout, /=([0-9A-F:]+)/)
    }

    /// The status curl gets for `url` ("000" when no HTTP answer came).
    static func status(_ url: String, _ options: String = "") throws -> String {
        try shell("curl -s -o /dev/null -w '%{http_code}' --max-time 10 \(options) '\(url)'").stdout
    }

    static func stateFolder(_ sandbox: Sandbox) -> String {
        sandbox.home.path + "/.local/state/kept/serve/" + StoreFolderKey.of(sandbox.store.path)
    }

    @Test func loopbackWithTLSPairsOverHTTPSAndKeepsItsCertificate() throws {
        let sandbox = try Sandbox()
        let first = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--tls"])
        let port = first.port
        #expect(first.url == "https://127.0.0.1:\(port)")
        let fingerprint = try #require(first.fingerprint, "\(first.stdout)")
        #expect(try Self.presented(port) == fingerprint)
        #expect(first.stderr.contains("made a self-signed certificate"), "\(first.stderr)")

        // Kept in this machine's state, the key and the folder private.
        let folder = Self.stateFolder(sandbox)
        let certificate = folder + "/cert.pem"
        let attributes = { (path: String) in (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1 }
        #expect(attributes(folder + "/key.pem") == 0o600)
        #expect(attributes(folder) == 0o700)
        #expect(try Self.shell("openssl x509 -in '\(certificate)' -fingerprint -sha256 -noout").stdout.contains(fingerprint))

        // Verified against the certificate itself, as a phone that installed it would.
        let base = "https://127.0.0.1:\(port)"
        #expect(try Self.status(base + "/", "--cacert '\(certificate)'") == "401")
        // Plain HTTP to the TLS port gets no HTTP answer at all.
        #expect(try Self.status("http://127.0.0.1:\(port)/") == "000")

        // Pairing over https: the cookie is Secure.
        first.waitUntil { $0.contains("open on the phone") }
        let code = try #require(first.pairingCode, "\(first.stdout)")
        let paired = try Self.shell("curl -s -D - -o /dev/null --cacert '\(certificate)' -H 'Origin: \(base)' --data 'code=\(code)&name=phone' '\(base)/pair'").stdout
        let cookie = try #require(paired.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") }, "\(paired)")
        #expect(cookie.contains("Secure") && cookie.contains("HttpOnly"), "\(cookie)")
        let token = try #require(ServingKept.match(String(cookie), /kept_device=([^;]+)/))
        #expect(try Self.status(base + "/", "--cacert '\(certificate)' -b 'kept_device=\(token)'") == "200")
        first.stop()

        // The next start reuses it: the fingerprint a phone was told stays the same.
        let second = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--tls"])
        #expect(second.fingerprint == fingerprint)
        #expect(try Self.presented(second.port) == fingerprint)
        #expect(!second.stderr.contains("made a self-signed certificate"))
    }

    @Test func everyAddressIsServedOverTLSNeverPlain() throws {
        let sandbox = try Sandbox()
        let server = try ServingKept(sandbox, ["--listen", "0.0.0.0:0"])
        #expect(server.url.hasPrefix("https://"), "\(server.stdout)")
        #expect(!server.url.contains("0.0.0.0"), "a phone cannot open 0.0.0.0: \(server.url)")
        let fingerprint = try #require(server.fingerprint, "\(server.stdout)")
        // Talked to on loopback only (the machine's other addresses are no test target).
        #expect(try Self.presented(server.port) == fingerprint)
        #expect(try Self.status("http://127.0.0.1:\(server.port)/") == "000")
        #expect(try Self.status("https://127.0.0.1:\(server.port)/", "--cacert '\(Self.stateFolder(sandbox))/cert.pem'") == "401")
        // The pairing address names the same host as the listening one.
        server.waitUntil { $0.contains("open on the phone") }
        #expect(server.stdout.contains("open on the phone: \(server.url)/pair?code="), "\(server.stdout)")
    }

    /// Started with its own certificate in its last month (a phone trusted it a year ago), kept
    /// renews it: a new one is presented, and the user is told the fingerprint changed and the
    /// phone must trust it again. The user's own files are never renewed: a notice says when
    /// they end, so that the user restarts once their tool has renewed them.
    @Test func aCertificateInItsLastMonthIsRenewedOrNamed() throws {
        let sandbox = try Sandbox()
        let folder = Self.stateFolder(sandbox)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let planted = try Self.shell("openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout key.pem -out cert.pem -days 10 -subj /CN=localhost -addext subjectAltName=IP:127.0.0.1 2>/dev/null && chmod 600 key.pem && openssl x509 -in cert.pem -fingerprint -sha256 -noout", in: URL(fileURLWithPath: folder))
        let old = try #require(ServingKept.match(planted.stdout, /=([0-9A-F:]+)/), "\(planted)")
        let server = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--tls"])
        let fingerprint = try #require(server.fingerprint, "\(server.stdout)")
        #expect(fingerprint != old)
        #expect(try Self.presented(server.port) == fingerprint)
        #expect(server.stderr.contains("renewed kept's own certificate"), "\(server.stderr)")
        #expect(server.stderr.contains("fingerprint changed (it was \(old))"), "\(server.stderr)")
        server.stop()

        // The user's: served as it is, with the day it ends.
        let cert = folder + "/user-cert.pem", key = folder + "/user-key.pem"
        #expect(try Self.shell("openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout '\(key)' -out '\(cert)' -days 10 -subj /CN=localhost 2>/dev/null && chmod 600 '\(key)'").status == 0)
        let given = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--cert", cert, "--key", key])
        #expect(given.stderr.contains("the TLS certificate expires on"), "\(given.stderr)")
        #expect(try Self.presented(given.port) == given.fingerprint)
    }

    @Test(arguments: ["ec -pkeyopt ec_paramgen_curve:P-256", "rsa:2048"])
    func aGivenCertificateIsServedAndItsFingerprintPrinted(_ algorithm: String) throws {
        let sandbox = try Sandbox()
        let made = try Self.shell("openssl req -x509 -newkey \(algorithm) -nodes -keyout key.pem -out cert.pem -days 30 -subj /CN=localhost -addext subjectAltName=IP:127.0.0.1 && chmod 600 key.pem", in: sandbox.root)
        #expect(made.status == 0, "\(made)")
        let expected = try #require(ServingKept.match(try Self.shell("openssl x509 -in cert.pem -fingerprint -sha256 -noout", in: sandbox.root).stdout, /=([0-9A-F:]+)/))
        let cert = sandbox.root.path + "/cert.pem", key = sandbox.root.path + "/key.pem"
        let server = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--cert", cert, "--key", key])
        #expect(server.fingerprint == expected)
        #expect(try Self.presented(server.port) == expected)
        #expect(try Self.status(server.url + "/", "--cacert '\(cert)'") == "401")
        #expect(!server.stderr.contains("warning"), "\(server.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.stateFolder(sandbox) + "/cert.pem"), "no certificate of kept's own when given one")
    }

    @Test func badCertificateMaterialIsRefusedNamingTheFile() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root
        #expect(try Self.shell("""
            openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout key.pem -out cert.pem -days 30 -subj /CN=a 2>/dev/null &&
            openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout other.pem -out other-cert.pem -days 30 -subj /CN=b 2>/dev/null &&
            head -c 2097152 /dev/zero > huge.pem && printf 'hello' > text.pem && chmod 600 key.pem other.pem &&
            openssl pkey -in key.pem -aes-128-cbc -passout pass:x -out encrypted.pem &&
            for i in 1 2 3 4 5 6 7 8 9 10 11; do cat cert.pem; done > long.pem
            """, in: folder).status == 0)
        let cert = folder.path + "/cert.pem", key = folder.path + "/key.pem"
        let cases: [(args: [String], says: [String])] = [
            (["--cert", folder.path + "/missing.pem", "--key", key], [folder.path + "/missing.pem", "cannot read", "tailscale cert"]),
            (["--cert", cert, "--key", folder.path + "/other.pem"], ["other.pem", "is not the key of the certificate", cert]),
            (["--cert", folder.path + "/huge.pem", "--key", key], ["huge.pem", "too large"]),
            (["--cert", folder.path, "--key", key], [folder.path, "is not a file"]),
            (["--cert", folder.path + "/text.pem", "--key", key], ["text.pem", "holds no PEM certificate"]),
            (["--cert", cert, "--key", cert], [cert, "holds no PEM private key"]),
            (["--cert", cert, "--key", folder.path + "/encrypted.pem"], ["encrypted.pem", "is encrypted", "openssl pkey"]),
            (["--cert", folder.path + "/long.pem", "--key", key], ["long.pem", "holds 11 certificates"]),
            (["--cert", cert], ["--cert and --key go together"]),
        ]
        for (args, says) in cases {
            let result = try sandbox.run(["serve", "--listen", "127.0.0.1:0"] + args)
            #expect(result.status != 0, "\(args): \(result)")
            for words in says { #expect(result.stderr.contains(words), "\(args): \(result.stderr)") }
        }
    }

    /// A host that names nothing makes no certificate (the one a phone trusts stays); a port
    /// in use is named, not a stack of socket words.
    @Test func anAddressThatCannotBeListenedOnIsNamed() throws {
        let sandbox = try Sandbox()
        let nowhere = try sandbox.run(["serve", "--listen", "nowhere.invalid:0"])
        #expect(nowhere.status != 0 && nowhere.stderr.contains("cannot listen on nowhere.invalid:0"), "\(nowhere)")
        #expect(!FileManager.default.fileExists(atPath: Self.stateFolder(sandbox) + "/cert.pem"))
        let first = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--tls"])
        let taken = try sandbox.run(["serve", "--listen", "127.0.0.1:\(first.port)", "--tls"])
        #expect(taken.status != 0 && taken.stderr.contains("cannot listen on 127.0.0.1:\(first.port)"), "\(taken)")
        #expect(try Self.presented(first.port) == first.fingerprint)
    }

    /// As an attacker (or a careless user) would: a key others can read is served with a
    /// warning; a link to the certificate is followed (the user named it; Let's Encrypt's
    /// `live/` files are links); kept's own key, loosened, is never reused.
    @Test func aKeyOthersCanReadIsNamedAndLinksAreFollowed() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root
        #expect(try Self.shell("""
            mkdir real && openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout real/key.pem -out real/cert.pem -days 30 -subj /CN=a 2>/dev/null &&
            chmod 644 real/key.pem && ln -s real/cert.pem link.pem
            """, in: folder).status == 0)
        let key = folder.path + "/real/key.pem"
        let server = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--cert", folder.path + "/link.pem", "--key", key])
        #expect(server.stderr.contains("other users of this machine can read the key \(key)"), "\(server.stderr)")
        #expect(server.stderr.contains("chmod 600"))
        #expect(try Self.presented(server.port) == server.fingerprint)
        server.stop()

        // kept's own key made readable by others: a new key, a new fingerprint.
        let first = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--tls"])
        let before = first.fingerprint
        first.stop()
        #expect(chmod(Self.stateFolder(sandbox) + "/key.pem", 0o644) == 0)
        let again = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--tls"])
        #expect(again.fingerprint != before)
        #expect(again.stderr.contains("made a self-signed certificate"))
    }

    /// The QR code under the pairing code is the one Debian's `qrencode` draws for the
    /// printed address; asked for with --qr (stdout is no terminal here), else left out.
    @Test(.enabled(if: QRCodeReference.available, "needs Debian's qrencode"))
    func theQRCodeIsThePairingAddress() throws {
        let sandbox = try Sandbox()
        let plain = try ServingKept(sandbox, ["--listen", "127.0.0.1:0"])
        plain.waitUntil { $0.contains("open on the phone") }
        #expect(!plain.stdout.contains("█"), "no QR code in a log: \(plain.stdout)")
        plain.stop()
        let server = try ServingKept(sandbox, ["--listen", "127.0.0.1:0", "--pair", "--qr"])
        server.waitUntil { $0.contains("open on the phone") }
        let address = try #require(ServingKept.match(server.stdout, /open on the phone: (\S+)/))
        let reference = try QRCodeReference.modules(address)
        let blocks = { (text: String) in text.split(separator: "\n").map(String.init).filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") } }
        server.waitUntil { blocks($0).count >= (reference.count + 1) / 2 }
        let drawn = blocks(server.stdout)
        #expect(QRCodeReference.modules(halfBlocks: drawn, size: reference.count) == reference)
    }
}

/// On a real terminal the QR code comes by itself when a phone could open the address, and
/// in colour (black behind, white in front) unless NO_COLOR; on loopback it stays out.
@Suite("kept serve's QR code on a terminal", .serialized, .tags(.terminal, .network), .fullSuiteOnly,
       .enabled(if: TmuxSession.installed("tmux") && QRCodeReference.available, "needs tmux and qrencode"))
struct ServeTerminalTests {
    @Test func shownBeyondLoopbackOnly() throws {
        let sandbox = try Sandbox()
        let tmux = try TmuxSession(sandbox, env: ["NO_COLOR": nil])
        defer { tmux.kill() }
        let wild = try tmux.start("kept serve --listen 0.0.0.0:0")
        var screen = try tmux.waitFor("the QR code") { $0.contains("open on the phone") && $0.contains("▀▀▀▀▀▀▀▀") }
        let address = try #require(ServingKept.match(screen, /open on the phone: (\S+)/))
        let reference = try QRCodeReference.modules(address)
        let drawn = screen.split(separator: "\n").map(String.init).filter { $0.contains("█") || $0.hasPrefix("▀") }
        #expect(QRCodeReference.modules(halfBlocks: drawn, size: reference.count) == reference, tmux.shown)
        #expect(try tmux.screen(escapes: true).contains("\u{1B}[97m"), "white in front")
        try tmux.press("C-c")
        #expect(try tmux.status(of: wild) == 0, tmux.shown)

        try tmux.run("clear; tmux clear-history 2>/dev/null; true")
        let loopback = try tmux.start("kept serve --listen 127.0.0.1:0 --pair")
        screen = try tmux.waitFor("the pairing code") { $0.contains("open on the phone: http://127.0.0.1") }
        usleep(300_000)
        #expect(!(try tmux.screen(history: false)).contains("█"), tmux.shown)
        try tmux.press("C-c")
        #expect(try tmux.status(of: loopback) == 0, tmux.shown)
    }
}
