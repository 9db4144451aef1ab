import Foundation

extension Store {
    /// Deletes the entry at `path` and commits the deletion (git keeps it: `kept log`).
    public func remove(_ path: String) throws -> Change {
        let kind = try kindOrThrow(path)
        return try locked {
            // Deleting needs no reading: a file kept cannot read as text (EUC-KR, binary) is
            // removed all the same, named by its file name.
            try ensureInside(path)
            guard FileManager.default.fileExists(atPath: absolutePath(path)) else {
                throw KeptError.io(path, Message("remove.fileGone"))
            }
            let document = (try? text(at: path)).map { EntryDocument(text: $0) } ?? EntryDocument(text: "")
            let message = CommitMessage.make("remove", document, path: path, kind: kind)
            intend(message, writes: [], removes: [path])
            try removeFile(path)
            return Change(path: path, message: message, commit: try commit([path], message: message))
        }
    }
}
