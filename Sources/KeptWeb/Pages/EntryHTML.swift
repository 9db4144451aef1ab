import Foundation
import Kept

/// An entry's body as the export renders it (`MarkdownHTML`: raw HTML shown as words, only
/// safe addresses kept), or escaped plain text when that renderer declines.
enum EntryHTML {
    static func body(_ entry: Entry) -> String {
        let markdown = String(Entry.afterTitleHeading(entry.body, title: entry.title))
        guard !markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return "" }
        if let html = MarkdownHTML(topHeadingLevel: 2).html(markdown) { return "<div class=\"body\">\n\(html)\n</div>" }
        return "<div class=\"body plain\">\(escape(markdown))</div>"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
