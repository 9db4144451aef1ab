import Foundation
import Kept

/// Draws a month like `cal`: a title, weekday names, the days in rows, each day followed by a
/// mark column (`*` items expire that day, `!` they expired on it), and under the grid the
/// items by day. Korean names (weekdays, items) take two columns each and stay aligned.
struct ExpiryCalendarView {
    let calendar: ExpiryCalendar
    let today: Day
    let soon: Int
    /// The language of the title, the weekday names and the notes: the interface's.
    let language: Language
    let style: Style

    /// Columns of the grid: seven cells of three (two for the day, one for the mark), a space between.
    static let gridWidth = 7 * 3 + 6

    func render() -> String {
        var lines = [centred(title)]
        lines.append(calendar.weekdayColumns.map { DisplayWidth.fit(weekdayName($0), 3) }.joined(separator: " ")
            .trimmingTrailingSpaces)
        for week in calendar.weeks {
            lines.append(week.map(cell).joined(separator: " ").trimmingTrailingSpaces)
        }
        lines.append("")
        let days = calendar.days
        guard !days.isEmpty else {
            lines.append(Message(.fridgeCalendarNothing, ["month": title]).text(in: language))
            return lines.joined(separator: "\n")
        }
        let rows = days.flatMap { day in calendar.expiring[day]!.enumerated().map { (day, $0.offset == 0, $0.element) } }
        let layout = ColumnLayout(rows.map { [$0.2.title, $0.2.amount] }, [.upTo(32), .init()])
        for (day, first, item) in rows {
            let date = first ? String(format: "%2d ", day.day) + DisplayWidth.fit(weekdayName(day.isoWeekday), 3) : String(repeating: " ", count: 6)
            let left = DaysLeft(from: today, to: day)
            let line = "\(paint(date, day)) " + layout.line([item.title.replacingOccurrences(of: "\n", with: " "), item.amount, paint(left.description, day)])
            lines.append(line.trimmingTrailingSpaces)
        }
        return lines.joined(separator: "\n")
    }

    var title: String { HumanDate.month(year: calendar.year, month: calendar.month, language) }

    /// `Mo`…`Su`, or `월`…`일` in Korean (each two columns wide, as a day number is).
    func weekdayName(_ isoWeekday: Int) -> String {
        HumanDate.shortWeekdayName(isoWeekday, language)
    }

    private func cell(_ day: Day?) -> String {
        guard let day else { return "   " }
        let number = String(format: "%2d", day.day)
        guard calendar.expiring[day] != nil else {
            return (day == today ? style.bold(number) : number) + " "
        }
        return paint(number + (day < today ? "!" : "*"), day)
    }

    /// Red for a day already past, yellow within `soon` days, cyan later; bold for today.
    private func paint(_ text: String, _ day: Day) -> String {
        let left = today.days(until: day)
        let coloured = left < 0 ? style.red(text) : left <= soon ? style.yellow(text) : style.cyan(text)
        return day == today ? style.bold(coloured) : coloured
    }

    private func centred(_ text: String) -> String {
        let pad = max(0, (Self.gridWidth - DisplayWidth.of(text)) / 2)
        return String(repeating: " ", count: pad) + text
    }
}
