import Foundation
import Kept
import KeptGit
import Testing

/// Issue 29, the first hour round two: a fresh jrnl's journal imports with jrnl's own settings
/// (case 05), an encrypted remote cloned without `--encrypt` (case 01), an entry deleted on one
/// machine and edited on the other (case 06) — `../shared/cases/first-hour-2/`.
@Suite("first hour round two: imports and sync")
struct FirstHourImportSyncTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    /// Case 05's journal and the jrnl.yaml jrnl 4.6 writes on its first run (`timeformat: '%F %r'`).
    static func case05(_ sandbox: Sandbox) throws -> (journal: String, config: String) {
        let journal = sandbox.home.appendingPathComponent("journal.txt").path
        try """
            [2026-10-03 10:00:00 AM] 개천절.
            북한산 등산* 정상에서 김밥 먹음. 단풍이 예뻤다 @등산

            [2026-11-25 09:00:00 PM] Coffee with Jisoo.
            Talked about moving to 부산. @friends

            """.write(toFile: journal, atomically: true, encoding: .utf8)
        let config = sandbox.root.appendingPathComponent("config").path
        try FileManager.default.createDirectory(atPath: config + "/jrnl", withIntermediateDirectories: true)
        try """
            editor: vim
            encrypt: false
            journals:
              default:
                journal: \(journal)
            timeformat: '%F %r'
            version: '4.6'

            """.write(toFile: config + "/jrnl/jrnl.yaml", atomically: true, encoding: .utf8)
        return (journal, config + "/jrnl/jrnl.yaml")
    }

    static let case05WouldImport = """
        jrnl(journal.txt)에서 diary 항목 2개를 가져올 것입니다. 아무것도 쓰지 않았습니다 (--dry-run):
          diary/2026/10/2026-10-03-개천절.md
          diary/2026/11/2026-11-25-coffee-with-jisoo.md

        """

    @Test("first-hour-2 case 05: jrnl 4.6's default `timeformat: '%F %r'` imports, with --config, without it, and as --timeformat")
    func jrnlDefaultTimeFormat() throws {
        let sandbox = try Sandbox()
        let (journal, config) = try Self.case05(sandbox)
        for extra in [[], ["--config", config], ["--timeformat", "%F %r"]] {
            let result = try sandbox.run(["import", "jrnl", journal, "--dry-run"] + extra, env: Self.korean)
            #expect(result.status == 0, "\(extra): \(result)")
            #expect(result.stdout == Self.case05WouldImport, "\(extra): \(result)")
        }
        // 09:00:00 PM is 21:00, as jrnl reads it.
        try sandbox.ok(["import", "jrnl", journal])
        let coffee = try sandbox.read("diary/2026/11/2026-11-25-coffee-with-jisoo.md")
        #expect(coffee.contains("date: 2026-11-25T21:00:00+09:00"), "\(coffee)")
    }

    @Test("jrnl's strftime shorthands, padding flags and names read as jrnl writes them")
    func strftimeDirectives() throws {
        let sandbox = try Sandbox()
        let cases: [(format: String, stamp: String, date: String)] = [
            ("%F %T", "2026-10-03 22:05:09", "2026-10-03T22:05:00+09:00"),
            ("%D %R", "10/03/26 22:05", "2026-10-03T22:05:00+09:00"),
            ("%a %b %e %H:%M:%S %Y", "Sat Oct  3 07:05:00 2026", "2026-10-03T07:05:00+09:00"),
            ("%c", "Sat Oct  3 07:05:00 2026", "2026-10-03T07:05:00+09:00"),
            ("%A, %B %-d, %Y %-I:%M %p", "Saturday, October 3, 2026 12:30 AM", "2026-10-03T00:30:00+09:00"),
            ("%d.%m.%y %I:%M %p", "03.10.26 12:30 PM", "2026-10-03T12:30:00+09:00"),
            ("%Y-%j %H:%M", "2026-276 08:00", "2026-10-03T08:00:00+09:00"),
            ("%x %X", "10/03/26 23:59:59", "2026-10-03T23:59:00+09:00"),
        ]
        for (n, item) in cases.enumerated() {
            let journal = sandbox.root.appendingPathComponent("j\(n).txt").path
            try "[\(item.stamp)] Title \(n).\nbody\n".write(toFile: journal, atomically: true, encoding: .utf8)
            let result = try sandbox.run(["import", "jrnl", journal, "--timeformat", item.format])
            #expect(result.status == 0, "\(item.format): \(result)")
            let path = "diary/2026/10/2026-10-03-title-\(n).md"
            let text = (try? sandbox.read(path)) ?? ""
            #expect(text.contains("date: \(item.date)"), "\(item.format) on \(item.stamp): \(text) \(result)")
        }
    }

    @Test("a stamp kept cannot read: the error suggests `jrnl --export json`, which kept imports")
    func unreadableStampSuggestsExport() throws {
        let sandbox = try Sandbox()
        let journal = sandbox.root.appendingPathComponent("journal.txt").path
        try "[3 Oktober 2026, 10 Uhr] 개천절.\n".write(toFile: journal, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["import", "jrnl", journal])
        #expect(result.status == 1)
        #expect(result.stderr.contains("`jrnl --export json > journal.json`, then `kept import jrnl journal.json`"), "\(result)")
        let korean = try sandbox.run(["import", "jrnl", journal], env: Self.korean)
        #expect(korean.stderr.contains("아니면 jrnl이 읽게 하세요: `jrnl --export json > journal.json` 뒤에 `kept import jrnl journal.json`"), "\(korean)")
    }

    @Test("a broken jrnl.yaml where jrnl keeps it is named; --timeformat goes around it")
    func brokenDefaultConfig() throws {
        let sandbox = try Sandbox()
        let (journal, config) = try Self.case05(sandbox)
        try "timeformat: [unclosed\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["import", "jrnl", journal, "--dry-run"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("kept: \(config): not a jrnl configuration kept can read"), "\(result)")
        let around = try sandbox.run(["import", "jrnl", journal, "--dry-run", "--timeformat", "%F %r"], env: Self.korean)
        #expect(around.stdout == Self.case05WouldImport, "\(around)")
    }

    @Test("a journal written by the real jrnl 4.6 under the settings it wrote itself imports without --config, as its export does",
          .enabled(if: JrnlInstall.available))
    func realJrnlDefaultConfig() throws {
        let sandbox = try Sandbox()
        let config = sandbox.root.appendingPathComponent("jrnl-config").path
        let journal = sandbox.root.appendingPathComponent("journal.txt").path
        try JrnlInstall.writeConfig(config, journals: [("default", ["journal: \(journal)"])], timeformat: "%F %r")
        for entry in JrnlImportTests.typed { _ = try JrnlInstall.jrnl([], config: config, stdin: entry) }
        let written = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(written.contains("[2024-03-09 09:30:00 PM] 첫 눈이 왔다."), "\(written)")
        let exported = try JrnlInstall.jrnl(["--export", "json"], config: config)
        let object = try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any]
        let entries = object?["entries"] as? [[String: Any]] ?? []
        try sandbox.ok(["import", "jrnl", journal], env: ["XDG_CONFIG_HOME": config])
        try JrnlImportTests().expectSameAsJrnl(
            JrnlImportTests.Written(sandbox: sandbox, journal: journal, export: "", entries: entries), store: sandbox.store.path)
    }
}
