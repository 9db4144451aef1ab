import Foundation

/// The user's locale as POSIX environment variables say it (LC_ALL, then the category's own
/// variable, then LANG): `ko_KR.UTF-8` → `ko_KR`. Nil for none, `C` or `POSIX`.
enum LocaleEnvironment {
    static func identifier(for category: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for name in ["LC_ALL", category, "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let base = String(value.prefix { $0 != "." && $0 != "@" })
            return base == "C" || base == "POSIX" ? nil : base
        }
        return nil
    }

    // The language messages follow is `UserLanguage` (LC_MESSAGES, or ui.language).

    /// The locale dates and calendars follow (LC_TIME).
    static var time: String? { identifier(for: "LC_TIME") }

    /// The weekday weeks start on, 1 = Monday … 7 = Sunday: as the LC_TIME locale's region
    /// has it (CLDR: Sunday in en_US, ko_KR, ja_JP; Monday in most of Europe), Monday (ISO
    /// 8601) when no locale is set.
    static var firstWeekday: Int {
        guard let time else { return 1 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: time)
        // Foundation counts 1 = Sunday, 2 = Monday …
        return calendar.firstWeekday == 1 ? 7 : calendar.firstWeekday - 1
    }
}
