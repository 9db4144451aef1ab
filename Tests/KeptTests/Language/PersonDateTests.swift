import Foundation
import Testing
@testable import Kept

@Suite("Dates as people type them")
struct PersonDateTests {
    func day(_ text: String) throws -> String {
        try PersonDate.parse(text, now: sundayMorning, calendar: seoul).day.iso
    }

    @Test("Grammar (today is Sunday 2026-11-22)", arguments: [
        ("2026-11-22", "2026-11-22"), ("2026-1-5", "2026-01-05"), ("today", "2026-11-22"), ("오늘", "2026-11-22"),
        ("yesterday", "2026-11-21"), ("tomorrow", "2026-11-23"), ("어제", "2026-11-21"),
        ("+3d", "2026-11-25"), ("-2w", "2026-11-08"), ("+1m", "2026-12-22"), ("-1y", "2025-11-22"),
        ("monday", "2026-11-23"), ("sunday", "2026-11-29"), ("last monday", "2026-11-16"),
        ("last sunday", "2026-11-15"), ("next friday", "2026-11-27"), ("Saturday", "2026-11-28"),
    ])
    func grammar(input: String, expected: String) throws {
        #expect(try day(input) == expected)
    }

    @Test func timeIsKept() throws {
        let date = try PersonDate.parse("2026-11-20T09:14", now: sundayMorning, calendar: seoul)
        #expect(date.day.iso == "2026-11-20")
        #expect(date.time?.hour == 9 && date.time?.minute == 14)
        #expect(DateText.iso(date.instant(now: sundayMorning, calendar: seoul), timeZone: seoul.timeZone) == "2026-11-20T09:14:00+09:00")
    }

    @Test func dayWithoutTimeIsNowForTodayAndNineOtherwise() throws {
        let today = try PersonDate.parse("today", now: sundayMorning, calendar: seoul)
        #expect(today.instant(now: sundayMorning, calendar: seoul) == sundayMorning)
        let past = try PersonDate.parse("2026-11-01", now: sundayMorning, calendar: seoul)
        #expect(DateText.iso(past.instant(now: sundayMorning, calendar: seoul), timeZone: seoul.timeZone) == "2026-11-01T09:00:00+09:00")
    }

    @Test("Not dates", arguments: ["soon", "2026-02-30", "2026-13-01", "+3x", "next", "last blursday", ""])
    func rejected(input: String) {
        #expect(throws: PersonDateError.self) { try PersonDate.parse(input, now: sundayMorning, calendar: seoul) }
    }

    @Test func spansOfMonthsAndYears() throws {
        let month = try DaySpan.parse("2024-02")
        #expect(month.first.iso == "2024-02-01" && month.last.iso == "2024-02-29")
        let year = try DaySpan.parse("2025")
        #expect(year.first.iso == "2025-01-01" && year.last.iso == "2025-12-31")
    }

    @Test func storedDatesKeepTheirDay() throws {
        // A date written with an offset stays on the day written, whatever the reader's zone (zk #382).
        let date = try #require(FieldDate("2026-11-22T00:30:00+09:00"))
        #expect(date.day.iso == "2026-11-22")
        #expect(FieldDate("2026-11-22")?.secondsOfDay == nil)
        #expect(FieldDate("2026-11-22 09:14")?.secondsOfDay == 9 * 3600 + 14 * 60)
        #expect(FieldDate("22.11.2026") == nil)
    }
}
