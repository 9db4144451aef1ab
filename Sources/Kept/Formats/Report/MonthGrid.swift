import Foundation

/// One month as rows of weeks, each day with its entries' titles: `kept calendar YYYY-MM`.
package struct MonthGrid: Sendable {
    package let year: Int
    package let month: Int
    /// 1 = Monday … 7 = Sunday (ISO 8601).
    package let firstWeekday: Int
    /// Rows of seven slots; nil before the first and after the last day of the month.
    package let weeks: [[Day?]]
    /// Titles by day, each day's in the order written.
    package let titles: [Day: [String]]

    package init(year: Int, month: Int, firstWeekday: Int = 1, dated: DatedEntries) {
        precondition((1...12).contains(month) && (1...7).contains(firstWeekday))
        self.year = year
        self.month = month
        self.firstWeekday = firstWeekday
        weeks = Day.monthWeeks(year: year, month: month, firstWeekday: firstWeekday)
        var titles: [Day: [String]] = [:]
        for item in dated.entries where item.date.day.year == year && item.date.day.month == month {
            titles[item.date.day, default: []].append(item.entry.title.replacingOccurrences(of: "\n", with: " "))
        }
        self.titles = titles
    }

    /// The ISO weekdays (1 = Monday) in column order.
    package var weekdayColumns: [Int] { (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 } }

    /// Entries in the month.
    package var total: Int { titles.values.reduce(0) { $0 + $1.count } }
}

/// What a calendar argument names: a whole year (`2026`) or one month (`2026-11`).
package enum CalendarPeriod: Sendable, Equatable {
    case year(Int)
    case month(year: Int, month: Int)

    /// `2026` or `2026-11` (`2026-1` too); nil for anything else.
    package init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let m = text.wholeMatch(of: /(\d{4})/), let year = Int(m.1) { self = .year(year); return }
        if let m = text.wholeMatch(of: /(\d{4})-(\d{1,2})/), let year = Int(m.1), let month = Int(m.2), (1...12).contains(month) {
            self = .month(year: year, month: month)
            return
        }
        return nil
    }

    package var year: Int {
        switch self {
        case let .year(year), let .month(year, _): return year
        }
    }
}
