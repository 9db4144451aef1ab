import Foundation

/// Entries as one Markdown document: a `##` heading per entry, a line of its details, a list
/// of its other front-matter fields and its attachments' paths, then its body with its own
/// headings moved two levels down so that they nest under the entry.
struct MarkdownExport {
    let export: EntryExport

    func document() -> String {
        let share = ShareText(preferred: export.preferred)
        var parts = ["# " + export.name.capitalized]
        for entry in export.entries {
            var section = "## " + Self.escaped(entry.title)
            let details = export.details(of: entry, share: share)
            if !details.isEmpty { section += "\n\n_" + Self.escaped(details) + "_" }
            var fields = ExportFields.of(entry, kind: export.kind(of: entry)).map { Self.escaped($0.key) + ": " + Self.escaped($0.value) }
            let files = export.attachments(of: entry)
            if !files.isEmpty { fields.append("attachments: " + files.map { "`\($0)`" }.joined(separator: ", ")) }
            if !fields.isEmpty { section += "\n\n" + fields.map { "- " + $0 }.joined(separator: "\n") }
            let body = demotingHeadings(entry.body).trimmingCharacters(in: .whitespacesAndNewlines)
            if !body.isEmpty { section += "\n\n" + body }
            parts.append(section)
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// A title or detail as Markdown text: characters that would start HTML, emphasis or a
    /// link are escaped, so that `<script>` in a title stays text where the page is rendered.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\<>*_[]`".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    private func demotingHeadings(_ body: String) -> String {
        var inFence = false
        return body.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n").map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle(); return line }
            guard !inFence, line.hasPrefix("#") else { return line }
            let hashes = line.prefix { $0 == "#" }.count
            guard hashes <= 6, line.dropFirst(hashes).first.map({ $0 == " " }) ?? true else { return line }
            return String(repeating: "#", count: min(6, hashes + 2)) + line.dropFirst(hashes)
        }.joined(separator: "\n")
    }
}
