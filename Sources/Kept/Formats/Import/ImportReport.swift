import Foundation

/// What an import did (or, with `dryRun`, would do).
package struct ImportReport: Sendable {
    /// The new entries' paths.
    package let created: [String]
    /// Source entries already in the store (same `imported:` id), not made again.
    package let skipped: Int
    /// Files copied into attachment folders.
    package let attachments: Int
    /// New entries dated by nothing but their file's modification time (Markdown notes).
    package var datedByFileTime = 0
    /// Reviews added to this machine's review log (Anki's history of the new cards).
    package var reviews = 0
    package let problems: [ImportProblem]
    package let commit: NewCommit?
    package let message: String
}
