/// What a command changed: the entry's path (after it, for a move) and the commit made,
/// nil when the files ended up as they were.
package struct Change: Sendable {
    package let path: String
    package let message: String
    package let commit: NewCommit?
    /// What it did to the entry, in parts (`set`, the entry, the fields changed); nil for
    /// changes that are not one entry's (settings, commits of outside edits).
    package var summary: ChangeSummary? = nil
}
