import Foundation

/// An Anki field (HTML, as Anki's editor writes it) as Markdown: line breaks, `<div>` and `<p>`
/// lines, bold and italic, entities, pictures (`<img src>`) and sounds (`[sound:x.mp3]`) as links
/// to the note's media. Any other tag is left as it was written, so the user sees what it was.
enum AnkiHTML {
    /// The Markdown and the media files it links to, in the order they appear.
    static func markdown(_ html: String) -> (text: String, media: [String]) {
        var out = ""
        var media: [String] = []
        var i = html.startIndex
        func newline(_ count: Int) {
            let trailing = out.reversed().prefix { $0 == "\n" }.count
            if !out.isEmpty, trailing < count { out += String(repeating: "\n", count: count - trailing) }
        }
        while i < html.endIndex {
            let c = html[i]
            if c == "<", let close = html[i...].firstIndex(of: ">") {
                let tag = String(html[html.index(after: i)..<close])
                let closing = tag.hasPrefix("/")
                let name = (closing ? tag.dropFirst() : tag[...]).prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }.lowercased()
                switch name {
                case "br": out += "\n"
                case "div", "p", "ul", "ol": newline(name == "p" && closing ? 2 : 1)
                case "li":
                    newline(1)
                    if !closing { out += "- " }
                case "b", "strong": out += "**"
                case "i", "em": out += "*"
                case "img":
                    if let source = attribute("src", of: tag) {
                        let file = entities(source)
                        media.append(file)
                        out += "![](\(file))"
                    } else {
                        out += String(html[i...close])
                    }
                default: out += String(html[i...close])
                }
                i = html.index(after: close)
            } else if c == "&", let end = html[i...].prefix(12).firstIndex(of: ";") {
                let entity = String(html[i...end])
                let decoded = entities(entity)
                out += decoded
                i = html.index(after: end)
            } else if html[i...].hasPrefix("[sound:"), let end = html[i...].firstIndex(of: "]") {
                let file = entities(String(html[html.index(i, offsetBy: 7)..<end]))
                media.append(file)
                out += "[\(file)](\(file))"
                i = html.index(after: end)
            } else {
                out.append(c)
                i = html.index(after: i)
            }
        }
        // Trimmed by hand: a regex a line was most of the time of a 20,000-note import.
        let lines = out.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> Substring in
                guard line.last == " " || line.last == "\t" else { return line }
                return line[..<(line.lastIndex { $0 != " " && $0 != "\t" }.map(line.index(after:)) ?? line.startIndex)]
            }
        var text = lines.joined(separator: "\n")
        while text.contains("\n\n\n") { text = text.replacingOccurrences(of: "\n\n\n", with: "\n\n") }
        return (text.trimmingCharacters(in: .newlines), media)
    }

    /// The value of `name="…"` (or `'…'`, or bare) in a tag's text.
    static func attribute(_ name: String, of tag: String) -> String? {
        guard let match = tag.firstMatch(of: try! Regex("(?i)\\b\(name)\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s>]+))")) else { return nil }
        for k in 1...3 { if let value = match.output[k].substring { return String(value) } }
        return nil
    }

    /// Text with HTML's character references decoded; an unknown one stays as written.
    static func entities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacing(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/) { match in
            let name = String(match.output.1)
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? String(match.output.0)
            }
            if name.hasPrefix("#") {
                return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? String(match.output.0)
            }
            return named[name] ?? String(match.output.0)
        }
    }

    private static let named: [String: String] = [
        "nbsp": " ", "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "ndash": "–", "mdash": "—",
        "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "middot": "·", "times": "×",
        "copy": "©", "reg": "®", "deg": "°", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓",
    ]
}
