import Foundation

/// Where a new (or retitled) entry goes: the kind's path pattern filled from the entry's
/// fields, checked to stay inside the kind's folder, the file name cut to 80 bytes and made
/// unique with `-2`, `-3`….
enum EntryPath {
    static func make(for document: EntryDocument, kind: Kind, store: Store, fallbackDate: Date,
                     keeping current: String? = nil, taken: Set<String> = []) throws -> String {
        var values = document.fields.mapValues(\.text).reduce(into: [String: String]()) { $0[$1.key] = $1.value }
        // An empty category files the entry under the store's default one (`DefaultCategory`).
        if (values["category"] ?? "").isEmpty, DefaultCategory.applies(to: kind), let settings = try? store.config(), let category = DefaultCategory.of(kind, config: settings) {
            values["category"] = category
        }
        for (key, value) in kind.defaults where (values[key] ?? "").isEmpty { values[key] = value }
        let title = values["title"] ?? ""
        let date = kind.dateField.flatMap { values[$0] }.flatMap(FieldDate.init)
        let day = date?.day ?? Day(fallbackDate)
        values.merge(day.templateValues) { _, part in part }

        func render(slug: String) throws -> (folder: String, stem: String) {
            values["slug"] = slug
            let path = try EntryTemplateRenderer.renderPath(kind.pathPattern, values: values, kind: kind)
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if let empty = zip(kind.pathPattern.split(separator: "/", omittingEmptySubsequences: false), parts)
                .first(where: { $0.1.isEmpty }) {
                let field = empty.0.firstMatch(of: /\{\{\{?\s*([^}\s]+)/).map { String($0.1) } ?? "title"
                if field == "slug" || field == "title" { throw KeptError.needsTitle(kind: kind.name) }
                throw KeptError.invalidField(path: kind.source, line: nil,
                    Message(.errorEntryPathMissingPathField, ["name": "\(kind.name)", "field": "\(field)"]))
            }
            var stem = parts.last!
            if stem.hasSuffix(".md") { stem.removeLast(3) }
            while stem.hasSuffix("-") || stem.hasSuffix(".") { stem.removeLast() }
            while stem.hasPrefix("-") || stem.hasPrefix(".") { stem.removeFirst() }
            if stem.isEmpty { throw KeptError.needsTitle(kind: kind.name) }
            let folders = parts.dropLast()
            guard folders.first == kind.folder, parts.count >= 2,
                  folders.allSatisfy({ $0 != "." && $0 != ".." && !$0.hasPrefix(".") }),
                  // A template may come from another machine: its path passes the gate every
                  // outside path passes (`git~1`, a backslash, `.git` behind an ignorable).
                  PathGate.refusal(path) == nil else {
                throw KeptError.escapesStore(path)
            }
            return (folders.joined(separator: "/"), stem)
        }

        var slug = Slug.make(title, maxBytes: 1024)
        // A title of only punctuation (`---`, `|`) is still a title: its file gets a plain name.
        if slug.isEmpty && !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { slug = "untitled" }
        var (folder, stem) = try render(slug: slug)
        // Shorten the title's part until the file name, with room for `-NN`, fits.
        let budget = Slug.maxFileNameBytes - 3 - 3
        while stem.utf8.count > budget && !slug.isEmpty {
            slug = Slug.truncated(slug, maxBytes: max(0, slug.utf8.count - (stem.utf8.count - budget)))
            while slug.hasSuffix("-") { slug.removeLast() }
            (folder, stem) = try render(slug: slug)
        }
        stem = Slug.truncated(stem, maxBytes: budget)
        // A title such as `notes.conflict-bob-20261122` would name a conflict copy, which no
        // REF, stock or count sees: the entry's file name gets a dash there instead.
        if ConflictCopy.original(of: stem + ".md") != nil, let dot = stem.range(of: ".conflict-", options: .backwards) {
            stem.replaceSubrange(dot, with: "-conflict-")
        }

        var candidate = "\(folder)/\(stem).md"
        var n = 2
        while candidate != current && (taken.contains(candidate) || FileManager.default.fileExists(atPath: store.absolutePath(candidate))) {
            candidate = "\(folder)/\(stem)-\(n).md"
            n += 1
        }
        return candidate
    }
}
