import Foundation
import ReferenceTools
import Testing

/// `kept serve` end to end in a real browser (issue 31): the built binary on a free loopback
/// port, Debian's headless Chromium driven through chromedriver by Selenium as a Korean phone
/// (`Tests/Web/phone_*.py`, sharing `phone.py`), one journey a test: here the first session
/// (pairing, a diary line, 김치 consumed, 우유 added, ㄱㅊ searched as typed, a planted `<img
/// onerror>` title, forged forms from two other origins); in the other files a photo, a review,
/// the shopping list, the phone offline, two phones and the terminal at once. After each the
/// store must hold exactly the command line's commits. Screenshots:
/// `.build/test-output/serve-*.png`. One journey at a time: two Chromiums on two cores would
/// make every wait a race.
@Suite(.serialized)
struct ServeInBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let scripts = ReferencePython.packageRoot + "/Tests/Web"
    static let screenshots = ReferencePython.packageRoot + "/.build/test-output"
    /// The reference environment (`make references`) with selenium in it.
    static let selenium: Bool = ReferencePython.available && (try? ReferencePython.run("import selenium")) != nil
    static let ready = chromium != nil && chromedriver != nil && selenium
    static let needs: Comment = "needs chromium, chromium-driver (make deps) and selenium in the reference environment (make references)"

    /// A sandbox whose serve state (devices, applied changes) is its own.
    static func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        sandbox.env["XDG_STATE_HOME"] = sandbox.root.appendingPathComponent("state").path
        return sandbox
    }

    /// `kept serve` on a free loopback port, and the address it prints for the phone.
    static func serve(_ sandbox: Sandbox) throws -> (ServedKept, String) {
        let server = try ServedKept(sandbox, ["serve", "--listen", "127.0.0.1:0"])
        let url = try server.line(after: "open on the phone: ", within: 30)
        #expect(url.hasPrefix("http://127.0.0.1:") && url.contains("/pair?code="), "\(url)")
        return (server, url)
    }

    /// Runs the journey `Tests/Web/phone_<name>.py` against `url` with the sandbox's
    /// environment; its JSON summary. A failed journey is an issue with its stderr.
    static func journey(_ name: String, _ url: String, _ sandbox: Sandbox, _ extra: [String] = [],
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let python = try #require(ReferencePython.executable)
        var env = sandbox.env
        env["PYTHONIOENCODING"] = "utf-8"
        env["PATH"] = "/usr/bin:/bin"
        let phone = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/timeout"),
                                        ["300", python, "\(scripts)/phone_\(name).py", url, screenshots,
                                         "--chromium", chromium!, "--chromedriver", chromedriver!] + extra,
                                        env: env)
        #expect(phone.status == 0, "the \(name) journey failed:\n\(phone.stderr)\n(screenshots in \(screenshots))",
                sourceLocation: sourceLocation)
        return (try? JSONSerialization.jsonObject(with: Data(phone.stdout.utf8))) as? [String: Any] ?? [:]
    }

    /// Ctrl-C: the server finishes and says so.
    static func stop(_ server: ServedKept, sourceLocation: SourceLocation = #_sourceLocation) {
        let stopped = server.interrupt(within: 20)
        #expect(stopped.status == 0, "\(stopped)", sourceLocation: sourceLocation)
        #expect((stopped.stdout + stopped.stderr).split(separator: "\n").contains("kept serve: stopped"), "\(stopped)",
                sourceLocation: sourceLocation)
    }

    /// Every screenshot a journey promised is there.
    static func expectShots(_ steps: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for step in steps {
            #expect(FileManager.default.fileExists(atPath: "\(screenshots)/serve-\(step).png"), "no screenshot of \(step)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test(.enabled(if: ready, needs), .tags(.browser), .fullSuiteOnly)
    func aPhoneChangesTheStoreAsTheCommandLineWould() throws {
        let sandbox = try Self.sandbox()
        let lastYear = Calendar(identifier: .gregorian).date(byAdding: .year, value: -1, to: Date())!
        try sandbox.ok(["fridge", "add", "김치", "--quantity", "2", "--expires", "+2d", "--category", "반찬"])
        try sandbox.ok(["new", "diary", "작년 오늘", "--date", Self.day(lastYear), "--body", "작년 이맘때 김장을 했다."])
        try sandbox.ok(["new", "diary", "장보기", "--date", "-3d", "--body", "마트에서 **우유**를 샀다."])
        try sandbox.ok(["new", "diary", #"<img src=x onerror="window.pwned=1">"#, "--date", "-1d", "--body", "제목이 수상하다."])
        let before = try Self.gitLog(sandbox)

        let (server, url) = try Self.serve(sandbox)
        defer { server.kill() }
        let summary = try Self.journey("session", url, sandbox)
        let forged = summary["crossOrigin"] as? [String: Any] ?? [:]
        #expect((forged["same-site"] as? [String: Any])?["status"] as? Int == 403, "\(forged)")
        #expect([401, 403].contains((forged["cross-site"] as? [String: Any])?["status"] as? Int ?? 0), "\(forged)")
        #expect(summary["pwned"] as? String == "undefined")
        Self.expectShots(["pair", "today", "today-written", "fridge", "fridge-consumed", "fridge-add", "fridge-added", "search",
                          "entry", "diary", "diary-hostile-entry", "same-site-post", "cross-site-post", "fridge-dark"])

        // Ctrl-C: the server finishes and says so, and who paired.
        let stopped = server.interrupt(within: 20)
        #expect(stopped.status == 0, "\(stopped)")
        #expect((stopped.stdout + stopped.stderr).split(separator: "\n").contains("kept serve: stopped"), "\(stopped)")
        #expect(stopped.stdout.contains("paired: 지수의 폰 ("), "\(stopped)")

        // One commit per action, the command line's messages, and nothing from the forged forms.
        let log = try Self.gitLog(sandbox)
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
    static func gitLog(_ sandbox: Sandbox) throws -> [String] {
        let result = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), ["-C", sandbox.store.path, "log", "--format=%s"],
                                         env: sandbox.env)
        #expect(result.status == 0, "\(result)")
        return result.lines
    }

    /// The commits since `before` (newest first), oldest first.
    static func added(_ sandbox: Sandbox, since before: [String]) throws -> [String] {
        Array(try gitLog(sandbox).dropLast(before.count).reversed())
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
