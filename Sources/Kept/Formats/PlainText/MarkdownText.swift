import Foundation

/// Markdown turned into the plain text a person would type into a chat message, walking
/// cmark-gfm's tree (`MarkdownTree`): the same reading as the HTML export.
///
/// Headings lose their `#`, emphasis its `*` `_` `~~`, links become `text (url)` (just the
/// address when it is the text), images their description (and web address), list items `•`,
/// `1.`, `☐`, `☑` (indented two spaces a level), block quotes are set in “quotation marks”,
/// tables become cells joined with ` · `, a rule `———`. Code is kept as it is written: a
/// block's lines verbatim, a code span's text untouched; raw HTML stays as typed (`<br>` is a
/// line break). Blocks are apart by a blank line where the source has one. Emphasis next to
/// Hangul follows `HangulEmphasis`, so `**"인용"**은` loses its stars.
package enum MarkdownText {
    package static func plain(_ markdown: String) -> String {
        // Prose with no character Markdown reads is its own plain text: cmark would make
        // paragraphs of its lines and nothing else (every `kept list` excerpt comes here).
        // Its lines are found on bytes: splitting the String on Characters walked every grapheme
        // and made a cold `kept list` of 10,000 entries 13% slower.
        if isProse(markdown) {
            return tidy(markdown.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) })
        }
        return throughTree(markdown)
    }

    /// The plain text as cmark's tree gives it, for any text (`plain` skips it for prose).
    static func throughTree(_ markdown: String) -> String {
        let tree = MarkdownTree(markdown)
        HangulEmphasis.apply(to: tree, source: markdown)
        var lines: [String] = []
        var reader = Reader(source: markdown)
        reader.blocks(tree.root, depth: 0, into: &lines)
        return tidy(lines)
    }
}

/// Walks the tree, looking at the source only to keep its blank lines between blocks.
private struct Reader {
    let source: String
    /// Whether each source line (from 1) is blank or holds only quote marks: read once, when
    /// a second block asks.
    private var blank: [Bool]?

    init(source: String) { self.source = source }

    /// Whether the source has a blank line right above `node`.
    mutating func isApart(_ node: MarkdownNode) -> Bool {
        if blank == nil {
            blank = [true] + source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
                line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: ">") }
            }
        }
        let above = node.startLine - 1
        return above >= 1 && above < blank!.count && blank![above]
    }

    /// The blocks inside `container`, a blank line between two where the source has one.
    mutating func blocks(_ container: MarkdownNode, depth: Int, into lines: inout [String]) {
        var first = true
        for block in container.children {
            if !first, isApart(block) { lines.append("") }
            first = false
            lines += self.block(block, depth: depth)
        }
    }

    mutating func block(_ node: MarkdownNode, depth: Int) -> [String] {
        switch node.kind {
        case .paragraph, .heading:
            return inlines(node).components(separatedBy: "\n")
        case .codeBlock, .htmlBlock:
            var text = node.literal ?? ""
            if text.hasSuffix("\n") { text.removeLast() }
            return text.components(separatedBy: "\n")
        case .thematicBreak:
            return ["———"]
        case .blockQuote:
            var quoted: [String] = []
            blocks(node, depth: 0, into: &quoted)
            while quoted.last?.isEmpty == true { quoted.removeLast() }
            guard !quoted.isEmpty else { return [] }
            quoted[0] = "“" + quoted[0]
            quoted[quoted.count - 1] += "”"
            return quoted
        case .list:
            var lines: [String] = []
            for (index, item) in node.children.enumerated() {
                if index > 0, isApart(item) { lines.append("") }
                let marker: String
                if let done = item.task { marker = done ? "☑ " : "☐ " }
                else if node.isOrderedList { marker = "\(node.listStart + index). " }
                else { marker = "• " }
                lines += self.item(item, marker: marker, depth: depth)
            }
            return lines
        case .table:
            return node.children.map { row in row.children.map { inlines($0) }.joined(separator: " · ") }
        default:
            var lines: [String] = []
            blocks(node, depth: depth, into: &lines)
            return lines
        }
    }

    /// An item's blocks: its first line after the marker, the rest indented below it; a list
    /// inside one level deeper.
    mutating func item(_ item: MarkdownNode, marker: String, depth: Int) -> [String] {
        let pad = String(repeating: "  ", count: depth)
        let inner = pad + "  "
        var lines: [String] = []
        for child in item.children {
            if !lines.isEmpty, isApart(child) { lines.append("") }
            if child.kind == .list {
                lines += block(child, depth: depth + 1)
                continue
            }
            for line in block(child, depth: depth + 1) {
                lines.append(lines.isEmpty ? pad + marker + line : line.isEmpty ? "" : inner + line)
            }
        }
        return lines.isEmpty ? [pad + marker.trimmingCharacters(in: .whitespaces)] : lines
    }

    /// A paragraph's, heading's or cell's text without its syntax; a line break as `\n`.
    func inlines(_ node: MarkdownNode) -> String {
        var out = ""
        // Runs of text, read together: cmark splits `[[` into pieces, and a wiki link shows its
        // words (`WikiLink`), as in the HTML export.
        var run = ""
        func flush() {
            out += WikiLink.shown(in: run)
            run = ""
        }
        for child in node.children {
            if child.kind == .text {
                run += child.literal ?? ""
                continue
            }
            flush()
            switch child.kind {
            case .text, .code: out += child.literal ?? ""
            case .softBreak, .lineBreak: out += "\n"
            case .htmlInline:
                let tag = child.literal ?? ""
                out += tag.wholeMatch(of: /<\/?br\s*\/?>/.ignoresCase()) != nil ? "\n" : tag
            case .link:
                let text = inlines(child), url = child.url
                let bare = url.hasPrefix("mailto:") ? String(url.dropFirst(7)) : url
                out += text.isEmpty || text == url || text == bare ? bare : "\(text) (\(url))"
            case .image:
                let text = inlines(child), url = child.url
                let isWeb = url.hasPrefix("http://") || url.hasPrefix("https://")
                out += isWeb ? (text.isEmpty ? url : "\(text) (\(url))") : text
            default: out += inlines(child)
            }
        }
        flush()
        return out
    }

}

extension MarkdownText {
    /// No byte that starts Markdown syntax anywhere (`* _ ~ \` [ ] ! < > # & | \\`, control
    /// characters, and `:` `@` `www.` of the addresses cmark's autolink makes links of), and
    /// no line that starts with a space, a tab, a digit, `-`, `+` or `=` (code, lists, setext
    /// underlines).
    static func isProse(_ markdown: String) -> Bool {
        var lineStart = true
        var ws = 0  // `w`s just before: `www.` is a link to cmark's autolink
        for byte in markdown.utf8 {
            ws = byte == UInt8(ascii: "w") || byte == UInt8(ascii: "W") ? ws + 1 : (byte == UInt8(ascii: ".") ? ws : 0)
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                 UInt8(ascii: "\\"), UInt8(ascii: ":"), UInt8(ascii: "@"):
                return false
            case UInt8(ascii: "."):
                if ws >= 3 { return false }
            case UInt8(ascii: "\n"):
                lineStart = true
                continue
            case 0..<0x20, 0x7F:
                if byte != UInt8(ascii: "\t") || lineStart { return false }
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if lineStart { return false }
            default: break
            }
            lineStart = false
        }
        return true
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
