/// Whole days from today to an expiry date, written as Korean D-day counters are:
/// `D-3` (three days left), `D-day` (expires today), `D+2` (expired two days ago).
public struct DaysLeft: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days until the expiry day; negative once it has passed.
    public let days: Int

    public init(_ days: Int) { self.days = days }

    /// Counted on dates, not instants: the same in every time zone and across DST changes.
    public init(from today: Day, to expiry: Day) { days = today.days(until: expiry) }

    public var isExpired: Bool { days < 0 }

    public var description: String {
        days == 0 ? "D-day" : days > 0 ? "D-\(days)" : "D+\(-days)"
    }

    public static func < (a: DaysLeft, b: DaysLeft) -> Bool { a.days < b.days }
}
