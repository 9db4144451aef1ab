import Foundation
import KeptGit
import Testing
@testable import Kept

/// The day's limits (new items and reviews per category, counted over every machine's log in the
/// local day), suspended cards and cards buried until tomorrow: what `kept review`, `kept cards`
/// and the phone leave out of the day.
@Suite("Cards: daily limits, suspended and buried cards")
struct DailyLimitsTests {
    let today = Day(year: 2026, month: 11, day: 22)

    /// A new item (never reviewed) made before `today`.
    func card(_ title: String, category: String = "동사", id: String? = nil, extra: String = "") -> Card {
        let entry = Entry(path: "cards/\(category)/\(title).md", kind: "card", document: EntryDocument(text:
            "---\ntitle: \(title)\nid: \(id ?? title)\ncategory: \(category)\ncreated: 2026-11-01\n\(extra)---\nbody\n"))
        return Card(entry: entry, state: nil)
    }

    /// Seoul's `hour` o'clock on `day` (UTC+9, no summer time).
    func at(_ day: Day, hour: Int, minute: Int = 0) -> Date {
        seoul.date(byAdding: .minute, value: hour * 60 + minute, to: day.start(in: seoul))!
    }

    /// A deck of `cards` whose logs hold `records`: the cards' states replayed from them.
    func deck(_ cards: [Card], records: [ReviewRecord] = [], buries: [ReviewBury] = [], limits: DailyLimits = DailyLimits()) -> CardDeck {
        let schedule = ReviewSchedule(records: records, buries: buries)
        return CardDeck(cards: cards.flatMap { Card.items(of: $0.entry, schedule: schedule) }, schedule: schedule, limits: limits)
    }

    @Test func newItemsStopAtTheLimitCountingEveryMachinesReviewsOfToday() {
        let cards = (1...6).map { card("c\($0)") }
        let limits = DailyLimits(all: .init(new: 4, reviews: 200))
        #expect(deck(cards, limits: limits).due(today: today, calendar: seoul).map(\.title) == ["c1", "c2", "c3", "c4"])
        // c1 first reviewed this morning on the laptop, c2 on the phone: two of today's four new.
        let records = [ReviewRecord(card: "c1", time: at(today, hour: 8), grade: .again, machine: "laptop"),
                       ReviewRecord(card: "c2", time: at(today, hour: 9), grade: .good, machine: "phone")]
        let day = deck(cards, records: records, limits: limits).today(today, calendar: seoul)
        #expect(day.items.map(\.title) == ["c3", "c4"])
        #expect(day.heldBack["동사"] == CardDeck.HeldBack(new: 2, reviews: 0, limit: .init(new: 4, reviews: 200)))
    }

    @Test func theDayEndsAtLocalMidnightNotUTCs() {
        let cards = (1...3).map { card("c\($0)") }
        let limits = DailyLimits(all: .init(new: 1, reviews: 200))
        // 23:30 yesterday in Seoul is 14:30 UTC: yesterday's, whatever UTC's date.
        let yesterday = [ReviewRecord(card: "c1", time: at(today.plus(days: -1), hour: 23, minute: 30), grade: .good, machine: "m")]
        #expect(deck(cards, records: yesterday, limits: limits).due(today: today, calendar: seoul).map(\.title) == ["c2"])
        // 00:30 today in Seoul is 15:30 UTC the day before: today's, so today's one new item is used.
        let early = [ReviewRecord(card: "c1", time: at(today, hour: 0, minute: 30), grade: .good, machine: "m")]
        #expect(deck(cards, records: early, limits: limits).due(today: today, calendar: seoul).isEmpty)
        #expect(deck(cards, records: early, limits: limits).due(today: today.plus(days: 1), calendar: seoul).map(\.title) == ["c2"])
    }

    @Test func reviewsStopAtTheirOwnLimitMostOverdueFirst() {
        let cards = (1...4).map { card("r\($0)") }
        // Each reviewed long ago (r1 first, so most overdue), so each is due again today.
        let long = (1...4).map { ReviewRecord(card: "r\($0)", time: at(Day(year: 2026, month: 1, day: $0), hour: 12), grade: .again, machine: "m") }
        let limits = DailyLimits(all: .init(new: 20, reviews: 3))
        #expect(deck(cards, records: long, limits: limits).due(today: today, calendar: seoul).map(\.title) == ["r1", "r2", "r3"])
        // One review already given today (r4, from another machine) counts against the three.
        let once = long + [ReviewRecord(card: "r4", time: at(today, hour: 7), grade: .good, machine: "phone")]
        let day = deck(cards, records: once, limits: limits).today(today, calendar: seoul)
        #expect(day.items.map(\.title) == ["r1", "r2"])
        #expect(day.heldBack["동사"]?.reviews == 1)
    }

    @Test func aCategoryCanHaveItsOwnLimits() throws {
        let config = try StoreConfig(text: """
            cards:
              review:
                new-per-day: 2
                categories:
                  지리:
                    new-per-day: 1
                  단어:
                    reviews-per-day: 50
            """)
        let limits = try DailyLimits(config: config)
        #expect(limits.limit(for: "동사") == .init(new: 2, reviews: 200))
        #expect(limits.limit(for: "지리") == .init(new: 1, reviews: 200))
        #expect(limits.limit(for: "단어") == .init(new: 2, reviews: 50))
        let cards = [card("a"), card("b"), card("c"), card("서울", category: "지리"), card("부산", category: "지리")]
        let sections = deck(cards, limits: limits).categories(today: today, calendar: seoul)
        #expect(sections.map { "\($0.name) \($0.due) \($0.heldBack?.new ?? 0)" } == ["동사 2 1", "지리 1 1"])
        #expect(try DailyLimits(config: StoreConfig(text: "")) == DailyLimits(all: .init(new: 20, reviews: 200)))
    }

    @Test func aLimitThatIsNoCountNamesItsLine() throws {
        let config = try StoreConfig(text: "cards:\n  review:\n    new-per-day: many\n")
        #expect(throws: KeptError.self) { try DailyLimits(config: config) }
        do {
            _ = try DailyLimits(config: config)
        } catch {
            #expect("\(error)".contains("config.yaml:3") && "\(error)".contains("new-per-day"), "\(error)")
        }
    }

    @Test func withBurySiblingsOneReviewedItemLeavesTheOthersForTomorrow() throws {
        let entry = Entry(path: "cards/지리/수도.md", kind: "card", document: EntryDocument(text:
            "---\ntitle: 수도\nid: sudo0001\ncategory: 지리\ncreated: 2026-11-01\ntype: cloze\n---\n{{c1::서울}}은 {{c2::수도}}\n"))
        let cards = [Card(entry: entry, state: nil)]
        let c2 = [ReviewRecord(card: "sudo0001", item: "c2", time: at(today, hour: 9), grade: .good, machine: "phone")]
        #expect(deck(cards, records: c2).due(today: today, calendar: seoul).map(\.item.name) == ["c1"])
        let on = try DailyLimits(config: StoreConfig(text: "cards:\n  review:\n    bury-siblings: true\n"))
        #expect(on.burySiblings && !DailyLimits().burySiblings)
        #expect(deck(cards, records: c2, limits: on).due(today: today, calendar: seoul).isEmpty)
        #expect(deck(cards, records: c2, limits: on).due(today: today.plus(days: 1), calendar: seoul).map(\.item.name) == ["c1"])
        #expect(throws: KeptError.self) { try DailyLimits(config: StoreConfig(text: "cards:\n  review:\n    bury-siblings: often\n")) }
    }

    @Test func aSuspendedCardIsNeverDueNorNext() {
        let cards = [card("a"), card("b", extra: "suspended: true\n")]
        let deck = deck(cards)
        #expect(deck.due(today: today, calendar: seoul).map(\.title) == ["a"])
        #expect(deck.cards[1].isSuspended && !deck.cards[0].isSuspended)
        // Reviewed a day before `a`, `b` would come back first; suspended, it is never next.
        let reviewed = self.deck(cards, records: [ReviewRecord(card: "a", time: at(today, hour: 12), grade: .good, machine: "m"),
                                                  ReviewRecord(card: "b", time: at(today.plus(days: -1), hour: 12), grade: .good, machine: "m")])
        #expect(reviewed.nextDue(after: today, calendar: seoul)?.card.title == "a")
        #expect(!card("c", extra: "suspended: false\n").isSuspended)
    }

    @Test func aBuriedCardLeavesTheDayWithEveryItemAndComesBackTomorrow() {
        let reversed = card("먹다", id: "meokda01", extra: "type: reversed\n")
        let cards = [card("a"), reversed]
        let bury = ReviewBury(card: "meokda01", time: at(today, hour: 10), machine: "phone")
        #expect(deck(cards).due(today: today, calendar: seoul).count == 3)
        let buried = deck(cards, buries: [bury])
        #expect(buried.due(today: today, calendar: seoul).map(\.title) == ["a"])
        #expect(buried.today(today, calendar: seoul).buried == ["meokda01"])
        #expect(buried.due(today: today.plus(days: 1), calendar: seoul).map { $0.title + " " + $0.item.name }
            == ["a front", "먹다 front", "먹다 reverse"])
    }

    @Test func buryLinesAreReadBesideReviewsAndUndoes() throws {
        let bury = ReviewBury(card: "k3x9q2ab", time: Date(timeIntervalSince1970: 1_795_000_000), machine: "m")
        #expect(bury.line == #"{"card":"k3x9q2ab","time":"2026-11-18T11:06:40Z","bury":true}"#)
        #expect(ReviewBury.parse(bury.line, machine: "m") == bury)
        #expect(ReviewBury.parse(#"{"bury":true,"time":"2026-11-18T11:06:40Z","card":"k3x9q2ab"}"#, machine: "m") == bury)
        #expect(ReviewBury.parse(#"{"card":"k","time":"2026-11-18T11:06:40Z","bury":false}"#, machine: "m") == nil)
        #expect(ReviewBury.parse(#"{"card":"k","time":"2026-11-18","bury":true}"#, machine: "m") == nil)

        let fixture = try TemporaryStore()
        let store = fixture.store
        try store.writeFile("""
            {"card":"k3x9q2ab","time":"2026-11-18T11:06:40Z","grade":3}
            {"card":"k3x9q2ab","time":"2026-11-18T11:06:45Z","bury":true}
            {"card":"other","time":"2026-11-18T11:07:00Z","grade":1}

            """, at: ReviewLog.path(machine: "laptop"))
        let log = try ReviewLog.load(store)
        #expect(log.records.map(\.card) == ["k3x9q2ab", "other"])
        #expect(log.buries == [ReviewBury(card: "k3x9q2ab", time: Date(timeIntervalSince1970: 1_795_000_005), machine: "laptop")])
        #expect(try ReviewLog.all(in: store).count == 2)
        // A line that is neither is still an error naming its file and line.
        try store.writeFile("{\"card\":\"k\",\"time\":\"2026-11-18T11:06:40Z\",\"bury\":\"yes\"}\n", at: ReviewLog.path(machine: "phone"))
        #expect(throws: KeptError.self) { try ReviewLog.load(store) }
    }

    @Test func theStoreBuriesSuspendsAndUnsuspendsWithOneCommitEach() throws {
        let fixture = try TemporaryStore()
        let store = fixture.store
        try "laptop-1a2b\n".write(toFile: store.absolutePath(MachineID.relativePath), atomically: true, encoding: .utf8)
        let kind = try store.kind(named: "card")
        _ = try store.add(kind, text: "---\ntitle: 먹다\nid: meokda01\ncategory: 동사\ntype: reversed\n---\nto eat\n")
        _ = try store.add(kind, text: "---\ntitle: 가다\nid: gada0001\ncategory: 동사\n---\nto go\n")
        let deck = try CardDeck.load(store)
        let today = Day(Date())
        #expect(deck.due(today: today).count == 3)
        _ = try store.bury(try #require(deck.cards.first { $0.title == "먹다" }))
        #expect(try CardDeck.load(store).due(today: today).map(\.title) == ["가다"])
        let log = try store.text(at: ReviewLog.path(machine: "laptop-1a2b"))
        #expect(log.hasPrefix(#"{"card":"meokda01","time":"#) && log.hasSuffix("\"bury\":true}\n"), "\(log)")

        let path = try #require(deck.cards.first { $0.title == "가다" }).path
        let suspended = try store.setSuspended(path, true)
        #expect(suspended.commit != nil && suspended.message == "cards: suspend 가다")
        #expect(try store.text(at: path).contains("\nsuspended: true\n"))
        #expect(try CardDeck.load(store).due(today: today).isEmpty)
        #expect(try store.setSuspended(path, true).commit == nil)
        let back = try store.setSuspended(path, false)
        #expect(back.commit != nil && back.message == "cards: unsuspend 가다")
        #expect(try !store.text(at: path).contains("suspended"))
        #expect(try CardDeck.load(store).due(today: today).map(\.title) == ["가다"])
    }
}
