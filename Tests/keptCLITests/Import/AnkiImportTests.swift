import Foundation
import Kept
import ReferenceTools
import Testing

/// Whether the reference environment has ankitects' `anki`.
enum AnkiLibrary {
    static let available = ReferencePython.available && (try? ReferencePython.run("import anki")) != nil
    /// Whether Debian's `zstd` is there, which packages in Anki's current format need.
    static let zstd = FileManager.default.isExecutableFile(atPath: "/usr/bin/zstd")
}

/// `kept import anki`: packages built by Anki's own library (PyPI `anki`, through
/// Tests/Fixtures/anki/make_anki_packages.py) and hostile ones built by hand with zipfile.
@Suite("kept import anki", .tags(.slow), .fullSuiteOnly, .enabled(if: AnkiLibrary.available, "the reference environment lacks `anki`: run `make references`"))
struct AnkiImportTests {
    /// The packages and what Anki says they hold, made once for the suite.
    static let fixture: Result<URL, Error> = Result {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kept-anki-\(UUID().uuidString.prefix(8))")
        TemporaryFolders.removeAtExit(folder.path)
        let script = try String(contentsOfFile: ReferencePython.packageRoot + "/Tests/Fixtures/anki/make_anki_packages.py", encoding: .utf8)
        _ = try ReferencePython.run(script, arguments: [folder.path])
        return folder
    }

    struct Expected: Decodable {
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
            let queue: Int
            let revlog: [Row]
        }
        struct Row: Decodable { let id: Int64; let ease: Int; let type: Int }
        let notes: [Note]
        let media: [String: String]
    }

    static func expected() throws -> Expected {
        try JSONDecoder().decode(Expected.self, from: Data(contentsOf: fixture.get().appendingPathComponent("expected.json")))
    }

    /// The card file holding `imported: anki:<guid>`.
    static func card(_ sandbox: Sandbox, guid: String) throws -> (path: String, text: String) {
        let files = try FileManager.default.subpathsOfDirectory(atPath: sandbox.url("cards").path).filter { $0.hasSuffix(".md") }
        for file in files {
            let text = try sandbox.read("cards/" + file)
            if text.contains("imported: \(YAMLScalar.renderText("anki:" + guid))\n") { return ("cards/" + file, text) }
        }
        throw ReferenceFailure("no card imported from note \(guid) among \(files)")
    }

    @Test func aLegacyPackageBecomesCardsWithTheirHistory() throws {
        try Self.importsTheCollection("legacy.apkg")
    }

    /// Anki's default since 2.1.50: zstd and protobuf around a schema-18 collection, with an
    /// old-format collection beside it whose one note (asking to upgrade Anki) is not imported.
    @Test(.enabled(if: AnkiLibrary.zstd, "needs zstd (apt install zstd)"))
    func aCurrentPackageBecomesTheSameCards() throws {
        try Self.importsTheCollection("new.apkg")
    }

    /// Imports the package `name` of the fixture and checks it against what Anki says it holds.
    static func importsTheCollection(_ name: String) throws {
        let package = try Self.fixture.get().appendingPathComponent(name)
        let expected = try Self.expected()
        let sandbox = try Sandbox()
        let result = try sandbox.ok(["import", "anki", package.path])
        let commit = try sandbox.history().first!
        #expect(result.stdout == """
            imported 6 card entries from Anki (\(name)) in commit \(commit.id.short)
            1 attachment copied
            8 reviews carried over into this machine's review log
            1 note of another note type (Vocab (1)): its first field is the title, the others are in the body under their names
            1 review log row that was no answer (Set Due Date, Forget, rescheduling) left out
            1 review of a second or later card of a note type kept has no item for left out

            """)
        #expect(try sandbox.messages() == ["import: 6 card entries from Anki (\(name))", "kept: init store"])

        let notes = Dictionary(expected.notes.map { ($0.type, $0) }) { first, _ in first }
        let basic = try Self.card(sandbox, guid: notes["Basic"]!.guid)
        #expect(basic.path == "cards/한국어-동사/가다.md")
        #expect(basic.text.contains("title: 가다\n"))
        #expect(basic.text.contains("category: 한국어-동사\n"))
        #expect(basic.text.contains("tags: [verb, 한국어]\n"))
        #expect(basic.text.hasSuffix("---\nto **go**\n가요 & 갑니다\n"))

        let reversed = try Self.card(sandbox, guid: notes["Basic (and reversed card)"]!.guid)
        #expect(reversed.text.contains("type: reversed\n") && reversed.text.hasSuffix("---\nto eat\n"))
        let optional = try Self.card(sandbox, guid: notes["Basic (optional reversed card)"]!.guid)
        #expect(optional.text.contains("type: reversed\n"))
        let cloze = try Self.card(sandbox, guid: notes["Cloze"]!.guid)
        #expect(cloze.path == "cards/default/서울은-한국의-수도이다.md")
        #expect(cloze.text.contains("category: Default\n"))
        #expect(cloze.text.contains("type: cloze\n"))
        #expect(cloze.text.hasSuffix("---\n{{c1::서울}}은 한국의 {{c2::수도}}이다\n\n*capital*\n"))
        let other = try Self.card(sandbox, guid: notes["Vocab"]!.guid)
        #expect(other.text.hasSuffix("---\n## Back\n\nto read\n\n## Example\n\n책을 읽어요\n"))

        // The picture: its bytes, linked from the card, and the suspended card says so.
        let picture = try Self.card(sandbox, guid: expected.notes[1].guid)
        #expect(picture.text.contains("suspended: true\n"))
        let folder = String(picture.path.dropLast(3))
        let copied = try FileManager.default.contentsOfDirectory(atPath: sandbox.url(folder).path)
        #expect(copied.count == 1)
        let bytes = try sandbox.bytes(folder + "/" + copied[0])
        #expect(bytes == Data(base64Encoded: expected.media.values.first ?? ""))
        #expect(picture.text.contains("![](\((folder as NSString).lastPathComponent)/\(copied[0]))"))

        // The first card's answers, as Anki recorded them, in this machine's log.
        let logs = try FileManager.default.contentsOfDirectory(atPath: sandbox.url(".kept/reviews").path)
        #expect(logs.count == 1)
        let lines = try sandbox.read(".kept/reviews/" + logs[0]).split(separator: "\n").map(String.init)
        let id = try #require(basic.text.firstMatch(of: /\nid: ([a-z0-9]+)\n/)?.output.1)
        let basicRows = notes["Basic"]!.cards[0].revlog
        let basicLines = lines.filter { $0.contains("\"card\":\"\(id)\"") }
        #expect(basicLines == basicRows.map { row in
            "{\"card\":\"\(id)\",\"time\":\"\(Self.utc(row.id))\",\"grade\":\(row.ease)}"
        })
        #expect(lines.count == 8)
        // A reversed note's back → front and a cloze note's later clozes are review items:
        // each card's answers go to its item (`reverse`, `c<N>`), the first card's to none.
        for (type, itemOf) in [("Basic (and reversed card)", { (ord: Int) in ord == 0 ? nil : "reverse" }),
                               ("Cloze", { (ord: Int) in ord == 0 ? nil : "c\(ord + 1)" })] {
            let note = notes[type]!
            let card = try Self.card(sandbox, guid: note.guid)
            let id = try #require(card.text.firstMatch(of: /\nid: ([a-z0-9]+)\n/)?.output.1)
            for each in note.cards {
                let item = itemOf(each.ord).map { "\"item\":\"\($0)\"," } ?? ""
                let answers = each.revlog.filter { (0...3).contains($0.type) && (1...4).contains($0.ease) }
                let written = lines.filter { $0.hasPrefix("{\"card\":\"\(id)\",\(item)\"time\"") }
                #expect(written == answers.map { "{\"card\":\"\(id)\",\(item)\"time\":\"\(Self.utc($0.id))\",\"grade\":\($0.ease)}" }, "\(type) ord \(each.ord)")
            }
        }

        // Reviewed cards are not due today; the ones never answered are.
        let due = try sandbox.ok(["review", "--due"]).stdout
        #expect(!due.contains("가다"))
        #expect(due.split(separator: "\n").contains { $0.hasPrefix("new  한국어-동사  자다 ") })

        // A second import recognises every note.
        let again = try sandbox.ok(["import", "anki", package.path])
        #expect(again.stdout == "nothing new to import from Anki (\(name))\n6 entries already imported, skipped\n")
        #expect(try sandbox.read(".kept/reviews/" + logs[0]).split(separator: "\n").count == 8)
        #expect(try sandbox.messages().count == 2)
    }

    @Test func aCollectionPackageIsReadAlike() throws {
        try Self.readsTheCollectionPackage("legacy.colpkg")
    }

    @Test(.enabled(if: AnkiLibrary.zstd, "needs zstd (apt install zstd)"))
    func aCurrentCollectionPackageIsReadAlike() throws {
        try Self.readsTheCollectionPackage("new.colpkg")
    }

    static func readsTheCollectionPackage(_ name: String) throws {
        let package = try Self.fixture.get().appendingPathComponent(name)
        let sandbox = try Sandbox()
        let result = try sandbox.ok(["import", "anki", package.path])
        #expect(result.stdout.hasPrefix("imported 6 card entries from Anki (\(name)) in commit "))
        #expect(result.stdout.contains("\n1 attachment copied\n8 reviews carried over into this machine's review log\n"))
        #expect(sandbox.exists("cards/default/서울은-한국의-수도이다.md"))
    }

    /// The same collection exported both ways is the same store: every card file, attachment,
    /// review (by card and item) and what is due.
    @Test(.enabled(if: AnkiLibrary.zstd, "needs zstd (apt install zstd)"))
    func theCurrentFormatImportsAsTheLegacyOne() throws {
        let stores = try ["legacy.apkg", "new.apkg"].map { name in
            let sandbox = try Sandbox()
            _ = try sandbox.ok(["import", "anki", try Self.fixture.get().appendingPathComponent(name).path])
            return try Self.contents(sandbox)
        }
        #expect(stores[0].files.count == 7)
        #expect(stores[0].reviews.count == 8)
        #expect(stores[0].files == stores[1].files)
        #expect(stores[0].reviews == stores[1].reviews)
        #expect(stores[0].due == stores[1].due)
        // Each item's schedule, FSRS's replay of those reviews: when it is due, after how many.
        #expect(stores[0].schedule.count == 6)
        #expect(stores[0].schedule == stores[1].schedule)
    }

    /// The store's cards and attachments (each card's `id` as its path), its review log with
    /// the card named by path, `kept review --due` and `kept cards`, and each item's schedule.
    static func contents(_ sandbox: Sandbox) throws -> (files: [String: Data], reviews: [String], due: String, schedule: [String: ReviewSchedule.State]) {
        var files: [String: Data] = [:]
        var ids: [String: String] = [:]
        for file in try FileManager.default.subpathsOfDirectory(atPath: sandbox.url("cards").path) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sandbox.url("cards/" + file).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            var bytes = try sandbox.bytes("cards/" + file)
            if file.hasSuffix(".md"), let text = String(data: bytes, encoding: .utf8), let id = text.firstMatch(of: /\nid: ([a-z0-9]+)\n/)?.output.1 {
                ids[String(id)] = file
                bytes = Data(text.replacingOccurrences(of: "\nid: \(id)\n", with: "\nid: <\(file)>\n").utf8)
            }
            files[file] = bytes
        }
        let logs = try FileManager.default.contentsOfDirectory(atPath: sandbox.url(".kept/reviews").path)
        var reviews: [String] = []
        for log in logs {
            for line in try sandbox.read(".kept/reviews/" + log).split(separator: "\n") {
                var line = String(line)
                for (id, file) in ids { line = line.replacingOccurrences(of: "\"card\":\"\(id)\"", with: "\"card\":\"<\(file)>\"") }
                reviews.append(line)
            }
        }
        var due = try sandbox.ok(["review", "--due"]).stdout + sandbox.ok(["cards"]).stdout
        for (id, file) in ids { due = due.replacingOccurrences(of: id, with: "<\(file)>") }
        var schedule: [String: ReviewSchedule.State] = [:]
        for (key, state) in try ReviewSchedule.load(try Store(root: sandbox.store.path)).states {
            let id = String(key.prefix { $0 != "#" })
            schedule[(ids[id] ?? id) + key.dropFirst(id.count)] = state
        }
        return (files, reviews.sorted(), due, schedule)
    }

    static func utc(_ milliseconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds / 1000)))
    }
}
