import Foundation

extension Store {
    /// Replaces the entry at `path` with `text` (the result of an edit) and commits it, when
    /// the text differs. Broken front matter is refused and the file left as it was. A new
    /// category (or a diary's new day) moves the file to its folder, as `kept set` does.
    /// `source` names the text in error messages (the draft file the user wrote it in).
    public func replace(_ path: String, with text: String, source: String? = nil) throws -> Change {
        let kind = try kindOrThrow(path)
        let document = EntryDocument(text: text)
        try EntryValidation.validate(document, kind: kind, path: source ?? path)
        return try locked {
            let before = try self.text(at: path)
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
            throw KeptError.io(path, Message("error.edit.notKindSFolder", ["kinds": "\(kinds.map { $0.folder + "/" }.joined(separator: ", "))"]))
        }
        return kind
    }
}
