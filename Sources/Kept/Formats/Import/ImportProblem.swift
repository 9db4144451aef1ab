import Foundation

/// Something in the source kept could not bring over as it is: named by the source's own
/// place (a line, a uuid, a file), never dropped silently.
package struct ImportProblem: Sendable, Equatable {
    /// `journal.txt:12`, `Journal.json 3F2A…`, `notes/a.md`.
    package let origin: String
    package let message: Message
    /// Whether the entry itself was left out (else it was imported, a part of it missing).
    package let skipped: Bool
    /// The origin in words of the user's language, when it is words (`note g1`, `노트 g1`), not
    /// a file's name or a line.
    package let place: Message?

    package init(origin: String, message: Message, skipped: Bool) {
        self.origin = origin
        self.message = message
        self.skipped = skipped
        place = nil
    }

    /// A problem whose origin is said in words (`place`, in English as `origin`).
    package init(place: Message, message: Message, skipped: Bool) {
        origin = place.english
        self.message = message
        self.skipped = skipped
        self.place = place
    }

    /// `journal.txt:12: left out: …` in the user's language.
    package var line: Message {
        let line = Message(skipped ? .importProblemSkipped : .importProblemKept, ["origin": origin]).localizing("problem", message)
        return place.map { line.localizing("origin", $0) } ?? line
    }
}

/// What a reader made of a source: the entries it could read and the problems of the rest.
package struct ImportReading: Sendable {
    /// The program the source came from, as the commit message names it (`jrnl`, `Day One`).
    package let program: String
    /// The source's file or folder name, as the commit message names it (`Journal.json`).
    package let sourceName: String
    package var entries: [ImportedEntry]
    package var problems: [ImportProblem]
    /// What the summary says about the source as a whole (Anki's note types kept has no
    /// shape for, review rows left out).
    package var remarks: [Message] = []

    package init(program: String, sourceName: String, entries: [ImportedEntry] = [], problems: [ImportProblem] = []) {
        self.program = program
        self.sourceName = sourceName
        self.entries = entries
        self.problems = problems
    }
}

/// The sources kept reads, by the name `kept import` takes.
package enum ImportFormat: String, Sendable, CaseIterable {
    case jrnl
    case dayone
    case markdown
    case anki
}

/// Why one source entry cannot be imported: it becomes an `ImportProblem`, the others go on.
struct ImportEntryError: Error {
    let message: Message
    init(_ message: Message) { self.message = message }
}
