import Foundation

/// Entries written on the same month and day in earlier years, newest first.
///
/// A February 29 entry is remembered on February 28 in years without a 29th (as a birthday
/// is), and on February 29 in leap years; February 28 of a leap year shows only the 28th.
package struct Anniversaries: Sendable {
    package struct Memory: Sendable {
        package let entry: Entry
        package let date: FieldDate
        /// Whole years between the entry's day and the day asked about.
        package let yearsAgo: Int
    }

    package let day: Day
    package let memories: [Memory]

    package static func find(_ day: Day, in entries: [Entry], kind: Kind) -> Anniversaries {
        let memories = entries.compactMap { entry -> Memory? in
            guard entry.kind == kind.name, let date = entry.date(in: kind), date.day.year < day.year,
                  falls(date.day, on: day) else { return nil }
            return Memory(entry: entry, date: date, yearsAgo: day.year - date.day.year)
        }
        return Anniversaries(day: day, memories: memories.sorted {
            $0.date == $1.date ? $0.entry.path < $1.entry.path : $1.date < $0.date
        })
    }

    /// Whether the anniversary of `written` in `day`'s year is `day`.
    static func falls(_ written: Day, on day: Day) -> Bool {
        if written.month == day.month && written.day == day.day { return true }
        let leapDayMissing = Day.daysIn(month: 2, year: day.year) == 28
        return leapDayMissing && written.month == 2 && written.day == 29 && day.month == 2 && day.day == 28
    }
}
