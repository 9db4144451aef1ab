import Foundation

extension Store {
    /// `set` for a form that showed each field's value (`shown`, as `Entry.value(of:)` gives
    /// it): a field that changed meanwhile (the terminal, another phone) to something other
    /// than this edit's value is a collision (`editCollided`), never written over. Checked
    /// under the store lock, on the file as it is.
    package func set(_ path: String, _ assignments: [FieldAssignment], shown: [String: String], now: Date = Date()) throws -> Change {
        let kind = try kindOrThrow(path)
        try refuseUnknownFields(assignments.map(\.key), kinds: [kind], allowsNew: true)
        return try update(path, verb: "set", now: now) { document in
            let entry = Entry(path: path, kind: kind.name, document: document)
            for assignment in assignments {
                let current = entry.value(of: assignment.key) ?? ""
                if let was = shown[assignment.key], current != was, current != assignment.value {
                    throw KeptError.editCollided(path: path, keptIn: nil)
                }
            }
            return (assignments, nil)
        }
    }

    /// `text` with `assignments` set as `kept set` sets them, not written: a form's whole
    /// version, kept as a conflict copy when it collided, fields and all.
    package func setting(_ assignments: [FieldAssignment], in text: String, path: String, now: Date = Date()) throws -> String {
        let kind = try kindOrThrow(path)
        let before = EntryDocument(text: text)
        var document = before
        for assignment in try FieldAssignment.foldingPlaceParts(assignments, kind: kind, existing: { before.fields[$0] }, path: path) {
            let old = document.fields[assignment.key]
            let value = try assignment.rendered(for: kind, existing: old, path: path, now: now)
            if value.yaml.isEmpty && old == nil { continue }
            do {
                document = try document.setting(assignment.key, yaml: value.yaml)
            } catch let error as FieldEditError {
                throw KeptError.invalidField(path: path, line: nil, Message(.errorSetCannotSet, ["key": "\(assignment.key)", "error": "\(error)"]))
            }
        }
        return document.text
    }
}
