import KeptGit

/// What a command changed: the entry's path (after it, for a move) and the commit made,
/// nil when the files ended up as they were.
public struct Change: Sendable {
    public let path: String
    public let message: String
    public let commit: CommitResult?
    /// What it did to the entry, in parts (`set`, the entry, the fields changed); nil for
    /// changes that are not one entry's (settings, commits of outside edits).
    public var summary: ChangeSummary? = nil
}
