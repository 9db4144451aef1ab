import Foundation

/// Turns block syntax (headings, lists, quotes, fences, tables) into plain lines.
struct MarkdownBlocks {
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
        MarkdownInline(references: references).convert(text)
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
