import Foundation

extension Store {
    /// Retitles the entry at `path` and moves it to the file name of its new title.
    public func move(_ path: String, toTitle title: String, now: Date = Date()) throws -> Change {
        let kind = try kindOrThrow(path)
        return try locked {
            let before = EntryDocument(text: try text(at: path))
            let oldLabel = CommitMessage.label(before, path: path, kind: kind)
            let document: EntryDocument
            do {
                document = try before.setting("title", yaml: YAMLScalar.renderText(title))
            } catch let error as FieldEditError {
                throw KeptError.invalidField(path: path, line: nil, Message("error.move.cannotRetitle", ["error": "\(error)"]))
            }
            let target = try EntryPath.make(for: document, kind: kind, store: self, fallbackDate: now, keeping: path)
            let message = "\(kind.folder): rename \(oldLabel) → \(CommitMessage.label(document, path: target, kind: kind))"
            return try rewrite(path, as: target, text: document.text, message: message,
                               carrying: try conflictCopyMoves(of: path, to: target, was: before, title: title))
        }
    }

    /// The conflict copies beside the entry, each to the name beside `target` (same machine,
    /// date and counter). A copy with the entry's old title gets the new one, so that
    /// `kept resolve` shows no false difference; one the other machine retitled, or whose
    /// front matter cannot be edited, moves as it is. A name already taken stops the move
    /// before anything is written: nothing is overwritten.
    private func conflictCopyMoves(of path: String, to target: String, was before: EntryDocument,
                                   title: String) throws -> [(from: String, to: String, data: Data)] {
        guard target != path else { return [] }
        return try conflictCopies(of: path).map { copy in
            let moved = ConflictCopy.path(of: copy, movedFrom: path, to: target)
            guard !FileManager.default.fileExists(atPath: absolutePath(moved)) else {
                throw KeptError.io(moved, Message("machine.move.copyNameTaken", ["copy": copy]))
            }
            guard let data = FileManager.default.contents(atPath: absolutePath(copy)) else {
                throw KeptError.io(copy, Message("error.resolve.cannotReadConflictCopy"))
            }
            if let text = String(data: data, encoding: .utf8), EntryDocument(text: text).fields["title"] == before.fields["title"],
               let retitled = try? EntryDocument(text: text).setting("title", yaml: YAMLScalar.renderText(title)) {
                return (copy, moved, Data(retitled.text.utf8))
            }
            return (copy, moved, data)
        }
    }
}
