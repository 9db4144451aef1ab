import Foundation

/// The language of the words kept writes around an entry (date lines, "1 year ago"): the
/// same two languages as the interface.
package typealias TextLanguage = Language

extension Language {
    /// The language the environment asks for dates in: `LC_ALL`, else `LC_TIME`, else `LANG`
    /// (POSIX order). Nil when none is set or it is `C`/`POSIX`, which state no language.
    package static func preferred(in environment: [String: String]) -> TextLanguage? {
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
    package static func forText(_ text: String, preferred: TextLanguage?) -> TextLanguage {
        if preferred == .korean || containsHangul(text) { return .korean }
        return preferred ?? .english
    }

    package static func containsHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) }
    }
}

/// Dates in the words of a language: `2026년 11월 22일 일요일`, `Sunday, 22 November 2026`.
/// Written out from the catalogue so they read the same on every machine, whatever locale
/// data it has.
package enum HumanDate {
    package static func day(_ day: Day, _ language: TextLanguage) -> String {
        // Foundation counts 1 = Sunday; the catalogue 1 = Monday (ISO).
        let weekday = (day.weekday(calendar: gregorian) + 5) % 7 + 1
        return Message(.dateDay, ["weekday": weekdayName(weekday, language), "day": String(day.day),
                                    "month": monthName(day.month, language),
                                    "year": String(day.year)]).text(in: language)
    }

    /// `2026년 11월`, `November 2026`.
    package static func month(year: Int, month: Int, _ language: TextLanguage) -> String {
        Message(.dateMonth, ["month": monthName(month, language), "year": String(year)])
            .text(in: language)
    }

    /// `1 year ago`, `3 years ago`, `1년 전`.
    package static func yearsAgo(_ years: Int, _ language: TextLanguage) -> String {
        Message(.dateYearsAgo, count: years).text(in: language)
    }

    /// `November`, `11월`.
    package static func monthName(_ month: Int, _ language: Language) -> String {
        Message(.month(month)).text(in: language)
    }

    /// `Monday` … `Sunday` for ISO weekdays 1 … 7.
    package static func weekdayName(_ isoWeekday: Int, _ language: Language) -> String {
        Message(.weekday(isoWeekday)).text(in: language)
    }

    /// `Mo` … `Su`, `월` … `일`: two columns, for calendar grids.
    package static func shortWeekdayName(_ isoWeekday: Int, _ language: Language) -> String {
        Message(.weekdayShort(isoWeekday)).text(in: language)
    }

    static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
