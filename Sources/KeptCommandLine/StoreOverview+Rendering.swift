import Foundation
import Kept

/// `kept` with no command: the store at a glance.
extension StoreOverview {
    func render(color: Bool) -> String {
        let style = Style(enabled: color)
        var lines = [style.bold("kept") + "  " + root]
        // Columns as wide as their longest name (a `campaigns` folder is not cut to `campaig…`),
        // up to a width that leaves room for the rest of the line.
        let folderWidth = min(20, counts.map { DisplayWidth.of($0.kind.folder) }.max().map { max($0, 8) } ?? 8)
        let kindWidth = min(16, newest.map { DisplayWidth.of($0.kind) }.max().map { max($0, 7) } ?? 7)
        for count in counts {
            var line = "  " + DisplayWidth.fit(count.kind.folder, folderWidth) + " "
                + String(repeating: " ", count: max(0, 5 - String(count.count).count)) + "\(count.count) "
                + (count.count == 1 ? "entry" : "entries")
            if count.unreadable > 0 { line += style.red("  (\(count.unreadable) unreadable: kept check)") }
            lines.append(line)
        }
        if let todaysDiary {
            lines.append("today's diary: \(todaysDiary.title)  (\(todaysDiary.path))")
        } else {
            lines.append("today's diary: not written yet  (kept today)")
        }
        if !newest.isEmpty {
            lines.append("")
            lines.append(style.bold("newest"))
            for entry in newest {
                lines.append("  " + DisplayWidth.fit(entry.kind, kindWidth) + " " + entry.title + style.dim("  " + entry.path))
            }
        }
        if conflicts > 0 || outside.markdownNotice != nil {
            lines.append("")
            if conflicts > 0 { lines.append(style.yellow("\(conflicts) conflict\(conflicts == 1 ? "" : "s"): kept conflicts")) }
            if let notice = outside.markdownNotice { lines.append(style.yellow(notice)) }
        }
        if pendingChanges > 0 {
            lines.append("")
            lines.append(style.yellow("\(pendingChanges) change\(pendingChanges == 1 ? "" : "s") made outside kept: `kept commit` records \(pendingChanges == 1 ? "it" : "them")"))
        }
        if staleDrafts > 0 {
            lines.append("")
            lines.append(style.yellow(staleDrafts == 1
                ? "1 draft older than a day: `kept drafts` shows it and how to resume it"
                : "\(staleDrafts) drafts older than a day: `kept drafts` shows them and how to resume each"))
        }
        if let sync {
            var notes: [String] = []
            if sync.unpushed > 0 {
                notes.append("\(sync.unpushed) commit\(sync.unpushed == 1 ? "" : "s") not pushed to \(sync.remote)")
            }
            if sync.isStale() {
                let when = sync.lastSync.map { "not synced since \(Day($0.date))" } ?? "never synced on this machine"
                notes.append(when)
            }
            if !notes.isEmpty {
                lines.append("")
                lines.append(style.yellow(notes.joined(separator: "; ") + ": run `kept sync`"))
            }
        }
        return lines.joined(separator: "\n")
    }
}
