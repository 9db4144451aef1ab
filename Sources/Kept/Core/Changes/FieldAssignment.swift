import Foundation

/// A `key=value` from `--set` or `kept set`, turned into the YAML its field wants: dates
/// typed as a person types them (`expires=+3d`) become ISO dates, `tags=a,b` a list, other
/// values strings that read back exactly as typed.
package struct FieldAssignment: Sendable, Equatable {
    package let key: String
    package let value: String

    package init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    package static func parse(_ text: String) throws -> FieldAssignment {
        guard let equals = text.firstIndex(of: "=") else { throw KeptError.invalidAssignment(text) }
        let key = text[..<equals].trimmingCharacters(in: .whitespaces)
        guard EntryDocument.isValidKey(key) else { throw FieldEditError.invalidKey(key) }
        return FieldAssignment(key: key, value: String(text[text.index(after: equals)...]))
    }

    /// The value as YAML for `kind`'s field, and as the text shown in messages.
    func rendered(for kind: Kind, existing: FieldValue?, path: String, now: Date) throws -> (yaml: String, text: String) {
        if value.isEmpty { return ("", "") }
        if key == "tags" || { if case .list = existing { return true } else { return false } }() {
            let items = try listItems(path: path)
            return (YAMLScalar.renderList(items), items.joined(separator: ", "))
        }
        switch kind.types[key] {
        case .date?:
            let day = try typed(path: path, now: now).day.iso
            return (day, day)
        case .datetime?:
            let text = try typed(path: path, now: now).fieldText(now: now)
            return (text, text)
        case .location?:
            do {
                let location = try Location.parse(value)
                return (location.yaml, location.label)
            } catch let error as LocationError {
                throw KeptError.invalidField(path: path, line: nil, Message(.errorFieldProblem, ["field": "\(key)=\(value)"])
                    .localizing("problem", error.message))
            }
        case .number?:
            guard Double(value.trimmingCharacters(in: .whitespaces)) != nil else {
                throw KeptError.invalidField(path: path, line: nil, Message(.errorFieldAssignmentNotANumber, ["key": "\(key)", "value": "\(value)"]))
            }
            let number = value.trimmingCharacters(in: .whitespaces)
            return (YAMLScalar.render(number), number)
        default:
            return (key == "title" ? YAMLScalar.renderText(value) : YAMLScalar.render(value), value)
        }
    }

    /// Assignments with every `location.name=광화문` (or `.lat`, `.lon`, on any of the kind's
    /// place fields) folded into one assignment of the whole place, at the place of its first
    /// part: the parts change the place as it is (`existing`, or as set earlier in the list).
    static func foldingPlaceParts(_ assignments: [FieldAssignment], kind: Kind,
                                  existing: (String) -> FieldValue?, path: String) throws -> [FieldAssignment] {
        var out: [FieldAssignment] = []
        var places: [String: (index: Int, location: Location?)] = [:]
        for assignment in assignments {
            if kind.types[assignment.key] == .location {
                places[assignment.key] = (out.count, assignment.value.isEmpty ? nil : try? Location.parse(assignment.value))
                out.append(assignment)
                continue
            }
            guard let dot = assignment.key.firstIndex(of: "."), kind.types[String(assignment.key[..<dot])] == .location else {
                out.append(assignment)
                continue
            }
            let field = String(assignment.key[..<dot])
            let old = places[field].map(\.location) ?? Location(existing(field))
            let new = try assignment.changingPart(String(assignment.key[assignment.key.index(after: dot)...]), of: old, field: field, path: path)
            let folded = FieldAssignment(key: field, value: new?.yaml ?? "")
            if let known = places[field] {
                out[known.index] = folded
                places[field] = (known.index, new)
            } else {
                places[field] = (out.count, new)
                out.append(folded)
            }
        }
        return out
    }

    /// The place with `part` (name, lat or lon) set to this value; nil when nothing is left.
    private func changingPart(_ part: String, of old: Location?, field: String, path: String) throws -> Location? {
        let text = value.trimmingCharacters(in: .whitespaces)
        let new: Location
        switch part {
        case "name":
            new = Location(name: text.isEmpty ? nil : text, latitude: old?.latitude, longitude: old?.longitude)
        case "lat", "lon":
            guard text.isEmpty || Double(text) != nil else {
                throw KeptError.invalidField(path: path, line: nil, Message(.errorFieldAssignmentNotDegrees, ["key": "\(key)", "value": "\(value)", "field": "\(field)", "part": "\(part)"]))
            }
            let number = text.isEmpty ? nil : text
            new = Location(name: old?.name, latitude: part == "lat" ? number : old?.latitude,
                           longitude: part == "lon" ? number : old?.longitude)
        default:
            throw KeptError.invalidField(path: path, line: nil, Message(.errorFieldAssignmentPlaceParts, ["key": "\(key)", "field": "\(field)"]))
        }
        return new.name == nil && new.latitude == nil && new.longitude == nil ? nil : new
    }

    /// The items of a list value: YAML's flow form as front matter writes it (`[겨울, 산책]`,
    /// `["a, b", c]`), read by the front-matter reader, or the short form `a,b`, where an item
    /// in quotes (`"New York, NY",travel`) keeps its comma.
    func listItems(path: String) throws -> [String] {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("[") {
            let document = EntryDocument(text: "---\nvalue: \(trimmed)\n---\n")
            guard document.problem == nil, case let .list(items)? = document.fields["value"],
                  items.allSatisfy({ if case .scalar = $0 { return true } else { return false } }) else {
                throw KeptError.invalidField(path: path, line: nil, Message(.errorFieldAssignmentNotAList, ["key": key, "value": value]))
            }
            return items.map(\.text).filter { !$0.isEmpty }
        }
        var items: [String] = []
        var current = ""
        var quote: Character?
        var quoted = false
        func finish() {
            let item = quoted ? current : current.trimmingCharacters(in: .whitespaces)
            if !item.isEmpty { items.append(item) }
            current = ""
            quoted = false
        }
        for character in value {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if (character == "\"" || character == "'") && current.allSatisfy(\.isWhitespace) {
                quote = character
                current = ""
                quoted = true
            } else if character == "," {
                finish()
            } else if !(quoted && character.isWhitespace) {
                current.append(character)
            }
        }
        finish()
        return items
    }

    private func typed(path: String, now: Date) throws -> PersonDate {
        do { return try PersonDate.parse(value, now: now) } catch let error as PersonDateError {
            throw KeptError.invalidField(path: path, line: nil, Message(.errorFieldProblem, ["field": key])
                .localizing("problem", error.message))
        }
    }
}
