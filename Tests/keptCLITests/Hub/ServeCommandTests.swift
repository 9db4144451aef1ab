import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `kept serve` as a user starts it: the built binary on a free loopback port, the printed
/// address and code, pairing over real HTTP, a change made from "the phone" committed with
/// the command line's message, `kept devices` listing and revoking, Ctrl-C stopping it.
@Suite("kept serve: the binary")
struct ServeCommandTests {
    /// A running `kept serve` whose output is read line by line as it comes.
    final class Server: @unchecked Sendable {
        let process = Process()
        private let output = Pipe()
        private let lines = Locked<String>()

        init(_ sandbox: Sandbox, _ arguments: [String], executable: URL? = nil) throws {
            process.executableURL = try executable ?? KeptBinary.url()
            process.arguments = ["serve"] + arguments
            process.environment = sandbox.env
            process.currentDirectoryURL = sandbox.store
            process.standardOutput = output
            process.standardError = output
            let lines = self.lines
            output.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                guard !data.isEmpty else { return }
                lines.append(contentsOf: String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
            }
            try process.run()
        }

        /// The first printed line that starts with `prefix`, waiting up to 20 s for it.
        func line(_ prefix: String) throws -> String {
            for _ in 0..<400 {
                if let line = lines.all.first(where: { $0.hasPrefix(prefix) }) { return line }
                Thread.sleep(forTimeInterval: 0.05)
            }
            throw SupportError("kept serve printed no line starting with \(prefix): \(lines.all)")
        }

        var printed: [String] { lines.all }

        /// Ctrl-C, then the exit status.
        func interrupt() -> Int32 {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            return process.terminationStatus
        }

        deinit { if process.isRunning { process.terminate() } }
    }

    final class Locked<T>: @unchecked Sendable {
        private var items: [T] = []
        private let lock = NSLock()
        func append(contentsOf new: [T]) { lock.lock(); items += new; lock.unlock() }
        var all: [T] { lock.lock(); defer { lock.unlock() }; return items }
    }

    /// One HTTP request; the status, headers and body.
    static func request(_ url: String, method: String = "GET", cookie: String? = nil, origin: String? = nil,
                        form: String? = nil) async throws -> (status: Int, headers: [String: String], body: String) {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.httpShouldHandleCookies = false
        if let cookie { request.setValue("kept_device=\(cookie)", forHTTPHeaderField: "Cookie") }
        if let origin { request.setValue(origin, forHTTPHeaderField: "Origin") }
        if let form {
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(form.utf8)
        }
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers[String(describing: key).lowercased()] = String(describing: value) }
        return (http.statusCode, headers, String(decoding: data, as: UTF8.self))
    }

    final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
            completionHandler(nil)
        }
    }

    /// What a short Python program prints (the standard library's http.client sends any Host).
    static func python(_ program: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed)!
    }

    @Test func pairAChangeFromThePhoneRevokeAndStop() async throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "김치", "--quantity", "2", "--expires", "2099-01-01"])
        #expect(try sandbox.run(["devices"]).stderr.contains("no device is paired"))
        let server = try Server(sandbox, ["--listen", "127.0.0.1:0"])
        let listening = try server.line("kept serve: listening on ")
        let base = try #require(listening.firstMatch(of: /http:\/\/127\.0\.0\.1:\d+/)).output
        let pairing = try server.line("open on the phone: ")
        let code = try #require(pairing.firstMatch(of: /code=(\d{8})/)?.output.1)
        #expect(try server.line("pairing code: ").contains(String(code)))

        // A page elsewhere whose name resolves here (DNS rebinding) is not answered at all.
        let port = String(base.split(separator: ":").last!)
        let rebound = try Self.python("""
            import http.client
            c = http.client.HTTPConnection("127.0.0.1", \(port))
            c.request("POST", "/pair", body="code=12345678", headers={"Host": "attacker.example:\(port)", "Origin": "http://attacker.example:\(port)", "Content-Type": "application/x-www-form-urlencoded"})
            print(c.getresponse().status)
            """)
        #expect(rebound == "421")
        // Unpaired: 401, whatever is asked.
        #expect(try await Self.request(base + "/fridge").status == 401)
        let paired = try await Self.request(base + "/pair", method: "POST", origin: String(base), form: "code=\(code)&name=test-phone")
        #expect(paired.status == 303, "\(paired.body) \(server.printed)")
        let cookie = try #require(paired.headers["set-cookie"])
        let token = String(try #require(cookie.firstMatch(of: /kept_device=([A-Za-z0-9_-]+)/)).output.1)
        _ = try server.line("paired: test-phone")

        // A consume from the phone is the command line's commit.
        let page = try await Self.request(base + "/fridge", cookie: token)
        #expect(page.status == 200)
        let formToken = String(try #require(page.body.firstMatch(of: /name="form" value="([^"]+)"/)).output.1)
        let path = String(try #require(page.body.firstMatch(of: /name="path" value="([^"]+)"/)).output.1)
        let consumed = try await Self.request(base + "/fridge/consume", method: "POST", cookie: token, origin: String(base),
                                              form: "form=\(Self.encode(formToken))&path=\(Self.encode(path))&quantity=1")
        // Post/Redirect/Get: the change sends the phone back to the fridge, which says what was done.
        #expect(consumed.status == 303)
        #expect(consumed.headers["location"] == "/fridge")
        // The page says it in a sentence, once; the commit line is kept log's.
        let after = try await Self.request(base + "/fridge", cookie: token)
        #expect(after.body.contains("class=\"notice\"") && !after.body.contains("fridge: consume 김치"))
        #expect(!(try await Self.request(base + "/fridge", cookie: token)).body.contains("class=\"notice\""))
        let log = try sandbox.ok(["log", "-n", "1"]).stdout
        #expect(log.contains("fridge: consume 김치 (2 → 1)"))
        #expect(try sandbox.ok(["fridge", "list"]).stdout.contains("김치  1"))

        // kept devices, in another process, while the server runs: listed, then revoked.
        let listed = try sandbox.ok(["devices"]).stdout
        #expect(listed.contains("test-phone"))
        let id = String(try #require(listed.firstMatch(of: /^([0-9a-f]{8})/.anchorsMatchLineEndings())).output.1)
        #expect(try sandbox.ok(["devices", "--revoke", id]).stdout.contains("revoked \(id)"))
        #expect(try await Self.request(base + "/fridge", cookie: token).status == 401)
        #expect(try sandbox.run(["devices", "--revoke", id]).status != 0)

        #expect(server.interrupt() == 0)
        #expect(server.printed.contains("kept serve: stopped"))
    }

    @Test func aCodeFromKeptDevicesPairsWithTheRunningServer() async throws {
        let sandbox = try Sandbox()
        let server = try Server(sandbox, ["--listen", "127.0.0.1:0"])
        let base = String(try #require(try server.line("kept serve: listening on ").firstMatch(of: /http:\/\/127\.0\.0\.1:\d+/)).output)
        _ = try server.line("open on the phone: ")
        // As a user would with the server in a systemd unit: a code from another process.
        let made = try sandbox.ok(["devices", "--pair", "--kinds", "fridge"]).stdout
        let code = String(try #require(made.firstMatch(of: /pairing code: (\d{8})/)).output.1)
        #expect(made.contains("open on the phone: \(base)/pair?code=\(code)"))
        let paired = try await Self.request(base + "/pair", method: "POST", origin: base, form: "code=\(code)&name=family")
        #expect(paired.status == 303)
        let cookie = try #require(paired.headers["set-cookie"])
        let token = String(try #require(cookie.firstMatch(of: /kept_device=([A-Za-z0-9_-]+)/)).output.1)
        #expect(try await Self.request(base + "/fridge", cookie: token).status == 200)
        #expect(try await Self.request(base + "/diary", cookie: token).status == 403)
        // Spent: the same code again is refused.
        #expect(try await Self.request(base + "/pair", method: "POST", origin: base, form: "code=\(code)&name=again").status == 401)
        // The kind by its name in the user's language, as the pages say it (Fridge, 냉장고).
        let listed = try sandbox.ok(["devices"]).stdout
        #expect(listed.contains("Fridge"), "\(listed)")
        #expect(try sandbox.run(["devices", "--kinds", "fridge"]).status != 0)
        #expect(server.interrupt() == 0)
    }

    /// Where no user systemd runs (this test hides systemctl), --install says why and how to
    /// run it by hand, fails (a script that installs it must know), and writes no unit that
    /// would never start; --install --system alike.
    @Test func installWithoutSystemdWritesNothingAndSaysWhy() throws {
        let sandbox = try Sandbox()
        let bin = sandbox.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let result = try sandbox.run(["serve", "--install", "--sync-every", "1m"], env: ["PATH": bin.path + ":/nonexistent"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("kept: no systemd user unit can run here"), "\(result)")
        #expect(result.stderr.contains("kept --store \(sandbox.store.path) serve --listen 127.0.0.1:8770 --sync-every 1m"), "\(result)")
        let units = sandbox.root.appendingPathComponent("config/systemd/user")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: units.path)) ?? []).isEmpty)
        let system = try sandbox.run(["serve", "--install", "--system", "--user", "root"], env: ["PATH": bin.path + ":/nonexistent"])
        #expect(system.status == 1, "\(system)")
        #expect(system.stderr.hasPrefix("kept: no systemd system unit can be installed here"), "\(system)")
        let nobody = try sandbox.run(["serve", "--install", "--system", "--user", "no-such-user-\(getpid())"], env: ["PATH": bin.path + ":/nonexistent"])
        #expect(nobody.status == 1 && nobody.stderr.contains("there is no user no-such-user-"), "\(nobody)")
    }

    /// The unit runs the server the command described: every option that changes how it serves
    /// is in it (the certificate's paths made absolute, quoted as systemd reads them), the
    /// scope of a device it pairs, and neither `--pair` (a code at every restart) nor `--qr`.
    @Test(.enabled(if: TLSClients.available, "needs openssl"))
    func installCarriesEveryOptionThatChangesTheServer() throws {
        let sandbox = try Sandbox()
        let certs = sandbox.root.appendingPathComponent("my 100% \"certs\"")
        try FileManager.default.createDirectory(at: certs, withIntermediateDirectories: true)
        let made = try KeptProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout key.pem -out cert.pem -days 30 -subj /CN=localhost 2>/dev/null && chmod 600 key.pem"],
                                       env: ["PATH": "/usr/bin:/bin"], cwd: certs)
        #expect(made.status == 0, "\(made)")
        let bin = sandbox.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\nexit 0\n".write(to: bin.appendingPathComponent("systemctl"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("systemctl").path)
        let options = ["--listen", "0.0.0.0:8443", "--cert", "my 100% \"certs\"/cert.pem", "--key", "my 100% \"certs\"/key.pem",
                       "--allow-host", "kept.example.org", "--kinds", "fridge", "--read-only", "--pair", "--no-qr"]
        // A kind that does not exist is named before any unit is written.
        let wrong = try sandbox.run(["serve", "--install", "--kinds", "fridgee"], env: ["PATH": bin.path + ":/usr/bin:/bin"], cwd: sandbox.root)
        #expect(wrong.status != 0 && wrong.stderr.contains("fridgee"), "\(wrong)")
        let result = try sandbox.run(["serve", "--install"] + options, env: ["PATH": bin.path + ":/usr/bin:/bin"], cwd: sandbox.root)
        #expect(result.status == 0, "\(result)")
        let units = sandbox.root.appendingPathComponent("config/systemd/user")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: units.path).first { $0.hasPrefix("kept-serve-") })
        let text = try String(contentsOf: units.appendingPathComponent(name), encoding: .utf8)
        let quotedCerts = "\"\(certs.path.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "\"", with: "\\\""))"
        #expect(text.contains("ExecStart=\(try KeptBinary.url().path) --store \(sandbox.store.path) serve --listen 0.0.0.0:8443 --kinds fridge --read-only "
            + "--allow-host kept.example.org --cert \(quotedCerts)/cert.pem\" --key \(quotedCerts)/key.pem\"\n"), "\(text)")
        #expect(!text.contains("--pair") && !text.contains("--qr"))
    }

    /// (TLS beyond loopback is ServeTLSTests'.)
    @Test func aBadAddressOrKindIsNamed() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["serve", "--listen", "nonsense:port"]).stderr.contains("not an address to listen on"))
        #expect(try sandbox.run(["serve", "--kinds", "diray"]).stderr.contains("diray"))
    }
}
