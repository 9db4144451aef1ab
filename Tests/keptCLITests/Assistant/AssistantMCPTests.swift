import Foundation
import ReferenceTools
import Testing

/// `kept mcp` as an assistant meets it: the official MCP Python SDK (the reference environment's
/// `mcp`) launches the built kept over stdio and drives a whole session
/// (Tests/Fixtures/mcp/assistant_session.py): every tool with Korean arguments, the store's
/// files and commits after each write, bad input, an unknown tool, `--read-only` and `--kinds`.
@Suite("kept mcp", .enabled(if: ReferencePython.available, "the reference environment is missing: run `make references`"))
struct AssistantMCPTests {
    /// A store with a diary entry about 김치 on another day, the fridge's 김치, 두부 to buy.
    static func seeded() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2025-11-20", "--body", "종로에서 김치찌개를 먹었다.", "--no-edit"])
        try sandbox.ok(["fridge", "add", "김치", "--expires", "2026-12-10"])
        try sandbox.ok(["fridge", "buy", "두부"])
        return sandbox
    }

    /// The sandbox's environment, with the sessions' shared helpers (mcp_store.py) importable.
    static func environment(_ sandbox: Sandbox) -> [String: String] {
        sandbox.env.merging(["PYTHONPATH": ReferencePython.packageRoot + "/Tests/Fixtures/mcp"]) { $1 }
    }

    @Test func aSessionThroughThePythonSDK() throws {
        let sandbox = try Self.seeded()
        let before = try sandbox.ok(["log"]).stdout
        let script = try String(contentsOfFile: ReferencePython.packageRoot + "/Tests/Fixtures/mcp/assistant_session.py", encoding: .utf8)
        let output: Data
        do {
            output = try ReferencePython.run(script, arguments: [try KeptBinary.url().path, sandbox.store.path], environment: Self.environment(sandbox))
        } catch {
            Issue.record("the assistant's session failed: \(error)")
            return
        }
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        // Every call answered, the unknown tool's as the protocol's error.
        #expect(lines.count > 30, "\(lines)")
        #expect(lines.contains { $0.contains("\"protocolError\"") && $0.contains("delete_everything") })

        // What the assistant did is in kept's own log, each change marked, and undoable.
        let log = try sandbox.ok(["log"]).stdout
        #expect(log != before)
        let subjects = try gitSubjects(sandbox)
        let assistant = subjects.filter { $0.hasSuffix(" (via assistant)") }
        #expect(assistant.count == 3, "\(subjects)")
        #expect(assistant.contains("fridge: add 우유 (via assistant)"))
        // Nothing else was committed in the assistant's name: the seeds are the user's.
        #expect(subjects.filter { $0.contains("김치") || $0.contains("두부") }.allSatisfy { !$0.hasSuffix("(via assistant)") })

        // `kept restore` undoes the assistant's last line: today's entry as it was before it.
        let diary = try FileManager.default.subpathsOfDirectory(atPath: sandbox.url("diary").path)
            .map { "diary/" + $0 }.filter { $0.hasSuffix(".md") && (try? String(contentsOf: sandbox.url($0), encoding: .utf8))?.contains("붕어빵") == true }
        let today = try #require(diary.first, "\(diary)")
        try sandbox.ok(["restore", today])
        let restored = try String(contentsOf: sandbox.url(today), encoding: .utf8)
        #expect(restored.contains("첫눈이 왔다") && !restored.contains("붕어빵"), "\(restored)")
    }

    /// The other tools and the resources (Tests/Fixtures/mcp/assistant_tools.py): new entries,
    /// fields, on-this-day, a card graded, the fridge, the numbers; entries as `kept://` URIs,
    /// the overview and the report, hostile URIs, and `--kinds fridge` hiding the diary from all
    /// of them. Then `kept log --via assistant` lists exactly what the assistant committed.
    @Test func theOtherToolsAndResources() throws {
        let sandbox = try Self.seeded()
        let script = try String(contentsOfFile: ReferencePython.packageRoot + "/Tests/Fixtures/mcp/assistant_tools.py", encoding: .utf8)
        do {
            _ = try ReferencePython.run(script, arguments: [try KeptBinary.url().path, sandbox.store.path], environment: Self.environment(sandbox))
        } catch {
            Issue.record("the assistant's session failed: \(error)")
            return
        }
        let subjects = try gitSubjects(sandbox)
        let assistant = subjects.filter { $0.hasSuffix(" (via assistant)") }
        #expect(assistant.count == 11, "\(subjects)")
        let listed = try sandbox.ok(["log", "--via", "assistant"]).stdout.split(separator: "\n")
        #expect(listed.count == assistant.count, "\(listed)")
        #expect(listed.allSatisfy { $0.hasSuffix(" (via assistant)") })
        #expect(try sandbox.ok(["log", "--via", "assistant", "-n", "2"]).stdout.split(separator: "\n").count == 2)
        let none = try sandbox.run(["log", "--via", "phone"])
        #expect(none.status == 1 && none.stderr == "kept: no changes were made through phone (kept log --via phone)\n", "\(none)")
    }

    /// `--kinds ""` (a configuration's variable left blank) allows nothing rather than everything:
    /// the server does not start, and --print-config prints no configuration.
    @Test func anEmptyKindsListIsRefused() throws {
        let sandbox = try Self.seeded()
        for arguments in [["mcp", "--kinds", ""], ["mcp", "--kinds", " , "], ["mcp", "--print-config", "--kinds", ""]] {
            let result = try sandbox.run(arguments, stdin: "")
            #expect(result.status != 0 && result.stdout == "", "\(arguments): \(result)")
            #expect(result.stderr.contains("--kinds names no kind: give at least one of diary, card, fridge"), "\(result)")
        }
    }

    /// 1,000 calls in one session (searches, lists, shows, refusals): the server's resident
    /// memory after the last is what it was after the 200th, give or take 4 MiB (measured:
    /// 51,036 KiB then 51,244 KiB). A leak of a result or an index per call would show here.
    @Test(.tags(.slow), .fullSuiteOnly) func aThousandCallsKeepMemoryFlat() throws {
        let sandbox = try Self.seeded()
        let script = try String(contentsOfFile: ReferencePython.packageRoot + "/Tests/Fixtures/mcp/many_calls.py", encoding: .utf8)
        let output = try ReferencePython.run(script, arguments: [try KeptBinary.url().path, sandbox.store.path], environment: Self.environment(sandbox))
        let sizes = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Int])
        let early = try #require(sizes["after200"]), late = try #require(sizes["after1000"])
        #expect(early > 0 && late - early < 4096, "resident memory grew from \(early) KiB to \(late) KiB over 800 calls")
    }

    /// `--print-config` prints what a desktop assistant's file takes: this kept by its full
    /// path, the store by its own, the limits; the command it names starts the server.
    @Test func printsTheAssistantsConfiguration() throws {
        let sandbox = try Sandbox()
        let printed = try sandbox.ok(["mcp", "--print-config", "--kinds", "fridge", "--read-only"]).stdout
        let json = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any])
        let kept = try #require((json["mcpServers"] as? [String: Any])?["kept"] as? [String: Any])
        let command = try #require(kept["command"] as? String)
        #expect(command.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: command))
        #expect(kept["args"] as? [String] == ["mcp", "--store", sandbox.store.path, "--kinds", "fridge", "--read-only"])
        let started = try sandbox.run(["--version"], executable: URL(fileURLWithPath: command))
        #expect(started.status == 0, "\(started)")
        #expect(try sandbox.run(["mcp", "--print-config", "--kinds", "nope"]).status != 0)
    }

    private func gitSubjects(_ sandbox: Sandbox) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", sandbox.store.path, "log", "--format=%s"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
