import Foundation

/// Markdown turned into the plain text a person would type into a chat message.
///
/// Headings lose their `#`, emphasis its `*` `_` `~~`, links become `text (url)`, list items
/// `•` (indented two spaces a level), block quotes are set in “quotation marks”, tables become
/// cells joined with ` · `. Code is kept as it is written: a fence's lines verbatim (without
/// the fence), a code span's text untouched. Emphasis is matched leniently, so `**강조**했다`
/// and `**"인용"**은` lose their stars even where CommonMark's flanking rules would keep them.
public enum MarkdownText {
    public static func plain(_ markdown: String) -> String {
        let text = markdown.contains("\r") ? markdown.replacingOccurrences(of: "\r\n", with: "\n") : markdown
        // Split on bytes: splitting Hangul text by Character is many times slower.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
        let references = takeReferenceDefinitions(&lines)
        var converter = BlockConverter(references: references)
        let out = converter.convert(lines)
        return tidy(out)
    }

    /// One line of Markdown text (no block syntax) without its inline syntax.
    public static func inline(_ text: String) -> String {
        InlineConverter(references: [:]).convert(text)
    }
}

/// Turns block syntax (headings, lists, quotes, fences, tables) into plain lines.
private struct BlockConverter {
    let references: [String: String]
    var output: [String] = []
    /// Columns of the list markers of the open list items, outermost first.
    var listIndents: [Int] = []
    var inIndentedCode = false

    mutating func convert(_ lines: [String]) -> [String] {
        var i = 0
        while i < lines.count {
            let line = lines[i]
            let indent = Self.indentWidth(line)
            let content = line.drop { $0 == " " || $0 == "\t" }
            // Block syntax is told by its first character: most lines are prose and skip the rest.
            let first = content.utf8.first ?? 0
            let ascii = { (c: Unicode.Scalar) in first == UInt8(ascii: c) }

            if ascii("`") || ascii("~"), let fence = Self.fence(line) {
                i += 1
                while i < lines.count, !Self.closes(lines[i], fence) {
                    output.append(Self.removingIndent(lines[i], upTo: fence.indent))
                    i += 1
                }
                i += 1
                continue
            }
            if content.isEmpty {
                output.append("")
                i += 1
                continue
            }
            if inIndentedCode || (indent >= 4 && listIndents.isEmpty && (output.last?.isEmpty ?? true)) {
                if indent >= 4 {
                    inIndentedCode = true
                    output.append(Self.removingIndent(line, upTo: 4))
                    i += 1
                    continue
                }
                inIndentedCode = false
            }
            if indent < 4, ascii(">") {
                var quoted: [String] = []
                while i < lines.count {
                    let inner = lines[i].drop { $0 == " " }
                    guard inner.hasPrefix(">") else { break }
                    var text = inner.dropFirst()
                    if text.hasPrefix(" ") { text = text.dropFirst() }
                    quoted.append(String(text))
                    i += 1
                }
                var text = MarkdownText.plain(quoted.joined(separator: "\n")).components(separatedBy: "\n")
                if !text.isEmpty {
                    text[0] = "“" + text[0]
                    text[text.count - 1] += "”"
                }
                output.append(contentsOf: text)
                listIndents = []
                continue
            }
            if indent < 4, ascii("#"), let heading = Self.heading(String(content)) {
                output.append(inline(heading))
                listIndents = []
                i += 1
                continue
            }
            if indent < 4, ascii("-") || ascii("*") || ascii("_"), Self.isThematicBreak(String(content)) {
                // `text` then `---` is a heading underline; alone it is a break.
                if let last = output.last, !last.isEmpty, content.first == "-" { i += 1; continue }
                output.append("———")
                listIndents = []
                i += 1
                continue
            }
            if indent < 4, ascii("="), content.allSatisfy({ $0 == "=" }), let last = output.last, !last.isEmpty {
                i += 1
                continue
            }
            if ascii("-") || ascii("*") || ascii("+") || (48...57).contains(first), let item = Self.listItem(line) {
                while let top = listIndents.last, item.indent < top { listIndents.removeLast() }
                if listIndents.last.map({ item.indent > $0 }) ?? true { listIndents.append(item.indent) }
                let pad = String(repeating: "  ", count: listIndents.count - 1)
                output.append(pad + item.marker + inline(item.text))
                i += 1
                continue
            }
            if !listIndents.isEmpty, indent > 0 {
                // A continuation line of a list item.
                let level = listIndents.filter { $0 < indent }.count
                output.append(String(repeating: "  ", count: level) + inline(String(content)))
                i += 1
                continue
            }
            listIndents = []
            if content.utf8.contains(UInt8(ascii: "|")), i + 1 < lines.count, Self.isTableDelimiter(lines[i + 1]) {
                output.append(Self.cells(String(content)).map(inline).joined(separator: " · "))
                i += 2
                while i < lines.count, lines[i].contains("|"), !lines[i].trimmingCharacters(in: .whitespaces).isEmpty {
                    output.append(Self.cells(lines[i]).map(inline).joined(separator: " · "))
                    i += 1
                }
                continue
            }
            output.append(inline(Self.withoutHardBreak(String(content))))
            i += 1
        }
        return output
    }

    func inline(_ text: String) -> String {
        InlineConverter(references: references).convert(text)
    }

    struct Fence {
        let character: Character
        let count: Int
        let indent: Int
    }

    static func fence(_ line: String) -> Fence? {
        let indent = indentWidth(line)
        guard indent < 4 else { return nil }
        let content = line.drop { $0 == " " }
        guard let first = content.first, first == "`" || first == "~" else { return nil }
        let run = content.prefix { $0 == first }.count
        guard run >= 3 else { return nil }
        if first == "`", content.dropFirst(run).contains("`") { return nil }
        return Fence(character: first, count: run, indent: indent)
    }

    static func closes(_ line: String, _ fence: Fence) -> Bool {
        let content = line.trimmingCharacters(in: .whitespaces)
        return content.count >= fence.count && content.allSatisfy { $0 == fence.character } && indentWidth(line) < 4
    }

    static func heading(_ content: String) -> String? {
        let hashes = content.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = content.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.trimmingCharacters(in: .whitespaces)
        // A closing run of `#` preceded by a space is not part of the heading.
        if text.hasSuffix("#"), let range = text.range(of: #"(^|\s)#+$"#, options: .regularExpression) {
            text = String(text[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    static func isThematicBreak(_ content: String) -> Bool {
        let marks = content.filter { $0 != " " && $0 != "\t" }
        guard let first = marks.first, "-*_".contains(first), marks.count >= 3 else { return false }
        return marks.allSatisfy { $0 == first }
    }

    struct ListItem {
        let indent: Int
        let marker: String
        let text: String
    }

    /// `- text`, `* text`, `+ text`, `1. text`, `1) text` (scanned by hand: this runs on every
    /// line of every excerpt `kept list` shows).
    static func listItem(_ line: String) -> ListItem? {
        let content = line.drop { $0 == " " || $0 == "\t" }
        guard let first = content.first else { return nil }
        var rest: Substring
        var marker = "• "
        if first == "-" || first == "*" || first == "+" {
            rest = content.dropFirst()
        } else if first.isASCII && first.isNumber {
            let digits = content.prefix { $0.isASCII && $0.isNumber }
            rest = content.dropFirst(digits.count)
            guard digits.count <= 9, let dot = rest.first, dot == "." || dot == ")" else { return nil }
            rest = rest.dropFirst()
            marker = digits + ". "
        } else {
            return nil
        }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        let indent = indentWidth(line[..<content.startIndex])
        var text = String(rest.drop { $0 == " " || $0 == "\t" })
        if text.hasPrefix("[ ] ") { marker = "☐ "; text.removeFirst(4) }
        else if text.hasPrefix("[x] ") || text.hasPrefix("[X] ") { marker = "☑ "; text.removeFirst(4) }
        return ListItem(indent: indent, marker: marker, text: text)
    }

    static func isTableDelimiter(_ line: String) -> Bool {
        let content = line.trimmingCharacters(in: .whitespaces)
        guard content.contains("-"), content.contains("|") || content.contains(":") else { return false }
        return content.allSatisfy { "|-: \t".contains($0) }
    }

    static func cells(_ row: String) -> [String] {
        var content = row.trimmingCharacters(in: .whitespaces)
        if content.hasPrefix("|") { content.removeFirst() }
        if content.hasSuffix("|") && !content.hasSuffix("\\|") { content.removeLast() }
        var cells: [String] = [], current = "", escaped = false
        for character in content {
            if character == "|" && !escaped { cells.append(current); current = "" }
            else { current.append(character) }
            escaped = character == "\\" && !escaped
        }
        cells.append(current)
        return cells.map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\\|", with: "|") }
    }

    static func withoutHardBreak(_ text: String) -> String {
        var text = text
        if text.hasSuffix("\\") { text.removeLast() }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    /// Columns of leading white space (a tab counts to the next multiple of four).
    static func indentWidth<S: StringProtocol>(_ line: S) -> Int {
        var width = 0
        for character in line {
            if character == " " { width += 1 } else if character == "\t" { width += 4 - width % 4 } else { break }
        }
        return width
    }

    static func removingIndent(_ line: String, upTo columns: Int) -> String {
        var removed = 0
        var rest = Substring(line)
        while removed < columns, let first = rest.first, first == " " || first == "\t" {
            removed += first == "\t" ? 4 - removed % 4 : 1
            rest = rest.dropFirst()
        }
        return String(rest)
    }
}

/// Removes inline syntax: emphasis, code span marks, links, images, autolinks, escapes.
private struct InlineConverter {
    let references: [String: String]

    /// Whether a byte can start inline syntax; a line without any is returned as it is, which
    /// is most prose (and keeps `kept list` excerpts quick).
    static func isSyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: "\\"): return true
        default: return false
        }
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(scalar)
    }

    /// A letter or digit of any script: `_` between two of them is not emphasis.
    static func isWordy(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    func convert(_ text: String) -> String {
        guard text.utf8.contains(where: Self.isSyntax) else { return text }
        return convert(Array(text.unicodeScalars))
    }

    func convert(_ chars: [Unicode.Scalar]) -> String {
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, Self.isASCIIPunctuation(chars[i + 1]) {
                out.unicodeScalars.append(chars[i + 1])
                i += 2
                continue
            }
            if c == "`" {
                let run = run(of: c, in: chars, at: i)
                if let close = closingCodeRun(chars, from: i + run, length: run) {
                    var code = Self.string(chars[(i + run)..<close])
                    if code.count > 2, code.hasPrefix(" "), code.hasSuffix(" ") { code = String(code.dropFirst().dropLast()) }
                    out += code
                    i = close + run
                } else {
                    out += Self.string(chars[i..<(i + run)])
                    i += run
                }
                continue
            }
            if c == "!", i + 1 < chars.count, chars[i + 1] == "[", let link = link(chars, at: i + 1) {
                let isWeb = link.url.hasPrefix("http://") || link.url.hasPrefix("https://")
                let alt = convert(link.label)
                out += alt.isEmpty ? (isWeb ? link.url : "") : (isWeb ? "\(alt) (\(link.url))" : alt)
                i = link.end
                continue
            }
            if c == "[", let link = link(chars, at: i) {
                let label = convert(link.label)
                let bare = link.url.hasPrefix("mailto:") ? String(link.url.dropFirst(7)) : link.url
                out += label.isEmpty || label == link.url || label == bare ? bare : "\(label) (\(link.url))"
                i = link.end
                continue
            }
            if c == "<", let close = chars[i...].firstIndex(of: ">") {
                let inside = Self.string(chars[(i + 1)..<close])
                if inside.wholeMatch(of: /[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*/) != nil {
                    out += inside.hasPrefix("mailto:") ? String(inside.dropFirst(7)) : inside
                    i = close + 1
                    continue
                }
                if inside.wholeMatch(of: /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/) != nil {
                    out += inside
                    i = close + 1
                    continue
                }
                if inside.wholeMatch(of: /\/?br\s*\/?/.ignoresCase()) != nil {
                    i = close + 1
                    continue
                }
            }
            if c == "*" || c == "_" || c == "~" {
                let run = run(of: c, in: chars, at: i)
                if let close = closingEmphasis(chars, at: i, run: run) {
                    out += convert(Array(chars[(i + run)..<close]))
                    i = close + run
                } else {
                    out += Self.string(chars[i..<(i + run)])
                    i += run
                }
                continue
            }
            out.unicodeScalars.append(c)
            i += 1
        }
        return out
    }

    func run(of c: Unicode.Scalar, in chars: [Unicode.Scalar], at i: Int) -> Int {
        var n = 0
        while i + n < chars.count, chars[i + n] == c { n += 1 }
        return n
    }

    func closingCodeRun(_ chars: [Unicode.Scalar], from start: Int, length: Int) -> Int? {
        var j = start
        while j < chars.count {
            if chars[j] == "`" {
                let n = run(of: "`", in: chars, at: j)
                if n == length { return j }
                j += n
            } else {
                j += 1
            }
        }
        return nil
    }

    /// Where the run closing the emphasis opened at `i` starts: a run of the same character
    /// and length, with text between that neither starts nor ends with a space.
    func closingEmphasis(_ chars: [Unicode.Scalar], at i: Int, run length: Int) -> Int? {
        let c = chars[i]
        if c == "~" && length != 2 { return nil }
        guard length <= 3, i + length < chars.count, !chars[i + length].properties.isWhitespace else { return nil }
        if c == "_", i > 0, Self.isWordy(chars[i - 1]) { return nil }
        var j = i + length
        while j < chars.count {
            if chars[j] == "`" {
                let n = run(of: "`", in: chars, at: j)
                if let close = closingCodeRun(chars, from: j + n, length: n) { j = close + n; continue }
                j += n
                continue
            }
            guard chars[j] == c else { j += 1; continue }
            let n = run(of: c, in: chars, at: j)
            let end = j + n
            if n == length, !chars[j - 1].properties.isWhitespace,
               c != "_" || end == chars.count || !(chars[end].isASCII && Self.isWordy(chars[end])) {
                return j
            }
            j = end
        }
        return nil
    }

    struct Link {
        let label: [Unicode.Scalar]
        let url: String
        /// The index after the link's last character.
        let end: Int
    }

    /// `[label](url "title")`, `[label][ref]`, `[label][]` or `[label]` with a definition.
    func link(_ chars: [Unicode.Scalar], at i: Int) -> Link? {
        var depth = 0
        var j = i
        var close: Int?
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" { depth -= 1; if depth == 0 { close = j; break } }
            j += 1
        }
        guard let close else { return nil }
        let label = Array(chars[(i + 1)..<close])
        let next = close + 1
        if next < chars.count, chars[next] == "(" {
            var depth = 0
            var k = next
            while k < chars.count {
                if chars[k] == "(" { depth += 1 }
                if chars[k] == ")" { depth -= 1; if depth == 0 { break } }
                k += 1
            }
            guard k < chars.count else { return nil }
            var target = Self.string(chars[(next + 1)..<k]).trimmingCharacters(in: .whitespaces)
            if target.hasPrefix("<"), let end = target.firstIndex(of: ">") {
                target = String(target[target.index(after: target.startIndex)..<end])
            } else if let space = target.firstIndex(where: { $0 == " " || $0 == "\t" }) {
                target = String(target[..<space])  // drop a `"title"`
            }
            return Link(label: label, url: target, end: k + 1)
        }
        if next < chars.count, chars[next] == "[", let end = chars[next...].firstIndex(of: "]") {
            let name = Self.string(chars[(next + 1)..<end])
            let key = (name.isEmpty ? Self.string(label[...]) : name).lowercased()
            guard let url = references[key] else { return nil }
            return Link(label: label, url: url, end: end + 1)
        }
        guard let url = references[Self.string(label[...]).lowercased()] else { return nil }
        return Link(label: label, url: url, end: next)
    }
}

private extension MarkdownText {
    /// Removes `[label]: url "title"` lines and returns label (lower-cased) → url.
    static func takeReferenceDefinitions(_ lines: inout [String]) -> [String: String] {
        var found: [String: String] = [:]
        var inFence = false
        lines = lines.filter { line in
            guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") }),
                  first == UInt8(ascii: "[") || first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return true }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle() }
            guard !inFence, trimmed.hasPrefix("["), trimmed.contains("]:"),
                  let m = line.wholeMatch(of: /\ {0,3}\[([^\]]+)\]:\s*<?([^\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*/) else { return true }
            found[String(m.1).lowercased()] = String(m.2)
            return false
        }
        return found
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
