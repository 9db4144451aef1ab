import Foundation

/// One month of the fridge as a calendar: the weeks as rows of days, and the stocked items
/// that expire on each day of the month. What `kept fridge calendar` draws.
package struct ExpiryCalendar: Sendable {
    package let year: Int
    package let month: Int
    /// The day weeks start on: 1 = Monday … 7 = Sunday (ISO 8601 numbering).
    package let firstWeekday: Int
    /// Rows of seven slots; nil before the first and after the last day of the month.
    package let weeks: [[Day?]]
    /// Stocked items by expiry day, only days of this month, each day's items by title.
    package let expiring: [Day: [FridgeItem]]

    package init(year: Int, month: Int, firstWeekday: Int = 1, items: [FridgeItem]) {
        precondition((1...12).contains(month) && (1...7).contains(firstWeekday))
        self.year = year
        self.month = month
        self.firstWeekday = firstWeekday
        weeks = Day.monthWeeks(year: year, month: month, firstWeekday: firstWeekday)
        var byDay: [Day: [FridgeItem]] = [:]
        for item in items where item.status == .stocked {
            guard let day = item.expires, day.year == year, day.month == month else { continue }
            byDay[day, default: []].append(item)
        }
        expiring = byDay.mapValues { $0.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending } }
    }

    /// The month `YYYY-MM` (or `YYYY-M`) names, or a month as Koreans type it (`2026.12`,
    /// `2026년 12월`, `12월`, `다음 달`: `KoreanDate.span`).
    package static func month(_ text: String, today: Day = Day(Date())) throws -> (year: Int, month: Int) {
        if let m = text.trimmingCharacters(in: .whitespaces).wholeMatch(of: /(\d{4})-(\d{1,2})/),
           let year = Int(m.1), let month = Int(m.2), (1...12).contains(month) {
            return (year, month)
        }
        if let span = try? KoreanDate.span(text, today: today), span.first.day == 1, span.first.month == span.last.month,
           span.last.day == Day.daysIn(month: span.last.month, year: span.last.year) {
            return (span.first.year, span.first.month)
        }
        throw KeptError.invalidValue(.month(text))
    }

    /// The ISO weekdays (1 = Monday) in column order.
    package var weekdayColumns: [Int] { (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 } }

    /// Days of the month that have items, in order.
    package var days: [Day] { expiring.keys.sorted() }
}
