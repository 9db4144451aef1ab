import Foundation
import Ink

/// An entry's Markdown as HTML for an exported page. Ink (JohnSundell/Ink) draws the headings,
/// lists, emphasis, links, tables, code and images; nothing the entry's text holds can act on
/// the page:
///
/// - Ink passes raw HTML and entities through, so `&`, `<` and `"` are escaped in the source
///   before Ink reads it: `<script>` and `<img onerror=…>` arrive as text. Code, which Ink
///   escapes itself, is unescaped once afterwards, so it shows exactly as written.
/// - A link or image keeps only a safe address (web, mail, telephone, a picture's `data:`,
///   relative); a `javascript:` link is left as its text, such an image as its description.
/// - The result is checked tag by tag against what Ink writes (`isSafe`); anything else gives
///   nil, and the caller shows the entry as escaped plain text instead.
struct MarkdownHTML {
    /// What a relative address becomes: a file copied beside the page or inlined, another
    /// entry's place on the page. Nil leaves it as written.
    struct Link: Equatable {
        var url: String
        /// The file name to save under, for a file inlined as `data:` that is not a picture.
        var download: String? = nil
    }

    /// `target` as written in the entry (percent-escapes and all), and whether an image shows it.
    var relink: (_ target: String, _ isImage: Bool) -> Link? = { _, _ in nil }
    /// The store-relative file an Obsidian embed (`![[photo.png]]`) names, as a link target
    /// from the entry; nil when the entry has no such attachment (the embed stays text).
    var embedded: (_ name: String) -> String? = { _ in nil }
    /// The level a body's `#` heading gets: below the entry's own title on the page.
    var topHeadingLevel = 4

    func html(_ markdown: String) -> String? {
        var parser = MarkdownParser()
        parser.addModifier(Modifier(target: .codeBlocks) { Self.codeBlock($0.html) })
        parser.addModifier(Modifier(target: .inlineCode) { Self.unescapingCode($0.html) })
        parser.addModifier(Modifier(target: .links) { link($0.html) })
        parser.addModifier(Modifier(target: .images) { image($0.html) })
        parser.addModifier(Modifier(target: .headings) { heading($0.html) })
        var html = parser.html(from: prepared(markdown))
        // XML's spelling, so the page stays well-formed XML.
        html = html.replacingOccurrences(of: "<br>", with: "<br/>").replacingOccurrences(of: "<hr>", with: "<hr/>")
        html = Self.linkingAddresses(in: html)
        return Self.isSafe(html) ? html : nil
    }

    // MARK: Before Ink

    /// The source as Ink should read it: Obsidian embeds of attachments as images, `<…>` link
    /// targets and autolinks in the forms Ink knows, a first `---` as a rule (Ink would take
    /// it for metadata and drop what follows), then `&`, `<` and `"` escaped everywhere and
    /// control characters removed.
    func prepared(_ markdown: String) -> String {
        var lines: [String] = []
        var inFence = false
        for line in markdown.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
                lines.append(String(line))
                continue
            }
            lines.append(inFence ? String(line) : outsideCode(String(line)))
        }
        if let first = lines.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
           lines[first].trimmingCharacters(in: .whitespaces) == "---" {
            lines[first] = "***"
        }
        var out = ""
        out.reserveCapacity(markdown.utf8.count + 64)
        for scalar in lines.joined(separator: "\n").unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case "\"": out += "&quot;"
            default:
                if (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One line outside a code block, its code spans left as they are.
    private func outsideCode(_ line: String) -> String {
        guard line.contains("[") || line.contains("<") else { return line }
        var out = ""
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "`") {
            out += rewritten(rest[..<open])
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "`") else {
                // A lone backtick starts no code: the rest is text.
                out += "`"
                rest = rest[afterOpen...]
                break
            }
            out += rest[open...close]
            rest = rest[rest.index(after: close)...]
        }
        return out + rewritten(rest)
    }

    private func rewritten(_ text: Substring) -> String {
        var text = String(text)
        if text.contains("![[") {
            text = text.replacing(/!\[\[([^\]|#\n]+)(?:\|([^\]\n]*))?\]\]/) { match in
                let name = String(match.output.1).trimmingCharacters(in: .whitespaces)
                guard let target = embedded(name) else { return String(match.output.0) }
                return "![\(match.output.2.map(String.init) ?? "")](\(Self.percentEncoded(target)))"
            }
        }
        if text.contains("](<") {
            text = text.replacing(/\]\(<([^<>\n]+)>\)/) { match in
                "](" + Self.percentEncoded(String(match.output.1).removingPercentEncoding ?? String(match.output.1)) + ")"
            }
        }
        if text.contains("<http") || text.contains("<mailto:") {
            text = text.replacing(/<((?:https?|mailto):[^\s<>]+)>/) { match in
                "[\(match.output.1)](\(match.output.1))"
            }
        }
        return text
    }

    /// A path as a URL path: spaces, parentheses and other characters that would end or
    /// change a link escaped; `/` kept.
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    // MARK: Ink's fragments, made safe

    /// `<pre><code class="language-…">…</code></pre>`: the code unescaped once (it was escaped
    /// twice: here before Ink, then by Ink), the language name kept to the letters one has.
    static func codeBlock(_ html: String) -> String {
        let plain = "<pre><code>", named = "<pre><code class=\"language-", end = "</code></pre>"
        guard html.hasSuffix(end) else { return html }
        var language = ""
        var code: Substring
        if html.hasPrefix(plain) {
            code = html.dropFirst(plain.count)
        } else if html.hasPrefix(named), let quote = html.dropFirst(named.count).firstIndex(of: "\""),
                  html[quote...].hasPrefix("\">") {
            // The name holds no `"`: the source's were escaped.
            language = decoded(String(html.dropFirst(named.count)[..<quote]))
                .filter { $0.isASCII && ($0.isLetter || $0.isNumber || "-_+#.".contains($0)) }
            code = html[html.index(quote, offsetBy: 2)...]
        } else {
            return html
        }
        code = code.dropLast(end.count)
        let attribute = language.isEmpty ? "" : " class=\"language-\(HTMLText.escape(language))\""
        return "<pre><code\(attribute)>" + unescaped(code) + end
    }

    static func unescapingCode(_ html: String) -> String {
        guard html.hasPrefix("<code>"), html.hasSuffix("</code>") else { return html }
        return "<code>" + unescaped(html.dropFirst(6).dropLast(7)) + "</code>"
    }

    /// Code escaped twice, once: every `&amp;` is Ink's, and after it the only `&quot;` left
    /// are the source's `"` (a `&quot;` typed in the code reads `&amp;quot;` by then).
    private static func unescaped(_ code: Substring) -> String {
        code.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
    }

    /// `<a href="…">text</a>`: the address checked and perhaps relinked, the tag written anew.
    private func link(_ html: String) -> String {
        // Ink writes `<a href="URL">TEXT</a>`; the URL holds no `"` (the source's were escaped).
        let open = "<a href=\""
        guard html.hasPrefix(open), html.hasSuffix("</a>"), let quote = html.dropFirst(open.count).firstIndex(of: "\""),
              html[quote...].hasPrefix("\">") else { return html }
        let url = Self.decoded(String(html[html.index(html.startIndex, offsetBy: open.count)..<quote]))
        let text = String(html[html.index(quote, offsetBy: 2)...].dropLast(4))
        let target: Link
        if let scheme = Self.scheme(of: url) {
            guard ["http", "https", "mailto", "tel"].contains(scheme) else { return text }
            target = Link(url: url)
        } else {
            target = relink(url, false) ?? Link(url: url)
        }
        let download = target.download.map { " download=\"\(HTMLText.escape($0))\"" } ?? ""
        return "<a href=\"\(HTMLText.escape(target.url))\"\(download)>\(text)</a>"
    }

    /// `<img src="…" alt="…"/>`: the address checked and perhaps relinked, the description as
    /// plain text, the tag written anew.
    private func image(_ html: String) -> String {
        // Ink writes `<img src="URL"/>` or `<img src="URL" alt="TEXT"/>`.
        let open = "<img src=\"", described = "\" alt=\""
        guard html.hasPrefix(open), html.hasSuffix("\"/>"), let quote = html.dropFirst(open.count).firstIndex(of: "\"") else { return html }
        let url = Self.decoded(String(html[html.index(html.startIndex, offsetBy: open.count)..<quote]))
        var alt = ""
        if html[quote...].hasPrefix(described) {
            // The description as text: Ink draws emphasis in it as tags.
            alt = Self.withoutTags(html[html.index(quote, offsetBy: described.count)...].dropLast(3))
        } else if html[quote...] != "\"/>" {
            return html
        }
        let source: String
        if let scheme = Self.scheme(of: url) {
            guard scheme == "http" || scheme == "https" || Self.isPictureData(url) else { return alt }
            source = url
        } else {
            source = relink(url, true)?.url ?? url
        }
        return "<img src=\"\(HTMLText.escape(source))\" alt=\"\(alt)\" loading=\"lazy\"/>"
    }

    static func withoutTags(_ html: Substring) -> String {
        var out = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag { out.append(character) }
        }
        return out
    }

    private func heading(_ html: String) -> String {
        guard html.count >= 9, html.hasPrefix("<h"), let level = html.dropFirst(2).first?.wholeNumberValue else { return html }
        let new = min(6, level + topHeadingLevel - 1)
        return "<h\(new)>" + html.dropFirst(4).dropLast(5) + "</h\(new)>"
    }

    // MARK: Addresses

    /// A URL's scheme, lower-cased, as a browser reads it (tabs and line breaks inside are
    /// ignored, leading spaces too); nil for a relative address.
    static func scheme(of url: String) -> String? {
        let scalars = url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.drop { $0.value <= 0x20 }
        let text = String(String.UnicodeScalarView(scalars))
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let head = text[..<colon]
        if head.contains(where: { "/?#".contains($0) }) { return nil }
        return head.lowercased()
    }

    static func isPictureData(_ url: String) -> Bool {
        url.drop { $0 == " " }.lowercased().hasPrefix("data:image/")
    }

    /// The entities that can be in Ink's output (the source's own were escaped) as characters.
    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Web addresses written as plain text made links, outside links and code. Every `<` of
    /// the HTML begins a tag here: text's were escaped.
    static func linkingAddresses(in html: String) -> String {
        guard html.contains("http") else { return html }
        var out = ""
        var quiet = 0  // inside <a>, <code> or <pre>
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            let text = rest[..<open]
            out += quiet > 0 ? String(text) : linked(String(text))
            guard let close = rest[open...].firstIndex(of: ">") else { rest = rest[open...]; break }
            let tag = rest[open...close]
            let name = tag.dropFirst(tag.hasPrefix("</") ? 2 : 1).prefix { $0.isLetter }
            if ["a", "code", "pre"].contains(String(name)) && !tag.hasSuffix("/>") { quiet += tag.hasPrefix("</") ? -1 : 1 }
            out += tag
            rest = rest[rest.index(after: close)...]
        }
        return out + (quiet > 0 ? String(rest) : linked(String(rest)))
    }

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
        "code": ["class"], "pre": [], "a": ["href", "download"], "img": ["src", "alt", "loading"],
        "table": [], "thead": [], "tbody": [], "tr": [], "th": ["align"], "td": ["align"],
    ]

    /// Whether `html` holds only the tags and attributes Ink writes for Markdown, with safe
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
