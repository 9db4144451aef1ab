import Foundation
import Kept

/// `kept stats` as text: for each kind its entries per year and per month as bars, and for a
/// written kind (not cards, not the fridge) words, busiest weekday and hour, longest entry and streaks; for the cards the reviews and the
/// forecast as 30-day sparklines, retention per month and the cards by state; for the
/// fridge `kept fridge stats` and eaten versus thrown away per month. Bars fill the width.
struct StatsView {
    let stats: StoreStats
    /// `kept fridge stats`' own view, drawn in the fridge's section.
    let fridge: FridgeStatsView?
    let language: Language
    let style: Style
    let width: Int

    /// Kinds whose entries are not writing: no words, busiest weekday or hour, longest entry, streak.
    static let unwritten: Set<String> = ["card", "fridge"]

    /// Months of bars shown per kind (the JSON has them all).
    static let recentMonths = 12

    func render() -> String {
        var sections: [[String]] = stats.kinds.map(kindSection)
        if let cards = stats.cards { sections.append(cardSection(cards)) }
        if let numbers = stats.fridge { sections.append(fridgeSection(numbers)) }
        return sections.map { $0.map(\.trimmingTrailingSpaces).joined(separator: "\n") }.joined(separator: "\n\n")
    }

    private func t(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String { Message(key, arguments).text(in: language) }

    private func kindSection(_ kind: EntryStats) -> [String] {
        var head = style.bold(kind.kind) + "  " + Message(.overviewEntries, count: kind.entries).text(in: language)
        if kind.undated > 0 { head += " " + t(.statsUndated, ["count": String(kind.undated)]) }
        var lines = [head]
        guard kind.entries > 0 else { return lines }
        if !kind.years.isEmpty {
            lines.append(t(.statsPerYear))
            lines += bars(kind.years.map { (String($0.year), $0.entries) })
            let months = kind.months.suffix(Self.recentMonths)
            lines.append(t(.statsPerMonth, ["count": String(months.count)]))
            lines += bars(months.map { ($0.month, $0.entries) })
        }
        // Words, weekdays, streaks measure writing: a diary's (or another written kind's), not
        // cards learnt or food bought, which have their own sections below.
        guard !Self.unwritten.contains(kind.kind) else { return lines }
        lines.append(t(.statsWords, ["count": String(kind.words)]))
        if let weekday = kind.busiestWeekday {
            lines.append(t(.statsBusiestWeekday, ["weekday": HumanDate.weekdayName(weekday, language),
                                                    "count": String(kind.weekdays[weekday - 1].entries)]))
        }
        if let hour = kind.busiestHour {
            lines.append(t(.statsBusiestHour, ["hour": String(format: "%02d:00", hour), "count": String(kind.hours[hour].entries)]))
        }
        if let longest = kind.longest {
            lines.append(t(.statsLongest, ["title": longest.title, "words": String(longest.words), "path": longest.path]))
        }
        if !kind.years.isEmpty { lines.append(StreaksLine(streaks: kind.streaks, language: language).text) }
        return lines
    }

    private func cardSection(_ cards: CardStats) -> [String] {
        var lines = [style.bold(t(.statsCardsTitle))]
        let s = cards.states
        lines.append(t(.statsCardsStates, ["new": String(s.new), "learning": String(s.learning),
                                              "review": String(s.review), "lapsed": String(s.lapsed)]))
        let reviewed = cards.reviewsPerDay.map(\.reviews)
        lines.append(t(.statsCardsReviewsPerDay, ["count": String(reviewed.reduce(0, +))]))
        lines += sparkline(reviewed, first: cards.reviewsPerDay.first!.day, last: cards.reviewsPerDay.last!.day)
        let due = cards.dueForecast.map(\.due)
        lines.append(t(.statsCardsDue, ["count": String(due.reduce(0, +))]))
        lines += sparkline(due, first: cards.dueForecast.first!.day, last: cards.dueForecast.last!.day)
        if !cards.retention.isEmpty {
            lines.append(t(.statsCardsRetention))
            let rows = cards.retention.suffix(Self.recentMonths)
            let room = barRoom(labelWidth: 7, valueWidth: 16)
            for row in rows {
                let bar = Bar.of(row.retention, width: room)
                lines.append("  \(row.month)  \(style.cyan(DisplayWidth.pad(bar, to: room)))  "
                    + t(.statsCardsRetentionRow, ["percent": String(format: "%.1f", row.retention * 100), "count": String(row.reviews)]))
            }
        }
        return lines
    }

    private func fridgeSection(_ numbers: FridgeNumbers) -> [String] {
        var lines = [style.bold(t(.statsFridgeTitle))]
        if let fridge { lines += fridge.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        lines.append(t(.statsFridgeMonths))
        let most = max(1, numbers.months.map { max($0.consumed, $0.discarded) }.max() ?? 1)
        let room = max(4, barRoom(labelWidth: 7, valueWidth: 6) / 2)
        for month in numbers.months {
            let eaten = DisplayWidth.pad(Bar.of(Double(month.consumed) / Double(most), width: room), to: room)
            let thrown = DisplayWidth.pad(Bar.of(Double(month.discarded) / Double(most), width: room), to: room)
            lines.append("  \(month.month)  \(style.green(eaten)) \(pad(month.consumed, 3))  \(style.red(thrown)) \(pad(month.discarded, 3))")
        }
        lines.append("  " + t(.statsFridgeLegend))
        return lines
    }

    /// `label  ████▌  count` rows, bars scaled to the largest count.
    private func bars(_ rows: [(String, Int)]) -> [String] {
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let countWidth = String(rows.map(\.1).max() ?? 0).count
        let most = max(1, rows.map(\.1).max() ?? 1)
        let room = barRoom(labelWidth: labelWidth, valueWidth: countWidth)
        return rows.map { label, count in
            "  \(DisplayWidth.fit(label, labelWidth))  \(style.cyan(DisplayWidth.pad(Bar.of(Double(count) / Double(most), width: room), to: room)))  \(pad(count, countWidth))"
        }
    }

    /// Columns a bar may take: what the label and the value leave, 10 to 50.
    private func barRoom(labelWidth: Int, valueWidth: Int) -> Int { max(10, min(50, width - labelWidth - valueWidth - 8)) }

    private func pad(_ number: Int, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - String(number).count)) + String(number)
    }

    /// A day a column, `▁`…`█` by the share of the busiest day, blank for none; the first
    /// and last day under it.
    private func sparkline(_ values: [Int], first: String, last: String) -> [String] {
        let levels = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        let peak = values.max() ?? 0
        let most = max(1, peak)
        let line = values.map { $0 == 0 ? " " : levels[min(7, max(0, Int((Double($0) / Double(most) * 8).rounded(.up)) - 1))] }.joined()
        let gap = max(1, values.count - first.count - last.count)
        return ["  " + style.cyan(line) + "  " + String(peak), "  " + first + String(repeating: " ", count: gap) + last]
    }
}
