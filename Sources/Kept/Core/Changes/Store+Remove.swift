import Foundation

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
