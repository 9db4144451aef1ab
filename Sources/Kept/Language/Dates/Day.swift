import Foundation

/// A calendar day, without time or zone: what `expires: 2026-12-01` means.
package struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let year: Int
    package let month: Int
    package let day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    package init(_ date: Date, calendar: Calendar = .current) {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: c.year!, month: c.month!, day: c.day!)
    }

    /// Parses `YYYY-MM-DD`, rejecting days that do not exist (2026-02-30).
    package init?(iso text: some StringProtocol) {
        var text = String(text)
        let parts = text.withUTF8 { bytes -> (Int, Int, Int)? in
            var scanner = DigitScanner(bytes)
            guard let y = scanner.number(digits: 4...4), scanner.take("-"), let m = scanner.number(digits: 1...2),
                  scanner.take("-"), let d = scanner.number(digits: 1...2), scanner.isAtEnd else { return nil }
            return (y, m, d)
        }
        guard let (y, m, d) = parts, (1...12).contains(m), (1...Day.daysIn(month: m, year: y)).contains(d) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The values templates and path patterns use for a day: `year`, `month`, `day`, `date`.
    var templateValues: [String: String] {
        ["year": String(format: "%04d", year), "month": String(format: "%02d", month),
         "day": String(format: "%02d", day), "date": iso]
    }

    /// `2026-11-22`
    package var iso: String { String(format: "%04d-%02d-%02d", year, month, day) }
    package var description: String { iso }

    /// Midnight of this day in the calendar's time zone.
    package func start(in calendar: Calendar = .current) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    package func adding(days: Int = 0, months: Int = 0, years: Int = 0, calendar: Calendar = .current) -> Day {
        let date = calendar.date(byAdding: DateComponents(year: years, month: months, day: days),
                                 to: start(in: calendar).addingTimeInterval(12 * 3600))!
        return Day(date, calendar: calendar)
    }

    /// 1 = Sunday … 7 = Saturday, as Foundation counts.
    package func weekday(calendar: Calendar = .current) -> Int {
        calendar.component(.weekday, from: start(in: calendar).addingTimeInterval(12 * 3600))
    }

    package static func < (a: Day, b: Day) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
