import Foundation

/// Where a Markdown text holds code, which Obsidian (and every CommonMark reader) shows as
/// written: nothing inside is an embed, a link, a title or a tag, and an import never rewrites
/// it. Code blocks (fenced, indented, inside lists and quotes) are the lines cmark-gfm says
/// they are; inline code is found in the blocks cmark reads inline text in (paragraphs,
/// headings, tables), by CommonMark's rule for code spans: a run of backticks not escaped by
/// `\` opens one, the next run of the same length closes it, and one left open is text.
struct MarkdownCode {
    /// The code's places, as UTF-8 offsets, sorted.
    let ranges: [Range<Int>]

    init(_ markdown: String) {
        guard markdown.contains("`") || markdown.contains("    ") || markdown.contains("\t") || markdown.contains("~~~") else {
            ranges = []
            return
        }
        let bytes = Array(markdown.utf8)
        // Where each line starts (1-based lines, as cmark counts them).
        var lineStarts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
        func span(_ first: Int, _ last: Int) -> Range<Int> {
            let start = lineStarts[min(max(first, 1), lineStarts.count) - 1]
            let end = last < lineStarts.count ? lineStarts[last] : bytes.count
            return start..<max(start, end)
        }
        var found: [Range<Int>] = []
        let tree = MarkdownTree(markdown)
        for node in tree.nodes() {
            switch node.kind {
            case .codeBlock:
                found.append(span(node.startLine, node.endLine))
            case .paragraph, .heading, .tableCell:
                // A table's cells share their row's line: the row is scanned once, by its first cell.
                if node.kind == .tableCell, node.previous != nil { continue }
                let lines = node.kind == .tableCell ? span(node.parent?.startLine ?? node.startLine, node.parent?.endLine ?? node.endLine)
                    : span(node.startLine, node.endLine)
                found += Self.codeSpans(bytes, in: lines)
            default:
                break
            }
        }
        ranges = found.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// CommonMark's code spans within `range` of `bytes`, backticks included.
    static func codeSpans(_ bytes: [UInt8], in range: Range<Int>) -> [Range<Int>] {
        let tick = UInt8(ascii: "`"), backslash = UInt8(ascii: "\\")
        var spans: [Range<Int>] = []
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == backslash { i += 2; continue }
            guard bytes[i] == tick else { i += 1; continue }
            var run = i
            while run < range.upperBound, bytes[run] == tick { run += 1 }
            let length = run - i
            // The closing run: exactly as long.
            var j = run
            var close: Int?
            while j < range.upperBound {
                guard bytes[j] == tick else { j += 1; continue }
                var end = j
                while end < range.upperBound, bytes[end] == tick { end += 1 }
                if end - j == length { close = end; break }
                j = end
            }
            if let close {
                spans.append(i..<close)
                i = close
            } else {
                i = run
            }
        }
        return spans
    }

    /// Whether the UTF-8 offsets `range` touch code.
    func contains(_ range: Range<Int>) -> Bool {
        ranges.contains { $0.overlaps(range) }
    }

    /// Whether `range` of `text` (the text this was made from) touches code.
    func contains(_ range: Range<String.Index>, in text: String) -> Bool {
        guard !ranges.isEmpty else { return false }
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let end = text.utf8.distance(from: text.startIndex, to: range.upperBound)
        return contains(start..<end)
    }

    /// `text` with each `old` outside code made `new`; code stays byte for byte.
    static func replacing(_ old: String, with new: String, in text: String) -> String {
        guard text.contains(old) else { return text }
        let code = MarkdownCode(text)
        var out = "", rest = text[...]
        while let found = rest.range(of: old) {
            out += rest[..<found.lowerBound]
            out += code.contains(found, in: text) ? String(rest[found]) : new
            rest = rest[found.upperBound...]
        }
        return out + rest
    }
}
