/// Why `kept resolve` cannot join a conflict copy with its entry (`KeptError.cannotResolve`);
/// nothing is changed.
package enum ResolveProblem: Equatable, Sendable {
    /// The entry has no conflict copy beside it.
    case noCopy(original: String)
    /// The entry was removed here while the other machine changed it (its copy at `copy`).
    case originalRemoved(original: String, copy: String)
    /// Another kept resolved the copy while this one was editing.
    case resolvedElsewhere(copy: String, original: String)
    /// The entry changed (a sync or another kept) while this one was editing.
    case originalChanged(original: String)
    /// The copy is of an attachment, which is kept whole (`--keep`), not joined in an editor.
    case attachment(copy: String)

    package var message: Message {
        switch self {
        case let .noCopy(original):
            return Message(.errorResolveHasNoConflictCopy, ["original": original])
        case let .originalRemoved(original, copy):
            return Message(.errorResolveRemovedHereChangedThere, ["original": original, "path": copy])
        case let .resolvedElsewhere(copy, original):
            return Message(.errorResolveResolvedMeanwhile, ["path": copy, "original": original])
        case let .attachment(copy):
            return Message(.errorResolveAttachment, ["copy": ShellWord.quoted(copy)])
        case let .originalChanged(original):
            return Message(.errorResolveChangedMeanwhile, ["original": original, "copy": ShellWord.quoted(original)])
        }
    }
}
