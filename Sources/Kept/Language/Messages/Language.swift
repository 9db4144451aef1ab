import Foundation

/// The language kept speaks to its user in: messages, headings, labels, relative dates,
/// calendars and help. Also the language of the words written around an entry's own text
/// (`TextLanguage`, the same value).
///
/// The command line decides it once at start-up (`ui.language` in `.kept/config.yaml`, else
/// the locale) and passes it down; the domain never reads the environment for it.
package enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// The language the locale asks messages in: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
    /// (POSIX order, the first one set wins); `ko…` is Korean, anything else (`C`, `POSIX`,
    /// `en_US`, `de_DE`, none) English.
    package static func forMessages(in environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ko") ? .korean : .english
        }
        return .english
    }

    /// A `ui.language` setting: `ko`, `korean`, `한국어`, `en`, `english` (any case, a locale
    /// name like `ko_KR` too); nil for anything else.
    package init?(setting: String) {
        let value = setting.trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasPrefix("ko") || value == "한국어" { self = .korean }
        else if value.hasPrefix("en") { self = .english }
        else { return nil }
    }
}
