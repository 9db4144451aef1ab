import Foundation
import OrderedCollections
import Yams

/// A Markdown file with YAML front matter, read without losing a byte of it.
///
/// The text is kept as it is; `fields` is what its front matter says. Changes are made as
/// edits of whole lines of that text (`setting`, `removing`), so a rewrite leaves unknown
/// keys, their order, comments, line endings, a BOM and the body exactly as they were.
package struct EntryDocument: Sendable {
    package let text: String
    package let fields: OrderedDictionary<String, FieldValue>
    package let body: String
    /// Why the front matter could not be read; `fields` is empty then.
    package let problem: FrontMatterProblem?

    /// The file's lines, each with its own line ending.
    let lines: [String]
    /// Line indexes (0-based) of the opening and closing `---`, when there is front matter.
    let delimiters: (open: Int, close: Int)?
    /// For each top-level key, the lines (0-based, whole file) its `key: value` occupies.
    let spans: [String: Range<Int>]
    /// Whether the fields can be edited line by line (block-style mapping, one key a line).
    let isLineEditable: Bool

    /// The line ending new lines get: the file's own (CRLF files stay CRLF).
    var lineEnding: String { lines.first.map { $0.hasSuffix("\r\n") ? "\r\n" : "\n" } ?? "\n" }

    package init(text: String) {
        self = EntryDocument.parse(text)
    }

    private init(text: String, fields: OrderedDictionary<String, FieldValue>, body: String,
                 problem: FrontMatterProblem?, lines: [String], delimiters: (open: Int, close: Int)?,
                 spans: [String: Range<Int>], isLineEditable: Bool) {
        self.text = text
        self.fields = fields
        self.body = body
        self.problem = problem
        self.lines = lines
        self.delimiters = delimiters
        self.spans = spans
        self.isLineEditable = isLineEditable
    }
}

// MARK: - Reading

extension EntryDocument {
    /// `useSimpleReader: false` reads every front matter with Yams (the differential tests).
    static func parse(_ text: String, useSimpleReader: Bool = true) -> EntryDocument {
        let lines = splitLines(text)
        func bare(_ i: Int) -> String {
            var line = lines[i]
            if i == 0, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            while let last = line.last, last.isNewline || last == " " || last == "\t" { line.removeLast() }
            return line
        }
        guard !lines.isEmpty, bare(0) == "---" else {
            return EntryDocument(text: text, fields: [:], body: text, problem: nil, lines: lines,
                                 delimiters: nil, spans: [:], isLineEditable: false)
        }
        guard let close = (1..<lines.count).first(where: { bare($0) == "---" || bare($0) == "..." }) else {
            return EntryDocument(
                text: text, fields: [:], body: text,
                problem: FrontMatterProblem(line: 1, column: 1,
                    message: Message(.problemNoClosing)),
                lines: lines, delimiters: nil, spans: [:], isLineEditable: false)
        }
        let body = lines[(close + 1)...].joined()
        if useSimpleReader, let simple = SimpleFrontMatter.read(lines, 1..<close) {
            let (spans, editable) = spansOfKeys(simple.starts, close: close, bare: bare)
            return EntryDocument(text: text, fields: simple.fields, body: body, problem: nil, lines: lines,
                                 delimiters: (0, close), spans: spans, isLineEditable: editable)
        }
        let yaml = lines[1..<close].joined()
        let failed = { (problem: FrontMatterProblem) in
            EntryDocument(text: text, fields: [:], body: body, problem: problem, lines: lines,
                          delimiters: (0, close), spans: [:], isLineEditable: false)
        }
        let node: Node?
        do {
            // No regular expressions for tags (`PlainScalarTag` resolves plain scalars), and
            // the encoding named: its default reads the whole environment on every call.
            node = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch {
            // libyaml's one known refusal of valid YAML (a tab opening a block scalar's
            // content) read again with the scalar's indentation written out.
            guard let indicated = BlockScalarTabs.indicated(yaml),
                  let read = try? Yams.compose(yaml: indicated, .basic, .default, .utf8) else {
                return failed(Self.problem(from: error, firstLine: 2, yaml: yaml))
            }
            node = read
        }
        guard let node else {
            return EntryDocument(text: text, fields: [:], body: body, problem: nil, lines: lines,
                                 delimiters: (0, close), spans: [:], isLineEditable: true)
        }
        guard case let .mapping(mapping) = node else {
            return failed(FrontMatterProblem(line: (node.mark?.line ?? 1) + 1, column: node.mark?.column ?? 1,
                message: Message(node.sequence != nil ? .problemIsList : .problemIsValue)))
        }
        var fields: OrderedDictionary<String, FieldValue> = [:]
        var starts: [(key: String, line: Int)] = []
        var values = YAMLBudget.Count()
        for (keyNode, valueNode) in mapping {
            let verdict = YAMLBudget.verdict(valueNode, count: &values)
            guard verdict != .fits else { continue }
            let mark = keyNode.mark
            // The "billion laughs" words only where aliases were expanded: a plain long list is not one.
            return failed(FrontMatterProblem(line: (mark?.line ?? 1) + 1, column: mark?.column ?? 1,
                message: verdict == .aliasBomb ? Message(.problemTooManyValues, ["limit": String(YAMLBudget.limit)])
                    : Message(.problemTooManyPlainValues, ["limit": String(YAMLBudget.plainLimit)])))
        }
        let bom = LeadingBOM(yaml: yaml)
        for (keyNode, _) in mapping {
            guard case .scalar(let key) = keyNode else {
                let mark = keyNode.mark
                return failed(FrontMatterProblem(line: (mark?.line ?? 1) + 1, column: mark?.column ?? 1,
                    message: Message(.problemKeyNotWord)))
            }
            // A `<<` is a start too, so that the field before it does not take in its lines.
            let name = FieldValue.text(of: keyNode, bom: bom)
            if !FieldValue.isMergeKey(keyNode), fields.updateValue(.null, forKey: name) != nil {
                return failed(FrontMatterProblem(line: (key.mark?.line ?? 1) + 1, column: key.mark?.column ?? 1,
                    message: Message(.problemKeyTwice, ["key": name])))
            }
            starts.append((name, (key.mark?.line ?? 1)))  // 1-based within the YAML = file index
        }
        fields = [:]
        do {
            for pair in try FieldValue.pairs(of: mapping, bom: bom) { fields[pair.key] = try FieldValue.read(pair.value, bom: bom) }
        } catch {
            let mark = (error as? MergeKeyError)?.node.mark
            return failed(FrontMatterProblem(line: (mark?.line ?? 1) + 1, column: mark?.column ?? 1,
                message: Message(.problemMergeNotMapping)))
        }
        // YAML also breaks lines at a lone CR, NEL, LS and PS, which `lines` does not: the
        // marks then name other lines than ours, so such front matter is not edited by line.
        let otherBreaks = Self.hasOtherLineBreaks(yaml)
        let (spans, editable) = spansOfKeys(otherBreaks ? [] : starts, close: close, bare: bare)
        return EntryDocument(text: text, fields: fields, body: body, problem: nil, lines: lines,
                             delimiters: (0, close), spans: spans, isLineEditable: editable && mapping.style != .flow && !otherBreaks)
    }

    /// Spans: from a key's line to the next key's, less trailing blank and comment lines;
    /// not line-editable when two keys share a line.
    private static func spansOfKeys(_ starts: [(key: String, line: Int)], close: Int,
                                    bare: (Int) -> String) -> (spans: [String: Range<Int>], editable: Bool) {
        var spans: [String: Range<Int>] = [:]
        var editable = true
        let sorted = starts.sorted { $0.line < $1.line }
        for (i, start) in sorted.enumerated() {
            var end = i + 1 < sorted.count ? sorted[i + 1].line : close
            if end <= start.line { editable = false; continue }
            while end - 1 > start.line {
                let trimmed = bare(end - 1)
                let isTopComment = trimmed.hasPrefix("#")
                if trimmed.isEmpty || isTopComment { end -= 1 } else { break }
            }
            spans[start.key] = start.line..<end
        }
        return (spans, editable)
    }

    /// The body of an entry's text, found as `parse` finds it but without reading the YAML:
    /// after the line that closes the front matter (`---` or `...`, trailing blanks and line
    /// ends aside) when the first line opens it (`---`, after a byte-order mark), else all of
    /// it. Found in the bytes: a search takes the body of every file it reads, and splitting
    /// each into line Strings was a seventh of a search.
    static func body(of text: String) -> String {
        var copy = text
        guard let start = copy.withUTF8(bodyStart) else { return text }
        // After a line end: a boundary of scalars, so the slice is valid as it is (decoding
        // the bytes again checked them all a second time).
        return String(text[text.utf8.index(text.utf8.startIndex, offsetBy: start)...])
    }

    /// Where the body starts in `bytes`, nil when there is no front matter.
    static func bodyStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var lineStart = 0, index = 0
        while lineStart < bytes.count {
            let end = bytes[lineStart...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
            var first = lineStart, last = end
            if index == 0, end - first >= 3, bytes[first] == 0xEF, bytes[first + 1] == 0xBB, bytes[first + 2] == 0xBF { first += 3 }
            // Blanks and line ends (the Characters `isNewline`: LF, VT, FF, CR, NEL, LS, PS) at its end.
            while last > first {
                let b = bytes[last - 1]
                if b == 0x0A || b == 0x0B || b == 0x0C || b == 0x0D || b == 0x20 || b == 0x09 { last -= 1 }
                else if b == 0x85, last - 2 >= first, bytes[last - 2] == 0xC2 { last -= 2 }
                else if b == 0xA8 || b == 0xA9, last - 3 >= first, bytes[last - 3] == 0xE2, bytes[last - 2] == 0x80 { last -= 3 }
                else { break }
            }
            let isDashes = last - first == 3 && bytes[first] == 0x2D && bytes[first + 1] == 0x2D && bytes[first + 2] == 0x2D
            let isDots = last - first == 3 && bytes[first] == 0x2E && bytes[first + 1] == 0x2E && bytes[first + 2] == 0x2E
            if index == 0 {
                guard isDashes else { return nil }
            } else if isDashes || isDots {
                return end
            }
            lineStart = end
            index += 1
        }
        return nil
    }

    /// Maps a Yams error to a problem placed in the whole file.
    static func problem(from error: Error, firstLine: Int, yaml: String) -> FrontMatterProblem {
        func place(_ mark: Mark, _ message: Message) -> FrontMatterProblem {
            place(line: mark.line, column: mark.column, message)
        }
        func place(line: Int, column: Int, _ message: Message) -> FrontMatterProblem {
            FrontMatterProblem(line: line + firstLine - 1, column: column, message: message)
        }
        switch error {
        case let YamlError.scanner(context, problem, mark, _),
             let YamlError.parser(context, problem, mark, _),
             let YamlError.composer(context, problem, mark, _):
            // The context says where the unfinished construct began, often the line to fix.
            let detail = context.map {
                "\(problem) \($0.text) (begun at line \($0.mark.line + firstLine - 1), column \($0.mark.column))"
            } ?? problem
            if problem.hasPrefix("Maximum nesting level") {
                return place(mark, Message(.problemTooDeep))
            }
            return place(mark, Message(.problemNotYAML, ["detail": detail]))
        case let YamlError.duplicatedKeysInMapping(duplicates, context):
            // Yams marks the mapping; point at the key's second appearance instead.
            let key = duplicates.sorted().first ?? ""
            let lines = splitLines(yaml)
            let uses = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix(key + ":") }
            let message = Message(.problemKeyTwice, ["key": key])
            return uses.count > 1 ? place(line: uses[1] + 1, column: 1, message) : place(context.mark, message)
        case let YamlError.reader(problem, offset, value, _):
            // libyaml gives a byte offset into the front matter: turn it into a line and column.
            var line = 0, column = 1
            for byte in yaml.utf8.prefix(offset ?? 0) {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            let what = value >= 0 && value < 32 ? String(format: " (U+%04X)", value) : ""
            return place(line: line + 1, column: column, Message(.problemBadCharacter, ["problem": problem + what]))
        default:
            return FrontMatterProblem(line: firstLine, column: 1, message: Message(.problemUnreadable, ["error": "\(error)"]))
        }
    }

    /// Whether `yaml` breaks a line other than with `\n` or `\r\n`.
    static func hasOtherLineBreaks(_ yaml: String) -> Bool {
        var previousCR = false
        for scalar in yaml.unicodeScalars {
            if previousCR && scalar != "\n" { return true }
            previousCR = scalar == "\r"
            if scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" { return true }
        }
        return previousCR
    }

    /// Splits text into lines that keep their endings (`\n`, `\r\n`); joined, they are the text.
    static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            let next = utf8.index(after: i)
            if utf8[i] == UInt8(ascii: "\n") {
                lines.append(String(text[start..<next]))
                start = next
            }
            i = next
        }
        if start != utf8.endIndex { lines.append(String(text[start...])) }
        return lines
    }
}
