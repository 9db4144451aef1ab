import OrderedCollections

/// Reads the common, simple front matter (`key: value` lines) without libyaml.
///
/// Building libyaml events and Yams nodes was almost all of reading a store without its cache
/// (about 36 µs a file). Most front matter is a handful of lines such as `title: 첫눈`,
/// `date: 2026-11-22`, `tags: [walk, 겨울]`, `note: "a, b"`, and those this reads directly,
/// giving exactly what the Yams path gives: the same values, types (`PlainScalarTag`), order
/// and lines. Anything else (a comment, an anchor, a tag, a block scalar, a multi-line value,
/// indentation, a tab, a CR, an escape, a duplicate key, a character libyaml might refuse…)
/// returns nil, and the caller reads the YAML with Yams as before. When in doubt, it declines.
enum SimpleFrontMatter {
    /// The fields of `lines[range]` and the 0-based line each key starts on, or nil.
    static func read(_ lines: [String], _ range: Range<Int>) -> (fields: OrderedDictionary<String, FieldValue>, starts: [(key: String, line: Int)])? {
        var fields: OrderedDictionary<String, FieldValue> = [:]
        var starts: [(key: String, line: Int)] = []
        starts.reserveCapacity(range.count)
        var values = 0
        for i in range {
            var line = lines[i]
            if line == "\n" { continue }
            guard isPrintable(line) else { return nil }
            let read = line.withUTF8 { keyAndValue($0) }
            guard let (key, value) = read, fields.updateValue(value, forKey: key) == nil else { return nil }
            starts.append((key, i))
            // Counted as `YAMLBudget` counts them; past its limit Yams' path gives the refusal.
            if case let .list(items) = value { values += items.count }
            values += 1
            if values > YAMLBudget.plainLimit { return nil }  // no alias here: the plain limit
        }
        return fields.isEmpty ? nil : (fields, starts)
    }
}

private extension SimpleFrontMatter {
    static let space = UInt8(ascii: " "), colon = UInt8(ascii: ":"), newline = UInt8(ascii: "\n")
    static let comma = UInt8(ascii: ","), hash = UInt8(ascii: "#")
    static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")

    /// Characters that mean something at the start of a plain scalar.
    static let indicators = Set("-?:,[]{}#&*!|>'\"%@`".utf8)
    /// Characters this reader never accepts inside a plain scalar (flow or comment markers).
    static let refusedInPlain = Set("#[]{}".utf8)

    /// Whether every character is one libyaml reads as printable, and no other line break,
    /// BOM, tab or CR (which this reader leaves to Yams).
    static func isPrintable(_ line: String) -> Bool {
        var scalars = line.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            switch s.value {
            case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF: continue
            case 0x0A: return scalars.next() == nil  // only as the line's end
            default: return false
            }
        }
        return false  // every front-matter line before the closing `---` ends with a newline
    }

    /// `key: value\n`, the key a plain word at the line's start.
    static func keyAndValue(_ b: UnsafeBufferPointer<UInt8>) -> (String, FieldValue)? {
        let end = b.count - 1  // the newline
        var i = 0
        while i < end, isKeyByte(b[i], first: i == 0) { i += 1 }
        guard i > 0, i < end, b[i] == colon else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: b[0..<i]), as: UTF8.self)
        // A key YAML would resolve to a bool, number or null is left to Yams.
        guard PlainScalarTag.of(key) == .str else { return nil }
        i += 1
        guard i == end || b[i] == space else { return nil }
        var start = i, stop = end
        while start < stop, b[start] == space { start += 1 }
        while stop > start, b[stop - 1] == space { stop -= 1 }
        guard let value = value(UnsafeBufferPointer(rebasing: b[start..<stop]), inFlow: false) else { return nil }
        return (key, value)
    }

    /// ASCII letters, digits, `_` and `-` (not first), and non-ASCII characters (Hangul keys).
    static func isKeyByte(_ c: UInt8, first: Bool) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...0xFF: return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): return !first
        default: return false
        }
    }

    /// A value already trimmed of spaces: empty, quoted, a flow list (outside a flow) or plain.
    static func value(_ b: UnsafeBufferPointer<UInt8>, inFlow: Bool) -> FieldValue? {
        guard let first = b.first else { return inFlow ? nil : .null }
        if first == doubleQuote || first == singleQuote {
            guard b.count >= 2, b[b.count - 1] == first else { return nil }
            let inner = UnsafeBufferPointer(rebasing: b[1..<(b.count - 1)])
            // No escapes, no doubled quotes, no inner quote of the same kind.
            guard !inner.contains(first), first == singleQuote || !inner.contains(backslash) else { return nil }
            return .scalar(String(decoding: inner, as: UTF8.self), .string)
        }
        if first == openBracket, !inFlow {
            guard b.count >= 2, b[b.count - 1] == closeBracket else { return nil }
            return list(UnsafeBufferPointer(rebasing: b[1..<(b.count - 1)]))
        }
        guard isPlain(b, inFlow: inFlow) else { return nil }
        let text = String(decoding: b, as: UTF8.self)
        switch PlainScalarTag.of(text) {
        case .null: return .null
        case .int: return .scalar(text, .integer)
        case .float: return .scalar(text, .number)
        case .bool: return .scalar(text, .bool)
        case .timestamp: return .scalar(text, .timestamp)
        case .str: return .scalar(text, .string)
        default: return nil  // `<<` (merge), `=` (value): Yams' business
        }
    }

    /// `a, b, "c d"` between the brackets of a flow list, each item quoted or plain.
    static func list(_ b: UnsafeBufferPointer<UInt8>) -> FieldValue? {
        var items: [FieldValue] = []
        var i = 0
        if !b.contains(where: { $0 != space }) { return .list([]) }
        while i <= b.count {
            var stop = i
            // An item ends at the next comma outside quotes.
            if stop < b.count, b[stop] == doubleQuote || b[stop] == singleQuote {
                let quote = b[stop]
                stop += 1
                while stop < b.count, b[stop] != quote { stop += 1 }
                stop = min(stop + 1, b.count)
            }
            while stop < b.count, b[stop] != comma { stop += 1 }
            var start = i, end = stop
            while start < end, b[start] == space { start += 1 }
            while end > start, b[end - 1] == space { end -= 1 }
            // An empty item (`[a,,b]`, a trailing comma) reads differently in YAML: Yams decides.
            guard start < end, let item = value(UnsafeBufferPointer(rebasing: b[start..<end]), inFlow: true) else { return nil }
            items.append(item)
            i = stop + 1
        }
        return .list(items)
    }

    /// Whether the bytes read in YAML as exactly this plain scalar, on one line.
    static func isPlain(_ b: UnsafeBufferPointer<UInt8>, inFlow: Bool) -> Bool {
        guard let first = b.first, let last = b.last, !indicators.contains(first), last != colon else { return false }
        var previous: UInt8 = 0
        for c in b {
            if refusedInPlain.contains(c) { return false }
            if inFlow, c == comma || c == colon || c == doubleQuote || c == singleQuote { return false }
            if previous == colon, c == space { return false }
            previous = c
        }
        return true
    }
}
