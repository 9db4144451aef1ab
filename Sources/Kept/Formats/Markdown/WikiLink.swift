import Foundation

/// An Obsidian wiki link in a note's text: `[[note]]`, `[[note#heading]]`, `[[note|words]]`
/// (an embed, `![[…]]`, is not one). The file keeps it as written; what kept shows of it is its
/// words (or the note's name), never the brackets: the HTML export (`MarkdownHTML`, a link
/// where the note is on the page) and plain text (`MarkdownText`) read it alike.
enum WikiLink {
    // Made where it is used: a Regex is not Sendable, so a shared one would need an unsafe global.
    static var pattern: Regex<(Substring, Substring, Substring?)> { /\[\[([^\]|#\n]+)(?:#[^\]|\n]*)?(?:\|([^\]\n]*))?\]\]/ }

    /// The words a match shows: its `|words`, else its target.
    static func words(_ match: Regex<(Substring, Substring, Substring?)>.Match) -> (target: String, words: String) {
        let target = String(match.output.1).trimmingCharacters(in: .whitespaces)
        let words = match.output.2.map { String($0).trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 } ?? target
        return (target, words)
    }

    /// `text` with each wiki link as its words; embeds stay as written.
    static func shown(in text: String) -> String {
        guard text.contains("[[") else { return text }
        var out = "", rest = Substring(text)
        while let match = rest.firstMatch(of: pattern) {
            let before = rest[..<match.range.lowerBound]
            out += before
            rest = rest[match.range.upperBound...]
            out += before.hasSuffix("!") || (before.isEmpty && out.hasSuffix("!")) ? String(match.output.0) : words(match).words
        }
        return out + rest
    }
}
