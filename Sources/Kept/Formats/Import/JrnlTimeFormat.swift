import Foundation

/// jrnl's `timeformat` setting: how its journal writes each entry's date between brackets,
/// in strftime's language (`%Y-%m-%d %H:%M`, jrnl's default; `%d.%m.%Y %I:%M %p`…), read back
/// as jrnl reads it with Python's `strptime`: the whole stamp must fit; numbers of one or two
/// digits; white space in the format matches any run of it; names (`%b`, `%A`, `%p`) in
/// English, in any case. The shorthands C's `strftime` writes (`%F %r`, a fresh jrnl 4.6's own
/// setting; `%T %R %D %c %x %X`) are read as what they stand for, and flags (`%-d`) as the
/// directive: jrnl itself reads what `strptime` cannot with a guess (dateutil), kept by rule.
package struct JrnlTimeFormat: Sendable, Equatable {
    package let pattern: String
    /// The pattern with the shorthands written out.
    private let expanded: String

    package init(_ pattern: String) {
        self.pattern = pattern
        expanded = Self.expand(pattern)
    }

    /// glibc's (C locale) meaning of each shorthand; one pass is enough, none holds another's.
    static let shorthands: [Character: String] = [
        "F": "%Y-%m-%d", "T": "%H:%M:%S", "r": "%I:%M:%S %p", "R": "%H:%M", "D": "%m/%d/%y",
        "x": "%m/%d/%y", "X": "%H:%M:%S", "c": "%a %b %e %H:%M:%S %Y",
    ]

    static func expand(_ pattern: String) -> String {
        var out = ""
        var rest = Substring(pattern)
        while let c = rest.first {
            rest = rest.dropFirst()
            guard c == "%", var directive = rest.first else { out.append(c); continue }
            rest = rest.dropFirst()
            // `%-d` (no padding), `%_d` (space), `%0d`: the same number when read.
            if "-_0^#".contains(directive), let next = rest.first {
                directive = next
                rest = rest.dropFirst()
            }
            out += shorthands[directive] ?? "%\(directive)"
        }
        return out
    }

    /// jrnl's default.
    package static let standard = JrnlTimeFormat("%Y-%m-%d %H:%M")

    static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                         "september", "october", "november", "december"]
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The day (`2024-03-09`) and time (`21:30`) of a stamp written in this format, or nil when
    /// it does not fit. What the format leaves out is as Python fills it: 1900-01-01, midnight.
    func read(_ stamp: String) -> (date: String, time: String)? {
        var year = 1900, month = 1, day = 1, hour = 0, minute = 0
        var twelveHour: Int?, afternoon: Bool?
        var text = Substring(stamp)
        var format = Substring(expanded)
        var dayOfYear: Int?

        func number(_ maxDigits: Int) -> Int? {
            let digits = text.prefix(maxDigits).prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return nil }
            text = text.dropFirst(digits.count)
            return Int(digits)
        }
        /// One of `names`, whole or by its first three letters, in any case; its index.
        func name(_ names: [String], full: Bool) -> Int? {
            let lower = text.lowercased()
            for (i, name) in names.enumerated() {
                let word = full ? name : String(name.prefix(3))
                if lower.hasPrefix(word) {
                    text = text.dropFirst(word.count)
                    return i
                }
            }
            return nil
        }

        while let f = format.first {
            format = format.dropFirst()
            if f.isWhitespace {
                while format.first?.isWhitespace == true { format = format.dropFirst() }
                let spaces = text.prefix { $0.isWhitespace }
                guard !spaces.isEmpty else { return nil }
                text = text.dropFirst(spaces.count)
                continue
            }
            guard f == "%", let directive = format.first else {
                guard let t = text.first, t.lowercased() == f.lowercased() else { return nil }
                text = text.dropFirst()
                continue
            }
            format = format.dropFirst()
            switch directive {
            case "Y": guard let n = number(4) else { return nil }; year = n
            case "y": guard let n = number(2) else { return nil }; year = n < 69 ? 2000 + n : 1900 + n
            case "m": guard let n = number(2), (1...12).contains(n) else { return nil }; month = n
            case "d": guard let n = number(2), (1...31).contains(n) else { return nil }; day = n
            case "e":  // the day padded with a space: ` 3`
                if text.first == " " { text = text.dropFirst() }
                guard let n = number(2), (1...31).contains(n) else { return nil }; day = n
            case "j": guard let n = number(3), (1...366).contains(n) else { return nil }; dayOfYear = n
            case "H": guard let n = number(2), (0...23).contains(n) else { return nil }; hour = n
            case "I": guard let n = number(2), (1...12).contains(n) else { return nil }; twelveHour = n
            case "M": guard let n = number(2), (0...59).contains(n) else { return nil }; minute = n
            case "S": guard let n = number(2), (0...61).contains(n) else { return nil }
            case "f": guard number(6) != nil else { return nil }
            case "p":
                let lower = text.lowercased()
                guard lower.hasPrefix("am") || lower.hasPrefix("pm") else { return nil }
                afternoon = lower.hasPrefix("pm")
                text = text.dropFirst(2)
            case "b", "h": guard let i = name(Self.months, full: false) else { return nil }; month = i + 1
            case "B": guard let i = name(Self.months, full: true) else { return nil }; month = i + 1
            case "a": guard name(Self.weekdays, full: false) != nil else { return nil }
            case "A": guard name(Self.weekdays, full: true) != nil else { return nil }
            case "%": guard text.first == "%" else { return nil }; text = text.dropFirst()
            default: return nil  // a directive jrnl users do not put in a journal's stamp
            }
        }
        guard text.isEmpty, var date = Day(iso: String(format: "%04d-%02d-%02d", year, month, day)) else { return nil }
        if let dayOfYear, let first = Day(iso: String(format: "%04d-01-01", year)) {
            date = first.plus(days: dayOfYear - 1)
            guard date.year == year else { return nil }
        }
        // As Python: %p counts only with %I; 12 AM is midnight, 12 PM noon.
        if let twelveHour { hour = twelveHour % 12 + (afternoon == true ? 12 : 0) }
        return (date.iso, String(format: "%02d:%02d", hour, minute))
    }
}
