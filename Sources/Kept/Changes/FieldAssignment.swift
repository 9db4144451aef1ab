import Foundation

/// A `key=value` from `--set` or `kept set`, turned into the YAML its field wants: dates
/// typed as a person types them (`expires=+3d`) become ISO dates, `tags=a,b` a list, other
/// values strings that read back exactly as typed.
public struct FieldAssignment: Sendable, Equatable {
    public let key: String
    public let value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    public static func parse(_ text: String) throws -> FieldAssignment {
        guard let equals = text.firstIndex(of: "=") else { throw KeptError.invalidAssignment(text) }
        let key = text[..<equals].trimmingCharacters(in: .whitespaces)
        guard EntryDocument.isValidKey(key) else { throw FieldEditError.invalidKey(key) }
        return FieldAssignment(key: key, value: String(text[text.index(after: equals)...]))
    }

    /// The value as YAML for `kind`'s field, and as the text shown in messages.
    func rendered(for kind: Kind, existing: FieldValue?, path: String, now: Date) throws -> (yaml: String, text: String) {
        if value.isEmpty { return ("", "") }
        if key == "tags" || { if case .list = existing { return true } else { return false } }() {
            let items = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return (YAMLScalar.renderList(items), items.joined(separator: ", "))
        }
        switch kind.types[key] {
        case .date?:
            let day = try typed(path: path, now: now).day.iso
            return (day, day)
        case .datetime?:
            let text = DateText.iso(try typed(path: path, now: now).instant(now: now))
            return (text, text)
        case .location?:
            do {
                let location = try Location.parse(value)
                return (location.yaml, value.trimmingCharacters(in: .whitespaces))
            } catch let error as LocationError {
                throw KeptError.invalidField(path: path, line: nil, "`\(key)=\(value)`: \(error.message)")
            }
        case .number?:
            guard Double(value.trimmingCharacters(in: .whitespaces)) != nil else {
                throw KeptError.invalidField(path: path, line: nil, "`\(key)` takes a number, not `\(value)`")
            }
            let number = value.trimmingCharacters(in: .whitespaces)
            return (YAMLScalar.render(number), number)
        default:
            return (key == "title" ? YAMLScalar.renderText(value) : YAMLScalar.render(value), value)
        }
    }

    private func typed(path: String, now: Date) throws -> PersonDate {
        do { return try PersonDate.parse(value, now: now) } catch let error as PersonDateError {
            throw KeptError.invalidField(path: path, line: nil, "`\(key)`: \(error.description)")
        }
    }
}
