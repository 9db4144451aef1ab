import Foundation

/// A year of days as GitHub draws contributions: one column per week, one row per weekday,
/// each day shaded by how many entries it has. What `kept calendar YEAR` and the report draw.
package struct YearHeatmap: Sendable {
    package let year: Int
    /// The weekday of the first row: 1 = Monday … 7 = Sunday (ISO 8601).
    package let firstWeekday: Int
    /// The weeks, left to right; each seven slots in row order, nil for days of another year.
    package let weeks: [[Day?]]
    /// Entries by day, days of this year only.
    package let counts: [Day: Int]

    package init(year: Int, firstWeekday: Int = 1, counts: [Day: Int]) {
        precondition((1...7).contains(firstWeekday))
        self.year = year
        self.firstWeekday = firstWeekday
        let first = Day(year: year, month: 1, day: 1)
        let length = Day(year: year, month: 12, day: 31).ordinal - first.ordinal + 1
        let lead = (first.isoWeekday - firstWeekday + 7) % 7
        var slots: [Day?] = Array(repeating: nil, count: lead) + (0..<length).map { first.plus(days: $0) }
        while slots.count % 7 != 0 { slots.append(nil) }
        weeks = stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<$0 + 7]) }
        self.counts = counts.filter { $0.key.year == year }
    }

    /// The ISO weekdays (1 = Monday) in row order.
    package var weekdayRows: [Int] { (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 } }

    /// Entries in the year.
    package var total: Int { counts.values.reduce(0, +) }

    /// Days of the year with at least one entry.
    package var activeDays: Int { counts.values.count { $0 > 0 } }

    /// The shade of a day: 0 for none, 1, 2, 3 for that many entries, 4 for four or more.
    /// Fixed steps rather than a share of the busiest day: a day with one entry looks the
    /// same in every year and every store.
    package func level(_ day: Day) -> Int { min(4, counts[day] ?? 0) }

    /// For each month, the week (column) holding its first day.
    package var monthColumns: [(month: Int, column: Int)] {
        (1...12).map { month in
            let day = Day(year: year, month: month, day: 1)
            return (month, weeks.firstIndex { $0.contains(day) }!)
        }
    }
}
