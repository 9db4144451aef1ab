import Foundation
import ReferenceTools
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `kept serve` end to end in a real browser (issue 31): the built binary on a free loopback
/// port, Debian's headless Chromium driven through chromedriver by Selenium as a Korean phone
/// (`Tests/Web/phone_session.py`). The phone pairs, writes a diary line, consumes 김치, adds 우유,
/// searches ㄱㅊ as it types, opens entries, meets a planted `<img onerror>` title and forged
/// forms from two other origins; then the store must hold exactly the command line's commits.
/// Screenshots: `.build/test-output/serve-*.png`.
struct ServeInBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let script = ReferencePython.packageRoot + "/Tests/Web/phone_session.py"
    static let screenshots = ReferencePython.packageRoot + "/.build/test-output"
    /// The reference environment (`make references`) with selenium in it.
    static let selenium: Bool = ReferencePython.available && (try? ReferencePython.run("import selenium")) != nil
    static let ready = chromium != nil && chromedriver != nil && selenium

    @Test(.enabled(if: ready, "needs chromium, chromium-driver (make deps) and selenium in the reference environment (make references)"),
          .tags(.browser), .fullSuiteOnly)
    func aPhoneChangesTheStoreAsTheCommandLineWould() throws {
        let sandbox = try Sandbox()
        sandbox.env["XDG_STATE_HOME"] = sandbox.root.appendingPathComponent("state").path
        let lastYear = Calendar(identifier: .gregorian).date(byAdding: .year, value: -1, to: Date())!
        try sandbox.ok(["fridge", "add", "김치", "--quantity", "2", "--expires", "+2d", "--category", "반찬"])
        try sandbox.ok(["new", "diary", "작년 오늘", "--date", Self.day(lastYear), "--body", "작년 이맘때 김장을 했다."])
        try sandbox.ok(["new", "diary", "장보기", "--date", "-3d", "--body", "마트에서 **우유**를 샀다."])
        try sandbox.ok(["new", "diary", #"<img src=x onerror="window.pwned=1">"#, "--date", "-1d", "--body", "제목이 수상하다."])
        let before = try gitLog(sandbox)

        let server = try ServedKept(sandbox, ["serve", "--listen", "127.0.0.1:0"])
        defer { server.kill() }
        let url = try server.line(after: "open on the phone: ", within: 30)
        #expect(url.hasPrefix("http://127.0.0.1:") && url.contains("/pair?code="), "\(url)")

        let python = try #require(ReferencePython.executable)
        let phone = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/timeout"),
                                        ["300", python, Self.script, url, Self.screenshots,
                                         "--chromium", Self.chromium!, "--chromedriver", Self.chromedriver!],
                                        env: ["PATH": "/usr/bin:/bin", "HOME": sandbox.home.path, "LANG": "C.UTF-8",
                                              "PYTHONIOENCODING": "utf-8", "TZ": "Asia/Seoul"])
        #expect(phone.status == 0, "the phone session failed:\n\(phone.stderr)\n(screenshots in \(Self.screenshots))")
        let summary = (try? JSONSerialization.jsonObject(with: Data(phone.stdout.utf8))) as? [String: Any] ?? [:]
        let forged = summary["crossOrigin"] as? [String: Any] ?? [:]
        #expect((forged["same-site"] as? [String: Any])?["status"] as? Int == 403, "\(forged)")
        #expect([401, 403].contains((forged["cross-site"] as? [String: Any])?["status"] as? Int ?? 0), "\(forged)")
        #expect(summary["pwned"] as? String == "undefined")
        for step in ["pair", "today", "today-written", "fridge", "fridge-consumed", "fridge-add", "fridge-added", "search",
                     "entry", "diary", "diary-hostile-entry", "same-site-post", "cross-site-post", "fridge-dark"] {
            #expect(FileManager.default.fileExists(atPath: "\(Self.screenshots)/serve-\(step).png"), "no screenshot of \(step)")
        }

        // Ctrl-C: the server finishes and says so.
        let stopped = server.interrupt(within: 20)
        #expect(stopped.status == 0, "\(stopped)")
        #expect((stopped.stdout + stopped.stderr).split(separator: "\n").contains("kept serve: stopped"), "\(stopped)")
        #expect(stopped.stdout.contains("paired: 지수의 폰 ("), "\(stopped)")

        // One commit per action, the command line's messages, and nothing from the forged forms.
        let log = try gitLog(sandbox)
        let added = Array(log.dropLast(before.count).reversed())
        #expect(added.count == 3, "\(added)")
        if added.count == 3 {
            #expect(added[0].hasPrefix("diary: add \(Self.day(Date()))"), "\(added)")
            #expect(added[1] == "fridge: consume 김치 (2 → 1)")
            #expect(added[2] == "fridge: add 우유")
        }
        #expect(Array(log.suffix(before.count)) == before)
        #expect(try sandbox.pending().isEmpty)

        // What `kept list` sees of it.
        let list = try parseJSONList(try sandbox.ok(["list", "--format", "json"]).stdout)
        let kimchi = list.first { $0["title"] as? String == "김치" }
        #expect(kimchi?["quantity"] as? Int == 1, "\(String(describing: kimchi))")
        let milk = list.first { $0["title"] as? String == "우유" }
        #expect(milk?["expires"] as? String == Self.day(Date().addingTimeInterval(7 * 86400)), "\(String(describing: milk))")
        let today = list.first { $0["kind"] as? String == "diary" && ($0["date"] as? String)?.hasPrefix(Self.day(Date())) == true }
        let todayPath = try #require(today?["path"] as? String, "kept list shows no diary entry for today: \(list)")
        #expect(try sandbox.read(todayPath).contains("퇴근길에 김치찌개 생각이 났다. 폰으로 쓴 첫 줄."))
    }

    /// `git log --format=%s` of the store, newest first, by git itself.
    func gitLog(_ sandbox: Sandbox) throws -> [String] {
        let result = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), ["-C", sandbox.store.path, "log", "--format=%s"],
                                         env: sandbox.env)
        #expect(result.status == 0, "\(result)")
        return result.lines
    }

    /// A day as kept writes it, in the sandbox's zone (Asia/Seoul).
    static func day(_ date: Date) -> String {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "Asia/Seoul")
        format.dateFormat = "yyyy-MM-dd"
        return format.string(from: date)
    }
}

/// A `kept serve` running in the background: its stdout read as it comes (the address is on
/// it), stopped with SIGINT as Ctrl-C would, or killed if a test ends early.
final class ServedKept: @unchecked Sendable {
    private let process = Process()
    private let lock = NSCondition()
    private var out = Data(), err = Data()
    private var closed = 0

    init(_ sandbox: Sandbox, _ args: [String]) throws {
        process.executableURL = try KeptBinary.url()
        process.arguments = args
        process.environment = sandbox.env
        process.currentDirectoryURL = sandbox.root
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        read(stdout.fileHandleForReading) { $0.out.append($1) }
        read(stderr.fileHandleForReading) { $0.err.append($1) }
    }

    private func read(_ handle: FileHandle, _ append: @escaping @Sendable (ServedKept, Data) -> Void) {
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                lock.lock()
                if chunk.isEmpty { closed += 1 } else { append(self, chunk) }
                lock.broadcast()
                lock.unlock()
                if chunk.isEmpty { return }
            }
        }.start()
    }

    private var text: (String, String) { (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)) }

    /// The rest of the first stdout line starting with `prefix`, waiting for it up to `seconds`.
    func line(after prefix: String, within seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        defer { lock.unlock() }
        while true {
            let (stdout, stderr) = text
            if let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }), stdout.hasSuffix("\n") || closed > 0 {
                return String(line.dropFirst(prefix.count))
            }
            if closed == 2 || !lock.wait(until: deadline) {
                throw SupportError("kept serve printed no `\(prefix)` line:\n--- stdout\n\(stdout)--- stderr\n\(stderr)")
            }
        }
    }

    /// SIGINT, then its end (SIGKILL after `seconds`: a server that does not stop fails the test).
    func interrupt(within seconds: Double) -> KeptResult {
        Glibc.kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        let stuck = process.isRunning
        if stuck { kill() }
        process.waitUntilExit()
        lock.lock()
        while closed < 2 { lock.wait() }
        let (stdout, stderr) = text
        lock.unlock()
        let status = stuck ? -1 : (process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus)
        return KeptResult(status: status, stdout: stdout, stderr: stderr)
    }

    func kill() {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
    }
}
