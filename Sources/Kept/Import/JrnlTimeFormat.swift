import Foundation

/// jrnl's `timeformat` setting: how its journal writes each entry's date between brackets,
/// in strftime's language (`%Y-%m-%d %H:%M`, jrnl's default; `%d.%m.%Y %I:%M %p`…), read back
/// as jrnl reads it with Python's `strptime`: the whole stamp must fit; numbers of one or two
/// digits; white space in the format matches any run of it; names (`%b`, `%A`, `%p`) in
/// English, in any case.
public struct JrnlTimeFormat: Sendable, Equatable {
    public let pattern: String

    public init(_ pattern: String) { self.pattern = pattern }

    /// jrnl's default.
    public static let standard = JrnlTimeFormat("%Y-%m-%d %H:%M")

    static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                         "september", "october", "november", "december"]
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The day (`2024-03-09`) and time (`21:30`) of a stamp written in this format, or nil when
    /// it does not fit. What the format leaves out is as Python fills it: 1900-01-01, midnight.
    func read(_ stamp: String) -> (date: String, time: String)? {
        var year = 1900, month = 1, day = 1, hour = 0, minute = 0
        var twelveHour: Int?, afternoon: Bool?
        var text = Substring(stamp)
        var format = Substring(pattern)

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
        guard text.isEmpty, let date = Day(iso: String(format: "%04d-%02d-%02d", year, month, day)) else { return nil }
        // As Python: %p counts only with %I; 12 AM is midnight, 12 PM noon.
        if let twelveHour { hour = twelveHour % 12 + (afternoon == true ? 12 : 0) }
        return (date.iso, String(format: "%02d:%02d", hour, minute))
    }
}
