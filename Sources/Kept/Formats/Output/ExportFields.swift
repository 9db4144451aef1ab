import Foundation
import OrderedCollections

/// The front-matter fields an export shows besides an entry's title and its line of details
/// (`EntryExport.details`): every field of every kind, a fridge item's `expires` and
/// `quantity` as much as a diary's `mood` or a field of the user's own kind, so that an
/// export loses nothing. Left out are only what that line already says in full: the title,
/// the weather, a date without a time, a place without coordinates; empty fields; and the
/// `id`, kept's name for the entry (`EntryID`), which says nothing to a reader (JSON keeps it).
enum ExportFields {
    static func of(_ entry: Entry, kind: Kind?, leaving left: Set<String> = []) -> [(key: String, value: String)] {
        var shown: [(String, String)] = []
        for (key, value) in entry.fields where !value.isEmpty && !left.contains(key) {
            if key == "title" || key == "weather" || key == "id" { continue }
            if key == kind?.dateField, let date = FieldDate(value.text), date.secondsOfDay == nil { continue }
            if key == "location", let place = Location(value), place.latitude == nil, place.longitude == nil { continue }
            shown.append((key, text(value)))
        }
        return shown
    }

    /// A value on one line: a list's items joined by `, `, a map as YAML's `{key: value}`.
    static func text(_ value: FieldValue) -> String {
        switch value {
        case .null: return ""
        case let .scalar(text, _): return text
        case let .list(items): return items.map(text).joined(separator: ", ")
        case let .map(fields): return "{" + fields.map { "\($0.key): \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
