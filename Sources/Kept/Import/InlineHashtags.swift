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
        for node in tree.nodes() where node.kind == .text {
            guard let text = node.literal, text.contains("#"), !isInsideLink(node) else { continue }
            for match in text.matches(of: /(?:^|\s)#([\p{L}\p{M}\p{N}_\-\/]+)/) {
                var tag = String(match.output.1)
                while tag.hasSuffix("/") || tag.hasSuffix("-") { tag.removeLast() }
                guard !tag.isEmpty, tag.contains(where: { !$0.isNumber }), !found.contains(tag) else { continue }
                found.append(tag)
            }
        }
        return found
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
