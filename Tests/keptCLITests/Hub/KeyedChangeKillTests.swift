import Foundation
import Kept
import ReferenceTools
import Testing

/// A phone's change sent with an `Idempotency-Key` is made exactly once, even when `kept
/// serve` is killed with SIGKILL at any step of it and the phone sends its queue again (issue
/// 45, case 03: the change was committed before its key was recorded, and a kill between the
/// two appended the line a second time in 4 of 4 runs). Real server on loopback, real curl.
@Suite("keyed changes after a kill", .tags(.network), .fullSuiteOnly,
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl"), "needs curl"))
struct KeyedChangeKillTests {
    /// A paired phone: its device cookie and form token, talking to whichever server runs now.
    final class Phone: @unchecked Sendable {
        var base = ""
        var device = ""
        var form = ""

        static func curl(_ args: [String]) throws -> String {
            try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/curl"), ["-s", "-m", "20"] + args, env: ["PATH": "/usr/bin:/bin"]).stdout
        }

        func pair(_ server: ServingKept) throws {
            base = "http://127.0.0.1:\(server.port)"
            server.waitUntil { ServingKept.match($0, /code: (\d{8})/) != nil }
            let code = try #require(server.pairingCode, "no pairing code:\n\(server.stdout)")
            let headers = try Self.curl(["-D", "-", "-o", "/dev/null", "-H", "Origin: \(base)", "--data", "code=\(code)&name=phone", base + "/pair"])
            device = try #require(headers.firstMatch(of: /kept_device=([^;\s]+)/).map { String($0.1) }, "not paired:\n\(headers)")
            let page = try Self.curl(["-b", "kept_device=\(device)", base + "/"])
            form = try #require(page.firstMatch(of: /name="form" value="([^"]+)"/).map { String($0.1) }, "no form token")
        }

        /// Sends `text` for today's diary with `key`; the HTTP status (0: no answer, the server died).
        @discardableResult
        func send(_ key: String, _ text: String) throws -> Int {
            let status = try Self.curl(["-o", "/dev/null", "-w", "%{http_code}", "-b", "kept_device=\(device)", "-H", "Origin: \(base)",
                                        "-H", "Idempotency-Key: \(key)", "--data-urlencode", "form=\(form)", "--data-urlencode", "text=\(text)",
                                        base + "/diary/today"])
            return Int(status) ?? 0
        }
    }

    /// How many times each of `lines` is in today's diary entry.
    static func counts(_ sandbox: Sandbox, _ lines: [String]) throws -> [String: Int] {
        let diary = sandbox.store.appendingPathComponent("diary")
        var text = ""
        if let walker = FileManager.default.enumerator(atPath: diary.path) {
            for case let file as String in walker where file.hasSuffix(".md") {
                text += try String(contentsOfFile: diary.appendingPathComponent(file).path, encoding: .utf8) + "\n"
            }
        }
        let all = text.split(separator: "\n").map(String.init)
        return Dictionary(uniqueKeysWithValues: lines.map { line in (line, all.filter { $0 == line }.count) })
    }

    static func serve(_ sandbox: Sandbox, kill step: String? = nil) throws -> ServingKept {
        try ServingKept(sandbox, ["--listen", "127.0.0.1:0"], env: step.map { ["KEPT_TEST_KILL_AT": "keyed-\($0)"] } ?? [:])
    }

    @Test(arguments: ["written", "committed", "recorded"])
    func aKillAtEachStepThenTheQueueSentAgainMakesEachChangeOnce(step: String) throws {
        let sandbox = try Sandbox()
        let phone = Phone()
        // Paired on a server without the kill point: the first keyed change is what kills.
        do {
            let first = try Self.serve(sandbox)
            try phone.pair(first)
            try phone.send("K-0", "LINE-0")
            first.stop()
        }
        let killed = try Self.serve(sandbox, kill: step)
        phone.base = "http://127.0.0.1:\(killed.port)"
        let answer = try phone.send("K-1", "LINE-1")
        killed.process.waitUntilExit()
        #expect(killed.process.terminationReason == .uncaughtSignal && killed.process.terminationStatus == SIGKILL,
                "kept serve was not killed at \(step) (answered \(answer)):\n\(killed.stderr)")
        // Restarted; the phone sends its whole queue again, then a new change.
        let again = try Self.serve(sandbox)
        phone.base = "http://127.0.0.1:\(again.port)"
        for (key, line) in [("K-0", "LINE-0"), ("K-1", "LINE-1"), ("K-1", "LINE-1"), ("K-2", "LINE-2")] {
            let status = try phone.send(key, line)
            #expect(status == 303, "\(key) after a kill at \(step): \(status)\n\(again.stderr)")
        }
        again.stop()
        let counts = try Self.counts(sandbox, ["LINE-0", "LINE-1", "LINE-2"])
        #expect(counts == ["LINE-0": 1, "LINE-1": 1, "LINE-2": 1], "after a kill at \(step): \(counts)")
        #expect(try sandbox.pending() == [], "nothing left uncommitted")
    }

    @Test func aFormPastTheLimitIsRefusedNamingIt() throws {
        let sandbox = try Sandbox()
        let phone = Phone()
        let server = try Self.serve(sandbox)
        defer { server.stop() }
        try phone.pair(server)
        let big = sandbox.root.appendingPathComponent("big.txt")
        try Data(("text=" + String(repeating: "a", count: 3 << 20)).utf8).write(to: big)
        let page = try Phone.curl(["-w", "\n%{http_code}", "-b", "kept_device=\(phone.device)", "-H", "Origin: \(phone.base)",
                                   "--data-binary", "@" + big.path, phone.base + "/diary/today"])
        #expect(page.hasSuffix("\n413"), "\(page.suffix(200))")
        #expect(page.contains("at most 1 MB"), "the limit is named: \(page.prefix(2000))")
        #expect(try sandbox.messages().count == 1)
    }

    /// The generated round of the issue's Done-when: 30 seeded kills at random moments during
    /// bursts of keyed changes, every key sent again after each restart: none doubled, none lost.
    @Test(.tags(.slow), .fullSuiteOnly)
    func thirtySeededKillsDuringKeyedWritesNoneDoubledNoneLost() throws {
        let sandbox = try Sandbox()
        let phone = Phone()
        var generator = SeededRandom(seed: 45)
        var sent: [String] = []
        var server = try Self.serve(sandbox)
        try phone.pair(server)
        var kills = 0
        for round in 0..<30 {
            let keys = (0..<8).map { "R\(round)-\($0)" }
            sent += keys
            let delay = Double.random(in: 0.0...0.25, using: &generator)
            let group = DispatchGroup()
            for key in keys {
                DispatchQueue.global().async(group: group) { _ = try? phone.send("K-" + key, "LINE-" + key) }
            }
            Thread.sleep(forTimeInterval: delay)
            kill(server.process.processIdentifier, SIGKILL)
            server.process.waitUntilExit()
            kills += 1
            group.wait()
            server = try Self.serve(sandbox)
            phone.base = "http://127.0.0.1:\(server.port)"
            // Every key of this round sent again, as the phone's queue does until it is answered.
            for key in keys {
                var status = 0
                for _ in 0..<20 where ![303, 200].contains(status) {
                    status = try phone.send("K-" + key, "LINE-" + key)
                    if status == 409 || status == 0 { Thread.sleep(forTimeInterval: 0.2) }
                }
                #expect(status == 303, "\(key): \(status)")
            }
        }
        server.stop()
        let counts = try Self.counts(sandbox, sent.map { "LINE-" + $0 })
        let doubled = counts.filter { $0.value > 1 }.keys.sorted()
        let lost = counts.filter { $0.value == 0 }.keys.sorted()
        #expect(kills == 30)
        #expect(doubled == [], "doubled: \(doubled)")
        #expect(lost == [], "lost: \(lost)")
    }
}
