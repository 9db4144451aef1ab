import Foundation
import ReferenceTools
import Testing
@testable import Kept

/// jrnl's journal file read as jrnl 4.6 reads it (issue 49), on fixtures written by hand in the
/// shape of jrnl's own test journals; `JrnlReferenceTests` (keptCLITests) checks the same
/// constructs against the real jrnl.
@Suite("jrnl's journal as jrnl reads it")
struct JrnlAsJrnlReadsItTests {
    let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// Construct: a "mostly readable" date line, `[2021-03 21:05]` (no day), which jrnl reads
    /// by its fallback as the first of the month. Three entries, the third not folded into the
    /// second.
    @Test func aMostlyReadableDateIsAnEntryOfItsOwn() throws {
        let journal = """
            [2021-03-04 08:10] Kettle on.
            First light over the river.

            [2021-03-05 19:45] The seed packets came
            Tomatoes, chard and basil.

            [2021-03 21:05] The month without a day
            Wrote this one late.

            """
        let reading = try JrnlJournalFile.read(journal, name: "garden.txt", timeZone: seoul)
        try #require(reading.entries.map(\.title) == ["Kettle on.", "The seed packets came", "The month without a day"])
        #expect(reading.entries[1].body == "Tomatoes, chard and basil.")
        #expect(reading.entries[2].date?.instant == ISO8601DateFormatter().date(from: "2021-03-01T21:05:00+09:00"))
        #expect(reading.problems.isEmpty)
    }

    /// Construct: a bracketed line kept cannot date (jrnl's "unreadable dates"). It is named by
    /// file and line and its lines are not put into the entry above.
    @Test func aStampKeptCannotReadIsNamedAndNotFoldedIn() throws {
        let journal = """
            [2021-03-04 08:10] Kettle on.
            First light.

            [the week the power went out] Candles
            Three nights of them.

            [2021-03-09 07:00] Power back.

            """
        let reading = try JrnlJournalFile.read(journal, name: "garden.txt", timeZone: seoul)
        try #require(reading.entries.map(\.title) == ["Kettle on.", "Power back."])
        #expect(reading.entries[0].body == "First light.", "nothing of the unread entry folded in")
        let problem = try #require(reading.problems.first)
        #expect(problem.origin == "garden.txt:4")
        #expect(problem.skipped)
        #expect(problem.message.text(in: .english).contains("[the week the power went out]"))
        #expect(reading.problems.count == 1)
    }

    /// Construct: `[1] line` (jrnl's "brackets" journal): six characters or fewer between
    /// brackets are no date for jrnl, the line is text of its entry.
    @Test func aShortBracketIsTextAsForJrnl() throws {
        let reading = try JrnlJournalFile.read("[2019-07-08 05:42] Entry subject\n[1] a footnote\n", name: "j.txt", timeZone: seoul)
        #expect(reading.entries.count == 1)
        #expect(reading.entries[0].body == "[1] a footnote")
        #expect(reading.problems.isEmpty)
    }

    /// Construct: jrnl's `tagsymbols: '@'` (its "markdown headings" config): Markdown headings'
    /// `##` make no tag, `@` does; with the default `#@` both do, as in jrnl.
    @Test func tagSymbolsDecideWhatIsATag() throws {
        let journal = "[2021-03-04 08:10] Plan\n## Beds\n### North bed\n#### Paths\nDig with @sam on #saturday.\n"
        let onlyAt = try JrnlJournalFile.read(journal, name: "j.txt", timeZone: seoul, tagSymbols: "@")
        #expect(onlyAt.entries[0].tags == ["sam"])
        let both = try JrnlJournalFile.read(journal, name: "j.txt", timeZone: seoul)
        #expect(both.entries[0].tags == ["#", "##", "###", "sam", "saturday"])
    }

    /// jrnl's settings: the top-level `tagsymbols`, a journal's own over it.
    @Test func tagSymbolsComeFromJrnlsSettings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-jrnl-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/jrnl.yaml"
        try "journals:\n  default: /j/main.txt\n  work:\n    journal: /j/work.txt\n    tagsymbols: '+'\ntagsymbols: '@'\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let config = try JrnlConfig.read(path)
        #expect(config.tagSymbols(of: "/j/main.txt", home: nil) == "@")
        #expect(config.tagSymbols(of: "/j/work.txt", home: nil) == "+")
    }

    /// The stamps jrnl reads by its fallback (dateutil), checked against `jrnl.time.parse` by
    /// `JrnlReferenceTests`: kept reads these the same; the others it names.
    static let looseStamps: [(stamp: String, read: String?)] = [
        ("2019-07 14:23", "2019-07-01 14:23"),
        ("2019-07-18", "2019-07-18 00:00"),
        ("2019-07-18T14:23", "2019-07-18 14:23"),
        ("2019/07/18 14:23", "2019-07-18 14:23"),
        ("18.07.2019 14:23", "2019-07-18 14:23"),
        ("07/18/2019 2:23 PM", "2019-07-18 14:23"),
        ("13/07/2019 09:00", "2019-07-13 09:00"),
        ("July 18, 2019 2:23 PM", "2019-07-18 14:23"),
        ("18 July 2019 14:23", "2019-07-18 14:23"),
        ("Thursday, July 18 2019 at 14:23", "2019-07-18 14:23"),
        ("2019-07-18 14:23:05", "2019-07-18 14:23"),
        ("2019-07-18 9am", "2019-07-18 09:00"),
        ("Jul 18th 2019 14:23", "2019-07-18 14:23"),
        ("2019-7-8 1:05", "2019-07-08 01:05"),
        // jrnl fills these from today or reads a zone: kept names them.
        ("yesterday 9am", nil), ("July 18 14:23", nil), ("2019-07-18 14:23 +0900", nil),
        ("18/07/19 14:23", nil), ("Note to self", nil), ("ashasd7zdskhz7asdkjasd", nil),
    ]

    /// Whether `make references` installed jrnl beside the other reference tools.
    static let jrnlInstalled = ReferencePython.executable.map {
        FileManager.default.isExecutableFile(atPath: ($0 as NSString).deletingLastPathComponent + "/jrnl")
    } ?? false

    /// What kept reads of a stamp, jrnl's own `time.parse` (its fallback for a stamp not in
    /// the journal's timeformat) reads to the same minute.
    @Test(.enabled(if: jrnlInstalled))
    func looseStampsAreReadAsJrnlReadsThem() throws {
        let script = """
            import json, sys
            from jrnl import time
            out = []
            for s in json.load(sys.stdin):
                d = time.parse(s, bracketed=True)
                out.append(d.strftime('%Y-%m-%d %H:%M') if d else None)
            print(json.dumps(out))
            """
        let jrnl = try ReferencePython.json(script, Self.looseStamps.map(\.stamp), as: [String?].self)
        for ((stamp, kept), jrnl) in zip(Self.looseStamps, jrnl) where kept != nil {
            #expect(jrnl == kept, "\(stamp)")
        }
    }

    @Test func looseStampsAreReadOrDeclined() {
        for (stamp, expected) in Self.looseStamps {
            let read = JrnlLooseDate.read(stamp).map { "\($0.date) \($0.time)" }
            #expect(read == expected, "\(stamp)")
        }
    }
}
