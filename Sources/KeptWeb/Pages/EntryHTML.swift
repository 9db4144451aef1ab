import Foundation
import Kept

/// An entry's body as the export renders it (`MarkdownHTML`: raw HTML shown as words, only
/// safe addresses kept, its attachments at this server's addresses), or escaped plain text
/// when that renderer declines.
enum EntryHTML {
    /// The body of `entry` as CommonMark reads it (a card's).
    static func body(_ entry: Entry) -> String {
        markdown(String(Entry.afterTitleHeading(entry.body, title: entry.title)), path: entry.path)
    }

    /// The body of `entry`, its line breaks shown as its kind says (`Kind.keepsLineBreaks`:
    /// a diary's two lines are two lines).
    /// A photo is shown by its `size` copy where one is kept (`DisplayCopies`).
    static func body(_ entry: Entry, in store: Store, copies: DisplayCopies? = nil, size: DisplayCopies.Size = .screen) -> String {
        let breaks = store.kinds.first { $0.name == entry.kind }?.keepsLineBreaks ?? false
        return markdown(String(Entry.afterTitleHeading(entry.body, title: entry.title)), path: entry.path, hardBreaks: breaks,
                        copies: copies, size: size)
    }

    /// Markdown written in the entry at `path` (a card's body with its clozes hidden or filled).
    static func markdown(_ markdown: String, path: String, hardBreaks: Bool = false, copies: DisplayCopies? = nil,
                         size: DisplayCopies.Size = .screen) -> String {
        guard !markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return "" }
        var renderer = MarkdownHTML(topHeadingLevel: 2, entry: path, resolve: { address($0, in: path) })
        renderer.hardBreaks = hardBreaks
        if let copies {
            renderer.relink = { target, isImage in
                guard let address = address(target, in: path) else { return nil }
                guard isImage, let file = String(address.dropFirst(EntryLink.prefix.count)).removingPercentEncoding,
                      let copy = copies.file(file, size), FileManager.default.fileExists(atPath: copy) else {
                    return MarkdownHTML.Link(url: address)
                }
                return MarkdownHTML.Link(url: address + "?size=" + size.rawValue)
            }
        }
        if let html = renderer.html(markdown) {
            return "<div class=\"body\">\n\(html)\n</div>"
        }
        return "<div class=\"body plain\">\(escape(markdown))</div>"
    }

    /// A relative address written in the entry at `path` (`2026-11-27/photo.jpg`, the photo
    /// `kept attach` put beside it) as this server's address of that file, `/e/diary/…/photo.jpg`:
    /// the body is shown on Today and in a review too, whose addresses are not the entry's.
    /// Never above `/e/`; an absolute address, a fragment or a query stays as written.
    static func address(_ target: String, in path: String) -> String? {
        guard let first = target.first, !"/#?".contains(first) else { return nil }
        var parts = EntryLink.to(path).split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for piece in target.split(separator: "/", omittingEmptySubsequences: false) {
            switch piece {
            case ".": continue
            case "..": if parts.count > 2 { parts.removeLast() }
            default: parts.append(String(piece))
            }
        }
        return parts.joined(separator: "/")
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
