import Foundation
import Kept

/// Search hits for the terminal: a heading per kind with its count, a line per hit (title,
/// then the fields that matched or the kind's first column), and under a body match the
/// snippet; matches highlighted when colour is on. Aligned by display width.
struct SearchResultsView {
    let kinds: [Kind]
    let style: Style
    let width: Int?
    var near: NearFilter? = nil

    func render(_ hits: [SearchHit]) -> String {
        var groups: [(kind: String, hits: [SearchHit])] = []
        for hit in hits {
            if groups.last?.kind == hit.entry.kind { groups[groups.count - 1].hits.append(hit) }
            else { groups.append((hit.entry.kind, [hit])) }
        }
        return groups.map { group in
            let folder = kinds.first { $0.name == group.kind }?.folder ?? group.kind
            let heading = style.bold("\(folder) (\(group.hits.count))")
            let distances = group.hits.map { hit in near?.distance(to: hit.entry).map(NearFilter.describe) }
            let layout = ColumnLayout(zip(distances, group.hits).map { [$0 ?? "", $1.title.text] }, [.number, .upTo(40)])
            let lines = zip(group.hits, distances).map { hit, distance -> String in
                // A conflict copy is marked as `kept list` marks it: `~`, and what it is.
                var line = hit.entry.isConflictCopy ? "~ " : "  "
                if let distance { line += layout.cell(distance, 0) + "  " }
                line += marked(hit.title, width: layout.widths[1]) + layout.padding(after: hit.title.text, 1)
                if hit.entry.isConflictCopy { line += "  " + say(.searchConflictCopy) }
                let detail = details(hit)
                if !detail.isEmpty { line += "  " + detail }
                var text = line.trimmingTrailingSpaces
                if let snippet = hit.snippet {
                    text += "\n      " + marked(snippet, width: width.map { max(20, $0 - 6) })
                }
                return text
            }
            return heading + "\n" + lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// The fields that matched (`note: 김치찌개용`), else the path, dimmed.
    private func details(_ hit: SearchHit) -> String {
        if !hit.fields.isEmpty {
            return hit.fields.map { field in field.name + ": " + marked(field.value, width: 40) }.joined(separator: "  ")
        }
        return style.dim(hit.entry.path)
    }

    /// The text cut to `width` columns (at a character, with `…`), matches highlighted.
    private func marked(_ text: MarkedText, width: Int?) -> String {
        var out = "", used = 0
        let limit = width.map { DisplayWidth.of(text.text) > $0 ? $0 - 1 : Int.max } ?? .max
        for piece in text.pieces {
            var kept = ""
            for character in piece.text {
                let w = DisplayWidth.of(character: character)
                if used + w > limit { break }
                kept.append(character)
                used += w
            }
            out += piece.isMatch ? style.yellow(style.bold(kept)) : kept
            if kept.count < piece.text.count { return out + "…" }
        }
        return out
    }
}
