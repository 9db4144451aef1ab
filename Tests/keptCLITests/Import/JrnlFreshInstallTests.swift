import Foundation
import ReferenceTools
import Testing

/// A journal written by a fresh jrnl 4.6 imports with no hand-made format: its first run writes
/// `timeformat: '%F %r'`, which kept read as `%Y-%m-%d %H:%M` and refused (the first-hour case 05,
/// `../shared/cases/first-hour-2/05-jrnl-default-timeformat.sh`). kept finds jrnl's settings where
/// jrnl does, reads C's shorthands, and `kept import jrnl` alone imports the default journal.
@Suite("A fresh jrnl's journal")
struct JrnlFreshInstallTests {
    @Test("first-hour-2 case 05: jrnl's own first-run settings and journal import as jrnl exports them",
          .enabled(if: JrnlInstall.available), .tags(.slow), .fullSuiteOnly)
    func aFreshJrnlsJournalImports() throws {
        let sandbox = try Sandbox()
        let home = sandbox.root.appendingPathComponent("jrnl-home").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        // jrnl's first run asks for the journal's path (default), encryption (no) and colours (no).
        _ = try JrnlInstall.jrnl(["2026-10-03 10:00: 개천절.", "북한산에 올랐다."], config: home, stdin: "\nn\nn\n")
        _ = try JrnlInstall.jrnl(["2026-11-25 21:30: 지수와 커피.", "부산으로 이사 간다고 했다."], config: home)
        let settings = try String(contentsOfFile: home + "/jrnl/jrnl.yaml", encoding: .utf8)
        #expect(settings.contains("timeformat: '%F %r'"), "jrnl 4.6 writes this itself: \(settings)")
        let exported = try JrnlInstall.jrnl(["--export", "json"], config: home)
        let entries = (try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any])?["entries"] as? [[String: Any]] ?? []
        #expect(entries.count == 2)

        let env: [String: String?] = ["HOME": home, "XDG_CONFIG_HOME": home]
        let imported = try sandbox.ok(["import", "jrnl"], env: env)
        #expect(imported.stderr == "kept: reading jrnl's settings from \(home)/jrnl/jrnl.yaml\n")
        #expect(imported.lines.first?.hasPrefix("imported 2 diary entries from jrnl (journal.txt) in commit ") == true, "\(imported)")
        let listed = try parseJSONList(try sandbox.ok(["list", "diary", "--format", "json"]).stdout)
        for jrnl in entries {
            let entry = listed.first { $0["title"] as? String == jrnl["title"] as? String }
            #expect((entry?["date"] as? String)?.hasPrefix("\(jrnl["date"] ?? "")T\(jrnl["time"] ?? ""):00") == true, "\(entry ?? [:]) vs \(jrnl)")
        }
    }

    @Test func shorthandsAndFlagsReadAsWhatTheyStandFor() throws {
        let sandbox = try Sandbox()
        let journal = sandbox.root.appendingPathComponent("journal.txt").path
        for (format, stamp) in [("%F %T", "2026-10-03 22:05:09"), ("%D %R", "10/03/26 22:05"), ("%-d.%-m.%Y %I:%M %p", "3.10.2026 10:05 PM"),
                                ("%c", "Sat Oct  3 22:05:09 2026"), ("%Y %j %H:%M", "2026 276 22:05")] {
            try "[\(stamp)] 개천절.\n북한산.\n".write(toFile: journal, atomically: true, encoding: .utf8)
            let result = try sandbox.ok(["import", "jrnl", journal, "--timeformat", format, "--dry-run"])
            #expect(result.lines.last == "  diary/2026/10/2026-10-03-개천절.md", "\(format): \(result)")
        }
        try "[03/10/2026 22h05] 개천절.\n".write(toFile: journal, atomically: true, encoding: .utf8)
        let wrong = try sandbox.run(["import", "jrnl", journal, "--timeformat", "%F %r"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("or export the journal with `jrnl --export json > journal.json` and import that"), "\(wrong)")
    }
}
