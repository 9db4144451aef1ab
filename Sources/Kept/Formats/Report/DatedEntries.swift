import Foundation

/// The entries of one kind that have a date, each with its day: what calendars, streaks and
/// the numbers of `kept stats` are counted from.
package struct DatedEntries: Sendable {
    package let kind: Kind
    /// Entries with a readable date, oldest first.
    package let entries: [(entry: Entry, date: FieldDate)]
    /// Entries of the kind without a readable date (counted, never drawn).
    package let undatedEntries: [Entry]
    package var undated: Int { undatedEntries.count }

    package init(kind: Kind, entries: [Entry]) {
        self.kind = kind
        var dated: [(entry: Entry, date: FieldDate)] = []
        var undated: [Entry] = []
        for entry in entries where entry.kind == kind.name {
            if let date = entry.date(in: kind) { dated.append((entry, date)) } else { undated.append(entry) }
        }
        self.entries = dated.sorted { $0.date == $1.date ? $0.entry.path < $1.entry.path : $0.date < $1.date }
        self.undatedEntries = undated
    }

    /// Entries by day.
    package var counts: [Day: Int] {
        var counts: [Day: Int] = [:]
        for item in entries { counts[item.date.day, default: 0] += 1 }
        return counts
    }

    /// Days with at least one entry.
    package var days: Set<Day> { Set(entries.map(\.date.day)) }

    package func streaks(today: Day) -> Streaks { Streaks(days: days, today: today) }

    /// The entries of one day, in order.
    package func on(_ day: Day) -> [Entry] { entries.filter { $0.date.day == day }.map(\.entry) }
}
