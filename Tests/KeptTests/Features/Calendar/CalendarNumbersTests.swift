import Foundation
import Testing
@testable import Kept

/// Streaks and heatmaps counted from days, with the cases that go wrong: a leap day, a run
/// across the new year, a gap of one day, nothing at all.
struct CalendarNumbersTests {
    func d(_ text: String) -> Day { Day(iso: text)! }

    @Test func noDaysMakeNoStreak() {
        let streaks = Streaks(days: [], today: d("2026-11-23"))
        #expect(streaks == Streaks(days: [], today: d("2000-01-01")))
        #expect(streaks.current == 0 && streaks.longest == 0 && streaks.longestFrom == nil)
    }

    @Test func aStreakRunsAcrossTheNewYearAndTheLeapDay() {
        let days: Set<Day> = [d("2024-02-28"), d("2024-02-29"), d("2024-03-01"),
                              d("2024-12-30"), d("2024-12-31"), d("2025-01-01"), d("2025-01-02")]
        let streaks = Streaks(days: days, today: d("2025-01-02"))
        #expect(streaks.longest == 4)
        #expect(streaks.longestFrom == d("2024-12-30") && streaks.longestThrough == d("2025-01-02"))
        #expect(streaks.current == 4)
    }

    @Test func aGapOfOneDayBreaksTheStreak() {
        let days: Set<Day> = [d("2026-03-01"), d("2026-03-02"), d("2026-03-04"), d("2026-03-05"), d("2026-03-06")]
        let streaks = Streaks(days: days, today: d("2026-03-06"))
        #expect(streaks.current == 3)
        #expect(streaks.longest == 3 && streaks.longestFrom == d("2026-03-04"))
        // The earliest of two equally long runs.
        let even = Streaks(days: [d("2026-03-01"), d("2026-03-02"), d("2026-03-04"), d("2026-03-05")], today: d("2026-03-10"))
        #expect(even.longest == 2 && even.longestFrom == d("2026-03-01") && even.current == 0)
    }

    @Test func todayNotYetWrittenDoesNotBreakTheCurrentStreak() {
        let days: Set<Day> = [d("2026-11-20"), d("2026-11-21"), d("2026-11-22")]
        #expect(Streaks(days: days, today: d("2026-11-22")).current == 3)
        #expect(Streaks(days: days, today: d("2026-11-23")).current == 3)
        #expect(Streaks(days: days, today: d("2026-11-24")).current == 0)
    }

    @Test func aLeapYearHeatmapHas366DaysIn53Weeks() {
        let heatmap = YearHeatmap(year: 2024, firstWeekday: 1, counts: [d("2024-02-29"): 5, d("2023-12-31"): 1, d("2024-12-31"): 2])
        #expect(heatmap.weeks.flatMap { $0 }.compactMap { $0 }.count == 366)
        #expect(heatmap.weeks.count == 53)  // 2024-01-01 is a Monday: the last week holds 30 and 31 December
        #expect(heatmap.weeks[0][0] == d("2024-01-01"))
        #expect(heatmap.total == 7 && heatmap.activeDays == 2)  // 2023 not counted
        #expect(heatmap.level(d("2024-02-29")) == 4 && heatmap.level(d("2024-12-31")) == 2 && heatmap.level(d("2024-01-02")) == 0)
        #expect(heatmap.monthColumns.map(\.column) == [0, 4, 8, 13, 17, 21, 26, 30, 34, 39, 43, 47])
        let sunday = YearHeatmap(year: 2024, firstWeekday: 7, counts: [:])
        #expect(sunday.weekdayRows == [7, 1, 2, 3, 4, 5, 6])
        #expect(sunday.weeks[0][0] == d("2023-12-31") ? false : sunday.weeks[0][0] == nil && sunday.weeks[0][1] == d("2024-01-01"))
        #expect(YearHeatmap(year: 2023, counts: [:]).weeks.flatMap { $0 }.compactMap { $0 }.count == 365)
    }

    @Test func periodsAreAYearOrAMonth() {
        #expect(CalendarPeriod("2024") == .year(2024))
        #expect(CalendarPeriod("2024-2") == .month(year: 2024, month: 2))
        #expect(CalendarPeriod("2024-13") == nil)
        #expect(CalendarPeriod("diary") == nil)
    }
}
