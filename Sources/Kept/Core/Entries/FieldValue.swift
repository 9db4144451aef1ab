import OrderedCollections

/// A front-matter value as read from YAML, keeping the text the user wrote.
package indirect enum FieldValue: Equatable, Sendable {
    /// What YAML resolves a scalar to; used for JSON output and comparisons.
    package enum ScalarType: String, Sendable { case string, integer, number, bool, timestamp }

    case null
    case scalar(String, ScalarType)
    case list([FieldValue])
    case map(OrderedDictionary<String, FieldValue>)

    package static func string(_ text: String) -> FieldValue { .scalar(text, .string) }

    /// The value as one line of text: list items joined with ", ", a map by its `name` if it
    /// has one (a location), else `key: value` pairs.
    package var text: String {
        switch self {
        case .null: return ""
        case let .scalar(text, _): return text
        case let .list(items): return items.map(\.text).joined(separator: ", ")
        case let .map(fields):
            if let name = fields["name"], case .scalar = name { return name.text }
            return fields.map { "\($0.key): \($0.value.text)" }.joined(separator: ", ")
        }
    }

    /// The scalars a value holds: itself, or a list's items (used by tag filters).
    package var items: [String] {
        switch self {
        case .null: return []
        case let .scalar(text, _): return [text]
        case let .list(items): return items.flatMap(\.items)
        case .map: return [text]
        }
    }

    /// The tags a `tags` value holds: a list's items, or a plain `tags: 김치, 요리` written by hand
    /// read as `kept set tags=김치,요리` reads it (two tags), never one tag holding a comma.
    package var tagItems: [String] {
        guard case let .scalar(text, _) = self else { return items }
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    package var isEmpty: Bool {
        switch self {
        case .null: return true
        case let .scalar(text, _): return text.isEmpty
        case let .list(items): return items.isEmpty
        case let .map(fields): return fields.isEmpty
        }
    }
}
