import Foundation
import Kept

/// Draws a `MonthGrid` as a wall calendar: seven columns as wide as the terminal allows, each
/// day's number and under it its entries' titles, cut to the column by display width (a
/// Korean title takes two columns a syllable and stays aligned). At most three titles a day,
/// then `+N more`.
struct MonthGridView {
    let grid: MonthGrid
    let kind: String
    let today: Day
    let language: Language
    let style: Style
    /// Columns the terminal has.
    let width: Int

    static let titlesPerDay = 3

    /// Seven cells with a space between them fill the width, within 6…24 columns each.
    var cellWidth: Int { min(24, max(6, (width - 6) / 7)) }

    func render() -> String {
        let month = HumanDate.month(year: grid.year, month: grid.month, language)
        var lines = [Message(.calendarMonthTitle, ["month": month, "kind": kind]).text(in: language)]
        lines.append(grid.weekdayColumns.map { DisplayWidth.fit(HumanDate.shortWeekdayName($0, language), cellWidth) }
            .joined(separator: " ").trimmingTrailingSpaces)
        for week in grid.weeks {
            lines.append(week.map(number).joined(separator: " ").trimmingTrailingSpaces)
            let rows = min(Self.titlesPerDay, week.map { day in day.map { grid.titles[$0]?.count ?? 0 } ?? 0 }.max() ?? 0)
            for row in 0..<rows {
                lines.append(week.map { title($0, row) }.joined(separator: " ").trimmingTrailingSpaces)
            }
        }
        lines.append("")
        lines.append(Message(.calendarMonthSummary, count: grid.total, ["month": month]).text(in: language))
        return lines.joined(separator: "\n")
    }

    private func number(_ day: Day?) -> String {
        guard let day else { return String(repeating: " ", count: cellWidth) }
        let text = DisplayWidth.fit(String(day.day), cellWidth)
        if day == today { return style.bold(text) }
        return grid.titles[day] == nil ? text : style.green(text)
    }

    private func title(_ day: Day?, _ row: Int) -> String {
        guard let day, let titles = grid.titles[day], row < titles.count else { return String(repeating: " ", count: cellWidth) }
        if row == Self.titlesPerDay - 1 && titles.count > Self.titlesPerDay {
            let more = Message(.calendarMore, ["count": String(titles.count - row)]).text(in: language)
            return style.dim(DisplayWidth.fit(more, cellWidth))
        }
        return DisplayWidth.fit(titles[row], cellWidth)
    }
}
