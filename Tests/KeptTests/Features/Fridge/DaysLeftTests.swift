import Foundation
import Testing
@testable import Kept

/// Days left are counted on dates, never on instants: the same across month and year ends,
/// leap days, and the nights clocks change (when a day lasts 23 or 25 hours).
@Suite("days left: dates, not instants")
struct DaysLeftTests {
    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    @Test func labels() {
        #expect(DaysLeft(3).description == "D-3")
        #expect(DaysLeft(0).description == "D-day")
        #expect(DaysLeft(-2).description == "D+2")
        #expect(DaysLeft(-1).isExpired && !DaysLeft(0).isExpired)
    }

    @Test func acrossMonthsYearsAndLeapDays() {
        let d = { (y: Int, m: Int, day: Int) in Day(year: y, month: m, day: day) }
        #expect(DaysLeft(from: d(2026, 11, 29), to: d(2026, 12, 2)).description == "D-3")
        #expect(DaysLeft(from: d(2026, 12, 30), to: d(2027, 1, 2)).description == "D-3")
        #expect(DaysLeft(from: d(2027, 1, 2), to: d(2026, 12, 31)).description == "D+2")
        #expect(DaysLeft(from: d(2028, 2, 28), to: d(2028, 3, 1)).days == 2, "2028 is a leap year")
        #expect(DaysLeft(from: d(2027, 2, 28), to: d(2027, 3, 1)).days == 1)
        #expect(DaysLeft(from: d(2100, 2, 28), to: d(2100, 3, 1)).days == 1, "2100 is not a leap year")
        #expect(DaysLeft(from: d(2000, 2, 28), to: d(2000, 3, 1)).days == 2, "2000 is")
        #expect(DaysLeft(from: d(2026, 1, 1), to: d(2027, 1, 1)).days == 365)
    }

    /// Each day from 1999 to 2031, counted by ordinal, matches Foundation's calendar in UTC,
    /// and back again; weekdays too.
    @Test func ordinalsMatchTheGregorianCalendar() {
        let utc = Self.calendar("UTC")
        var date = utc.date(from: DateComponents(year: 1999, month: 1, day: 1))!
        var expected = Day(year: 1999, month: 1, day: 1).ordinal
        for _ in 0..<(33 * 366) {
            let day = Day(date, calendar: utc)
            #expect(day.ordinal == expected)
            #expect(Day(ordinal: expected) == day)
            let weekday = utc.component(.weekday, from: date)  // 1 = Sunday
            #expect(day.isoWeekday == (weekday == 1 ? 7 : weekday - 1))
            date = utc.date(byAdding: .day, value: 1, to: date)!
            expected += 1
        }
        #expect(Day(year: 1970, month: 1, day: 1).ordinal == 0)
        #expect(Day(ordinal: -1) == Day(year: 1969, month: 12, day: 31))
    }

    /// Late on the evening before a change, in the zone's own calendar: an instant-based count
    /// (86,400-second days) gets these wrong; counting dates does not.
    @Test(arguments: [
        // America/New_York: clocks go forward 2026-03-08 (23-hour day), back 2026-11-01 (25 hours).
        ("America/New_York", 2026, 3, 7, 23), ("America/New_York", 2026, 3, 8, 23),
        ("America/New_York", 2026, 10, 31, 23), ("America/New_York", 2026, 11, 1, 0),
        // Europe/Berlin: forward 2026-03-29, back 2026-10-25.
        ("Europe/Berlin", 2026, 3, 28, 23), ("Europe/Berlin", 2026, 3, 29, 0),
        ("Europe/Berlin", 2026, 10, 24, 23), ("Europe/Berlin", 2026, 10, 25, 23),
    ])
    func acrossDaylightSavingChanges(zone: String, year: Int, month: Int, day: Int, hour: Int) {
        let calendar = Self.calendar(zone)
        let now = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: 30))!
        let today = Day(now, calendar: calendar)
        #expect(today == Day(year: year, month: month, day: day), "today is the local date")
        for ahead in [-3, -1, 0, 1, 2, 3, 7, 30] {
            let expiry = today.plus(days: ahead)
            #expect(DaysLeft(from: today, to: expiry).days == ahead)
            #expect(today.adding(days: ahead, calendar: calendar) == expiry, "Foundation agrees on the date")
        }
        // Through the whole change: the night the clocks move is still one day.
        let start = Day(year: year, month: month, day: 1)
        let end = start.adding(months: 1, calendar: calendar)
        #expect(start.days(until: end) == Day.daysIn(month: month, year: year))
    }

    @Test func itemsKnowTheirUrgency() {
        let today = Day(year: 2026, month: 11, day: 22)
        func item(_ expires: String?) -> FridgeItem {
            FridgeItem(Entry(path: "fridge/x/a.md", kind: "fridge",
                             document: EntryDocument(text: "---\ntitle: a\nexpires: \(expires ?? "")\n---\n")))
        }
        #expect(item("2026-11-21").urgency(today: today, soon: 3) == .expired)
        #expect(item("2026-11-22").urgency(today: today, soon: 3) == .soon)
        #expect(item("2026-11-25").urgency(today: today, soon: 3) == .soon)
        #expect(item("2026-11-26").urgency(today: today, soon: 3) == .fresh)
        #expect(item(nil).urgency(today: today, soon: 3) == .undated)
        #expect(item("2026-11-25T20:00:00-05:00").daysLeft(today: today)?.description == "D-3",
                "a written time never shifts the day")
    }

    @Test func windows() {
        #expect(DayWindow.parse("3d") == 3)
        #expect(DayWindow.parse("3") == 3)
        #expect(DayWindow.parse("0d") == 0)
        #expect(DayWindow.parse("2w") == 14)
        #expect(DayWindow.parse(" 10 days ") == 10)
        #expect(DayWindow.parse("3일") == 3)
        #expect(DayWindow.parse("soon") == nil)
        #expect(DayWindow.parse("-3d") == nil)
    }
}
