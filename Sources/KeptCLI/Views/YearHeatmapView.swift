import Foundation
import Kept

/// Draws a `YearHeatmap` as GitHub draws contributions: a column per week, a row per
/// weekday, `·` for a day without entries and `░ ▒ ▓ █` for one, two, three, four or more;
/// month names above the week each month begins in; the year's count and the streaks below.
/// Each day takes two columns (shade and space) when the terminal is wide enough, else one.
struct YearHeatmapView {
    let heatmap: YearHeatmap
    let kind: String
    let streaks: Streaks
    let language: Language
    let style: Style
    /// Columns the terminal has.
    let width: Int

    static let shades = ["·", "░", "▒", "▓", "█"]
    /// 256-colour greens for levels 1…4, GitHub's light to dark.
    static let greens = ["151", "114", "71", "28"]
    /// Weekday names take this many columns, a space included.
    static let labelWidth = 3

    var cellWidth: Int { Self.labelWidth + heatmap.weeks.count * 2 <= width ? 2 : 1 }

    func render() -> String {
        var lines = [Message(.calendarYearTitle, ["year": String(heatmap.year), "kind": kind]).text(in: language), monthLine()]
        for (row, weekday) in heatmap.weekdayRows.enumerated() {
            var line = DisplayWidth.fit(HumanDate.shortWeekdayName(weekday, language), Self.labelWidth)
            for week in heatmap.weeks {
                guard let day = week[row] else { line += String(repeating: " ", count: cellWidth); continue }
                line += paint(Self.shades[heatmap.level(day)], heatmap.level(day)) + (cellWidth == 2 ? " " : "")
            }
            lines.append(line.trimmingTrailingSpaces)
        }
        let legend = (0...4).map { "\(paint(Self.shades[$0], $0)) \($0 == 4 ? "4+" : String($0))" }.joined(separator: "  ")
        lines.append(String(repeating: " ", count: Self.labelWidth) + legend)
        lines.append("")
        let days = Message(.countDay, count: heatmap.activeDays).text(in: language)
        lines.append(Message(.calendarYearSummary, count: heatmap.total, ["days": days, "year": String(heatmap.year)]).text(in: language))
        lines.append(StreaksLine(streaks: streaks, language: language).text)
        return lines.joined(separator: "\n")
    }

    /// Month names over the columns their first days fall in; one that would touch the
    /// previous name is left out (four columns hold `Jan ` but not `10월` and a gap).
    private func monthLine() -> String {
        var line = String(repeating: " ", count: Self.labelWidth)
        var used = Self.labelWidth
        for (month, column) in heatmap.monthColumns {
            let name = Message(.monthShort(month)).text(in: language)
            let position = Self.labelWidth + column * cellWidth
            guard position >= used + (used > Self.labelWidth ? 1 : 0) else { continue }
            line += String(repeating: " ", count: position - used) + name
            used = position + DisplayWidth.of(name)
        }
        return line.trimmingTrailingSpaces
    }

    private func paint(_ shade: String, _ level: Int) -> String {
        guard style.enabled else { return shade }
        if level == 0 { return style.dim(shade) }
        return TerminalSafeText.colour("38;5;\(Self.greens[level - 1])") + shade + TerminalSafeText.colour("0")
    }
}

/// The streaks line under a heatmap (`CalendarText.streaks`).
struct StreaksLine {
    let streaks: Streaks
    let language: Language

    var text: String { CalendarText.streaks(streaks, language) }
}
