import Foundation
import Testing
@testable import Kept

/// `kept stats`: numbers checked against a store counted by hand, retention against a known
/// review log.
struct StatsCommandTests {
    /// Five dated diary entries and one undated; 21 words in all (counted by hand below).
    static func diaryStore() throws -> Sandbox {
        let sandbox = try Sandbox()
        let entries: [(String, String, String, String)] = [
            ("2025-03-03T09:15", "월요일 아침", "2025-03-03-a", "하나 둘 셋"),                     // Monday, 3 words
            ("2025-03-03T21:00", "Evening", "2025-03-03-b", "one two three four five"),           // Monday, 5
            ("2025-03-05T21:40", "수요일", "2025-03-05-c", "four words in here"),                  // Wednesday, 4
            ("2025-05-10", "No time", "2025-05-10-d", ""),                                         // Saturday, 0
            ("2026-01-01T21:05", "새해", "2026-01-01-e", "Happy new year, 새해 복 많이 받으세요!"), // Thursday, 7
        ]
        for (date, title, name, body) in entries {
            try sandbox.write("diary/\(date.prefix(4))/\(date.dropFirst(5).prefix(2))/\(name).md",
                              "---\ntitle: \(title)\ndate: \(date)\n---\n\(body)\n")
        }
        try sandbox.write("diary/undated.md", "---\ntitle: 날짜 없음\n---\na b\n")
        return sandbox
    }

    @Test func diaryNumbersMatchTheHandCount() throws {
        let sandbox = try Self.diaryStore()
        let json = try sandbox.ok(["stats", "diary", "--format", "json"])
        let stats = try JSONDecoder().decode(StoreStats.self, from: Data(json.stdout.utf8))
        let diary = try #require(stats.kind("diary"))
        #expect(stats.kinds.count == 1 && stats.cards == nil && stats.fridge == nil)
        #expect(diary.entries == 6 && diary.undated == 1)
        #expect(diary.years == [.init(year: 2025, entries: 4), .init(year: 2026, entries: 1)])
        #expect(diary.months.map(\.month) == ["2025-03", "2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09",
                                              "2025-10", "2025-11", "2025-12", "2026-01"])
        #expect(diary.months.map(\.entries) == [3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1])
        #expect(diary.words == 21)
        #expect(diary.weekdays.map(\.entries) == [2, 0, 1, 1, 0, 1, 0])
        #expect(diary.busiestWeekday == 1)
        #expect(diary.hours[9].entries == 1 && diary.hours[21].entries == 3 && diary.hours.map(\.entries).reduce(0, +) == 4)
        #expect(diary.busiestHour == 21)
        #expect(diary.longest == .init(path: "diary/2026/01/2026-01-01-e.md", title: "새해", words: 7))
        #expect(diary.streaks.longest == 1 && diary.streaks.longestFrom == Day(iso: "2025-03-03"))

        let table = try sandbox.ok(["stats", "diary"])
        #expect(table.stdout.hasPrefix("""
            diary  6 entries (1 without a date)
            entries per year
              2025  ██████████████████████████████████████████████████  4
              2026  ████████████▌                                       1
            entries per month (last 11)
              2025-03  ██████████████████████████████████████████████████  3
              2025-04                                                      0
              2025-05  ████████████████▋                                   1
            """), "\(table.stdout)")
        #expect(table.stdout.hasSuffix("""
            words written: 21
            busiest weekday: Monday (2)
            busiest hour: 21:00 (3)
            longest entry: 새해, 7 words (diary/2026/01/2026-01-01-e.md)
            current streak: 0 days · longest streak: 1 day (2025-03-03 – 2025-03-03)

            """), "\(table.stdout)")
        let korean = try sandbox.ok(["stats", "diary"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stdout.contains("가장 많이 쓴 요일: 월요일(2)\n가장 많이 쓴 시간: 21:00(3)\n"), "\(korean.stdout)")
        // Narrow terminals get shorter bars, never a wrapped row.
        let narrow = try sandbox.ok(["stats", "diary"], env: ["COLUMNS": "40"])
        #expect(narrow.lines.filter { $0.contains("█") }.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(narrow.stdout)")
    }

    /// Four cards and a log: A graded again twice on its first day (learning), B easy once
    /// (eight days away: in review), C easy then again (lapsed), D never (new); E's file is
    /// gone but its reviews still count.
    static let log = """
        {"card":"bbbb","time":"2026-09-01T01:00:00Z","grade":4}
        {"card":"eeee","time":"2026-09-10T01:00:00Z","grade":3}
        {"card":"eeee","time":"2026-09-12T01:00:00Z","grade":3}
        {"card":"eeee","time":"2026-09-20T01:00:00Z","grade":1}
        {"card":"aaaa","time":"2026-10-01T01:00:00Z","grade":1}
        {"card":"aaaa","time":"2026-10-01T05:00:00Z","grade":1}
        {"card":"eeee","time":"2026-10-03T01:00:00Z","grade":2}
        {"card":"cccc","time":"2026-10-05T01:00:00Z","grade":4}
        {"card":"cccc","time":"2026-10-20T01:00:00Z","grade":1}

        """

    static func cardStore() throws -> Sandbox {
        let sandbox = try Sandbox()
        for (id, title) in [("aaaa", "A"), ("bbbb", "B"), ("cccc", "C"), ("dddd", "D")] {
            try sandbox.write("cards/test/\(title).md", "---\ntitle: \(title)\nid: \(id)\ncategory: test\ncreated: 2026-08-01\n---\n\(title)\n")
        }
        try sandbox.write(".kept/reviews/machine.jsonl", log)
        return sandbox
    }

    @Test func retentionAndStatesFromAKnownLog() throws {
        let sandbox = try Self.cardStore()
        let json = try sandbox.ok(["stats", "card", "--format", "json"])
        let cards = try #require(try JSONDecoder().decode(StoreStats.self, from: Data(json.stdout.utf8)).cards)
        // Reviews of cards seen before: September E good, E again; October A again, E hard, C again.
        #expect(cards.retention == [.init(month: "2026-09", reviews: 2, recalled: 1, retention: 0.5),
                                    .init(month: "2026-10", reviews: 3, recalled: 1, retention: 0.333)])
        #expect(cards.states == CardStats.States(new: 1, learning: 1, review: 1, lapsed: 1))
        #expect(cards.reviews == 9)
        // Every reviewed card is overdue by now: all three fall on today.
        #expect(cards.dueForecast.count == 30 && cards.dueForecast[0].due == 3 && cards.dueForecast.map(\.due).reduce(0, +) == 3)
        let table = try sandbox.ok(["stats", "card"])
        #expect(table.stdout.contains("cards: 1 new · 1 learning · 1 in review · 1 lapsed\n"), "\(table.stdout)")
        #expect(table.stdout.contains("  2026-09  ████████████████████████▌                          50.0% of 2\n"), "\(table.stdout)")
        #expect(table.stdout.contains("  2026-10  ████████████████▍                                  33.3% of 3\n"), "\(table.stdout)")
    }

    @Test func reviewsPerDayAndTheForecastCountDays() throws {
        let records = Self.log.split(separator: "\n").map { ReviewRecord.parse(String($0), machine: "m")! }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let schedule = ReviewSchedule(records: records)
        let cards = ["aaaa", "bbbb", "cccc", "dddd"].map { id in
            Card(entry: Entry(path: "cards/t/\(id).md", kind: "card", document: EntryDocument(text: "---\nid: \(id)\n---\n")),
                 state: schedule.states[id])
        }
        let today = Day(iso: "2026-10-20")!
        let stats = CardStats(cards: cards, records: records, today: today, calendar: utc)
        #expect(stats.reviewsPerDay.first?.day == "2026-09-21" && stats.reviewsPerDay.last?.day == "2026-10-20")
        let busy = stats.reviewsPerDay.filter { $0.reviews > 0 }
        #expect(busy == [.init(day: "2026-10-01", reviews: 2), .init(day: "2026-10-03", reviews: 1),
                         .init(day: "2026-10-05", reviews: 1), .init(day: "2026-10-20", reviews: 1)])
        // A (due 2 October) and B (due 9 September) are overdue: today; C is due when its lapse says.
        let cDue = Day(schedule.states["cccc"]!.due, calendar: utc)
        #expect(stats.dueForecast[0].due == 2 + (cDue <= today ? 1 : 0))
        #expect(stats.dueForecast.first { $0.day == cDue.iso }?.due ?? 0 >= 1)
        #expect(stats.states == CardStats.States(new: 1, learning: 1, review: 1, lapsed: 1))
    }

    @Test func theFridgeCountsConsumedAndDiscardedPerMonth() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "우유", "--category", "유제품"])
        try sandbox.ok(["fridge", "add", "두부", "--category", "콩"])
        try sandbox.ok(["fridge", "add", "김치", "--category", "반찬"])
        try sandbox.ok(["fridge", "add", "깍두기", "--category", "반찬"])
        try sandbox.ok(["fridge", "consume", "우유"])
        try sandbox.ok(["fridge", "discard", "두부"])
        let json = try sandbox.ok(["stats", "fridge", "--format", "json"])
        let fridge = try #require(try JSONDecoder().decode(StoreStats.self, from: Data(json.stdout.utf8)).fridge)
        #expect(fridge.stocked == 2)
        #expect(fridge.categories == [.init(category: "반찬", items: 2)])
        #expect(fridge.months.count == 12 && fridge.months.last?.month == MonthKey.of(Day(Date())))
        #expect(fridge.months.last?.consumed == 1 && fridge.months.last?.discarded == 1)
        #expect(fridge.consumed == 1 && fridge.discarded == 1)
        let table = try sandbox.ok(["stats", "fridge"])
        #expect(table.stdout.contains("stock by category (2 items)\n  반찬  ##############################  2  100%\n"), "\(table.stdout)")
    }
}
