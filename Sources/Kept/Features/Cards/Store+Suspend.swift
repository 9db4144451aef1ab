import Foundation

extension Store {
    /// Suspends the card at `path` (`suspended: true` in its front matter, as an imported Anki
    /// card that was suspended there) or takes that back (the field removed): one edit, one
    /// commit, so every machine sees it after a sync. Nothing changes, and nothing is
    /// committed, when the card already is so.
    package func setSuspended(_ path: String, _ suspended: Bool) throws -> Change {
        let kind = try kindOrThrow(path)
        guard kind.name == "card" else {
            throw KeptError.invalidField(path: path, line: nil, Message(.errorSuspendNotACard, ["kind": kind.name]))
        }
        return try locked {
            let before = EntryDocument(text: try text(at: path))
            let was = Card(entry: Entry(path: path, kind: kind.name, document: before), state: nil).isSuspended
            let document: EntryDocument
            do {
                document = was == suspended ? before
                    : suspended ? try before.setting("suspended", yaml: "true") : try before.removing("suspended")
            } catch let error as FieldEditError {
                throw KeptError.invalidField(path: path, line: nil, Message(.errorSetCannotSet, ["key": "suspended", "error": "\(error)"]))
            }
            let summary = CommitMessage.summary(suspended ? "suspend" : "unsuspend", document, path: path, kind: kind, details: [])
            let message = CommitMessage.make(summary, kind: kind)
            guard document.text != before.text else { return Change(path: path, message: message, commit: nil, summary: summary) }
            return try rewrite(path, as: path, text: document.text, message: message, summary: summary)
        }
    }
}
