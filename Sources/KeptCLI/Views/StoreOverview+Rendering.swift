import Foundation
import Kept

/// `kept` with no command: the store at a glance.
extension StoreOverview {
    func render(color: Bool) -> String {
        let style = Style(enabled: color)
        var lines = [style.bold("kept") + "  " + root]
        // Columns as wide as their longest name (a `campaigns` folder is not cut to `campaig…`),
        // up to a width that leaves room for the rest of the line.
        let folders = ColumnLayout(counts.map { [$0.kind.folder] }, [.init(most: 20, least: 8)])
        let kinds = ColumnLayout(newest.map { [$0.kind, $0.title] }, [.init(most: 16, least: 7), .init(most: 40)])
        // The numbers right-aligned wherever the language puts them (`12 entries`, `항목 12개`):
        // the words before a number padded to the widest (in terminal columns: Hangul is two).
        let said = counts.map { Self.aroundNumber(say(.overviewEntries, count: $0.count), $0.count) }
        let before = said.map { DisplayWidth.of($0.before) }.max() ?? 0
        let digits = counts.map { String($0.count).count }.max() ?? 0
        for (count, words) in zip(counts, said) {
            let number = String(count.count)
            var line = "  " + folders.cell(count.kind.folder, 0) + " " + String(repeating: " ", count: max(0, 5 - digits))
                + DisplayWidth.pad(words.before, to: before)
                + String(repeating: " ", count: max(0, digits - number.count)) + number + words.after
            if count.unreadable > 0 { line += style.red("  " + say(.overviewUnreadable, ["count": String(count.unreadable)])) }
            lines.append(line)
        }
        if let todaysDiary {
            lines.append(say(.overviewTodaysDiary, ["title": todaysDiary.title, "path": todaysDiary.path]))
        } else {
            lines.append(say(.overviewTodaysDiaryNotYet))
        }
        if !newest.isEmpty {
            lines.append("")
            lines.append(style.bold(say(.overviewNewest)))
            for entry in newest {
                lines.append("  " + kinds.line([entry.kind, entry.title], separator: " ") + style.dim("  " + entry.path))
            }
        }
        if conflicts > 0 || outside.markdownNotice != nil {
            lines.append("")
            if conflicts > 0 { lines.append(style.yellow(say(.overviewConflicts, count: conflicts))) }
            if let notice = outside.markdownMessage { lines.append(style.yellow(notice.text)) }
        }
        if outsideEdits > 0 {
            lines.append("")
            lines.append(style.yellow(say(.overviewOutsideEdits, count: outsideEdits)))
        }
        if staleDrafts > 0 {
            lines.append("")
            lines.append(style.yellow(say(.overviewStaleDrafts, count: staleDrafts)))
        }
        if let sync {
            var notes: [String] = []
            if sync.unpushed > 0 {
                notes.append(say(.overviewUnpushed, count: sync.unpushed, ["remote": sync.remote]))
            }
            if sync.isStale() {
                let when = sync.lastSync.map { say(.overviewNotSyncedSince, ["day": "\(Day($0.date))"]) } ?? say(.overviewNeverSynced)
                notes.append(when)
            }
            if !notes.isEmpty {
                lines.append("")
                lines.append(style.yellow(say(.overviewRunSync, ["notes": notes.joined(separator: "; ")])))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` split around the first place it writes `count`.
    static func aroundNumber(_ text: String, _ count: Int) -> (before: String, after: String) {
        guard let range = text.range(of: String(count)) else { return (text + " ", "") }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }
}
