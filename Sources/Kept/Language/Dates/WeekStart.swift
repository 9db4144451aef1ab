import Foundation

/// The day a calendar's weeks start on, as a store setting says it (`fridge.week-start`):
/// Monday or Sunday, in English or Korean, any case. Every month calendar of the store
/// reads its setting through this, so they accept the same words.
package enum WeekStart: Int, Sendable, Equatable {
    case monday = 1
    case sunday = 7

    /// The ISO weekday (1 = Monday … 7 = Sunday) the weeks start on.
    package var isoWeekday: Int { rawValue }

    /// The word as written in the setting; nil for one that names no week start.
    package init?(word: String) {
        switch word.lowercased() {
        case "monday", "mon", "월", "월요일": self = .monday
        case "sunday", "sun", "일", "일요일": self = .sunday
        default: return nil
        }
    }

    /// The setting `key` of `config`; nil when it is not set (the caller's default, the
    /// locale's, applies). A value that names no week start is an error naming the file.
    package init?(_ key: String, in config: StoreConfig) throws {
        guard let value = config.string(key) else { return nil }
        guard let start = WeekStart(word: value) else {
            throw KeptError.invalidValue(.weekStart(key: key, value: value.lowercased()))
        }
        self = start
    }
}
