import Foundation

/// The numbers of one kind's entries for `kept stats` and the report: entries per year and
/// per month (every month from the first to the last, empty ones as 0, so bars keep their
/// places), words written, the busiest weekday and hour, the longest entry, the streaks.
package struct EntryStats: Sendable, Codable, Equatable {
    package struct YearCount: Sendable, Codable, Equatable { package let year: Int; package let entries: Int }
    package struct MonthCount: Sendable, Codable, Equatable { package let month: String; package let entries: Int }
    package struct WeekdayCount: Sendable, Codable, Equatable { package let weekday: Int; package let entries: Int }
    package struct HourCount: Sendable, Codable, Equatable { package let hour: Int; package let entries: Int }
    package struct Longest: Sendable, Codable, Equatable {
        package let path: String
        package let title: String
        package let words: Int
    }

    package let kind: String
    /// Every entry of the kind the filters chose, dated or not.
    package let entries: Int
    package let undated: Int
    package let years: [YearCount]
    /// `YYYY-MM`, oldest first.
    package let months: [MonthCount]
    /// Words of every body: runs of letters or digits between spaces and punctuation.
    package let words: Int
    /// ISO weekdays 1 (Monday) … 7.
    package let weekdays: [WeekdayCount]
    package let busiestWeekday: Int?
    /// Hours 0 … 23 of the entries whose date has a time.
    package let hours: [HourCount]
    package let busiestHour: Int?
    package let longest: Longest?
    package let streaks: Streaks

    package init(_ dated: DatedEntries, today: Day) {
        let undatedEntries = dated.undatedEntries
        kind = dated.kind.name
        entries = dated.entries.count + undatedEntries.count
        undated = undatedEntries.count
        let days = dated.entries.map(\.date.day)
        if let first = days.first, let last = days.last {
            var byYear: [Int: Int] = [:], byMonth: [String: Int] = [:]
            for day in days {
                byYear[day.year, default: 0] += 1
                byMonth[MonthKey.of(day), default: 0] += 1
            }
            years = (first.year...last.year).map { YearCount(year: $0, entries: byYear[$0] ?? 0) }
            months = MonthKey.range(from: first, through: last).map { MonthCount(month: $0, entries: byMonth[$0] ?? 0) }
        } else {
            years = []
            months = []
        }
        var weekdayCounts = [Int](repeating: 0, count: 8), hourCounts = [Int](repeating: 0, count: 24)
        for item in dated.entries {
            weekdayCounts[item.date.day.isoWeekday] += 1
            if let seconds = item.date.secondsOfDay { hourCounts[seconds / 3600] += 1 }
        }
        weekdays = (1...7).map { WeekdayCount(weekday: $0, entries: weekdayCounts[$0]) }
        hours = (0..<24).map { HourCount(hour: $0, entries: hourCounts[$0]) }
        busiestWeekday = weekdays.max { ($0.entries, $1.weekday) < ($1.entries, $0.weekday) }.flatMap { $0.entries > 0 ? $0.weekday : nil }
        busiestHour = hours.max { ($0.entries, $1.hour) < ($1.entries, $0.hour) }.flatMap { $0.entries > 0 ? $0.hour : nil }
        var total = 0
        var longest: Longest?
        for entry in dated.entries.map(\.entry) + undatedEntries {
            let count = WordCount.of(entry.body)
            total += count
            if count > (longest?.words ?? 0) || (count == longest?.words && entry.path < longest!.path) {
                longest = Longest(path: entry.path, title: entry.title, words: count)
            }
        }
        words = total
        self.longest = longest
        streaks = dated.streaks(today: today)
    }
}

/// Months as `YYYY-MM`, the key the stats and the report share.
package enum MonthKey {
    package static func of(_ day: Day) -> String { String(format: "%04d-%02d", day.year, day.month) }

    /// Every month from `first`'s through `last`'s.
    package static func range(from first: Day, through last: Day) -> [String] {
        var out: [String] = []
        var (year, month) = (first.year, first.month)
        while (year, month) <= (last.year, last.month) {
            out.append(String(format: "%04d-%02d", year, month))
            month += 1
            if month == 13 { month = 1; year += 1 }
        }
        return out
    }

    /// The `count` months that end with `day`'s, oldest first.
    package static func last(_ count: Int, endingWith day: Day) -> [String] {
        let first = Day(year: day.year, month: day.month, day: 1).adding(months: -(count - 1), calendar: HumanDate.gregorian)
        return range(from: first, through: day)
    }
}

/// Words as a person counts them, in any script: runs of letters, digits and marks.
package enum WordCount {
    package static func of(_ text: String) -> Int {
        var count = 0, inWord = false
        for scalar in text.unicodeScalars {
            let letter = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar.properties.generalCategory == .nonspacingMark
            if letter && !inWord { count += 1 }
            inWord = letter
        }
        return count
    }
}
