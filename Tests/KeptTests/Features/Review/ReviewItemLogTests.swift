import Foundation
import KeptGit
import Testing
@testable import Kept

/// Review items in the log: a reversed card's `reverse`, a cloze card's `c2`, each with its own
/// schedule; lines without `item` are the card's first item, so older logs read as before.
@Suite("Review items in the log")
struct ReviewItemLogTests {
    let t0 = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z

    func store(machine: String = "laptop-1a2b") throws -> TemporaryStore {
        let fixture = try TemporaryStore()
        try "\(machine)\n".write(toFile: fixture.store.absolutePath(MachineID.relativePath), atomically: true, encoding: .utf8)
        let kind = try fixture.store.kind(named: "card")
        _ = try fixture.store.add(kind, text: "---\ntitle: 먹다\nid: meokda01\ncategory: 동사\ntype: reversed\n---\nto eat\n")
        _ = try fixture.store.add(kind, text: "---\ntitle: 수도\nid: sudo0001\ncategory: 동사\ntype: cloze\n---\n{{c1::서울}}은 한국의 {{c2::수도}}, {{c3::부산::ㅂㅅ}}은 아니다.\n")
        _ = try fixture.store.add(kind, text: "---\ntitle: 가다\nid: gada0001\ncategory: 동사\n---\nto go\n")
        return fixture
    }

    @Test func aLineWithAnItemRoundTripsAndTheFastReaderReadsIt() throws {
        let r = ReviewRecord(card: "k3x9q2ab", item: "reverse", time: t0, grade: .good, machine: "m")
        #expect(r.line == #"{"card":"k3x9q2ab","item":"reverse","time":"2026-11-18T11:06:40Z","grade":3}"#)
        #expect(ReviewRecord.parseWritten(Array(r.line.utf8)[...], machine: "m") == r)
        #expect(ReviewRecord.parse(#"{"grade":3,"item":"reverse","card":"k3x9q2ab","time":"2026-11-18T11:06:40Z"}"#, machine: "m") == r)
        // An item that is no name is no review this kept can place.
        #expect(ReviewRecord.parse(#"{"card":"k","item":2,"time":"2026-11-18T11:06:40Z","grade":3}"#, machine: "m") == nil)
        #expect(ReviewRecord.parse(#"{"card":"k","item":"","time":"2026-11-18T11:06:40Z","grade":3}"#, machine: "m") == nil)
        let undo = ReviewUndo(card: "k3x9q2ab", item: "c2", time: t0.addingTimeInterval(5), undone: t0, machine: "m")
        #expect(undo.line == #"{"card":"k3x9q2ab","item":"c2","time":"2026-11-18T11:06:45Z","undo":"2026-11-18T11:06:40Z"}"#)
        #expect(ReviewUndo.parse(undo.line, machine: "m") == undo)
    }

    @Test func eachItemIsScheduledOnItsOwnAndWrittenWithItsName() throws {
        let fixture = try store()
        let store = fixture.store
        let deck = try CardDeck.load(store)
        #expect(deck.cards.map(\.title) == ["가다", "먹다", "수도"])
        #expect(deck.items.map { "\($0.title) \($0.item.name) \($0.logItem ?? "-")" }
            == ["가다 front -", "먹다 front -", "먹다 reverse reverse", "수도 c1 -", "수도 c2 c2", "수도 c3 c3"])
        let reverse = try #require(deck.items.first { $0.item == .reverse })
        #expect(reverse.question() == "to eat" && reverse.answer() == "먹다")
        let c3 = try #require(deck.items.first { $0.item == .cloze(3) })
        #expect(c3.question() == "서울은 한국의 수도, [ㅂㅅ]은 아니다.")
        #expect(c3.answer() == "서울은 한국의 수도, 부산은 아니다.")

        _ = try store.record(.good, card: reverse, at: t0)
        _ = try store.record(.again, card: c3, at: t0)
        _ = try store.record(.easy, card: try #require(deck.items.first { $0.item == .cloze(1) }), at: t0)

        #expect(try fixture.read(".kept/reviews/laptop-1a2b.jsonl") == """
            {"card":"meokda01","item":"reverse","time":"2026-11-18T11:06:40Z","grade":3}
            {"card":"sudo0001","item":"c3","time":"2026-11-18T11:06:40Z","grade":1}
            {"card":"sudo0001","time":"2026-11-18T11:06:40Z","grade":4}

            """)
        #expect(try store.history().prefix(3).map(\.summary)
            == ["cards: review 수도 · c1 (easy)", "cards: review 수도 · c3 (again)", "cards: review 먹다 · reverse (good)"])
        let after = try CardDeck.load(store)
        let states = Dictionary(uniqueKeysWithValues: after.items.map { ("\($0.title) \($0.item.name)", $0.state?.lastGrade) })
        #expect(states["먹다 front"] == .some(nil) && states["먹다 reverse"] == .good)
        #expect(states["수도 c1"] == .easy && states["수도 c2"] == .some(nil) && states["수도 c3"] == .again)
        let today = Day(t0)
        #expect(after.categories(today: today).map { "\($0.name) \($0.cards.count) \($0.items) \($0.due)" } == ["동사 3 6 3"])
    }

    @Test func undoTakesBackOnlyTheItemItNames() throws {
        let fixture = try store()
        let store = fixture.store
        let deck = try CardDeck.load(store)
        let front = deck.items[1], reverse = deck.items[2]
        _ = try store.record(.good, card: front, at: t0)
        _ = try store.record(.hard, card: reverse, at: t0)
        _ = try store.undoReview(of: reverse, reviewedAt: t0, at: t0.addingTimeInterval(3))
        #expect(try store.history().first?.summary == "cards: review 먹다 · reverse (undo)")
        let after = try CardDeck.load(store)
        #expect(after.items[1].state?.lastGrade == .good)
        #expect(after.items[2].state == nil)
    }

    /// A log written before items: every line is a card's first item, read and scheduled as it
    /// was, and a card that becomes reversed keeps that history on its front.
    @Test func oldLogsReadUnchanged() throws {
        let fixture = try store()
        let old = """
            {"card":"gada0001","time":"2026-11-18T11:06:40Z","grade":3}
            {"card":"meokda01","time":"2026-11-18T11:06:40Z","grade":4}
            {"card":"sudo0001","time":"2026-11-18T11:06:40Z","undo":"2026-11-10T00:00:00Z"}
            {"card":"gada0001","time":"2026-11-21T11:06:40Z","grade":1}

            """
        try fixture.write(".kept/reviews/desk-0001.jsonl", old)
        let records = try ReviewLog.all(in: fixture.store)
        #expect(records.allSatisfy { $0.item == nil } && records.count == 3)
        let schedule = try ReviewSchedule.load(fixture.store)
        #expect(Set(schedule.states.keys) == ["gada0001", "meokda01"])
        #expect(schedule.states["gada0001"]?.reviews == 2 && schedule.states["gada0001"]?.lapses == 1)
        let deck = try CardDeck.load(fixture.store)
        #expect(deck.items.first { $0.title == "먹다" && $0.item == .front }?.state?.lastGrade == .easy)
        #expect(deck.items.first { $0.item == .reverse }?.state == nil)
    }

    /// Two clones review different items of one card before syncing: each wrote only its own
    /// log, the merge is clean, and both see both items' schedules.
    @Test func twoMachinesReviewingDifferentItemsOfOneCardConverge() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kept-items-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let laptop = try Store(root: try Store.initialize(at: base + "/laptop").root)
        try "laptop-1a2b\n".write(toFile: laptop.absolutePath(MachineID.relativePath), atomically: true, encoding: .utf8)
        _ = try laptop.add(try laptop.kind(named: "card"), text: "---\ntitle: 수도\nid: sudo0001\ncategory: 동사\ntype: cloze\n---\n{{c1::서울}}은 한국의 {{c2::수도}}\n")
        try git(["clone", "-q", base + "/laptop", base + "/phone"], in: base)
        let phone = try Store(root: base + "/phone")
        try FileManager.default.createDirectory(atPath: phone.absolutePath(".kept/state"), withIntermediateDirectories: true)
        try "phone-9f8e\n".write(toFile: phone.absolutePath(MachineID.relativePath), atomically: true, encoding: .utf8)

        _ = try laptop.record(.good, card: try CardDeck.load(laptop).items[0], at: t0)
        _ = try phone.record(.again, card: try CardDeck.load(phone).items[1], at: t0.addingTimeInterval(60))

        try git(["pull", "-q", "--no-rebase", "--no-edit", base + "/laptop", "main"], in: phone.root)
        try git(["pull", "-q", "--no-rebase", "--no-edit", base + "/phone", "main"], in: laptop.root)
        #expect(try git(["ls-files", "--unmerged"], in: phone.root) == "")
        #expect(try git(["status", "--porcelain"], in: laptop.root) == "")
        for store in [laptop, phone] {
            let items = try CardDeck.load(store).items
            #expect(items.map { $0.state?.lastGrade } == [.good, .again])
        }
        #expect(try ReviewSchedule.load(laptop).states == ReviewSchedule.load(phone).states)
    }

    @Test func keptCheckNamesAnUnknownTypeWithItsLineAndReviewsTheCardAsBasic() throws {
        let fixture = try store()
        try fixture.write("cards/동사/살다.md", "---\ntitle: 살다\nid: salda001\ntype: reverse\ncategory: 동사\n---\nto live\n")
        _ = try fixture.store.commitOutsideEdits()
        let problems = CardCheck.unknownTypes(in: fixture.store)
        #expect(problems == [Message.of(KeptError.invalidField(path: "cards/동사/살다.md", line: 4,
            Message(.errorCardUnknownType, ["type": "reverse", "types": "basic, reversed, cloze"])))])
        #expect(try CardDeck.load(fixture.store).items.filter { $0.title == "살다" }.map(\.item) == [.front])
    }

    @discardableResult
    func git(_ args: [String], in folder: String) throws -> String {
        try ReviewLogTests().git(args, in: folder)
    }
}
