import Foundation

/// The language of the words kept writes around an entry (date lines, "1 year ago"):
/// Korean or English.
public enum TextLanguage: String, Sendable {
    case korean = "ko"
    case english = "en"

    /// The language the environment asks for dates in: `LC_ALL`, else `LC_TIME`, else `LANG`
    /// (POSIX order). Nil when none is set or it is `C`/`POSIX`, which state no language.
    public static func preferred(in environment: [String: String]) -> TextLanguage? {
        for name in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { continue }
            let language = value.prefix { $0.isLetter }.lowercased()
            if language == "c" || language == "posix" { return nil }
            return language == "ko" ? .korean : .english
        }
        return nil
    }

    /// Korean when the locale asks for it or the text is written in Hangul; otherwise the
    /// locale's choice (English when it names no language).
    ///
    /// A Korean diary shared from a machine set to `en_US.UTF-8` (common on Linux) still gets
    /// `2026년 11월 22일 일요일`: the message goes to whoever reads Korean titles.
    public static func forText(_ text: String, preferred: TextLanguage?) -> TextLanguage {
        if preferred == .korean || containsHangul(text) { return .korean }
        return preferred ?? .english
    }

    public static func containsHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }
    }
}

/// Dates in the words of a language: `2026년 11월 22일 일요일`, `Sunday, 22 November 2026`.
/// Written out by hand so they read the same on every machine, whatever locale data it has.
public enum HumanDate {
    public static func day(_ day: Day, _ language: TextLanguage) -> String {
        let weekday = day.weekday(calendar: gregorian) - 1
        switch language {
        case .korean: return "\(day.year)년 \(day.month)월 \(day.day)일 \(koreanWeekdays[weekday])"
        case .english: return "\(englishWeekdays[weekday]), \(day.day) \(englishMonths[day.month - 1]) \(day.year)"
        }
    }

    /// `2026년 11월`, `November 2026`.
    public static func month(year: Int, month: Int, _ language: TextLanguage) -> String {
        switch language {
        case .korean: return "\(year)년 \(month)월"
        case .english: return "\(englishMonths[month - 1]) \(year)"
        }
    }

    /// `1 year ago`, `3 years ago`, `1년 전`.
    public static func yearsAgo(_ years: Int, _ language: TextLanguage) -> String {
        switch language {
        case .korean: return "\(years)년 전"
        case .english: return years == 1 ? "1 year ago" : "\(years) years ago"
        }
    }

    static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static let koreanWeekdays = ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]
    static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                "September", "October", "November", "December"]
}
