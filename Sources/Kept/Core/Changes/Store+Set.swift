import Foundation

extension Store {
    /// Changes fields of the entry at `path` in place: one line per field. A field the
    /// path is made of (a card's `category`, a diary's day) moves the file too. A field the
    /// kind does not know is refused (a typo: `quantitiy=3`) unless `newFields` says it is new.
    package func set(_ path: String, _ assignments: [FieldAssignment], newFields: Bool = false, now: Date = Date()) throws -> Change {
        if !newFields { try refuseUnknownFields(assignments.map(\.key), kinds: [try kindOrThrow(path)], allowsNew: true) }
        return try update(path, verb: "set", now: now) { _ in (assignments, nil) }
    }

    /// Sets the fields `decide` asks for, given the entry as it is once the store is locked
    /// (so a decision such as "2 left, take 1" cannot race another writer). The commit says
    /// `<folder>: <verb> <title> <detail>`; a nil detail lists the fields that changed.
    func update(_ path: String, verb: String, now: Date = Date(),
                _ decide: (EntryDocument) throws -> (assignments: [FieldAssignment], detail: String?)) throws -> Change {
        let kind = try kindOrThrow(path)
        return try locked {
            let before = EntryDocument(text: try text(at: path))
            let (assignments, detail) = try decide(before)
            var document = before
            var details: [String] = []
            let folded = try FieldAssignment.foldingPlaceParts(assignments, kind: kind, existing: { before.fields[$0] }, path: path)
            for assignment in folded {
                if assignment.value.trimmingCharacters(in: .whitespaces).isEmpty, kind.requiredFields.contains(assignment.key) {
                    let fix = assignment.key == "title" ? Message(.errorSetGiveNewTitle, ["key": assignment.key])
                        : Message(.errorSetGiveNewValue, ["key": assignment.key])
                    throw KeptError.invalidField(path: path, line: before.line(of: assignment.key),
                        Message(.errorSetRequiredField, ["key": assignment.key, "name": kind.name]).localizing("fix", fix))
                }
                let old = document.fields[assignment.key]
                let value = try assignment.rendered(for: kind, existing: old, path: path, now: now)
                do {
                    document = try value.yaml.isEmpty && old == nil
                        ? document : document.setting(assignment.key, yaml: value.yaml)
                } catch let error as FieldEditError {
                    throw KeptError.invalidField(path: path, line: nil, Message(.errorSetCannotSet, ["key": "\(assignment.key)", "error": "\(error)"]))
                }
                let oldText = old.map { $0.isEmpty ? "(none)" : kind.types[assignment.key] == .location ? Location($0)?.label ?? $0.text : $0.text } ?? "(none)"
                let newText = value.text.isEmpty ? "(none)" : value.text
                if oldText != newText {
                    details.append("\(assignment.key) \(oldText) → \(newText)")
                } else if kind.types[assignment.key] == .location, let was = Location(old),
                          let now = Location(document.fields[assignment.key]) {
                    // A place's label (its name) stays while a coordinate moves: say which part did.
                    details += now.changes(from: was, field: assignment.key)
                }
            }
            try EntryValidation.validate(document, kind: kind, path: path)
            let target = kind.isRefiled(from: before, to: document)
                ? try EntryPath.make(for: document, kind: kind, store: self, fallbackDate: now, keeping: path) : path
            let summary = CommitMessage.summary(verb, document, path: target, kind: kind, details: detail.map { [$0] } ?? details)
            let message = CommitMessage.make(summary, kind: kind)
            guard document.text != before.text || target != path else {
                return Change(path: path, message: message, commit: nil, summary: summary)
            }
            return try rewrite(path, as: target, text: document.text, message: message, summary: summary)
        }
    }

    /// Writes an entry's new text at `target` (its path, or a new one when it moved), removes
    /// the old file after a move, and commits both paths as one change. An entry without an
    /// `id` that moves is given the one derived from its old path, so its UID stays (`EntryID`).
    func rewrite(_ path: String, as target: String, text: String, message: String, summary: ChangeSummary? = nil) throws -> Change {
        try ensureInside(target)
        let identified = target == path ? text
            : EntryDocument(text: text).keepingIdentity(kind: kind(ofPath: path)?.name ?? "", from: path, to: target).text
        // Its conflict copies go where the entry goes (`MovingEntry`).
        let moving = MovingEntry(store: self)
        let copies = try moving.conflictCopies(of: path, to: target, text: identified)
        // The attachment folder goes where the entry goes, its links with it.
        let (text, moves) = moving.attachments(from: path, to: target, text: identified)
        intend(message, writes: [target] + moves.map(\.to) + copies.map(\.to),
               removes: (target == path ? [] : [path]) + moves.map(\.from) + copies.map(\.from))
        try writeFile(text, at: target)
        // Conflict copies follow their entry (`kept mv`), written before the old ones go.
        for copy in copies { try writeFile(copy.data, at: copy.to) }
        try moving.moveAttachments(moves)
        for copy in copies { try removeFile(copy.from) }
        if target != path { try removeFile(path) }
        let paths = Set([path, target] + moves.flatMap { [$0.from, $0.to] } + copies.flatMap { [$0.from, $0.to] })
        return Change(path: target, message: message, commit: try commit(paths.sorted(), message: message),
                      summary: summary)
    }

    /// Deletes a file of the store and the folders it leaves empty (up to the kind's folder).
    func removeFile(_ path: String) throws {
        try ensureInside(path)
        do {
            try FileManager.default.removeItem(atPath: absolutePath(path))
        } catch {
            throw KeptError.io(path, Message(.errorSetCannotDelete, ["localizedDescription": "\(error.localizedDescription)"]))
        }
        var folder = (path as NSString).deletingLastPathComponent
        while folder.contains("/"),
              let items = try? FileManager.default.contentsOfDirectory(atPath: absolutePath(folder)), items.isEmpty {
            try? FileManager.default.removeItem(atPath: absolutePath(folder))
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}

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

extension Store {
    /// Changes settings in `.kept/config.yaml` (each one line, or added under its section) and
    /// commits them as one change; no commit when every value was already so.
    package func changeSettings(_ settings: [(key: String, value: String)], message: String) throws -> Change {
        try locked {
            let config = try self.config()
            var text = config.text
            for (key, value) in settings {
                text = try StoreConfig(text: text).setting(key, to: value)
            }
            guard text != config.text else { return Change(path: StoreConfig.relativePath, message: message, commit: nil) }
            try writeFile(text, at: StoreConfig.relativePath)
            return Change(path: StoreConfig.relativePath, message: message,
                          commit: try commit([StoreConfig.relativePath], message: message))
        }
    }
}
