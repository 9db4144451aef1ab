import Foundation
import ReferenceTools
import Testing

/// `kept import jrnl` of what jrnl 4.6 writes with settings of its own: a folder journal
/// (`journal: some/dir/`, one `YYYY/MM/DD.txt` a day) and a `timeformat` other than the
/// default, read from the jrnl.yaml (`--config`) or given (`--timeformat`). Every title, body,
/// day, time, tag and star is compared with what jrnl itself exports.
@Suite("kept import jrnl: folder journals and time formats")
struct JrnlFolderImportTests {
    static let folderFormat = "%d.%m.%Y %I:%M %p"
    static let fileFormat = "%Y.%m.%d %H:%M"

    /// Two journals in one jrnl.yaml: `default`, a folder with a time format of its own, and
    /// `work`, a file in the top-level time format.
    struct Journals {
        let sandbox: Sandbox
        let config: String
        let yaml: String
        let folder: String
        let file: String
        let folderExport: JrnlImportTests.Written
        let fileExport: JrnlImportTests.Written
    }

    static func write() throws -> Journals {
        let sandbox = try Sandbox()
        let config = sandbox.root.appendingPathComponent("jrnl-config").path
        let folder = sandbox.root.appendingPathComponent("journal").path + "/"
        let file = sandbox.root.appendingPathComponent("work.txt").path
        let yaml = try JrnlInstall.writeConfig(config, journals: [
            ("default", ["journal: \(folder)", "timeformat: '\(folderFormat)'"]),
            ("work", ["journal: \(file)"]),
        ], timeformat: fileFormat)
        // Two entries on one day (one file), one just after midnight (12:05 AM), one at noon.
        let typed = JrnlImportTests.typed + [
            "2024-03-09 12:00: 점심은 국수. 맛있었다 @음식",
            "2024-03-09 00:05: *Just after midnight. A star and @night",
        ]
        for entry in typed { _ = try JrnlInstall.jrnl([], config: config, stdin: entry) }
        for entry in typed.prefix(3) { _ = try JrnlInstall.jrnl(["work"], config: config, stdin: entry) }
        func exported(_ arguments: [String], _ name: String) throws -> JrnlImportTests.Written {
            let json = try JrnlInstall.jrnl(arguments + ["--export", "json"], config: config)
            let path = sandbox.root.appendingPathComponent(name).path
            try json.write(toFile: path, atomically: true, encoding: .utf8)
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            return JrnlImportTests.Written(sandbox: sandbox, journal: "", export: path,
                                           entries: object?["entries"] as? [[String: Any]] ?? [])
        }
        return Journals(sandbox: sandbox, config: config, yaml: yaml, folder: folder, file: file,
                        folderExport: try exported([], "journal.json"), fileExport: try exported(["work"], "work.json"))
    }

    @Test(.enabled(if: JrnlInstall.available), .tags(.slow), .fullSuiteOnly)
    func aFolderJournalInItsOwnTimeFormatComesInAsJrnlReadsIt() throws {
        let journals = try Self.write()
        let sandbox = journals.sandbox
        #expect(journals.folderExport.entries.count == 9)
        // jrnl wrote what this test is about: day files, stamps in the journal's own format.
        let day = try String(contentsOfFile: journals.folder + "2024/03/09.txt", encoding: .utf8)
        #expect(day.hasPrefix("[09.03.2024 12:05 AM] *Just after midnight. *\n"), "\(day)")
        #expect(day.contains("[09.03.2024 09:30 PM] 첫 눈이 왔다."), "\(day)")

        // Without its time format: no date is read, and kept says what to give.
        let bare = try sandbox.run(["import", "jrnl", journals.folder])
        #expect(bare.status == 1)
        #expect(bare.stderr.contains("no entry starts with a date written as `%Y-%m-%d %H:%M` (the first line in brackets holds `"), "\(bare)")
        #expect(bare.stderr.contains("--timeformat '%d.%m.%Y %I:%M %p'`, or the jrnl.yaml itself with `--config`"), "\(bare)")
        #expect(try sandbox.messages() == ["kept: init store"])

        // With the jrnl.yaml: the folder's own format.
        let before = try folderBytes(journals.folder)
        let result = try sandbox.ok(["import", "jrnl", journals.folder, "--config", journals.yaml])
        #expect(result.stdout.hasPrefix("imported 9 diary entries from jrnl (journal/) in commit "), "\(result)")
        #expect(try sandbox.messages().first == "import: 9 diary entries from jrnl (journal/)")
        try JrnlImportTests().expectSameAsJrnl(journals.folderExport, store: sandbox.store.path)
        #expect(try folderBytes(journals.folder) == before, "the source is untouched")
        #expect(try sandbox.pending() == [])

        // jrnl's own export of it is the same entries; the folder again, with the format typed, too.
        let again = try sandbox.ok(["import", "jrnl", journals.folderExport.export])
        #expect(again.stdout == "nothing new to import from jrnl (journal.json)\n9 entries already imported, skipped\n")
        let typed = try sandbox.ok(["import", "jrnl", journals.folder, "--timeformat", Self.folderFormat])
        #expect(typed.stdout == "nothing new to import from jrnl (journal/)\n9 entries already imported, skipped\n")
    }

    @Test(.enabled(if: JrnlInstall.available), .tags(.slow), .fullSuiteOnly)
    func aJournalFileInTheTopLevelTimeFormatComesInWithConfigOrTimeformat() throws {
        let journals = try Self.write()
        let sandbox = journals.sandbox
        let text = try String(contentsOfFile: journals.file, encoding: .utf8)
        #expect(text.hasPrefix("[2024.03.09 21:30] 첫 눈이 왔다."), "\(text)")

        let result = try sandbox.ok(["import", "jrnl", journals.file, "--config", journals.yaml])
        #expect(result.stdout.hasPrefix("imported 3 diary entries from jrnl (work.txt)"), "\(result)")
        try JrnlImportTests().expectSameAsJrnl(journals.fileExport, store: sandbox.store.path)

        let other = sandbox.root.appendingPathComponent("typed").path
        try sandbox.ok(["init", other])
        try sandbox.ok(["--store", other, "import", "jrnl", journals.file, "--timeformat", Self.fileFormat])
        try JrnlImportTests().expectSameAsJrnl(journals.fileExport, store: other)
    }

    @Test func folderJournalProblemsAreNamedByTheirDayFile() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root.appendingPathComponent("jf").path
        try FileManager.default.createDirectory(atPath: folder + "/2024/02", withIntermediateDirectories: true)
        // The folders name the day; a stamp's own day does not count (as in jrnl 4.6, #2006).
        try "[2099-01-01 07:00] Morning\nTea.\n\n[2024-02-03 22:15] Night.\n".write(toFile: folder + "/2024/02/03.txt", atomically: true, encoding: .utf8)
        try "no date here\n[2024-02-04 08:00] Later\nBody.\n".write(toFile: folder + "/2024/02/04.txt", atomically: true, encoding: .utf8)
        // Not a day of the month, not a day file: not jrnl's.
        try "[2024-02-30 08:00] Never.\n".write(toFile: folder + "/2024/02/30.txt", atomically: true, encoding: .utf8)
        try "[2024-02-05 08:00] Notes.\n".write(toFile: folder + "/2024/02/notes.txt", atomically: true, encoding: .utf8)
        let result = try sandbox.ok(["import", "jrnl", folder])
        #expect(result.stdout == """
            imported 3 diary entries from jrnl (jf/) in commit \(try sandbox.history().first!.id.short)
            1 problem:
              2024/02/04.txt:1: left out: text before the first `[YYYY-MM-DD HH:MM]` line belongs to no entry

            """, "\(result)")
        #expect(sandbox.exists("diary/2024/02/2024-02-03-morning.md"))
        #expect(try sandbox.read("diary/2024/02/2024-02-03-morning.md").contains("date: 2024-02-03T07:00:00+09:00"))
        #expect(sandbox.exists("diary/2024/02/2024-02-03-night.md"))
        #expect(sandbox.exists("diary/2024/02/2024-02-04-later.md"))

        let empty = sandbox.root.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = try sandbox.run(["import", "jrnl", empty])
        #expect(none.status == 1)
        #expect(none.stderr.contains("no jrnl entries here: a folder journal holds YYYY/MM/DD.txt files"), "\(none)")

        let wrong = try sandbox.run(["import", "markdown", folder, "--timeformat", "%H:%M"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("--timeformat and --config are jrnl's settings"), "\(wrong)")
    }

    private func folderBytes(_ folder: String) throws -> [String: Data] {
        var bytes: [String: Data] = [:]
        for case let file as String in FileManager.default.enumerator(atPath: folder)?.allObjects ?? [] {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + file, isDirectory: &isFolder), !isFolder.boolValue {
                bytes[file] = try Data(contentsOf: URL(fileURLWithPath: folder + file))
            }
        }
        return bytes
    }
}
