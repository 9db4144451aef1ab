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
        lines.append(style.bold("stock by category") + " (\(stats.stocked) item\(stats.stocked == 1 ? "" : "s"))")
        if stats.categories.isEmpty {
            lines.append("  nothing in stock")
        } else {
            let nameWidth = min(24, stats.categories.map { DisplayWidth.of($0.category) }.max() ?? 0)
            let countWidth = String(stats.categories.map(\.items).max() ?? 0).count
            let most = stats.categories.map(\.items).max() ?? 1
            for category in stats.categories {
                let length = max(1, Int((Double(category.items) / Double(most) * Double(barWidth)).rounded()))
                let bar = String(repeating: "#", count: length) + String(repeating: " ", count: barWidth - length)
                let count = String(repeating: " ", count: countWidth - String(category.items).count) + String(category.items)
                let share = String(format: "%3d%%", Int((category.share * 100).rounded()))
                lines.append("  \(DisplayWidth.fit(category.category, nameWidth))  \(style.cyan(bar))  \(count)  \(share)")
            }
        }
        lines.append("")
        if !stats.expired.isEmpty {
            lines.append(style.red("expired") + ": \(stats.expired.count)  " + list(stats.expired))
        }
        lines.append("expiring this week (through \(stats.weekEnd.iso)): \(stats.expiringThisWeek.count)"
            + (stats.expiringThisWeek.isEmpty ? "" : "  " + list(stats.expiringThisWeek)))
        let gone = stats.consumed + stats.discarded
        let wasted = gone == 0 ? "" : String(format: " (%d%% thrown away)", Int((Double(stats.discarded) / Double(gone) * 100).rounded()))
        lines.append("last \(FridgeStats.recentDays) days (since \(stats.since.iso)): \(stats.consumed) consumed, \(stats.discarded) discarded\(wasted)")
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
