import Foundation

extension Store {
    /// The text of a new entry: the kind's template rendered with the title, date and
    /// assignments. Nothing is written.
    package func draft(_ kind: Kind, _ request: NewEntry, now: Date = Date()) throws -> String {
        let instant = request.date?.instant(now: now) ?? now
        let day = Day(instant)
        var values: [String: String] = [:]
        for (key, value) in kind.defaults { values[key] = value }
        // The store's default category, by `DefaultCategory`'s one rule.
        if DefaultCategory.applies(to: kind), !request.assignments.contains(where: { $0.key == "category" }),
           let settings = try? config(), let category = DefaultCategory.of(kind, config: settings) {
            values["category"] = category
        }
        values["title"] = request.title ?? ""
        values["slug"] = Slug.make(request.title ?? "")
        values.merge(day.templateValues) { _, part in part }
        // A day typed without a time stays a day: `date: 2026-11-02`, not an invented 09:00.
        let dateOnly = request.date.map { $0.fieldText(now: now) == $0.day.iso } ?? false
        values["datetime"] = dateOnly ? day.iso : DateText.iso(instant)
        values["now"] = DateText.iso(now)
        values["time"] = dateOnly ? "" : String(DateText.iso(instant).dropFirst(11).prefix(5))
        values["body"] = request.body ?? ""
        // A fresh short id for templates that place it (`id: {{id}}`); `add` gives one to the others.
        values["id"] = EntryID.make()

        let path = "\(kind.folder)/(new)"
        // The title goes in as the first assignment, so it is written as text even when it
        // reads as a number or a date (`1984`, `2026-01-01`).
        let title = (request.title ?? "").isEmpty ? [] : [FieldAssignment(key: "title", value: request.title!)]
        var rendered: [(FieldAssignment, String)] = []
        let assignments = try FieldAssignment.foldingPlaceParts(request.assignments, kind: kind, existing: { _ in nil }, path: path)
        for assignment in title + assignments {
            let value = try assignment.rendered(for: kind, existing: nil, path: path, now: now)
            values[assignment.key] = value.text
            rendered.append((assignment, value.yaml))
        }
        var document = EntryDocument(text: try EntryTemplateRenderer.render(kind, values: values))
        if let problem = document.problem {
            throw KeptError.template(kind.source, line: problem.line, Message(.errorNewEntryUnreadableFrontMatter, ["message": "\(problem.message)"]))
        }
        for (assignment, yaml) in rendered {
            document = try document.setting(assignment.key, yaml: yaml)
        }
        if let body = request.body { document = document.withBody(body) }
        return document.text
    }

    /// Files `text` as a new entry of `kind` (its path from its fields) and commits it.
    /// `source` names the text in error messages (the draft file the user wrote it in).
    /// Every new entry is filed with an `id` (`EntryDocument.identified`), even when its
    /// template or the user's edit left it out.
    /// `decide` runs under the store lock before anything is written: a refusal that depends
    /// on what is in the store (a second batch) is decided there, not before another writer.
    package func add(_ kind: Kind, text: String, source: String? = nil, verb: String = "add", now: Date = Date(),
                     decide: () throws -> Void = {}) throws -> Change {
        let written = EntryDocument(text: text)
        try EntryValidation.validate(written, kind: kind, path: source ?? "new \(kind.name) entry")
        let document = written.identified()
        let text = document.text
        return try locked {
            try decide()
            let path = try EntryPath.make(for: document, kind: kind, store: self, fallbackDate: now)
            let message = CommitMessage.make(verb, document, path: path, kind: kind)
            try ensureInside(path)
            intend(message, writes: [path])
            try writeFile(text, at: path)
            return Change(path: path, message: message, commit: try commit([path], message: message))
        }
    }
}

extension Store {
    /// Replaces the entry at `path` with `text` (the result of an edit) and commits it, when
    /// the text differs. Broken front matter is refused and the file left as it was. A new
    /// category (or a diary's new day) moves the file to its folder, as `kept set` does.
    /// `source` names the text in error messages (the draft file the user wrote it in).
    ///
    /// `original` is the text the editor was given: when the entry changed meanwhile (a sync
    /// finished while the editor was open, another kept), the edit is joined with that change
    /// as a sync joins two machines' versions, never written over it; what collides is refused
    /// and the text stays in its draft.
    package func replace(_ path: String, with text: String, source: String? = nil, original: String? = nil) throws -> Change {
        let kind = try kindOrThrow(path)
        var text = text
        var document = EntryDocument(text: text)
        try EntryValidation.validate(document, kind: kind, path: source ?? path)
        return try locked {
            let before = try self.text(at: path)
            if let original, before != original, text != original {
                let joined = try? EntryMerge.merge(base: original, ours: text, theirs: before, rules: kind.mergeRules)
                guard let joined, !joined.collided, EntryDocument(text: joined.text).problem == nil else {
                    throw KeptError.editCollided(path: path, keptIn: source)
                }
                text = joined.text
                document = EntryDocument(text: text)
                try EntryValidation.validate(document, kind: kind, path: source ?? path)
            }
            let target = kind.isRefiled(from: EntryDocument(text: before), to: document)
                ? try EntryPath.make(for: document, kind: kind, store: self, fallbackDate: Date(), keeping: path) : path
            let message = CommitMessage.make("edit", document, path: target, kind: kind)
            guard before != text || target != path else {
                return Change(path: path, message: message, commit: try commit([path], message: message))
            }
            return try rewrite(path, as: target, text: text, message: message)
        }
    }

    func kindOrThrow(_ path: String) throws -> Kind {
        guard let kind = kind(ofPath: path) else {
            throw KeptError.io(path, Message(.errorEditNotInAKindsFolder, ["kinds": "\(kinds.map { $0.folder + "/" }.joined(separator: ", "))"]))
        }
        return kind
    }
}

extension Store {
    /// Retitles the entry at `path` and moves it to the file name of its new title.
    package func move(_ path: String, toTitle title: String, now: Date = Date()) throws -> Change {
        let kind = try kindOrThrow(path)
        return try locked {
            let before = EntryDocument(text: try text(at: path))
            let oldLabel = CommitMessage.label(before, path: path, kind: kind)
            let document: EntryDocument
            do {
                document = try before.setting("title", yaml: YAMLScalar.renderText(title))
            } catch let error as FieldEditError {
                throw KeptError.invalidField(path: path, line: nil, Message(.errorMoveCannotRetitle, ["error": "\(error)"]))
            }
            let target = try EntryPath.make(for: document, kind: kind, store: self, fallbackDate: now, keeping: path)
            let message = "\(kind.folder): rename \(oldLabel) → \(CommitMessage.label(document, path: target, kind: kind))"
            return try rewrite(path, as: target, text: document.text, message: message)
        }
    }
}

extension Store {
    /// Deletes the entry at `path` and commits the deletion (git keeps it: `kept log`).
    package func remove(_ path: String) throws -> Change {
        let kind = try kindOrThrow(path)
        return try locked {
            // Deleting needs no reading: a file kept cannot read as text (EUC-KR, binary) is
            // removed all the same, named by its file name.
            try ensureInside(path)
            guard FileManager.default.fileExists(atPath: absolutePath(path)) else {
                throw KeptError.io(path, Message(.removeFileGone))
            }
            let document = (try? text(at: path)).map { EntryDocument(text: $0) } ?? EntryDocument(text: "")
            let message = CommitMessage.make("remove", document, path: path, kind: kind)
            // Its attachments go with it (`kept restore` brings both back).
            let attached = attachments(of: path)
            intend(message, writes: [], removes: [path] + attached)
            for file in attached { try removeFile(file) }
            try removeFile(path)
            return Change(path: path, message: message, commit: try commit([path] + attached, message: message))
        }
    }
}
