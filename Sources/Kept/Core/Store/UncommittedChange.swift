/// What became of a change whose commit failed (`KeptError.commitFailed`): nothing is ever
/// left changed without the message saying which file and how to commit it.
package enum UncommittedChange: Equatable, Sendable {
    /// kept wrote nothing for it: the files keep the edits they had, for `kept commit`.
    case inFiles
    /// Written, and these files could not be put back: they stay changed, uncommitted.
    case left([String])
    /// Written and put back: the files are as they were.
    case undone
}
