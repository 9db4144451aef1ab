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
