import Foundation

extension Store {
    /// Deletes the entry at `path` and commits the deletion (git keeps it: `kept log`).
    public func remove(_ path: String) throws -> Change {
        let kind = try kindOrThrow(path)
        return try locked {
            let document = EntryDocument(text: try text(at: path))
            let message = CommitMessage.make("remove", document, path: path, kind: kind)
            intend(message, writes: [], removes: [path])
            try removeFile(path)
            return Change(path: path, message: message, commit: try commit([path], message: message))
        }
    }
}
