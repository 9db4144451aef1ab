import Foundation

/// What a front end that others reach may do with the store: which kinds it may read or name,
/// and whether it may change anything. `kept serve --pair --kinds fridge --read-only` gives a
/// device this scope; `kept mcp --kinds diary` will give an assistant one.
///
/// A kind outside the scope is as if it did not exist: its pages, entries, search hits,
/// attachments and counts are never shown, and naming one is refused like any unknown path.
package struct AccessScope: Sendable, Equatable, Codable {
    /// The kinds allowed, by name; nil for every kind.
    package let kinds: Set<String>?
    package let readOnly: Bool

    package static let everything = AccessScope(kinds: nil, readOnly: false)

    package init(kinds: Set<String>?, readOnly: Bool) {
        self.kinds = kinds
        self.readOnly = readOnly
    }

    /// Whether entries of the kind named `kind` may be read.
    package func reads(_ kind: String) -> Bool {
        kinds.map { $0.contains(kind) } ?? true
    }

    /// Whether entries of the kind named `kind` may be changed.
    package func writes(_ kind: String) -> Bool {
        !readOnly && reads(kind)
    }

    /// The scope of a `--kinds a,b` list, checked against the store's kinds: nil for none
    /// given; an unknown name throws, so a typo never yields a scope that allows nothing.
    package static func kinds(_ list: String?, known: [Kind]) throws -> Set<String>? {
        guard let list else { return nil }
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for name in names where !known.contains(where: { $0.name == name }) {
            throw KeptError.unknownKind(name, known: known.map(\.name))
        }
        // Given but empty (`--kinds ""`, a template's variable left blank): never every kind.
        guard !names.isEmpty else { throw NoKindsGivenError(known: known.map(\.name)) }
        return Set(names)
    }

    /// `diary, fridge` or `every kind`, for lists of devices.
    package var kindList: String? {
        kinds.map { $0.sorted().joined(separator: ", ") }
    }

    /// The kinds by their names in `language` (`일기, 냉장고`), as pages name them; nil for every kind.
    package func kindList(in language: Language, known: [Kind]) -> String? {
        kinds.map { names in
            names.sorted().map { name in FieldWords.kind(known.first { $0.name == name }?.folder ?? name, language) }
                .joined(separator: ", ")
        }
    }
}

/// `--kinds` given with no kind's name in it: refused rather than read as every kind.
package struct NoKindsGivenError: UserMessageError, Sendable {
    let known: [String]
    package var message: Message { Message(.scopeNoKinds, ["known": known.joined(separator: ", ")]) }
}
