import Foundation

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
