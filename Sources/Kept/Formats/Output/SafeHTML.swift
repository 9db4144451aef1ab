import Foundation

/// The second guard on an entry's HTML, after cmark-gfm's safe mode: every tag, attribute,
/// address and entity checked against what kept's renderer writes (`MarkdownHTML.isSafe`).
extension MarkdownHTML {
    /// Escaped text with its web addresses made links. A closing `)` `.` `,` is left outside.
    static func linked(_ escaped: String) -> String {
        guard escaped.contains("http") else { return escaped }
        var out = ""
        var rest = Substring(escaped)
        while let match = rest.firstMatch(of: /https?:\/\/(?:[^\s<>&"]|&amp;)+/) {
            var url = match.output
            while true {
                // A trailing `&` goes whole (never half an entity), as do closing marks.
                if url.hasSuffix("&amp;") { url = url.dropLast(5); continue }
                guard let last = url.last, ").,;:!?".contains(last) else { break }
                url = url.dropLast()
            }
            out += rest[..<match.range.lowerBound]
            out += "<a href=\"\(url)\">\(url)</a>"
            rest = rest[url.endIndex...]
        }
        return out + rest
    }

    // MARK: The check

    private static let allowedTags: [String: Set<String>] = [
        "p": [], "br": [], "hr": [], "h1": [], "h2": [], "h3": [], "h4": [], "h5": [], "h6": [],
        "em": [], "strong": [], "s": [], "del": [], "blockquote": [], "ul": [], "ol": ["start"], "li": [],
        "code": ["class"], "pre": [], "a": ["href", "title", "download"],
        "img": ["src", "alt", "title", "loading"], "input": ["type", "checked", "disabled"],
        "table": [], "thead": [], "tbody": [], "tr": [], "th": ["align"], "td": ["align"],
    ]

    /// Whether `html` holds only the tags and attributes cmark-gfm writes for Markdown, with safe
    /// addresses, and only the entities escaping writes: so no script, handler or style of
    /// the entry's reaches the page. (Read byte by byte: a page of 10,000 entries is checked
    /// 10,000 times.)
    static func isSafe(_ html: String) -> Bool {
        let bytes = Array(html.utf8)
        var i = 0
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "<"):
                i += 1
                let closing = i < bytes.count && bytes[i] == UInt8(ascii: "/")
                if closing { i += 1 }
                let nameStart = i
                guard i < bytes.count, isLower(bytes[i]) else { return false }
                while i < bytes.count, isLower(bytes[i]) || isDigit(bytes[i]) { i += 1 }
                guard let allowed = allowedTags[String(decoding: bytes[nameStart..<i], as: UTF8.self)] else { return false }
                while true {
                    let spaced = i < bytes.count && isSpace(bytes[i])
                    while i < bytes.count, isSpace(bytes[i]) { i += 1 }
                    guard i < bytes.count else { return false }
                    if bytes[i] == UInt8(ascii: ">") { i += 1; break }
                    if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") { i += 2; break }
                    guard spaced, !closing else { return false }
                    let attributeStart = i
                    while i < bytes.count, isLower(bytes[i]) || bytes[i] == UInt8(ascii: "-") { i += 1 }
                    let attribute = String(decoding: bytes[attributeStart..<i], as: UTF8.self)
                    guard allowed.contains(attribute), i + 1 < bytes.count,
                          bytes[i] == UInt8(ascii: "="), bytes[i + 1] == UInt8(ascii: "\"") else { return false }
                    i += 2
                    let valueStart = i
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                        if bytes[i] == UInt8(ascii: "<") || bytes[i] == UInt8(ascii: ">") { return false }
                        i += 1
                    }
                    guard i < bytes.count else { return false }
                    if attribute == "href" || attribute == "src" {
                        let value = attributeValue(Substring(String(decoding: bytes[valueStart..<i], as: UTF8.self)))
                        guard isSafeAddress(value, image: attribute == "src") else { return false }
                    }
                    i += 1
                }
            case UInt8(ascii: "&"):
                var end = i + 1
                while end < bytes.count, end - i <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
                guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return false }
                let name = bytes[(i + 1)..<end]
                let known = ["amp", "lt", "gt", "quot", "#39"].contains { name.elementsEqual($0.utf8) }
                let numeric = name.first == UInt8(ascii: "#") && name.count > 1
                    && (name.dropFirst().allSatisfy(isDigit)
                        || ((name.dropFirst().first == UInt8(ascii: "x")) && name.count > 2
                            && name.dropFirst(2).allSatisfy { isDigit($0) || (0x61...0x66).contains($0) || (0x41...0x46).contains($0) }))
                guard known || numeric else { return false }
                i = end + 1
            default:
                i += 1
            }
        }
        return true
    }

    /// An attribute's value as a browser reads it: every character reference replaced, in one
    /// pass (`&amp;#106;` is `&#106;`, text; `&#106;` is `j`).
    static func attributeValue(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var out = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let name = after[..<semicolon]
                var value: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    value = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if name.hasPrefix("#") {
                    value = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    value = named[name]
                }
                if let value {
                    out += value
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            out += "&"
            rest = after
        }
        return out + rest
    }

    static func isSafeAddress(_ url: String, image: Bool) -> Bool {
        guard let scheme = scheme(of: url) else { return true }
        switch scheme {
        case "http", "https": return true
        case "mailto", "tel": return !image
        case "data": return isPictureData(url) || (!image && url.lowercased().hasPrefix("data:application/octet-stream"))
        default: return false
        }
    }
}
