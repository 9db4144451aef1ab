import Foundation

extension Store {
    /// Keeps `text`, an edit of the entry at `path` that collided with a change made meanwhile
    /// (on the phone while the terminal changed the same line), beside it as a conflict copy
    /// named for `machine`, as a sync keeps the other machine's version: both are committed,
    /// nothing is lost, and `kept conflicts` shows the pair to join by hand.
    package func keepConflictCopy(of path: String, text: String, machine: String, now: Date = Date()) throws -> Change {
        let kind = try kindOrThrow(path)
        let document = EntryDocument(text: text)
        try EntryValidation.validate(document, kind: kind, path: path)
        return try locked {
            let copy = ConflictCopy.path(for: path, machine: machine, day: Day(now)) { (try? self.contents(at: $0)) != nil }
            try ensureInside(copy)
            let message = CommitMessage.make("keep", document, path: copy, kind: kind, detail: "conflict copy from \(machine)")
            intend(message, writes: [copy])
            try writeFile(text, at: copy)
            return Change(path: copy, message: message, commit: try commit([copy], message: message))
        }
    }
}
