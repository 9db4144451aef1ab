import Foundation

/// Every sentence, heading, label and help text kept shows, in every `Language`, in one
/// catalogue in code (no resource bundles: a `kept` copied alone must still speak).
///
/// Keys are dotted by area (`error.`, `help.`, `onThisDay.`…); each area's texts live in a
/// `Catalogue+Area.swift` file as one table, merged here. `{name}` is filled from the
/// message's arguments. Code names a key by its `MessageKey` member (`.fieldsUnknown`),
/// generated from these tables into `Keys/` by scripts/message-keys (make keys), so a key the catalogue does
/// not hold does not compile. A test fails when a key lacks a language, when the languages'
/// placeholders differ, or when a key has no member or no source uses it.
package enum Catalogue {
    package typealias Table = [String: [Language: String]]

    /// The tables of all areas; a key in two of them is a mistake the test reports.
    static let areas: [(name: String, table: Table)] = [
        ("phone", phone),
        ("push", push),
        ("assistant", assistant),
        ("koreanWords", koreanWords),
        ("dates", dates),
        ("fridge", fridge),
        ("cards", cards),
        ("diary", diary),
        ("encryption", encryption),
        ("sync", sync),
        ("imports", imports),
        ("exports", exports),
        ("checks", checks),
        ("trust", trust),
        ("parsing", parsing),
        ("entryCommands", entryCommands),
        ("errors", errors),
        ("help", help),
        ("words", words),
    ]

    package static let entries: Table = {
        var all: Table = [:]
        for area in areas { all.merge(area.table) { first, _ in first } }
        return all
    }()

    /// The texts of `key`, looked up area by area: merging the areas into `entries` costs
    /// about 4 million instructions, paid at every start-up before any help text is shown.
    static func texts(_ key: String) -> [Language: String]? {
        for area in areas { if let texts = area.table[key] { return texts } }
        return nil
    }

    /// Keys defined in more than one area.
    package static var duplicateKeys: [String] {
        var seen: Set<String> = []
        var duplicates: [String] = []
        for area in areas { for key in area.table.keys where !seen.insert(key).inserted { duplicates.append(key) } }
        return duplicates.sorted()
    }
}
