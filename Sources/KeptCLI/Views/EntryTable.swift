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
        // The last column runs on; on a terminal it is cut to what is left of the line (the
        // marker takes two columns), but never below ten.
        let sizes = columns.indices.map { $0 == columns.count - 1 ? ColumnLayout.Column() : .upTo(40) }
        var layout = ColumnLayout(cells, width == nil ? Array(sizes.dropLast()) : sizes)
        if let width { layout.narrowLast(toFit: width - 2, least: 10) }
        return zip(entries, cells).map { entry, row in
            let marker = entry.problem != nil ? style.red("! ") : entry.isConflictCopy ? style.yellow("~ ") : "  "
            return marker + layout.line(row) { i, text in i == 0 ? style.cyan(text) : text }.trimmingTrailingSpaces
        }.joined(separator: "\n")
    }

    private func cell(_ entry: Entry, _ column: String, _ kind: Kind) -> String {
        if column == "title", let problem = entry.problem {
            return say(.tableUnreadable, ["title": entry.title, "line": String(problem.line), "problem": problem.localized.text])
        }
        if column == "title", entry.isConflictCopy {
            return say(.tableConflictCopy, ["title": entry.title])
        }
        if column == "excerpt" { return entry.excerpt }
        if column == "distance", let near { return near.distance(to: entry).map(NearFilter.describe) ?? "" }
        if column == "weekday" {
            guard let date = entry.date(in: kind) else { return "" }
            return say(.weekdayColumn(date.day.isoWeekday))
        }
        guard let value = entry.value(of: column) else { return "" }
        if column == "status", kind.name == "fridge" { return FieldWords.status(value, UserLanguage.current) }
        if kind.types[column] == .datetime, let date = FieldDate(value) {
            return date.secondsOfDay.map { String(format: "%@ %02d:%02d", date.day.iso, $0 / 3600, ($0 % 3600) / 60) } ?? date.day.iso
        }
        return value.replacingOccurrences(of: "\n", with: " ")
    }
}
