import Foundation
import KeptGit
import Testing
@testable import Kept

@Suite("Every change is one commit, only when something changed")
struct StoreChangeTests {
    let fixture: TemporaryStore
    var store: Store { fixture.store }

    init() throws { fixture = try TemporaryStore() }

    func messages() throws -> [String] { try store.history().map(\.summary) }

    func add(_ kind: String, _ title: String, _ assignments: [String] = [], body: String? = nil) throws -> Change {
        let kind = try store.kind(named: kind)
        let request = NewEntry(title: title, date: PersonDate(day: Day(year: 2026, month: 11, day: 22), time: (9, 14)),
                               assignments: try assignments.map(FieldAssignment.parse), body: body)
        return try store.add(kind, text: try store.draft(kind, request, now: sundayMorning), now: sundayMorning)
    }

    @Test func newEntriesAreFiledAndCommitted() throws {
        #expect(try add("diary", "첫눈", body: "눈이 왔다").path == "diary/2026/11/2026-11-22-첫눈.md")
        #expect(try add("card", "살다", ["category=동사"]).path == "cards/동사/살다.md")
        #expect(try add("fridge", "김치", ["expires=2026-12-01", "quantity=2"]).path == "fridge/other/김치.md")
        #expect(try messages() == ["fridge: add 김치", "cards: add 살다", "diary: add 2026-11-22 첫눈", "kept: init store"])
        let diary = try fixture.read("diary/2026/11/2026-11-22-첫눈.md")
        #expect(diary.contains("title: 첫눈\n"))
        #expect(diary.hasSuffix("---\n눈이 왔다\n"))
    }

    @Test func collisionsAndTraversalStayInside() throws {
        #expect(try add("card", "same", ["category=a"]).path == "cards/a/same.md")
        #expect(try add("card", "same", ["category=a"]).path == "cards/a/same-2.md")
        #expect(try add("card", "same", ["category=a"]).path == "cards/a/same-3.md")
        #expect(try add("card", "../../x", ["category=../../etc"]).path == "cards/etc/x.md")
        #expect(try add("card", "a/b", ["category=/abs"]).path == "cards/abs/ab.md")
        let long = try add("card", String(repeating: "가", count: 60), ["category=a"]).path
        #expect((long as NSString).lastPathComponent.utf8.count <= 80)
        let longAgain = try add("card", String(repeating: "가", count: 60), ["category=a"]).path
        #expect(longAgain != long && (longAgain as NSString).lastPathComponent.utf8.count <= 80)
    }

    @Test func untitledEntries() throws {
        #expect(try add("diary", "").path == "diary/2026/11/2026-11-22.md")
        #expect(throws: KeptError.self) { try add("card", "") }
    }

    @Test func setChangesOneLineAndSaysWhat() throws {
        let path = try add("fridge", "김치", ["quantity=2", "expires=2026-12-01"]).path
        let before = try fixture.read(path)
        let change = try store.set(path, [FieldAssignment(key: "quantity", value: "1")])
        #expect(change.message == "fridge: set 김치 quantity 2 → 1")
        let after = try fixture.read(path)
        let diff = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
        #expect(diff.count == 1 && diff[0].1 == "quantity: 1")
        #expect(try messages().first == "fridge: set 김치 quantity 2 → 1")

        // Setting the same value again changes nothing and commits nothing.
        let count = try messages().count
        #expect(try store.set(path, [FieldAssignment(key: "quantity", value: "1")]).commit == nil)
        #expect(try messages().count == count)
    }

    @Test func setAndRestoreSayWhatChangedAsValuesNotAMessageToTakeApart() throws {
        let path = try add("diary", "첫눈: 눈", body: "눈이 왔다").path
        let change = try store.set(path, [FieldAssignment(key: "mood", value: "glad"), FieldAssignment(key: "weather", value: "snow")])
        #expect(change.summary == ChangeSummary(verb: "set", entry: "2026-11-22 첫눈: 눈",
                                                details: ["mood (none) → glad", "weather (none) → snow"]))
        #expect(change.summary?.text == "set 2026-11-22 첫눈: 눈 mood (none) → glad, weather (none) → snow")
        #expect(change.message == "diary: " + (change.summary?.text ?? ""))
        // Nothing changed: still said, for a command that wants to.
        #expect(try store.set(path, [FieldAssignment(key: "mood", value: "glad")]).summary?.verb == "set")

        let restored = try store.restore(path, at: "HEAD~1")
        let summary = try #require(restored.summary)
        #expect(summary.verb == "restore" && summary.entry == "2026-11-22 첫눈: 눈")
        #expect(summary.details.count == 1 && summary.details[0].hasPrefix("from "))
        #expect(restored.message == "diary: " + summary.text)
    }

    @Test func setParsesTypedValues() throws {
        let path = try add("fridge", "우유").path
        _ = try store.set(path, [try FieldAssignment.parse("expires=2026-12-03"), try FieldAssignment.parse("tags=dairy, cold")])
        let entry = try store.entry(at: path)
        #expect(entry.fields["expires"]?.text == "2026-12-03")
        #expect(entry.tags == ["dairy", "cold"])
        #expect(throws: KeptError.self) { try store.set(path, [FieldAssignment(key: "quantity", value: "lots")]) }
        #expect(throws: KeptError.self) { try store.set(path, [FieldAssignment(key: "expires", value: "soon")]) }
        #expect(throws: (any Error).self) { try FieldAssignment.parse("bad key=1") }
    }

    @Test func setCategoryMovesTheCard() throws {
        let path = try add("card", "살다", ["category=동사"]).path
        let change = try store.set(path, [FieldAssignment(key: "category", value: "verbs")])
        #expect(change.path == "cards/verbs/살다.md")
        #expect(!FileManager.default.fileExists(atPath: store.absolutePath(path)))
        #expect(!FileManager.default.fileExists(atPath: store.absolutePath("cards/동사")))
    }

    @Test func moveRetitlesAndHistoryFollows() throws {
        let path = try add("card", "hello", ["category=en"]).path
        let change = try store.move(path, toTitle: "Hello there")
        #expect(change.path == "cards/en/hello-there.md")
        #expect(change.message == "cards: rename hello → Hello there")
        let history = try store.history(of: change.path)
        #expect(history.map(\.summary) == ["cards: rename hello → Hello there", "cards: add hello"])
        #expect(history.last?.path == "cards/en/hello.md")
    }

    @Test func removeCommitsAndHistoryRemains() throws {
        let path = try add("card", "살다", ["category=동사"]).path
        #expect(try store.remove(path).message == "cards: remove 살다")
        #expect(!FileManager.default.fileExists(atPath: store.absolutePath(path)))
        #expect(try store.history(of: path).map(\.summary) == ["cards: remove 살다", "cards: add 살다"])
    }

    @Test func replaceRefusesBrokenTextAndKeepsTheFile() throws {
        let path = try add("card", "살다", ["category=동사"]).path
        let before = try fixture.read(path)
        #expect(throws: KeptError.self) { try store.replace(path, with: "---\ntitle: [x\n---\n") }
        #expect(throws: KeptError.self) { try store.replace(path, with: "---\ntitle: a\ncreated: someday\n---\n") }
        #expect(try fixture.read(path) == before)
        #expect(try store.replace(path, with: before).commit == nil)
        #expect(try store.replace(path, with: before + "more\n").message == "cards: edit 살다")
    }

    @Test func editThatChangesTheCategoryMovesTheFileButATitleDoesNot() throws {
        let path = try add("card", "살다", ["category=동사"]).path
        let retitled = try fixture.read(path).replacingOccurrences(of: "title: 살다", with: "title: 살아가다")
        #expect(try store.replace(path, with: retitled).path == path)
        let recategorised = retitled.replacingOccurrences(of: "category: 동사", with: "category: verbs")
        let change = try store.replace(path, with: recategorised)
        #expect(change.path == "cards/verbs/살아가다.md")  // refiled where kept would file it now
        #expect(change.message == "cards: edit 살아가다")
        #expect(!FileManager.default.fileExists(atPath: store.absolutePath(path)))
        #expect(try store.history(of: change.path).map(\.summary) == ["cards: edit 살아가다", "cards: edit 살아가다", "cards: add 살다"])
    }

    @Test func outsideEditsAreCommittedOnce() throws {
        let path = try add("card", "살다", ["category=동사"]).path
        try fixture.write(path, try fixture.read(path) + "added elsewhere\n")
        let change = try #require(try store.commitOutsideEdits())
        #expect(change.message == "cards: edit 살다 (outside kept)")
        #expect(try store.commitOutsideEdits() == nil)
        try fixture.write("cards/a/new.md", "---\ntitle: new\n---\n")
        try FileManager.default.removeItem(atPath: store.absolutePath(path))
        let both = try #require(try store.commitOutsideEdits())
        #expect(both.message.hasPrefix("commit 2 changes made outside kept"))
    }

    @Test func filesThatAreNotUTF8AreListedButNeverRewritten() throws {
        var bytes = Array("---\ntitle: old\n---\nline one\n".utf8)
        bytes += [0xB1, 0xE8, 0xC4, 0xA1, 0x0A]  // 김치 in EUC-KR
        let full = store.absolutePath("cards/old/euc-kr.md")
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        let entry = try #require(StoreIndex.load(store).entries.first { $0.path == "cards/old/euc-kr.md" })
        #expect(entry.problem?.line == 5 && entry.problem?.column == 1)
        #expect(store.check().problems.first?.hasPrefix("cards/old/euc-kr.md:5:1: the file is not UTF-8 text") == true)
        #expect(throws: KeptError.self) { try store.set("cards/old/euc-kr.md", [FieldAssignment(key: "title", value: "x")]) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: full)) == Data(bytes))
    }

    @Test func checkNamesProblems() throws {
        _ = try add("card", "good", ["category=a"])
        #expect(store.check().isClean)
        try fixture.write("cards/a/bad.md", "---\ntitle: ok\ncreated: someday\n---\n")
        try fixture.write("cards/a/worse.md", "---\ntitle: [\n---\n")
        let report = store.check()
        #expect(report.problems.count == 2)
        #expect(report.problems.contains { $0.hasPrefix("cards/a/bad.md:3:10: `created: someday` is not a date") })
        #expect(report.problems.contains { $0.hasPrefix("cards/a/worse.md:3:1: ") })
        #expect(report.notes.count == 1)  // the two files are not committed
    }
}

@Suite("kept init adopts what is already there")
struct StoreInitTests {
    @Test func adoptsExistingEntriesUntouched() throws {
        let text = "---\ntitle: old\nweird_key: [1, 2]\n---\nbody\n"
        let fixture = try TemporaryStore(files: ["diary/2020/01/old.md": text, "notes/other.md": "not a kind"])
        #expect(try fixture.read("diary/2020/01/old.md") == text)
        let repository = try Repository.open(at: fixture.root)
        #expect(try repository.history().map(\.summary) == ["kept: init store, adopt 1 entry"])
        #expect(try repository.changes().map(\.path) == ["notes/"] || repository.changes().map(\.path) == ["notes/other.md"])
        #expect(try repository.currentBranch() == "main")
        #expect(try fixture.read(".gitignore") == ".kept/state/\n.kept/cache/\n")
        let again = try Store.initialize(at: fixture.root)
        #expect(again.alreadyStore)
    }

    @Test func aGitignoreThatIsNotTextIsNeverOverwritten() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kept-ignore-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        let bytes = Data([0x2A, 0x2E, 0x6F, 0x0A, 0xB1, 0xE8, 0x0A])  // "*.o", then EUC-KR bytes
        try bytes.write(to: URL(fileURLWithPath: base + "/.gitignore"))
        #expect(throws: KeptError.self) { try Store.initialize(at: base) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: base + "/.gitignore")) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: base) == [".gitignore"])  // nothing half made
    }

    @Test func adoptsAnExistingRepository() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kept-adopt-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let repository = try Repository.create(at: base, initialBranch: "trunk")
        try "node_modules/\n".write(toFile: base + "/.gitignore", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: base + "/cards/x", withIntermediateDirectories: true)
        try "---\ntitle: a\n---\n".write(toFile: base + "/cards/x/a.md", atomically: true, encoding: .utf8)
        try repository.commit(paths: [".gitignore"], message: "earlier work")
        let report = try Store.initialize(at: base)
        #expect(report.adoptedRepository && report.adoptedEntries == ["cards/x/a.md"])
        #expect(try repository.history().map(\.summary) == ["kept: init store, adopt 1 entry", "earlier work"])
        #expect(try String(contentsOfFile: base + "/.gitignore", encoding: .utf8) == "node_modules/\n.kept/state/\n.kept/cache/\n")
    }
}
