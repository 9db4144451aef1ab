import Foundation
import Testing

/// `kept share` and its clipboard, end to end.
@Suite("kept share")
struct ShareCommandTests {
    static func store() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:14", "--set", "weather=snow -2°C",
                        "--set", "location=종로구 37.5735,126.9788", "--body", "## 산책\n\n**종로**까지 [걸었다](https://example.com/walk).\n\n- 붕어빵\n  - 팥"])
        try sandbox.ok(["new", "diary", "A quiet day", "--date", "2026-11-21T18:00", "--body", "Read `kept --help`."])
        return sandbox
    }

    static let snow = """
        첫눈
        2026년 11월 22일 일요일
        snow -2°C · 종로구

        산책

        종로까지 걸었다 (https://example.com/walk).

        • 붕어빵
          • 팥
        """

    @Test func oneEntryAsPlainText() throws {
        let sandbox = try Self.store()
        let result = try sandbox.run(["share", "첫눈"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == Self.snow + "\n")
    }

    @Test func theDateLineFollowsTheLocale() throws {
        let sandbox = try Self.store()
        #expect(try sandbox.run(["share", "quiet"], env: ["LANG": "en_US.UTF-8"]).stdout
            == "A quiet day\nSaturday, 21 November 2026\n\nRead kept --help.\n")
        #expect(try sandbox.run(["share", "quiet"], env: ["LANG": "en_US.UTF-8", "LC_TIME": "ko_KR.UTF-8"]).stdout
            == "A quiet day\n2026년 11월 21일 토요일\n\nRead kept --help.\n")
    }

    @Test func severalEntriesAreSeparated() throws {
        let sandbox = try Self.store()
        let result = try sandbox.run(["share", "첫눈", "diary/2026/11/2026-11-21-a-quiet-day.md"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == Self.snow + "\n\n— — —\n\nA quiet day\nSaturday, 21 November 2026\n\nRead kept --help.\n")
    }

    @Test func copyUsesTheClipboardToolFoundOnPath() throws {
        let sandbox = try Self.store()
        let bin = sandbox.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let xclip = bin.appendingPathComponent("xclip")
        try "#!/bin/sh\necho \"$@\" > \"$HOME/clip.args\"\ncat > \"$HOME/clip.txt\"\n".write(to: xclip, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: xclip.path)

        let result = try sandbox.run(["share", "첫눈", "--copy"], env: ["PATH": bin.path + ":/usr/bin:/bin"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "kept: copied 1 entry (10 lines) to the clipboard with xclip\n")
        #expect(try String(contentsOf: sandbox.home.appendingPathComponent("clip.txt"), encoding: .utf8) == Self.snow + "\n")
        #expect(try String(contentsOf: sandbox.home.appendingPathComponent("clip.args"), encoding: .utf8) == "-selection clipboard\n")
    }

    @Test func withoutAClipboardToolItSaysWhatToInstallAndPrints() throws {
        let sandbox = try Self.store()
        let empty = sandbox.root.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)

        let result = try sandbox.run(["share", "첫눈", "--copy"], env: ["PATH": empty.path])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == Self.snow + "\n")
        #expect(result.stderr.hasPrefix("kept: no clipboard tool found: install wl-clipboard (Wayland), xclip or xsel (X11)"))
    }

    @Test func anUnreadableEntryIsSharedWithANotice() throws {
        let sandbox = try Self.store()
        try sandbox.write("diary/2026/11/broken.md", "---\ntitle: [broken\n---\n그래도 *본문*은 있다.\n")
        let result = try sandbox.run(["share", "diary/2026/11/broken.md"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "broken\n\n그래도 본문은 있다.\n")
        #expect(result.stderr.hasPrefix("kept: diary/2026/11/broken.md:3: the front matter is not valid YAML"))
        #expect(result.stderr.hasSuffix("; shared without its fields (fix it with `kept edit`)\n"))
    }

    @Test func anUnknownReferenceFails() throws {
        let sandbox = try Self.store()
        let result = try sandbox.run(["share", "nothing-like-this"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("kept: no entry matches `nothing-like-this`"))
    }
}
