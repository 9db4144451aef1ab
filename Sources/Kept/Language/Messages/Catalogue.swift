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
        ("dates", dates),
        ("errors", errors),
        ("syncing", syncing),
        ("checks", checks),
        ("help", help),
        ("commands", commands),
        ("views", views),
        ("safety", safety),
        ("report", report),
        ("encryption", encryption),
        ("imports", imports),
        ("trustSync", trustSync),
        ("trustLinks", trustLinks),
        ("trustImports", trustImports),
        ("trustMachine", trustMachine),
        ("trustKeys", trustKeys),
        ("entryIDs", entryIDs),
        ("koreanDates", koreanDates),
        ("yaml", yaml),
        ("firstHourMisc", firstHourMisc),
        ("fields", fields),
        ("parsing", parsing),
        ("koreanWords", koreanWords),
        ("firstHourSync", firstHourSync),
        ("searchReview", searchReview),
        ("web", web),
        ("optimizer", optimizer),
        ("ankiExport", ankiExport),
        ("limits", limits),
        ("assistant", assistant),
        ("hub", hub),
        ("authority", authority),
        ("archives", archives),
        ("writeLimits", writeLimits),
        ("fridge", fridge),
        ("diary", diary),
        ("importFormats", importFormats),
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
