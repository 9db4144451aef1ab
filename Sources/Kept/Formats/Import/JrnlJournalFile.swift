import Foundation

/// jrnl's journal file, read as jrnl 4.6 reads it: an entry starts at a line
/// `[YYYY-MM-DD HH:MM] `; a first line ending in `*` is starred; the title is the first line
/// (or, on one line, the first sentence), the body the rest, both stripped; `@tags` anywhere.
/// Title and body come out exactly as `jrnl --export json` gives them.
enum JrnlJournalFile {
    /// `day`: the day of a folder journal's file (`2024/03/09.txt`), which jrnl takes over
    /// the day its stamps say. Throws when no line starts with a date but some start with
    /// something in brackets: the journal's `timeformat` is another.
    static func read(_ text: String, name: String, timeZone: TimeZone, timeFormat: JrnlTimeFormat = .standard,
                     tagSymbols: String = defaultTagSymbols, day: String? = nil) throws -> ImportReading {
        // jrnl opens the file with universal newlines.
        let text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        var reading = ImportReading(program: "jrnl", sourceName: name)
        let scalars = Array(text.unicodeScalars)
        // Entry starts: `[`, at the start of a line, up to `] `, holding a date in the journal's
        // time format, or one jrnl reads by its fallback (`JrnlLooseDate`). A stamp of more than
        // six characters that kept cannot read also ends the entry before it: it is named
        // (file and line) and not imported, never folded into the entry above. The fallback
        // is for a journal whose other stamps are in its format: where none is, the format
        // is another one (`09.03.2024` read month first would be wrong), and kept asks for it.
        var starts: [(open: Int, textStart: Int, date: String, time: String, line: Int)] = []
        var inFormat = false, firstOther: String?
        var unread: [(open: Int, stamp: String, line: Int)] = []
        var line = 1
        var i = 0
        while i < scalars.count {
            if scalars[i] == "[", i == 0 || scalars[i - 1] == "\n",
               let close = scalars[(i + 1)...].firstIndex(where: { $0 == "]" || $0 == "\n" }), scalars[close] == "]",
               close + 1 < scalars.count, scalars[close + 1] == " " {
                let stamp = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
                if let (date, time) = timeFormat.read(stamp) {
                    starts.append((i, close + 2, day ?? date, time, line))
                    inFormat = true
                } else if JrnlLooseDate.isTooShort(stamp) {
                    // `[1] a line`: text of the entry it stands in, as for jrnl.
                } else {
                    firstOther = firstOther ?? stamp
                    if let (date, time) = JrnlLooseDate.read(stamp) {
                        starts.append((i, close + 2, day ?? date, time, line))
                    } else {
                        unread.append((i, stamp, line))
                    }
                }
            }
            if scalars[i] == "\n" { line += 1 }
            i += 1
        }
        if !inFormat, let firstOther {
            throw ImportEntryError(Message(.importJrnlUnknownTimeFormat, ["format": timeFormat.pattern, "stamp": firstOther]))
        }
        let boundaries = (starts.map(\.open) + unread.map(\.open)).sorted()
        func end(after open: Int) -> Int { boundaries.first { $0 > open } ?? scalars.count }
        for stamp in unread {
            let lines = scalars[stamp.open..<end(after: stamp.open)].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            reading.problems.append(ImportProblem(origin: "\(name):\(stamp.line)", message: Message(.importJrnlUnreadDate,
                ["stamp": stamp.stamp, "lines": String(max(lines, 1)), "format": timeFormat.pattern]), skipped: true))
        }
        let before = boundaries.first.map { String(String.UnicodeScalarView(scalars[..<$0])) } ?? text
        if !before.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            reading.problems.append(ImportProblem(origin: "\(name):1", message: Message(.importJrnlTextBeforeFirstEntry), skipped: true))
        }
        for start in starts {
            let raw = Array(scalars[start.textStart..<end(after: start.open)])
            let (title, body, starred) = split(raw)
            let entry = JrnlEntry(date: start.date, time: start.time, title: title, body: body,
                                  tags: tags(in: raw, symbols: tagSymbols), starred: starred)
            let origin = "\(name):\(start.line)"
            do {
                reading.entries.append(try entry.imported(origin: origin, timeZone: timeZone))
            } catch let refusal as ImportEntryError {
                reading.problems.append(ImportProblem(origin: origin, message: refusal.message, skipped: true))
            } catch {
                reading.problems.append(ImportProblem(origin: origin, message: .of(error), skipped: true))
            }
        }
        return reading
    }

    /// jrnl's `Entry._parse_text` and `split_title`, on code points as Python counts them.
    static func split(_ text: [Unicode.Scalar]) -> (title: String, body: String, starred: Bool) {
        var raw = text
        let lines = splitLines(text)
        var starred = false
        if let first = lines.first, stripped(first).last == "*" {
            starred = true
            var head = first[...]
            while let c = head.first, c == "\n" || c == " " || c == "*" { head = head.dropFirst() }
            while let c = head.last, c == "\n" || c == " " || c == "*" { head = head.dropLast() }
            raw = Array(head) + ["\n"]
            for (k, rest) in lines.dropFirst().enumerated() {
                if k > 0 { raw.append("\n") }
                raw += rest
            }
        }
        // jrnl looks for the first newline in the text stripped on the left, and cuts the
        // text itself at that position (so leading white space shifts the cut, as in jrnl).
        let leading = raw.prefix(while: isSpace).count
        let cut: Int?
        if let newline = raw[leading...].firstIndex(of: "\n") {
            cut = newline - leading + 1
        } else {
            cut = sentenceEnd(raw)
        }
        guard let cut else { return (string(raw), "", starred) }
        let at = min(cut, raw.count)
        return (string(stripped(Array(raw[..<at]))), string(stripped(Array(raw[at...]))), starred)
    }

    /// The end of jrnl's first sentence: a terminal (`.!?…‼‽⁇⁈⁉⋯﹒﹗`), an optional closing
    /// quote, closing brackets, then white space; or a CJK full stop (`！．？｡。`) alone.
    static func sentenceEnd(_ text: [Unicode.Scalar]) -> Int? {
        let terminals: Set<Unicode.Scalar> = [".", "!", "?", "\u{2026}", "\u{203C}", "\u{203D}", "\u{2047}", "\u{2048}",
                                              "\u{2049}", "\u{22EF}", "\u{FE52}", "\u{FE57}"]
        let cjk: Set<Unicode.Scalar> = ["\u{FF01}", "\u{FF0E}", "\u{FF1F}", "\u{FF61}", "\u{3002}"]
        for i in text.indices {
            if terminals.contains(text[i]) {
                var j = i + 1
                if j < text.count, ["'", "\u{2019}", "\"", "\u{201D}"].contains(text[j]) { j += 1 }
                while j < text.count, text[j] == "]" || text[j] == ")" { j += 1 }
                let spaces = text[j...].prefix(while: isSpace).count
                if spaces > 0 { return j + spaces }
            }
            if cjk.contains(text[i]) { return i + 1 }
        }
        return nil
    }

    /// jrnl's `tagsymbols` when its settings name none.
    static let defaultTagSymbols = "#@"

    /// jrnl's tags: one of its `tagsymbols` (`#@` unless its settings say otherwise: with `@`
    /// alone a Markdown heading's `##` is no tag) after white space (or at the start), then word
    /// characters and `-+*#/`; lower-cased, each once, without the symbol.
    static func tags(in text: [Unicode.Scalar], symbols: String = defaultTagSymbols) -> [String] {
        let symbols = Set(symbols.unicodeScalars)
        var found: [String] = []
        var i = 0
        while i < text.count {
            if symbols.contains(text[i]), i == 0 || isSpace(text[i - 1]) {
                var j = i + 1
                while j < text.count, isTagCharacter(text[j]) { j += 1 }
                if j > i + 1 {
                    let tag = String(string(Array(text[i..<j])).lowercased().dropFirst())
                    if !found.contains(tag) { found.append(tag) }
                    i = j
                    continue
                }
            }
            i += 1
        }
        return found
    }

    /// A tag without jrnl's symbol: `@winter` → `winter`.
    static func bare(_ tag: String) -> String {
        tag.hasPrefix("@") || tag.hasPrefix("#") ? String(tag.dropFirst()) : tag
    }

    private static func isTagCharacter(_ c: Unicode.Scalar) -> Bool {
        "-+*#/_".unicodeScalars.contains(c) || c.properties.isAlphabetic || c.properties.numericType != nil
            || c.properties.generalCategory == .nonspacingMark || c.properties.generalCategory == .spacingMark
    }

    /// Python's `str.isspace`.
    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c.properties.isWhitespace || (0x1C...0x1F).contains(c.value)
    }

    static func stripped(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return [] }
        return Array(text[first...last])
    }

    /// Python's `str.splitlines()`: no empty last line, `\n`, `\r`, `\v`, `\f`, `\x1c`–`\x1e`,
    /// `\x85`, U+2028, U+2029 all end a line.
    static func splitLines(_ text: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for c in text {
            if c == "\n" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" || (0x1C...0x1E).contains(c.value)
                || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}" {
                lines.append(current)
                current = []
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func string(_ scalars: [Unicode.Scalar]) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }
}
