import Foundation
import Kept

/// Entries as aligned columns for the terminal, one table per kind, with the columns the
/// kind's template names. Wide (Korean) characters count two columns.
struct EntryTable {
    let kinds: [Kind]
    let style: Style
    let width: Int?
    /// With `--near`: a first column with each entry's distance.
    var near: NearFilter? = nil

    func render(_ entries: [Entry]) -> String {
        var sections: [String] = []
        var groups: [(kind: String, entries: [Entry])] = []
        for entry in entries {
            if groups.last?.kind == entry.kind { groups[groups.count - 1].entries.append(entry) }
            else { groups.append((entry.kind, [entry])) }
        }
        let several = Set(entries.map(\.kind)).count > 1
        for group in groups {
            guard let kind = kinds.first(where: { $0.name == group.kind }) else { continue }
            let table = rows(group.entries, kind)
            sections.append(several ? style.bold("\(kind.folder) (\(group.entries.count))") + "\n" + table : table)
        }
        return sections.joined(separator: "\n\n")
    }

    private func rows(_ entries: [Entry], _ kind: Kind) -> String {
        let columns = (near == nil ? [] : ["distance"]) + kind.columns
        let cells = entries.map { entry in columns.map { cell(entry, $0, kind) } }
        var widths = columns.indices.map { i in min(cells.map { DisplayWidth.of($0[i]) }.max() ?? 0, i == columns.count - 1 ? .max : 40) }
        if let width, let last = widths.indices.last {
            let used = widths.dropLast().reduce(0, +) + 2 * (widths.count - 1) + 2
            widths[last] = max(10, min(widths[last], width - used))
        }
        return zip(entries, cells).map { entry, row in
            let marker = entry.problem != nil ? style.red("! ") : entry.isConflictCopy ? style.yellow("~ ") : "  "
            let line = row.enumerated().map { i, text in
                let fitted = i == row.count - 1 && width == nil ? text : DisplayWidth.fit(text, widths[i])
                return i == 0 ? style.cyan(fitted) : fitted
            }.joined(separator: "  ")
            return marker + trimmed(line)
        }.joined(separator: "\n")
    }

    private func cell(_ entry: Entry, _ column: String, _ kind: Kind) -> String {
        if column == "title", let problem = entry.problem {
            return say("table.unreadable", ["title": entry.title, "line": String(problem.line), "problem": problem.localized.text])
        }
        if column == "title", entry.isConflictCopy {
            return say("table.conflictCopy", ["title": entry.title])
        }
        if column == "excerpt" { return entry.excerpt }
        if column == "distance", let near { return near.distance(to: entry).map(NearFilter.describe) ?? "" }
        if column == "weekday" {
            guard let date = entry.date(in: kind) else { return "" }
            return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][date.day.weekday() - 1]
        }
        guard let value = entry.value(of: column) else { return "" }
        if kind.types[column] == .datetime, let date = FieldDate(value) {
            return date.secondsOfDay.map { String(format: "%@ %02d:%02d", date.day.iso, $0 / 3600, ($0 % 3600) / 60) } ?? date.day.iso
        }
        return value.replacingOccurrences(of: "\n", with: " ")
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
