import Foundation
import Kept
import ReferenceTools
import Testing

/// `kept import jrnl`: a journal written by the real jrnl 4.6, imported from its journal file
/// and from its JSON export, every title, body, date, time, tag and star compared with what
/// jrnl itself exports.
@Suite("kept import jrnl")
struct JrnlImportTests {
    /// What is typed to jrnl (`jrnl` reads an entry from stdin): Korean, tags, stars, bodies
    /// of several paragraphs, an entry without a body, one that is only a sentence.
    static let typed = [
        "2024-03-09 21:30: 첫 눈이 왔다. 종로를 걸었다 @winter @산책",
        "2024-03-10 08:00: Morning pages! A long body.\n\nSecond paragraph with @work tag.\n\n  Indented third, with a * star.",
        "2024-03-11 07:15: *Starred one? yes. with body",
        "2024-03-12: 김장 담그는 날",
        "2024-10-27 01:30: 서머타임이 끝나는 밤 @여행 @Travel\n\n두 번째 문단: 시계를 한 시간 뒤로.\n세 번째 줄.",
        "2025-01-01 00:05: *새해 첫 글! 올해는 @건강 하게.\n\n둘째 문단은 길다. 아주 길다.\n\n- 목록 하나\n- 목록 둘\n\n셋째 문단.",
        "2025-02-14 19:00: Dinner at 을지로",
    ]

    struct Written {
        let sandbox: Sandbox
        let journal: String
        let export: String
        /// jrnl's own JSON export, read.
        let entries: [[String: Any]]
    }

    static func write() throws -> Written {
        let sandbox = try Sandbox()
        let config = sandbox.root.appendingPathComponent("jrnl-config").path
        let journal = sandbox.root.appendingPathComponent("journal.txt").path
        try JrnlInstall.writeConfig(config, journals: [("default", ["journal: \(journal)"])])
        for entry in typed { _ = try JrnlInstall.jrnl([], config: config, stdin: entry) }
        let exported = try JrnlInstall.jrnl(["--export", "json"], config: config)
        let export = sandbox.root.appendingPathComponent("journal.json").path
        try exported.write(toFile: export, atomically: true, encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any]
        let entries = object?["entries"] as? [[String: Any]] ?? []
        return Written(sandbox: sandbox, journal: journal, export: export, entries: entries)
    }

    /// Every entry jrnl exported is one kept entry with the same title, body, day, time, tags and star.
    func expectSameAsJrnl(_ written: Written, store: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let files = FileManager.default.enumerator(atPath: store + "/diary")?.allObjects.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") } ?? []
        #expect(files.count == written.entries.count, sourceLocation: sourceLocation)
        let documents = try files.map { EntryDocument(text: try String(contentsOfFile: store + "/diary/" + $0, encoding: .utf8)) }
        for jrnl in written.entries {
            let title = jrnl["title"] as? String ?? ""
            guard let document = documents.first(where: { $0.fields["title"]?.text == title }) else {
                Issue.record("no entry titled \(title)", sourceLocation: sourceLocation)
                continue
            }
            let body = jrnl["body"] as? String ?? ""
            #expect(document.body == (body.isEmpty ? "" : body + "\n"), "body of \(title)", sourceLocation: sourceLocation)
            let date = FieldDate(document.fields["date"]?.text ?? "")
            #expect(date?.day.iso == jrnl["date"] as? String, "date of \(title)", sourceLocation: sourceLocation)
            let seconds = date?.secondsOfDay ?? -1
            #expect(String(format: "%02d:%02d", seconds / 3600, seconds / 60 % 60) == jrnl["time"] as? String,
                    "time of \(title)", sourceLocation: sourceLocation)
            #expect(date?.utcOffset == 9 * 3600, "shown in the machine's zone (TZ=Asia/Seoul)", sourceLocation: sourceLocation)
            let tags = Set((jrnl["tags"] as? [String] ?? []).map { String($0.dropFirst()) })
            #expect(Set(document.fields["tags"]?.items ?? []) == tags, "tags of \(title)", sourceLocation: sourceLocation)
            let starred = jrnl["starred"] as? Bool ?? false
            #expect((document.fields["starred"]?.text == "true") == starred, "star of \(title)", sourceLocation: sourceLocation)
            #expect(document.fields["imported"]?.text.hasPrefix("jrnl:") == true, sourceLocation: sourceLocation)
        }
    }

    @Test(.enabled(if: JrnlInstall.available), .tags(.slow), .fullSuiteOnly)
    func theJournalFileAndTheExportGiveWhatJrnlItselfExports() throws {
        let written = try Self.write()
        let sandbox = written.sandbox
        #expect(written.entries.count == Self.typed.count)
        let journalBefore = try Data(contentsOf: URL(fileURLWithPath: written.journal))

        let text = try sandbox.ok(["import", "jrnl", written.journal])
        #expect(text.lines.first?.hasPrefix("imported 7 diary entries from jrnl (journal.txt) in commit ") == true, "\(text)")
        #expect(try sandbox.messages().first == "import: 7 diary entries from jrnl (journal.txt)")
        try expectSameAsJrnl(written, store: sandbox.store.path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: written.journal)) == journalBefore, "the source is untouched")
        #expect(try sandbox.pending() == [])

        // The export of the same journal is the same entries: nothing new.
        let commits = try sandbox.history().count
        let again = try sandbox.ok(["import", "jrnl", written.export])
        #expect(again.stdout == "nothing new to import from jrnl (journal.json)\n7 entries already imported, skipped\n")
        #expect(try sandbox.history().count == commits)

        // The export alone, into a store of its own.
        let other = sandbox.root.appendingPathComponent("from-json").path
        try sandbox.ok(["init", other])
        let json = try sandbox.ok(["--store", other, "import", "jrnl", written.export])
        #expect(json.lines.first?.hasPrefix("imported 7 diary entries from jrnl (journal.json)") == true, "\(json)")
        try expectSameAsJrnl(written, store: other)
    }

    @Test func anEncryptedJournalIsRefusedWithWhatToDo() throws {
        let sandbox = try Sandbox()
        let journal = sandbox.root.appendingPathComponent("secret.txt").path
        try "gAAAAABlZ1x2-Fernet-token-of-an-encrypted-jrnl-journal==".write(toFile: journal, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["import", "jrnl", journal])
        #expect(result.status == 1)
        #expect(result.stderr.contains("decrypt it with jrnl first"), "\(result)")
        #expect(try sandbox.messages() == ["kept: init store"])
    }

    @Test func aDamagedEntryIsNamedByItsPlaceAndTheOthersComeIn() throws {
        let sandbox = try Sandbox()
        let export = sandbox.root.appendingPathComponent("broken.json").path
        try """
            {"entries": [
              {"title": "Good.", "body": "fine", "date": "2024-05-01", "time": "10:00", "tags": [], "starred": false},
              {"title": "No date", "body": "", "time": "10:00"},
              {"title": "Bad date", "body": "", "date": "2024-13-40", "time": "10:00"}
            ]}
            """.write(toFile: export, atomically: true, encoding: .utf8)
        let result = try sandbox.ok(["import", "jrnl", export])
        #expect(result.stdout == """
            imported 1 diary entry from jrnl (broken.json) in commit \(try sandbox.history().first!.id.short)
            2 problems:
              broken.json entries[1]: left out: it has no "date"
              broken.json entries[2]: left out: `2024-13-40 10:00` is not a date and time

            """)
    }
}

/// The progress line of an import: drawn on a terminal (here `script`'s), erased at the end.
@Suite("kept import on a terminal")
struct ImportProgressTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aTerminalSeesTheProgressAndAPipeDoesNot() throws {
        let sandbox = try Sandbox()
        let export = sandbox.root.appendingPathComponent("journal.json").path
        let entries = (1...30).map { #"{"title": "Day \#($0).", "body": "b", "date": "2024-01-\#(String(format: "%02d", $0))", "time": "10:00", "tags": [], "starred": false}"# }
        try "{\"entries\": [\(entries.joined(separator: ","))]}".write(toFile: export, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(try KeptBinary.url().path) import jrnl \(export)", "/dev/null"]
        process.environment = sandbox.env
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let screen = String(decoding: bytes, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(screen)")
        #expect(screen.contains("\r\u{1B}[Kimporting 30/30\r\u{1B}[K"), "drawn, then erased: \(screen.debugDescription)")
        #expect(screen.contains("imported 30 diary entries from jrnl (journal.json)"))

        let piped = try sandbox.ok(["import", "jrnl", export])
        #expect(!piped.stderr.contains("importing"))
    }
}
