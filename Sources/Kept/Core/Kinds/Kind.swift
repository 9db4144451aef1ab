import Foundation
import OrderedCollections

/// A kind of entry (diary, card, fridge, or one a user adds), defined by its template.
package struct Kind: Sendable, Equatable {
    /// How a field's values are read and written.
    package enum FieldType: String, Sendable {
        case text, date, datetime, number
        /// A place: `{name: 종로구, lat: 37.5735, lon: 126.9788}` (see `Location`).
        case location
    }

    /// Singular name: `diary`, `card`, `fridge`, `place`.
    package let name: String
    /// The store folder its entries live in: the first part of `pathPattern` (`cards`).
    package let folder: String
    /// Mustache pattern of an entry's path in the store (`cards/{{category}}/{{slug}}.md`).
    package let pathPattern: String
    /// Default order of `kept list`.
    package let sort: [SortKey]
    /// The field that dates an entry (diary `date`, card `created`), for `--from`/`--to`.
    package let dateField: String?
    /// Columns `kept list` shows in a table.
    package let columns: [String]
    /// Values used when neither the command nor the user gives one.
    package let defaults: OrderedDictionary<String, String>
    /// Fields that hold dates or numbers, checked by `kept check` and parsed by `set`.
    package let types: [String: FieldType]
    /// The entry part of the template: front matter and body, as Mustache.
    package let template: String
    /// Where the template came from: `built-in` or its path in the store.
    package let source: String
    /// How a sync joins a field both machines changed, when not as one value that collides
    /// (`merge: {quantity: sum}` in the template's `kept:` block).
    package var mergeRules: [String: FieldMergeRule] = [:]
    /// Whether a line break in the body is shown as one (`breaks: lines`, a diary written in
    /// lines as Day One shows it) or as CommonMark says, joining the lines of a paragraph
    /// (`breaks: markdown`). Unset: lines for the diary, CommonMark for any other kind.
    package var keepsLineBreaks = false

    /// The field names the path pattern uses (`category`, `date`, `slug`…): each `{{name}}`
    /// (or `{{{name}}}`). Scanned by hand, not by a regular expression: every new or imported
    /// entry asks, and a regular expression made importing 10,000 entries 50% slower.
    package var pathFields: Set<String> {
        var fields: Set<String> = []
        var rest = Substring(pathPattern)
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...].drop { $0 == "{" || $0 == " " || $0 == "\t" }
            let name = rest.prefix { $0 != "}" && !$0.isWhitespace }
            rest = rest.dropFirst(name.count)
            if !name.isEmpty, rest.drop(while: \.isWhitespace).hasPrefix("}}") { fields.insert(String(name)) }
        }
        return fields
    }

    package static func == (a: Kind, b: Kind) -> Bool { a.name == b.name && a.source == b.source && a.template == b.template }
}

/// How a sync joins a field both machines changed differently.
package enum FieldMergeRule: String, Sendable, Equatable, CaseIterable {
    /// A number that counts something: both changes are applied (base + both differences).
    case sum
}

extension Kind {
    /// Fields an entry of this kind cannot do without: its title, the fields its path is
    /// made of (a card's `category`) and, for kinds filed by date, its dating field.
    package var requiredFields: [String] {
        let dateParts: Set<String> = ["date", "year", "month", "day", "datetime"]
        var fields = ["title"]
        for field in pathFields.sorted() where !["title", "slug"].contains(field) && !dateParts.contains(field) {
            fields.append(field)
        }
        if !pathFields.isDisjoint(with: dateParts), let dateField { fields.append(dateField) }
        return fields
    }

    /// Whether an entry changed so that it belongs in another folder: a field its path is
    /// made of (a card's `category`), or the day of its date for kinds filed by date.
    /// The title alone never moves a file: that is what `kept mv` is for.
    func isRefiled(from old: EntryDocument, to new: EntryDocument) -> Bool {
        let dateParts: Set<String> = ["date", "year", "month", "day"]
        let fields = pathFields.subtracting(["title", "slug"]).subtracting(dateParts)
        if fields.contains(where: { old.fields[$0] != new.fields[$0] }) { return true }
        guard !pathFields.isDisjoint(with: dateParts), let dateField else { return false }
        let day = { (document: EntryDocument) in document.fields[dateField].flatMap { FieldDate($0.text)?.day } }
        return day(old) != day(new)
    }
}
