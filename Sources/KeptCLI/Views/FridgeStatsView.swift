import Foundation
import Kept

/// The stats as text: a horizontal bar chart of the stock per category (`#` bars, counts and
/// shares; plain ASCII, so no ambiguous-width box drawing), then the week ahead and the last
/// 30 days.
struct FridgeStatsView {
    let stats: FridgeStats
    let today: Day
    let soon: Int
    let style: Style
    /// The longest bar, in columns.
    var barWidth = 30

    func render() -> String {
        var lines: [String] = []
        lines.append(style.bold(say(.fridgeStatsByCategory)) + " (" + CardsText.count(stats.stocked, "item") + ")")
        if stats.categories.isEmpty {
            lines.append("  " + say(.fridgeStatsNothingInStock))
        } else {
            let layout = ColumnLayout(stats.categories.map { [$0.category, String($0.items)] }, [.upTo(24), .number])
            let most = stats.categories.map(\.items).max() ?? 1
            for category in stats.categories {
                let length = max(1, Int((Double(category.items) / Double(most) * Double(barWidth)).rounded()))
                let bar = String(repeating: "#", count: length) + String(repeating: " ", count: barWidth - length)
                let count = layout.cell(String(category.items), 1)
                let share = String(format: "%3d%%", Int((category.share * 100).rounded()))
                lines.append("  \(layout.cell(category.category, 0))  \(style.cyan(bar))  \(count)  \(share)")
            }
        }
        lines.append("")
        if !stats.expired.isEmpty {
            lines.append(style.red(say(.fridgeStatsExpired)) + ": \(stats.expired.count)  " + list(stats.expired))
        }
        lines.append(say(.fridgeStatsThisWeek, ["through": stats.weekEnd.iso, "count": String(stats.expiringThisWeek.count)])
            + (stats.expiringThisWeek.isEmpty ? "" : "  " + list(stats.expiringThisWeek)))
        let gone = stats.consumed + stats.discarded
        let wasted = gone == 0 ? "" : " " + say(.fridgeStatsThrownAway, ["percent": String(Int((Double(stats.discarded) / Double(gone) * 100).rounded()))])
        lines.append(say(.fridgeStatsRecent, ["days": String(FridgeStats.recentDays), "since": stats.since.iso,
                                                 "consumed": String(stats.consumed), "discarded": String(stats.discarded)]) + wasted)
        return lines.map(\.trimmingTrailingSpaces).joined(separator: "\n")
    }

    private func list(_ items: [FridgeItem]) -> String {
        items.prefix(8).map { item in
            let left = item.daysLeft(today: today)?.description ?? ""
            let painted = item.urgency(today: today, soon: soon) == .expired ? style.red(left)
                : item.urgency(today: today, soon: soon) == .soon ? style.yellow(left) : left
            return "\(item.title) \(painted)"
        }.joined(separator: ", ") + (items.count > 8 ? ", …" : "")
    }
}
