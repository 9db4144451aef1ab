/// Whole days from today to an expiry date, written as Korean D-day counters are:
/// `D-3` (three days left), `D-day` (expires today), `D+2` (expired two days ago).
package struct DaysLeft: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days until the expiry day; negative once it has passed.
    package let days: Int

    package init(_ days: Int) { self.days = days }

    /// Counted on dates, not instants: the same in every time zone and across DST changes.
    package init(from today: Day, to expiry: Day) { days = today.days(until: expiry) }

    package var isExpired: Bool { days < 0 }

    package var description: String {
        days == 0 ? "D-day" : days > 0 ? "D-\(days)" : "D+\(-days)"
    }

    package static func < (a: DaysLeft, b: DaysLeft) -> Bool { a.days < b.days }
}
