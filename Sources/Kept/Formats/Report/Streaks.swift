import Foundation

/// Runs of consecutive days with at least one entry: what jrnl users asked a calendar for.
///
/// The current streak ends today, or yesterday while today's entry may still be written (a
/// streak is not broken before the day is over). The longest is over every day given, so a
/// run across the new year counts whole in both years' calendars.
package struct Streaks: Sendable, Equatable, Codable {
    /// Days in the run that reaches today or yesterday; 0 when there is none.
    package let current: Int
    /// Days in the longest run; the earliest of equally long runs.
    package let longest: Int
    package let longestFrom: Day?
    package let longestThrough: Day?

    package init(days: Set<Day>, today: Day) {
        let ordinals = days.map(\.ordinal).sorted()
        var best = 0, bestEnd = 0, run = 0, previous = Int.min
        for ordinal in ordinals {
            run = ordinal == previous + 1 ? run + 1 : 1
            previous = ordinal
            if run > best { best = run; bestEnd = ordinal }
        }
        longest = best
        longestFrom = best > 0 ? Day(ordinal: bestEnd - best + 1) : nil
        longestThrough = best > 0 ? Day(ordinal: bestEnd) : nil
        var end = today
        if !days.contains(end) { end = today.plus(days: -1) }
        var count = 0
        while days.contains(end.plus(days: -count)) { count += 1 }
        current = count
    }

    enum CodingKeys: String, CodingKey { case current, longest, longestFrom, longestThrough }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(current, forKey: .current)
        try container.encode(longest, forKey: .longest)
        try container.encode(longestFrom?.iso, forKey: .longestFrom)
        try container.encode(longestThrough?.iso, forKey: .longestThrough)
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        current = try container.decode(Int.self, forKey: .current)
        longest = try container.decode(Int.self, forKey: .longest)
        longestFrom = try container.decodeIfPresent(String.self, forKey: .longestFrom).flatMap { Day(iso: $0) }
        longestThrough = try container.decodeIfPresent(String.self, forKey: .longestThrough).flatMap { Day(iso: $0) }
    }
}
