import Yams

/// The tag YAML 1.1 gives a plain (unquoted, untagged) scalar, exactly as PyYAML's resolver
/// (6.0) does — the reader Obsidian, Hugo and Jekyll users' scripts run — without regular
/// expressions: resolving every field of every file through NSRegularExpression was more
/// than a third of reading a store. Yams' own resolver differs (`1e3` and `0o10` numbers,
/// `-.5` a float): PyYAML reads those as text. Same rules, same order: bool, float, int,
/// merge, null, timestamp, value, else str.
enum PlainScalarTag {
    static func of(_ text: String) -> Tag.Name {
        // Most values (titles, words, Hangul) start with a byte no rule allows first.
        guard let first = text.utf8.first else { return .null }
        if !firstBytes.contains(first) { return .str }
        let b = Array(text.utf8)
        if bools.contains(text) { return .bool }
        if isFloat(b) { return .float }
        if isInt(b) { return .int }
        if text == "<<" { return .merge }
        if text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL" { return .null }
        if isTimestamp(b) { return .timestamp }
        if text == "=" { return .value }
        return .str
    }

    /// Every byte a non-`str` plain scalar can start with.
    private static let firstBytes = Set(Array("0123456789+-.~<=nNyYtTfFoO".utf8))

    private static let bools: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]
}

extension PlainScalarTag {
    /// A cursor over the bytes; each `take` advances only on success.
    struct Cursor {
        let b: [UInt8]
        var i = 0
        var atEnd: Bool { i == b.count }
        var next: UInt8? { i < b.count ? b[i] : nil }

        mutating func take(_ byte: UInt8) -> Bool {
            guard next == byte else { return false }
            i += 1
            return true
        }

        mutating func take(where test: (UInt8) -> Bool) -> Bool {
            guard let c = next, test(c) else { return false }
            i += 1
            return true
        }

        /// As many as match; how many.
        @discardableResult mutating func takeAll(where test: (UInt8) -> Bool) -> Int {
            let start = i
            while take(where: test) {}
            return i - start
        }

        mutating func sign() { _ = take(where: { $0 == 0x2B || $0 == 0x2D }) }
    }

    static func digit(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) }
    static func digitOr_(_ c: UInt8) -> Bool { digit(c) || c == 0x5F }

    /// `(?::[0-5]?[0-9])+`: at least one group.
    static func sexagesimal(_ c: inout Cursor) -> Bool {
        var groups = 0
        while true {
            var probe = c
            guard probe.take(0x3A) else { break }
            if probe.take(where: { (0x30...0x35).contains($0) }) {
                // `[0-5]?[0-9]`: one digit more, or the one taken was the [0-9]
                _ = probe.take(where: digit)
            } else if !probe.take(where: digit) {
                break
            }
            c = probe
            groups += 1
        }
        return groups > 0
    }

    static func isInt(_ b: [UInt8]) -> Bool {
        func whole(_ match: (inout Cursor) -> Bool) -> Bool {
            var c = Cursor(b: b)
            c.sign()
            return match(&c) && c.atEnd
        }
        // [-+]?0b[0-1_]+
        if whole({ $0.take(0x30) && $0.take(0x62) && $0.takeAll { $0 == 0x30 || $0 == 0x31 || $0 == 0x5F } > 0 }) { return true }
        // [-+]?0[0-7_]+ (YAML 1.1 octal: `010` is 8; `0o10` is text)
        if whole({ $0.take(0x30) && $0.takeAll { (0x30...0x37).contains($0) || $0 == 0x5F } > 0 }) { return true }
        // [-+]?(?:0|[1-9][0-9_]*)
        if whole({ $0.take(0x30) }) { return true }
        if whole({ $0.take { (0x31...0x39).contains($0) } && { $0.takeAll(where: digitOr_); return true }(&$0) }) { return true }
        // [-+]?0x[0-9a-fA-F_]+
        if whole({ $0.take(0x30) && $0.take(0x78) && $0.takeAll { digitOr_($0) || (0x61...0x66).contains($0) || (0x41...0x46).contains($0) } > 0 }) {
            return true
        }
        // [-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+
        return whole { c in
            guard c.take(where: { (0x31...0x39).contains($0) }) else { return false }
            c.takeAll(where: digitOr_)
            return sexagesimal(&c)
        }
    }

    static func isFloat(_ b: [UInt8]) -> Bool {
        // An exponent needs its sign in YAML 1.1: `1.5e+3`, never `1.5e3` (text).
        func exponent(_ c: inout Cursor) {
            var probe = c
            if probe.take(where: { $0 == 0x65 || $0 == 0x45 }), probe.take(where: { $0 == 0x2B || $0 == 0x2D }),
               probe.takeAll(where: digit) > 0 { c = probe }
        }
        // [-+]?[0-9][0-9_]*\.[0-9_]*([eE][-+][0-9]+)?: the dot is required
        do {
            var c = Cursor(b: b)
            c.sign()
            if c.take(where: digit) {
                c.takeAll(where: digitOr_)
                if c.take(0x2E) {
                    c.takeAll(where: digitOr_)
                    exponent(&c)
                    if c.atEnd { return true }
                }
            }
        }
        // \.[0-9][0-9_]*([eE][-+][0-9]+)?: no sign (`-.5` is text)
        do {
            var c = Cursor(b: b)
            if c.take(0x2E), c.take(where: digit) {
                c.takeAll(where: digitOr_)
                exponent(&c)
                if c.atEnd { return true }
            }
        }
        // [-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*
        do {
            var c = Cursor(b: b)
            c.sign()
            if c.take(where: digit) {
                c.takeAll(where: digitOr_)
                if sexagesimal(&c), c.take(0x2E) {
                    c.takeAll(where: digitOr_)
                    if c.atEnd { return true }
                }
            }
        }
        // [-+]?\.(?:inf|Inf|INF) and \.(?:nan|NaN|NAN): four or five bytes, a dot first or second
        guard b.count == 4 || b.count == 5, b[b.count - 4] == 0x2E else { return false }
        let text = String(decoding: b, as: UTF8.self)
        let unsigned = text.hasPrefix("+") || text.hasPrefix("-") ? String(text.dropFirst()) : text
        return [".inf", ".Inf", ".INF"].contains(unsigned) || [".nan", ".NaN", ".NAN"].contains(text)
    }

    static func isTimestamp(_ b: [UInt8]) -> Bool { timestamp(b) != nil }

    /// The numbers of a YAML 1.1 timestamp (year, month, day, then hour, minute, second and
    /// the zone's hours and minutes when written), or nil when `b` is not one.
    static func timestamp(_ b: [UInt8]) -> [Int]? {
        var numbers: [Int] = []
        func digits(_ c: inout Cursor, _ least: Int, _ most: Int) -> Bool {
            var n = 0, value = 0
            while n < most, let d = c.next, digit(d) { value = value * 10 + Int(d - 0x30); c.i += 1; n += 1 }
            if n >= least { numbers.append(value) }
            return n >= least
        }
        // [0-9]{4}-[0-9]{2}-[0-9]{2}
        do {
            var c = Cursor(b: b)
            if digits(&c, 4, 4), c.take(0x2D), digits(&c, 2, 2), c.take(0x2D), digits(&c, 2, 2), c.atEnd { return numbers }
        }
        numbers = []
        // [0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(\.[0-9]*)?
        //   ([ \t]*(Z|[-+][0-9]{1,2}(:[0-9]{2})?))?
        var c = Cursor(b: b)
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard digits(&c, 4, 4), c.take(0x2D), digits(&c, 1, 2), c.take(0x2D), digits(&c, 1, 2) else { return nil }
        guard c.take(where: { $0 == 0x54 || $0 == 0x74 }) || c.takeAll(where: blank) > 0 else { return nil }
        guard digits(&c, 1, 2), c.take(0x3A), digits(&c, 2, 2), c.take(0x3A), digits(&c, 2, 2) else { return nil }
        if c.take(0x2E) { c.takeAll(where: digit) }
        if c.atEnd { return numbers }
        c.takeAll(where: blank)
        if c.take(0x5A) { return c.atEnd ? numbers : nil }
        guard c.take(where: { $0 == 0x2B || $0 == 0x2D }), digits(&c, 1, 2) else { return nil }
        if c.atEnd { return numbers }
        return c.take(0x3A) && digits(&c, 2, 2) && c.atEnd ? numbers : nil
    }
}
