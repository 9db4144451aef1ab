import Foundation

/// A journal's stamp that is not in its `timeformat` (`[2019-07 14:23]`, `[July 18, 2019 2:23
/// PM]`), read as jrnl 4.6 reads it then: with dateutil's parser, what the stamp leaves out
/// taken from 9999-01-01 00:00 (so `2019-07` is the first of July, `[2019-07-18]` at
/// midnight: jrnl gives `default_hour` only to dates typed on its command line). What kept does
/// not read by rule is nil, and the entry is named, never guessed: a stamp without a year or a
/// month (jrnl fills those from today), a two-digit year, a time zone, a relative date
/// (`yesterday`, parsedatetime's), or a word dateutil would not skip.
enum JrnlLooseDate {
    /// A bracketed stamp jrnl takes for no date at all: six characters or fewer (`[1]`, a
    /// footnote's `[^1]`). Its line is text of the entry it stands in, as in jrnl.
    static func isTooShort(_ stamp: String) -> Bool { stamp.unicodeScalars.count <= 6 }

    /// The day (`2019-07-01`) and time (`14:23`) of `stamp`, or nil.
    static func read(_ stamp: String) -> (date: String, time: String)? {
        var year: Int?, month: Int?, day: Int?
        var hour: Int?, minute = 0
        var afternoon: Bool?
        // dateutil's words that join the others and are skipped.
        let joining: Set<String> = ["at", "on", "and", "of", "the"]
        var tokens = stamp.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        var i = 0
        func setDay(_ n: Int) -> Bool {
            guard day == nil, (1...31).contains(n) else { return false }
            day = n
            return true
        }
        while i < tokens.count {
            var token = tokens[i]
            i += 1
            if joining.contains(token) { continue }
            if token == "am" || token == "pm" || token == "a.m." || token == "p.m." {
                guard hour != nil, afternoon == nil else { return nil }
                afternoon = token.hasPrefix("p")
                continue
            }
            if let index = JrnlTimeFormat.months.firstIndex(where: { token == $0 || token == $0.prefix(3) || token == $0.prefix(3) + "." }) {
                guard month == nil else { return nil }
                month = index + 1
                continue
            }
            if JrnlTimeFormat.weekdays.contains(where: { token == $0 || token == $0.prefix(3) || token == $0.prefix(3) + "." }) { continue }
            // `9am`, `2:23pm`
            for suffix in ["am", "pm"] where token.hasSuffix(suffix) && token.count > 2 && token.first!.isNumber {
                tokens.insert(suffix, at: i)
                token = String(token.dropLast(2))
            }
            // An hour and its `am`/`pm` (`9am`, `9 pm`).
            if i < tokens.count, ["am", "pm", "a.m.", "p.m."].contains(tokens[i]), token.count <= 2, let n = Int(token) {
                guard hour == nil, (1...12).contains(n) else { return nil }
                hour = n
                continue
            }
            // A date with its time: `2019-07-18T14:23`.
            if let t = token.firstIndex(of: "t"), token.first!.isNumber, token[token.index(after: t)...].contains(":") {
                tokens.insert(String(token[token.index(after: t)...]), at: i)
                token = String(token[..<t])
            }
            if token.contains(":") {
                let parts = token.split(separator: ":", omittingEmptySubsequences: false)
                guard hour == nil, (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) }),
                      let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m) else {
                    // Seconds with a fraction (`14:23:05.5`) are read too.
                    guard hour == nil, parts.count == 3, let h = Int(parts[0]), let m = Int(parts[1]),
                          Double(parts[2]) != nil, (0...23).contains(h), (0...59).contains(m) else { return nil }
                    hour = h; minute = m
                    continue
                }
                if parts.count == 3 { guard let s = Int(parts[2]), (0...59).contains(s) else { return nil } }
                hour = h; minute = m
                continue
            }
            // `2019-07-18`, `2019/07`, `18.07.2019`, `07/18/2019`
            let separators: Set<Character> = ["-", "/", "."]
            if let separator = token.first(where: { separators.contains($0) }) {
                let parts = token.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
                guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                      year == nil, month == nil, day == nil else { return nil }
                let numbers = parts.compactMap { Int($0) }
                if parts[0].count == 4 {
                    // Year first: year, month, day.
                    guard parts.dropFirst().allSatisfy({ $0.count <= 2 }), (1...12).contains(numbers[1]) else { return nil }
                    year = numbers[0]; month = numbers[1]
                    if numbers.count == 3 { guard setDay(numbers[2]) else { return nil } }
                } else if parts.count == 3, parts[2].count == 4, parts[0].count <= 2, parts[1].count <= 2 {
                    // Month first as dateutil reads it, unless the first cannot be a month.
                    year = numbers[2]
                    if numbers[0] > 12 { guard (1...12).contains(numbers[1]), setDay(numbers[0]) else { return nil }; month = numbers[1] }
                    else { guard (1...12).contains(numbers[0]), setDay(numbers[1]) else { return nil }; month = numbers[0] }
                } else {
                    return nil
                }
                continue
            }
            // `20190718`
            if token.count == 8, token.allSatisfy({ $0.isASCII && $0.isNumber }), year == nil {
                year = Int(token.prefix(4)); month = Int(token.dropFirst(4).prefix(2))
                guard let m = month, (1...12).contains(m), setDay(Int(token.suffix(2))!) else { return nil }
                continue
            }
            // A year, or a day (`18`, `18th`).
            var digits = token
            for ordinal in ["st", "nd", "rd", "th"] where digits.hasSuffix(ordinal) { digits = String(digits.dropLast(2)) }
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else { return nil }
            if digits.count == 4, digits == token {
                guard year == nil else { return nil }
                year = n
            } else if digits.count <= 2 {
                guard setDay(n) else { return nil }
            } else {
                return nil
            }
        }
        guard let year, let month, (1...9998).contains(year) else { return nil }
        if let afternoon {
            guard let h = hour, (1...12).contains(h) else { return nil }
            hour = h % 12 + (afternoon ? 12 : 0)
        }
        guard let date = Day(iso: String(format: "%04d-%02d-%02d", year, month, day ?? 1)) else { return nil }
        return (date.iso, String(format: "%02d:%02d", hour ?? 0, minute))
    }
}
