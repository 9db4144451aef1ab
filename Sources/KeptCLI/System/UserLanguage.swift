import Foundation
import Kept

/// The language kept speaks in this run, decided once at start-up before the arguments are
/// parsed (help abstracts are read while parsing): `ui.language` in the store's
/// `.kept/config.yaml` forces one, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).
///
/// The interface follows the user, not the content: Korean entries listed on an English
/// machine get English headings.
enum UserLanguage {
    /// Set once by `KeptCommand.main` before anything is printed; read everywhere after.
    static var current: Language {
        get { chosen.withLock { $0 } }
        set { chosen.withLock { $0 = newValue } }
    }
    private static let chosen = Locked<Language>(.english)

    /// The store is found the way commands find it (`--store DIR` or `--store=DIR`, the store
    /// you are in, `$KEPT_STORE`, the per-user default), without creating or opening it: a
    /// store that is missing or has a broken config leaves the choice to the locale.
    static func decide(arguments: [String], environment: [String: String], workingDirectory: String) -> Language {
        var option: String?
        for (i, word) in arguments.enumerated() {
            if word == "--store", i + 1 < arguments.count { option = arguments[i + 1] }
            else if word.hasPrefix("--store=") { option = String(word.dropFirst("--store=".count)) }
        }
        let location = StoreLocation.find(option: option, environment: environment, workingDirectory: workingDirectory,
                                          homeDirectory: NSHomeDirectory())
        if Store.isStore(location.path), let setting = try? StoreConfig.load(root: location.path).string("ui.language"),
           let forced = Language(setting: setting) {
            return forced
        }
        return Language.forMessages(in: environment)
    }
}

extension Message {
    /// The sentence in this run's language.
    var text: String { text(in: UserLanguage.current) }
}

/// The text of `key` in this run's language, its `{name}` placeholders filled from `arguments`.
func say(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
    Message(key, arguments).text
}

/// The text of `key.one` or `key.other` for `count`, in this run's language.
func say(_ key: MessageKey, count: Int, _ arguments: [String: String] = [:]) -> String {
    Message(key, count: count, arguments).text
}
