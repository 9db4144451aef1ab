import Foundation

/// Entries as a JSON array: `path`, `kind`, every front-matter field in its order with its
/// YAML type (numbers, booleans, null, lists, maps), and `body` when asked for.
package enum EntryJSON {
    /// `extra` adds members after the fields (a search's match, a distance), as JSON text.
    package static func encode(_ entries: [Entry], includeBody: Bool,
                              extra: (Entry) -> [(String, String)] = { _ in [] }) -> String {
        if entries.isEmpty { return "[]" }
        return "[\n" + entries.map { "  " + object($0, includeBody: includeBody, extra: extra($0)) }.joined(separator: ",\n") + "\n]"
    }

    package static func object(_ entry: Entry, includeBody: Bool, extra: [(String, String)] = []) -> String {
        var pairs: [(String, String)] = [("path", string(entry.path)), ("kind", string(entry.kind))]
        if entry.fields["title"] == nil { pairs.append(("title", string(entry.title))) }
        for (key, value) in entry.fields where key != "path" && key != "kind" {
            // `tags: 김치, 요리` written by hand is the two tags it means (`FieldValue.tagItems`).
            if key == "tags", case .scalar = value {
                pairs.append((key, "[" + entry.tags.map(string).joined(separator: ", ") + "]"))
                continue
            }
            pairs.append((key, json(value)))
        }
        if let problem = entry.problem {
            pairs.append(("problem", string("\(entry.path):\(problem.line):\(problem.column): \(problem.message)")))
        }
        pairs += extra
        if includeBody { pairs.append(("body", string(entry.body))) }
        return "{" + pairs.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    static func json(_ value: FieldValue) -> String {
        switch value {
        case .null: return "null"
        case let .scalar(text, type):
            switch type {
            // The number YAML 1.1 means (`010` is 8, `.5` 0.5); text where JSON has none (`.inf`).
            case .integer: return YAMLNumber.integer(text) ?? string(text)
            case .number: return YAMLNumber.float(text) ?? string(text)
            case .bool:
                return ["y", "yes", "true", "on"].contains(text.lowercased()) ? "true" : "false"
            case .string, .timestamp:
                return string(text)
            }
        case let .list(items): return "[" + items.map(json).joined(separator: ", ") + "]"
        case let .map(fields): return "{" + fields.map { "\(string($0.key)): \(json($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    package static func string(_ text: String) -> String { QuotedString.make(text) }
}
