import Foundation

/// How a reader is told the names kept gives things in an entry's front matter: a built-in
/// field's key (`expires` → 유통기한) and a fridge status (`stocked` → 보관 중). The file keeps
/// its English keys and values (they are what `--where`, `set` and templates use); only what is
/// shown changes. A key or value kept has no word for (a field of the user's own) is shown as
/// it is written.
package enum FieldWords {
    package static func field(_ key: String, _ language: Language) -> String {
        known(.koreanWordsField(key), language) ?? key
    }

    package static func status(_ value: String, _ language: Language) -> String {
        known(.koreanWordsStatus(value.lowercased()), language) ?? value
    }

    /// A value of `field`, its status named in `language` when the field is a fridge status.
    package static func value(_ value: String, of field: String, _ language: Language) -> String {
        field == "status" ? status(value, language) : value
    }

    /// A kind's folder as a heading (`diary` → Diary, 일기); a kind of the user's own keeps
    /// its folder name, capitalized in English as before.
    package static func kind(_ folder: String, _ language: Language) -> String {
        known(.koreanWordsKind(folder), language) ?? (language == .english ? folder.capitalized : folder)
    }

    private static func known(_ key: MessageKey?, _ language: Language) -> String? {
        guard language != .english, let key else { return nil }
        return Message(key).text(in: language)
    }
}
