import Foundation

/// The `#tags` written in a note's text, as Obsidian reads them: a `#` at the start of a line or
/// after white space, then letters (Hangul too: `#김장`), digits, `_`, `-` and `/` (nested tags),
/// not digits alone (`#1` is a number). The text is read by cmark-gfm (`MarkdownTree`), so a
/// `# heading`, code (`` `#include` ``, fenced blocks), a link's address and a link's or
/// picture's text hold no tag, and a web address's `#fragment` is not one (no space before it).
enum InlineHashtags {
    static func of(_ markdown: String) -> [String] {
        guard markdown.contains("#") else { return [] }
        let tree = MarkdownTree(markdown)
        tree.joinText()
        var found: [String] = []
        var seen: Set<String> = []
        for node in tree.nodes() where node.kind == .text {
            guard let text = node.literal, text.contains("#"), !isInsideLink(node) else { continue }
            for tag in tags(in: text) where seen.insert(tag).inserted { found.append(tag) }
        }
        return found
    }

    /// The tags in one run of text, scanned by Unicode scalar (a regular expression took
    /// minutes over a 60 MB note).
    static func tags(in text: String) -> [String] {
        var tags: [String] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "#", i == 0 || scalars[i - 1].properties.isWhitespace else { i += 1; continue }
            var end = i + 1
            while end < scalars.count, isTagScalar(scalars[end]) { end += 1 }
            var tag = String(String.UnicodeScalarView(scalars[(i + 1)..<end]))
            while tag.hasSuffix("/") || tag.hasSuffix("-") { tag.removeLast() }
            if !tag.isEmpty, tag.contains(where: { !$0.isNumber }) { tags.append(tag) }
            i = end
        }
        return tags
    }

    private static func isTagScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" || scalar == "-" || scalar == "/" { return true }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
            || properties.generalCategory == .spacingMark
    }

    private static func isInsideLink(_ node: MarkdownNode) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.kind == .link || current.kind == .image { return true }
            parent = current.parent
        }
        return false
    }
}
