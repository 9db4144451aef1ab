import Foundation

/// The one rule for the category a new card or fridge item (or an entry of any kind filed by
/// category) gets when none is given, whatever command makes it (`kept new`, `kept fridge add`,
/// an import with no folder to go by):
///
/// 1. the store's setting `<kind's folder>.category` in `.kept/config.yaml` (`cards.category`,
///    `fridge.category`, beside the folders' other settings), which `kept init` writes once from the language of that moment
///    (`initial`): `일반` and `기타` for someone whose language is Korean, else `general` and
///    `other`;
/// 2. else the template's `defaults: {category: …}` (`general` for cards, `other` for the fridge);
/// 3. else none (the kind's path then asks for one).
///
/// Never the running machine's locale: a store synced between a Korean and an English machine
/// files a new thing under the same folder on both.
package enum DefaultCategory {
    /// The setting naming the default category of the kind filed in `folder`.
    package static func setting(for folder: String) -> String { "\(folder).category" }

    package static func of(_ kind: Kind, config: StoreConfig) -> String? {
        if let setting = config.string(setting(for: kind.folder))?.trimmingCharacters(in: .whitespaces), !setting.isEmpty {
            return setting
        }
        return kind.defaults["category"]
    }

    /// What `kept init` writes for the built-in kinds: Korean words for someone whose language
    /// is Korean (`ko`, `ko_KR.UTF-8`), else the templates' own.
    package static func initial(kind: String, language: String?) -> String {
        let korean = language?.lowercased().hasPrefix("ko") ?? false
        switch kind {
        case "card": return korean ? "일반" : "general"
        default: return korean ? "기타" : "other"
        }
    }

    /// Whether a new entry of `kind` can take a default category at all.
    static func applies(to kind: Kind) -> Bool {
        kind.defaults["category"] != nil || kind.pathFields.contains("category")
    }
}
