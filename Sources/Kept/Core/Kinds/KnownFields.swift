import Foundation

/// The fields a kind knows, so that a typo is caught before it becomes a new field
/// (`kept set 우유 quantitiy=3`), an empty list (`--where moood=happy`) or an order that
/// silently sorts nothing (`--sort titel`).
///
/// Known are the fields the kind's template writes and its `kept:` block names, those kept
/// gives every entry (`title`, `tags`, `id`, and `path`/`kind` to list by), and every field an
/// entry of the kind already holds in the store: a user's own field keeps working.
package struct KnownFields: Sendable {
    package let kinds: [Kind]
    package let names: Set<String>

    /// Fields every entry has, or that a list can sort and filter by.
    static let everyEntry: Set<String> = ["title", "tags", "id", "path", "kind"]

    package init(kinds: [Kind]) {
        self.kinds = kinds
        names = kinds.reduce(into: Self.everyEntry) { $0.formUnion($1.declaredFields) }
    }

    /// Why `field` is refused, or nil when it is known. `held` gives the fields entries of
    /// these kinds hold; it is asked only for a field no template names, so a command without
    /// a typo reads no entry for this.
    package func refusal(_ field: String, held: () -> Set<String>, allowsNew: Bool) -> UnknownFieldError? {
        if names.contains(field) { return nil }
        let inStore = held()
        if inStore.contains(field) { return nil }
        let candidates = names.union(inStore).subtracting(["path", "kind"])
        let suggestion = FieldAliases.english[field].flatMap { candidates.contains($0) ? $0 : nil }
            ?? EditDistance.nearest(to: field, among: candidates.sorted())
        return UnknownFieldError(field: field, kinds: kinds.map(\.name), suggestion: suggestion,
                                 known: candidates.sorted(), allowsNew: allowsNew)
    }
}

extension Kind {
    /// The fields this kind's template writes (its front matter's keys) and its `kept:` block
    /// names (defaults, types, columns, sort, the dating and path fields).
    package var declaredFields: Set<String> {
        var fields = Set(defaults.keys).union(types.keys).union(sort.map(\.field))
        fields.formUnion(pathFields.subtracting(["slug", "year", "month", "day", "datetime", "date"]))
        fields.formUnion(columns.filter { $0 != "weekday" && $0 != "excerpt" })
        if let dateField { fields.insert(dateField) }
        let lines = EntryDocument.splitLines(template)
        if let first = lines.first, first.hasPrefix("---") {
            for line in lines.dropFirst() {
                if line.hasPrefix("---") { break }
                guard let first = line.first, first != " ", first != "\t", first != "#", first != "-",
                      let colon = line.firstIndex(of: ":") else { continue }
                let key = line[..<colon].trimmingCharacters(in: .whitespaces)
                if !key.isEmpty, !key.contains("{") { fields.insert(key) }
            }
        }
        return fields
    }
}

/// A field name typed that no template names and no entry holds.
package struct UnknownFieldError: UserMessageError, Equatable, Sendable, CustomStringConvertible {
    package let field: String
    package let kinds: [String]
    package let suggestion: String?
    package let known: [String]
    /// Whether the command can add it on purpose (`--new-field`), as `set` and `--set` can.
    package let allowsNew: Bool

    package var message: Message {
        // A built-in kind by its word in the user's language (냉장고); a user's kind by its name.
        let kind = kinds.count == 1 && ["diary", "card", "fridge"].contains(kinds[0])
            ? Message(.fieldsKind(kinds[0])) : Message(.fieldsKinds, ["kinds": kinds.joined(separator: ", ")])
        return Message(allowsNew ? .fieldsUnknownAddable : .fieldsUnknown, ["field": field])
            .localizing("kind", kind)
            .localizing("hint", suggestion.map { Message(.fieldsDidYouMean, ["field": $0]) }
                ?? Message(.fieldsKnownAre, ["fields": known.joined(separator: ", ")]))
    }
    package var description: String { message.english }
}
