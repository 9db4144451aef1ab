import Foundation

/// jrnl's `timeformat` setting: how its journal writes each entry's date between brackets,
/// in strftime's language (`%Y-%m-%d %H:%M`, jrnl's old default; `%F %r`, what jrnl 4.6 writes
/// into a fresh jrnl.yaml; `%d.%m.%Y %I:%M %p`…), read back as jrnl reads it with Python's
/// `strptime`: the whole stamp must fit; numbers of one or two digits; white space in the format
/// matches any run of it; names (`%b`, `%A`, `%p`) in English, in any case. jrnl writes its
/// stamps with the C library's strftime, so glibc's shorthands (`%F %T %r %R %D %c %x %X`), its
/// `%e` and its no-padding flag (`%-d`) are read too.
public struct JrnlTimeFormat: Sendable, Equatable {
    public let pattern: String

    public init(_ pattern: String) { self.pattern = pattern }

    /// jrnl's default.
    public static let standard = JrnlTimeFormat("%Y-%m-%d %H:%M")

    static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                         "september", "october", "november", "december"]
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// glibc's shorthands in the C locale, which is the one jrnl's stamps are written in.
    static let shorthands: [Character: String] = [
        "F": "%Y-%m-%d", "T": "%H:%M:%S", "r": "%I:%M:%S %p", "R": "%H:%M", "D": "%m/%d/%y",
        "c": "%a %b %e %H:%M:%S %Y", "x": "%m/%d/%y", "X": "%H:%M:%S", "h": "%b", "n": " ", "t": " ",
    ]

    /// The pattern with every shorthand spelled out and padding flags (`%-d`, `%_d`, `%0d`)
    /// dropped: a number is read with or without its padding anyway.
    var expanded: String {
        var out = ""
        var format = Substring(pattern)
        while let f = format.first {
            format = format.dropFirst()
            guard f == "%", var directive = format.first else { out.append(f); continue }
            format = format.dropFirst()
            if "-_0^#".contains(directive), let next = format.first {
                directive = next
                format = format.dropFirst()
            }
            out += Self.shorthands[directive] ?? "%\(directive)"
        }
        return out
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The day (`2024-03-09`) and time (`21:30`) of a stamp written in this format, or nil when
    /// it does not fit. What the format leaves out is as Python fills it: 1900-01-01, midnight.
    func read(_ stamp: String) -> (date: String, time: String)? {
        var year = 1900, month = 1, day = 1, hour = 0, minute = 0
        var twelveHour: Int?, afternoon: Bool?, dayOfYear: Int?, monthOrDayGiven = false
        var text = Substring(stamp)
        var format = Substring(expanded)

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
            case "m": guard let n = number(2), (1...12).contains(n) else { return nil }; month = n; monthOrDayGiven = true
            case "d", "e":
                // `%e` pads with a space: ` 5`.
                if directive == "e", text.first == " " { text = text.drop { $0 == " " } }
                guard let n = number(2), (1...31).contains(n) else { return nil }; day = n; monthOrDayGiven = true
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
            case "b": guard let i = name(Self.months, full: false) else { return nil }; month = i + 1; monthOrDayGiven = true
            case "B": guard let i = name(Self.months, full: true) else { return nil }; month = i + 1; monthOrDayGiven = true
            case "a": guard name(Self.weekdays, full: false) != nil else { return nil }
            case "A": guard name(Self.weekdays, full: true) != nil else { return nil }
            case "u", "w": guard number(1) != nil else { return nil }
            case "U", "W", "V": guard number(2) != nil else { return nil }
            case "Z":
                // A zone's name (`KST`, `UTC`): the stamp's time is taken as written, as jrnl does.
                let letters = text.prefix { $0.isASCII && $0.isLetter }
                text = text.dropFirst(letters.count)
            case "z":
                if text.first == "Z" { text = text.dropFirst(); break }
                guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
                text = text.dropFirst()
                guard number(2) != nil else { return nil }
                if text.first == ":" { text = text.dropFirst() }
                guard number(2) != nil else { return nil }
            case "%": guard text.first == "%" else { return nil }; text = text.dropFirst()
            default: return nil  // a directive jrnl users do not put in a journal's stamp
            }
        }
        guard text.isEmpty, var date = Day(iso: String(format: "%04d-%02d-%02d", year, month, day)) else { return nil }
        // As Python: a day of the year counts when neither month nor day was given.
        if let dayOfYear, !monthOrDayGiven {
            date = Day(year: year, month: 1, day: 1).adding(days: dayOfYear - 1, calendar: Self.utc)
            guard date.year == year else { return nil }
        }
        // As Python: %p counts only with %I; 12 AM is midnight, 12 PM noon.
        if let twelveHour { hour = twelveHour % 12 + (afternoon == true ? 12 : 0) }
        return (date.iso, String(format: "%02d:%02d", hour, minute))
    }
}
