import Foundation

/// Markdown turned into the plain text a person would type into a chat message.
///
/// Headings lose their `#`, emphasis its `*` `_` `~~`, links become `text (url)`, list items
/// `•` (indented two spaces a level), block quotes are set in “quotation marks”, tables become
/// cells joined with ` · `. Code is kept as it is written: a fence's lines verbatim (without
/// the fence), a code span's text untouched. Emphasis is matched leniently, so `**강조**했다`
/// and `**"인용"**은` lose their stars even where CommonMark's flanking rules would keep them.
public enum MarkdownText {
    public static func plain(_ markdown: String) -> String {
        // The byte first: Foundation's `contains` on every excerpt was a tenth of a cold list.
        let text = markdown.utf8.contains(UInt8(ascii: "\r")) && markdown.contains("\r")
            ? markdown.replacingOccurrences(of: "\r\n", with: "\n") : markdown
        // Split on bytes: splitting Hangul text by Character is many times slower.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
        let references = takeReferenceDefinitions(&lines)
        var converter = MarkdownBlocks(references: references)
        let out = converter.convert(lines)
        return tidy(out)
    }

    /// One line of Markdown text (no block syntax) without its inline syntax.
    public static func inline(_ text: String) -> String {
        MarkdownInline(references: [:]).convert(text)
    }
}

private extension MarkdownText {
    /// Removes `[label]: url "title"` lines and returns label (lower-cased) → url.
    static func takeReferenceDefinitions(_ lines: inout [String]) -> [String: String] {
        var found: [String: String] = [:]
        var inFence = false
        lines = lines.filter { line in
            guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") }),
                  first == UInt8(ascii: "[") || first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return true }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle() }
            guard !inFence, trimmed.hasPrefix("["), trimmed.contains("]:"),
                  let m = line.wholeMatch(of: /\ {0,3}\[([^\]]+)\]:\s*<?([^\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*/) else { return true }
            found[String(m.1).lowercased()] = String(m.2)
            return false
        }
        return found
    }

    /// Trailing spaces off, at most one blank line in a row, none at either end.
    static func tidy(_ lines: [String]) -> String {
        var out: [String] = []
        for line in lines {
            var line = line
            while line.hasSuffix(" ") || line.hasSuffix("\t") { line.removeLast() }
            if line.isEmpty && (out.last?.isEmpty ?? true) { continue }
            out.append(line)
        }
        while out.last?.isEmpty == true { out.removeLast() }
        return out.joined(separator: "\n")
    }
}
