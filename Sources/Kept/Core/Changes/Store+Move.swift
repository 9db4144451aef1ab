import Foundation

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
