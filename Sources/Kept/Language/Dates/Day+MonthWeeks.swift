import Foundation

extension Day {
    /// A month as rows of seven slots for a calendar, weeks starting on `firstWeekday`
    /// (1 = Monday … 7 = Sunday, ISO 8601); nil before the first and after the last day.
    /// The diary's month grid and the fridge's expiry calendar share it.
    static func monthWeeks(year: Int, month: Int, firstWeekday: Int) -> [[Day?]] {
        let first = Day(year: year, month: month, day: 1)
        let count = Day.daysIn(month: month, year: year)
        let lead = (first.isoWeekday - firstWeekday + 7) % 7
        var slots: [Day?] = Array(repeating: nil, count: lead) + (0..<count).map { first.plus(days: $0) }
        while slots.count % 7 != 0 { slots.append(nil) }
        return stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<$0 + 7]) }
    }
}
