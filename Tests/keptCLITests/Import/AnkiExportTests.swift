import Foundation
import Kept
import ReferenceTools
import Testing

/// `kept export --to anki|csv|tsv`: what kept writes, imported by Anki's own library (PyPI
/// `anki`, through Tests/Fixtures/anki/read_kept_export.py) into a fresh collection and read
/// back; then imported into kept again (the round trip). And genanki's decks through `kept import anki`.
@Suite("kept export --to anki", .tags(.slow), .fullSuiteOnly, .enabled(if: AnkiLibrary.available, "the reference environment lacks `anki`: run `make references`"))
struct AnkiExportTests {
    struct Read: Decodable {
        struct Note: Decodable {
            let guid: String
            let type: String
            let fields: [String: String]
            let tags: [String]
            let cards: [Card]
        }
        struct Card: Decodable {
            let ord: Int
            let deck: String
            let type: Int
            let queue: Int
            let due: Int?
            let ivl: Int
            let reps: Int
            let lapses: Int
            let revlog: Int
            let stability: Double?
        }
        let today: Int
        let notes: [Note]
        let media: [String: String]
        let new: Int
        let again_new: Int?
        let again_notes: Int?
    }

    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

    /// Anki's library importing `file` (`apkg` or `csv`) into a fresh collection, in the sandbox's time zone.
    static func anki(_ kind: String, _ file: String) throws -> Read {
        let script = try String(contentsOfFile: ReferencePython.packageRoot + "/Tests/Fixtures/anki/read_kept_export.py", encoding: .utf8)
        let output = try ReferencePython.run(script, arguments: [kind, file], environment: ["TZ": "Asia/Seoul"])
        // The library may say more on stdout; the JSON is the last line.
        let last = String(decoding: output, as: UTF8.self).split(separator: "\n").last ?? ""
        return try JSONDecoder().decode(Read.self, from: Data(last.utf8))
    }

    static func utc(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// Four cards (basic with Markdown and tags, reversed, cloze, one with a picture) and reviews
    /// of some of their items over the last days; the records written.
    static func store() throws -> (Sandbox, [ReviewRecord]) {
        let sandbox = try Sandbox()
        try sandbox.write("cards/동사/가다.md", """
            ---
            title: 가다
            id: kgada001
            category: 동사
            created: 2026-11-01
            tags: [verb, 한국어]
            ---
            to **go**
            가요 & 갑니다

            """)
        try sandbox.write("cards/동사/먹다.md", """
            ---
            title: 먹다
            id: kmeok001
            category: 동사
            created: 2026-11-01
            tags: []
            type: reversed
            ---
            to eat

            """)
        try sandbox.write("cards/지리/수도.md", """
            ---
            title: 수도
            id: ksudo001
            category: 지리
            created: 2026-11-01
            tags: [geo]
            type: cloze
            ---
            {{c1::서울}}은 한국의 {{c2::수도}}

            """)
        try sandbox.write("cards/words/where.md", """
            ---
            title: Where is this?
            id: kwhere01
            category: words
            created: 2026-11-01
            tags: []
            ---
            Seoul

            ![](where/서울-사진.png)

            """)
        try FileManager.default.createDirectory(at: sandbox.url("cards/words/where"), withIntermediateDirectories: true)
        try png.write(to: sandbox.url("cards/words/where/서울-사진.png"))
        let now = Date()
        func ago(_ days: Double) -> Date { now.addingTimeInterval(-days * 86400) }
        let records = [
            ReviewRecord(card: "kgada001", time: ago(12), grade: .good, machine: "test-0001"),
            ReviewRecord(card: "kgada001", time: ago(9), grade: .good, machine: "test-0001"),
            ReviewRecord(card: "kgada001", time: ago(2), grade: .hard, machine: "test-0001"),
            ReviewRecord(card: "kmeok001", time: ago(3), grade: .easy, machine: "test-0001"),
            ReviewRecord(card: "kmeok001", item: "reverse", time: ago(3), grade: .again, machine: "test-0001"),
            ReviewRecord(card: "kmeok001", item: "reverse", time: ago(1), grade: .good, machine: "test-0001"),
            ReviewRecord(card: "ksudo001", item: "c2", time: ago(4), grade: .good, machine: "test-0001"),
        ]
        // A grade taken back (`u`) is no review: neither its line nor its undo goes to Anki.
        let undone = ReviewRecord(card: "ksudo001", item: "c2", time: ago(0.5), grade: .again, machine: "test-0001")
        let undo = ReviewUndo(card: "ksudo001", item: "c2", time: ago(0.4), undone: undone.time, machine: "test-0001")
        try sandbox.write(".kept/reviews/test-0001.jsonl", (records.map(\.line) + [undone.line, undo.line]).joined(separator: "\n") + "\n")
        try sandbox.ok(["commit", "-m", "cards"])
        return (sandbox, records)
    }

    @Test func ankiImportsThePackageWithItsScheduleAndPictures() throws {
        let (sandbox, records) = try Self.store()
        let deck = sandbox.root.appendingPathComponent("deck.apkg").path
        let result = try sandbox.ok(["export", "cards", "--to", "anki", "-o", deck])
        #expect(result.stderr == "kept: exported 4 cards to \(deck) (in Anki: cards 6, reviews 7, media files 1)\n")
        let read = try Self.anki("apkg", deck)
        #expect(read.new == 4)
        #expect(read.again_new == 0 && read.again_notes == 4)
        let notes = Dictionary(read.notes.map { ($0.guid, $0) }) { a, _ in a }
        #expect(Set(notes.keys) == ["kept-kgada001", "kept-kmeok001", "kept-ksudo001", "kept-kwhere01"])

        let go = try #require(notes["kept-kgada001"])
        #expect(go.type == "Basic (kept)")
        #expect(go.fields == ["Front": "가다", "Back": "<p>to <strong>go</strong><br>가요 &amp; 갑니다</p>"])
        #expect(go.tags == ["verb", "한국어"])
        let eat = try #require(notes["kept-kmeok001"])
        #expect(eat.type == "Basic (and reversed card) (kept)")
        #expect(eat.cards.map(\.ord) == [0, 1])
        let capital = try #require(notes["kept-ksudo001"])
        #expect(capital.type == "Cloze (kept)")
        #expect(capital.fields["Text"] == "<p>{{c1::서울}}은 한국의 {{c2::수도}}</p>")
        #expect(capital.cards.map(\.ord) == [0, 1])
        #expect(capital.cards.map(\.deck) == ["지리", "지리"])
        let picture = try #require(notes["kept-kwhere01"])
        #expect(picture.fields["Back"] == "<p>Seoul</p>\n<p><img src=\"서울-사진.png\" alt=\"\" /></p>")
        #expect(read.media == ["서울-사진.png": Self.png.base64EncodedString()])
        #expect(Set(read.notes.flatMap { $0.cards.map(\.deck) }) == ["동사", "지리", "words"])

        // Each item's schedule as kept computes it: interval, reviews, lapses, memory, due day.
        let schedule = ReviewSchedule(records: records)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.seoul
        let today = Day(Date(), calendar: calendar)
        for (guid, ord, key) in [("kept-kgada001", 0, "kgada001"), ("kept-kmeok001", 0, "kmeok001"),
                                 ("kept-kmeok001", 1, "kmeok001#reverse"), ("kept-ksudo001", 1, "ksudo001#c2")] {
            let card = try #require(notes[guid]?.cards.first { $0.ord == ord })
            let state = try #require(schedule.states[key])
            #expect(card.type == 2 && card.queue == 2, "\(key)")
            #expect(card.ivl == state.interval, "\(key)")
            #expect(card.reps == state.reviews && card.lapses == state.lapses, "\(key)")
            #expect(card.due == today.days(until: Day(state.due, calendar: calendar)), "\(key)")
            #expect(abs((card.stability ?? 0) - state.memory.stability) < 0.01, "\(key)")
            #expect(card.revlog == records.filter { ReviewSchedule.key(card: $0.card, item: $0.item) == key }.count, "\(key)")
        }
        // Never reviewed: new.
        #expect(capital.cards[0].type == 0 && capital.cards[0].reps == 0)
        #expect(picture.cards[0].type == 0)
    }

    @Test func aRoundTripThroughTheImportKeepsCardsAndDueDays() throws {
        let (sandbox, records) = try Self.store()
        let deck = sandbox.root.appendingPathComponent("deck.apkg").path
        try sandbox.ok(["export", "cards", "--to", "anki", "-o", deck])
        let fresh = try Sandbox()
        let imported = try fresh.ok(["import", "anki", deck])
        #expect(imported.stdout.hasPrefix("imported 4 card entries from Anki (deck.apkg) in commit "))
        #expect(imported.stdout.contains("\n1 attachment copied\n7 reviews carried over into this machine's review log\n"))
        #expect(try fresh.read("cards/동사/가다.md").hasSuffix("---\nto **go**\n가요 & 갑니다\n"))
        #expect(try fresh.read("cards/동사/가다.md").contains("tags: [verb, 한국어]\n"))
        #expect(try fresh.read("cards/동사/먹다.md").contains("type: reversed\n"))
        let cloze = try fresh.read("cards/지리/서울은-한국의-수도.md")
        #expect(cloze.contains("type: cloze\n") && cloze.hasSuffix("---\n{{c1::서울}}은 한국의 {{c2::수도}}\n"))
        #expect(try fresh.bytes("cards/words/where-is-this/서울-사진.png") == Self.png)
        #expect(try fresh.read("cards/words/where-is-this.md").hasSuffix("---\nSeoul\n\n![](where-is-this/서울-사진.png)\n"))

        // The same schedule: every item's reviews, replayed, give the same state.
        let ids = try ["가다": "cards/동사/가다.md", "먹다": "cards/동사/먹다.md", "수도": "cards/지리/서울은-한국의-수도.md"]
            .mapValues { path in try #require(try fresh.read(path).firstMatch(of: /\nid: ([a-z0-9]+)\n/)).output.1 }
        let logs = try FileManager.default.contentsOfDirectory(atPath: fresh.url(".kept/reviews").path)
        let lines = try logs.flatMap { try fresh.read(".kept/reviews/" + $0).split(separator: "\n").map(String.init) }
        let copied = ReviewSchedule(records: lines.compactMap { ReviewRecord.parse($0, machine: "m") })
        let original = ReviewSchedule(records: records)
        for (title, old, item) in [("가다", "kgada001", nil), ("먹다", "kmeok001", nil), ("먹다", "kmeok001", "reverse"), ("수도", "ksudo001", "c2")] {
            let before = original.states[ReviewSchedule.key(card: old, item: item)]
            let after = copied.states[ReviewSchedule.key(card: String(ids[title]!), item: item)]
            #expect(before != nil && before?.due == after?.due && before?.interval == after?.interval, "\(title) \(item ?? "")")
        }
        // A second import recognises every note; so does the store it came from (its ids are the guids).
        let again = try fresh.ok(["import", "anki", deck])
        #expect(again.stdout == "nothing new to import from Anki (deck.apkg)\n4 entries already imported, skipped\n")
        let home = try sandbox.ok(["import", "anki", deck])
        #expect(home.stdout == "nothing new to import from Anki (deck.apkg)\n4 entries already imported, skipped\n")
    }

    @Test func ankiImportsTheCSVAndTabSeparatedText() throws {
        let (sandbox, _) = try Self.store()
        let csv = sandbox.root.appendingPathComponent("cards.csv").path
        let result = try sandbox.ok(["export", "cards", "--to", "csv", "-o", csv])
        #expect(result.stderr == "kept: exported 4 entries as csv to \(csv)\nkept: a text file cannot carry the 1 picture the cards show: copy it into Anki's collection.media folder, or export with --to anki, which carries pictures\n")
        let text = try String(contentsOfFile: csv, encoding: .utf8)
        #expect(text.hasPrefix("#separator:Comma\n#html:true\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:6\n"))
        #expect(text.contains("\nkept-kgada001,Basic,동사,가다,<p>to <strong>go</strong><br>가요 &amp; 갑니다</p>,verb 한국어\n"))
        let tsv = try sandbox.ok(["export", "cards", "--to", "tsv"]).stdout
        #expect(tsv.contains("\nkept-kmeok001\tBasic (and reversed card)\t동사\t먹다\t<p>to eat</p>\t\n"))
        // The filters of `kept export` choose the cards: one category, one row.
        let geography = try sandbox.ok(["export", "cards", "--category", "지리", "--to", "tsv"]).stdout
        #expect(geography.split(separator: "\n").filter { !$0.hasPrefix("#") } == ["kept-ksudo001\tCloze\t지리\t<p>{{c1::서울}}은 한국의 {{c2::수도}}</p>\t\tgeo"])
        let tsvFile = sandbox.root.appendingPathComponent("cards.txt")
        try Data(tsv.utf8).write(to: tsvFile)
        for file in [csv, tsvFile.path] {
            let read = try Self.anki("csv", file)
            #expect(read.new == 4, "\(file)")
            let notes = Dictionary(read.notes.map { ($0.guid, $0) }) { a, _ in a }
            #expect(notes["kept-kgada001"]?.type == "Basic")
            #expect(notes["kept-kgada001"]?.fields["Back"] == "<p>to <strong>go</strong><br>가요 &amp; 갑니다</p>")
            #expect(notes["kept-kgada001"]?.tags == ["verb", "한국어"])
            #expect(notes["kept-kmeok001"]?.type == "Basic (and reversed card)")
            #expect(notes["kept-kmeok001"]?.cards.count == 2)
            #expect(notes["kept-ksudo001"]?.type == "Cloze")
            #expect(notes["kept-ksudo001"]?.cards.map(\.ord) == [0, 1])
            #expect(notes["kept-ksudo001"]?.cards.first?.deck == "지리")
        }
    }

    @Test func whatCannotBeExportedIsSaid() throws {
        let (sandbox, _) = try Self.store()
        let noOutput = try sandbox.run(["export", "cards", "--to", "anki"])
        #expect(noOutput.status != 0)
        #expect(noOutput.stderr.contains("an Anki package is a file, not text: give its name with -o"))
        try sandbox.ok(["new", "diary", "오늘", "--no-edit", "--body", "맑음"])
        let diary = try sandbox.run(["export", "diary", "--to", "csv"])
        #expect(diary.stderr.contains("--to csv exports cards, and none of the chosen entries is a card"))
        let korean = try sandbox.run(["export", "diary", "--to", "anki", "-o", "x.apkg"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("고른 항목 중에 카드가 없습니다"))
        // Without `zip` on PATH: named, with how to get it, and nothing written.
        let bin = sandbox.root.appendingPathComponent("bin-without-zip")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for tool in ["git"] where FileManager.default.fileExists(atPath: "/usr/bin/\(tool)") {
            try? FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: "/usr/bin/\(tool)")
        }
        let target = sandbox.root.appendingPathComponent("nozip.apkg").path
        let noZip = try sandbox.run(["export", "cards", "--to", "anki", "-o", target], env: ["PATH": bin.path])
        #expect(noZip.status != 0)
        #expect(noZip.stderr.contains("writing an Anki package (.apkg) needs `zip`: install it (apt install zip)"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func picturesOfOneNameSoundsSuspendedAndImportedCardsKeepApart() throws {
        let sandbox = try Sandbox()
        for (name, extra, byte) in [("a", "suspended: true\n", UInt8(1)), ("b", "imported: anki:Ab1/Cd2\n", UInt8(2))] {
            try sandbox.write("cards/pics/\(name).md", "---\ntitle: \(name)\ncategory: pics\ntags: [두 단어]\n\(extra)---\n![](\(name)/photo.png)\n")
            try FileManager.default.createDirectory(at: sandbox.url("cards/pics/\(name)"), withIntermediateDirectories: true)
            try Data([byte]).write(to: sandbox.url("cards/pics/\(name)/photo.png"))
        }
        // Anki's own first deck, and a category differing from another only in case: one deck each.
        try sandbox.write("cards/default/c.md", "---\ntitle: c\ncategory: Default\ntags: []\n---\nC\n")
        try sandbox.write("cards/pics/d.md", "---\ntitle: d\ncategory: PICS\ntags: []\n---\nD [listen](d/hello.mp3)\n")
        try FileManager.default.createDirectory(at: sandbox.url("cards/pics/d"), withIntermediateDirectories: true)
        try Data([3]).write(to: sandbox.url("cards/pics/d/hello.mp3"))
        try sandbox.ok(["commit", "-m", "cards"])
        let deck = sandbox.root.appendingPathComponent("pics.apkg").path
        try sandbox.ok(["export", "cards", "--to", "anki", "-o", deck])
        let read = try Self.anki("apkg", deck)
        #expect(read.media == ["photo.png": Data([1]).base64EncodedString(), "photo-2.png": Data([2]).base64EncodedString(),
                               "hello.mp3": Data([3]).base64EncodedString()])
        let notes = Dictionary(read.notes.map { ($0.fields["Front"] ?? "", $0) }) { a, _ in a }
        #expect(notes["a"]?.fields["Back"] == "<p><img src=\"photo.png\" alt=\"\" /></p>")
        #expect(notes["b"]?.fields["Back"] == "<p><img src=\"photo-2.png\" alt=\"\" /></p>")
        #expect(notes["a"]?.cards.first?.queue == -1)
        #expect(notes["b"]?.cards.first?.queue == 0)
        #expect(notes["b"]?.guid == "Ab1/Cd2")
        #expect(notes["a"]?.tags == ["두_단어"])
        #expect(notes["d"]?.fields["Back"] == "<p>D [sound:hello.mp3]</p>")
        #expect(notes["c"]?.cards.first?.deck == "Default")
        #expect(notes["d"]?.cards.first?.deck == notes["a"]?.cards.first?.deck)
        #expect(Set(read.notes.flatMap { $0.cards.map(\.deck) }).count == 2)
    }

    @Test func aDeckGenankiBuiltImports() throws {
        let deck = FileManager.default.temporaryDirectory.appendingPathComponent("kept-genanki-\(UUID().uuidString.prefix(8)).apkg")
        TemporaryFolders.removeAtExit(deck.path)
        let script = try String(contentsOfFile: ReferencePython.packageRoot + "/Tests/Fixtures/anki/make_genanki_deck.py", encoding: .utf8)
        _ = try ReferencePython.run(script, arguments: [deck.path])
        let sandbox = try Sandbox()
        let result = try sandbox.ok(["import", "anki", deck.path])
        #expect(result.stdout.hasPrefix("imported 2 card entries from Anki (\(deck.lastPathComponent)) in commit "))
        #expect(result.stdout.contains("\n1 attachment copied\n"))
        let bird = try sandbox.read("cards/genanki-words/새.md")
        #expect(bird.contains("category: Genanki-Words\n") && bird.contains("tags: [animal]\n"))
        #expect(bird.contains("imported: anki:genanki-bird\n"))
        #expect(bird.hasSuffix("---\na bird\n![](새/bird.png)\n"))
        #expect(try sandbox.bytes("cards/genanki-words/새/bird.png") == Self.png)
        let sky = try sandbox.read("cards/genanki-words/하늘을-나는-새.md")
        #expect(sky.contains("type: cloze\n") && sky.hasSuffix("---\n{{c1::하늘}}을 나는 {{c2::새}}\n"))
        #expect(try sandbox.ok(["review", "--due"]).stdout.contains("하늘을 나는 새 · c2"))
    }
}
