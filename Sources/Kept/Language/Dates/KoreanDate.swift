import Foundation

/// Dates as Koreans type them, and the numeric forms with dots and slashes: `2025.11.26`,
/// `2025. 11. 26.`, `11월 26일`, `2025년 11월 26일`, `그저께`, `모레`, `3일 전`, `일주일 뒤`,
/// `지난 금요일`, `다음 주 월요일`, `다음 달 3일`. The rules, with a table, are in docs/dates.md.
///
/// Read with spaces taken out (`다음 주` and `다음주`, `2025. 11. 26.` and `2025.11.26.` are
/// typed alike), counted on `Day` alone: no calendar, no time zone. Only for what a person
/// typed, never while indexing: front matter is read by `FieldDate`.
enum KoreanDate {
    /// The day `text` names on `today`; nil when it is none of these forms. A form whose
    /// numbers name no day (`2025.13.40`, `11월 31일`) throws, saying why.
    static func day(_ text: String, today: Day) throws -> Day? {
        let compact = Self.compact(text)
        if let offset = dayWords[compact] { return today.plus(days: offset) }
        if let day = try numeric(compact, today: today) { return day }
        if let day = try written(compact, today: today) { return day }
        if let day = counted(compact, today: today) { return day }
        return weekday(compact, today: today)
    }

    /// `text` without spaces, in composed Hangul (a pasted NFD `모레` reads as typed).
    static func compact(_ text: String) -> String {
        String(text.precomposedStringWithCanonicalMapping.unicodeScalars.filter { !$0.properties.isWhitespace })
    }

    // MARK: The forms

    /// Days around today that have their own word. 엊그제 ("a few days ago") names no one day.
    static let dayWords: [String: Int] = [
        "그끄저께": -3, "그끄제": -3, "그저께": -2, "그제": -2, "어제": -1, "오늘": 0,
        "내일": 1, "모레": 2, "글피": 3, "그글피": 4,
    ]

    /// `2025.11.26`, `2025.11.26.`, `2025/11/26`, `25.11.26` (two-digit year), `11.26`, `11/26`.
    private static func numeric(_ text: String, today: Day) throws -> Day? {
        if let m = text.wholeMatch(of: /([0-9]{4}|[0-9]{2})([.\/])([0-9]{1,2})\2([0-9]{1,2})(\.?)/) {
            // The closing dot is Korean usage with dots (`2025. 11. 26.`), not with slashes.
            guard m.2 == "." || m.5.isEmpty else { return nil }
            guard m.1.count == 4 || m.2 == "." else { return nil }
            return try checked(year: Self.year(m.1), month: Int(m.3)!, day: Int(m.4)!)
        }
        if let m = text.wholeMatch(of: /([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})/) {
            // Reached only when FieldDate refused it: the numbers name no day (`2026-13-45`).
            return try checked(year: Int(m.1)!, month: Int(m.2)!, day: Int(m.3)!)
        }
        if let m = text.wholeMatch(of: /([0-9]{1,2})([.\/])([0-9]{1,2})(\.?)/), m.2 == "." || m.4.isEmpty {
            return try checked(year: today.year, month: Int(m.1)!, day: Int(m.3)!)
        }
        return nil
    }

    /// `2025년 11월 26일`, `25년 11월 26일`, `올해 3월 1일`, `작년 12월 25일`, `11월 26일`,
    /// `26일` (this month), `다음 달 3일`, `지난달 3일`.
    private static func written(_ text: String, today: Day) throws -> Day? {
        if let m = text.wholeMatch(of: /(?:([0-9]{4}|[0-9]{2})년|(올해|금년|작년|지난해|재작년|내년))?(?:([0-9]{1,2})월)?([0-9]{1,2})일/) {
            let year = m.1.map(Self.year) ?? m.2.map { today.year + yearWords[String($0)]! } ?? today.year
            // A year with a day but no month (`2025년 3일`) names no day.
            guard m.3 != nil || (m.1 == nil && m.2 == nil) else { return nil }
            return try checked(year: year, month: m.3.map { Int($0)! } ?? today.month, day: Int(m.4)!)
        }
        if let m = text.wholeMatch(of: /(이번달|지난달|저번달|다음달|다다음달)([0-9]{1,2})일/) {
            let first = monthStart(today, plus: monthWords[String(m.1)]!)
            return try checked(year: first.year, month: first.month, day: Int(m.2)!)
        }
        return nil
    }

    /// `3일 전`, `2주 후`, `1주일 뒤`, `3개월 뒤`, `한 달 전`, `이틀 뒤`, `일주일 뒤`, `1년 전`.
    /// A month or year later keeps the day of the month, or takes the month's last day
    /// (1월 31일 + 한 달 → 2월 28일), as `+1m` does.
    private static func counted(_ text: String, today: Day) -> Day? {
        let count: Int, unit: Substring, direction: Substring
        if let m = text.wholeMatch(of: /([0-9]{1,5})(일|주일|주|달|개월|년)(전|후|뒤)/) {
            (count, unit, direction) = (Int(m.1)!, m.2, m.3)
        } else if let m = text.wholeMatch(of: /(하루|이틀|사흘|나흘|보름|일주일|한주|두주|한달|두달|세달|석달|일년|한해)(전|후|뒤)/) {
            let (n, u) = countWords[String(m.1)]!
            (count, unit, direction) = (n, Substring(u), m.2)
        } else {
            return nil
        }
        let signed = direction == "전" ? -count : count
        switch unit {
        case "일": return today.plus(days: signed)
        case "주", "주일": return today.plus(days: 7 * signed)
        case "달", "개월": return today.plusMonths(signed)
        default: return today.plusMonths(12 * signed)
        }
    }

    /// `금요일` and `다음 금요일` (the first after today), `이번 금요일` (today or the first
    /// after), `지난 금요일` (the last before today); `이번 주 금요일`, `다음 주 금(요일)`,
    /// `지난주 금`: that day of this, next or last week, weeks from Monday to Sunday.
    private static func weekday(_ text: String, today: Day) -> Day? {
        if let m = text.wholeMatch(of: /(이번주|금주|다음주|다다음주|지난주|저번주|지지난주)(월|화|수|목|금|토|일)(?:요일)?/) {
            return weekStart(today, plus: weekWords[String(m.1)]!).plus(days: weekdays[String(m.2)]! - 1)
        }
        if let m = text.wholeMatch(of: /(지난|저번|다음|이번)?(월|화|수|목|금|토|일)요일/) {
            let wanted = weekdays[String(m.2)]!, now = today.isoWeekday
            switch m.1 {
            case "지난", "저번": return today.plus(days: -((now - wanted + 6) % 7 + 1))
            case "이번": return today.plus(days: (wanted - now + 7) % 7)
            default: return today.plus(days: (wanted - now + 6) % 7 + 1)
            }
        }
        return nil
    }

    // MARK: Spans for --from and --to

    /// The days `text` names as a whole: `2025.11`, `2025년 11월`, `11월` (this year), `2025년`,
    /// `올해`, `작년`, `이번 달`, `지난달`, `이번 주`, `지난주` (Monday to Sunday); nil for none.
    static func span(_ text: String, today: Day) throws -> (first: Day, last: Day)? {
        let compact = Self.compact(text)
        var year: Int?, month: Int?
        if let m = compact.wholeMatch(of: /([0-9]{4})([.\/])([0-9]{1,2})(\.?)/), m.2 == "." || m.4.isEmpty {
            (year, month) = (Int(m.1)!, Int(m.3)!)
        } else if let m = compact.wholeMatch(of: /(?:([0-9]{4}|[0-9]{2})년|(올해|금년|작년|지난해|재작년|내년))(?:([0-9]{1,2})월)?/) {
            year = m.1.map(Self.year) ?? m.2.map { today.year + yearWords[String($0)]! }
            month = m.3.map { Int($0)! }
        } else if let m = compact.wholeMatch(of: /([0-9]{1,2})월/) {
            (year, month) = (today.year, Int(m.1)!)
        } else if let shift = monthWords[compact] {
            let first = monthStart(today, plus: shift)
            (year, month) = (first.year, first.month)
        } else if let shift = weekWords[compact] {
            let first = weekStart(today, plus: shift)
            return (first, first.plus(days: 6))
        } else {
            return nil
        }
        guard let year else { return nil }
        guard let month else { return (Day(year: year, month: 1, day: 1), Day(year: year, month: 12, day: 31)) }
        guard (1...12).contains(month) else { throw DateError.noMonth(month) }
        return (Day(year: year, month: month, day: 1), Day(year: year, month: month, day: Day.daysIn(month: month, year: year)))
    }

    // MARK: Words and arithmetic

    static let weekdays: [String: Int] = ["월": 1, "화": 2, "수": 3, "목": 4, "금": 5, "토": 6, "일": 7]
    private static let weekWords: [String: Int] = [
        "이번주": 0, "금주": 0, "다음주": 1, "다다음주": 2, "지난주": -1, "저번주": -1, "지지난주": -2,
    ]
    private static let monthWords: [String: Int] = ["이번달": 0, "지난달": -1, "저번달": -1, "다음달": 1, "다다음달": 2]
    private static let yearWords: [String: Int] = ["올해": 0, "금년": 0, "작년": -1, "지난해": -1, "재작년": -2, "내년": 1]
    private static let countWords: [String: (Int, String)] = [
        "하루": (1, "일"), "이틀": (2, "일"), "사흘": (3, "일"), "나흘": (4, "일"), "보름": (15, "일"),
        "일주일": (1, "주"), "한주": (1, "주"), "두주": (2, "주"),
        "한달": (1, "달"), "두달": (2, "달"), "세달": (3, "달"), "석달": (3, "달"), "일년": (1, "년"), "한해": (1, "년"),
    ]

    /// A typed year: four digits as written; two digits as POSIX `%y` reads them
    /// (69–99 → 1969–1999, 00–68 → 2000–2068), so `25.11.26` is 2025 and `98.3.1` 1998.
    private static func year(_ digits: Substring) -> Int {
        let value = Int(digits)!
        guard digits.count == 2 else { return value }
        return value >= 69 ? 1900 + value : 2000 + value
    }

    /// The day, or the reason there is none.
    static func checked(year: Int, month: Int, day: Int) throws -> Day {
        guard (1...12).contains(month) else { throw DateError.noMonth(month) }
        let days = Day.daysIn(month: month, year: year)
        guard (1...days).contains(day) else { throw DateError.shortMonth(year: year, month: month, days: days) }
        return Day(year: year, month: month, day: day)
    }

    /// Monday of the week `weeks` weeks from `day`'s: Koreans' 이번 주 runs Monday to Sunday.
    private static func weekStart(_ day: Day, plus weeks: Int) -> Day {
        day.plus(days: 7 * weeks - (day.isoWeekday - 1))
    }

    private static func monthStart(_ day: Day, plus months: Int) -> Day {
        Day(year: day.year, month: day.month, day: 1).plusMonths(months)
    }
}

/// Why typed numbers name no day; said inside the "not a date" error.
enum DateError: Error, Equatable {
    case noMonth(Int)
    case shortMonth(year: Int, month: Int, days: Int)

    var message: Message {
        switch self {
        case .noMonth(let month): return Message(.datesTypedNoMonth, ["month": String(month)])
        case let .shortMonth(year, month, days):
            return Message(.datesTypedShortMonth, ["days": String(days)])
                .localizing("month", Message(.dateMonth, ["year": String(year)]).localizing("month", Message(.month(month))))
        }
    }
}

extension Day {
    /// `count` months later (earlier when negative), on the same day of the month or the
    /// month's last day when it is shorter, as Foundation's calendar adds months.
    func plusMonths(_ count: Int) -> Day {
        let total = year * 12 + (month - 1) + count
        let newYear = total >= 0 ? total / 12 : (total - 11) / 12
        let newMonth = total - newYear * 12 + 1
        return Day(year: newYear, month: newMonth, day: Swift.min(day, Day.daysIn(month: newMonth, year: newYear)))
    }
}
