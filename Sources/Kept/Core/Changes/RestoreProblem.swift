/// Why `kept restore` cannot put back the version asked for (`KeptError.cannotRestore`);
/// each message names the `kept log` that shows what there is.
package enum RestoreProblem: Equatable, Sendable {
    /// `revision` names no commit (libgit2's `reason`); `reference` is the entry asked for.
    case noSuchCommit(revision: String, reason: String, reference: String)
    /// The entry did not exist at `commit` (its short id).
    case absentAt(path: String, commit: String)
    /// The entry's version at `commit` cannot be read.
    case unreadableAt(path: String, commit: String)
    /// Every version in the history is the one there is now.
    case noOlderVersion(path: String)
    /// No entry, present or deleted, matches the reference.
    case noMatch(String)
    /// A deleted entry's path is taken by another entry now.
    case pathTaken(String)

    package var message: Message {
        switch self {
        case let .noSuchCommit(revision, reason, reference):
            return Message(.errorRestoreNoSuchCommit, ["revision": revision, "message": reason, "reference": reference])
        case let .absentAt(path, commit):
            return Message(.errorRestoreDidNotExistAt, ["path": path, "short": commit])
        case let .unreadableAt(path, commit):
            return Message(.errorRestoreCannotBeReadAt, ["path": path, "short": commit])
        case let .noOlderVersion(path):
            return Message(.errorRestoreHasNoOlderVersion, ["path": path])
        case let .noMatch(reference):
            return Message(.errorRestoreNoSuchEntry, ["reference": reference])
        case let .pathTaken(path):
            return Message(.errorRestoreNameTakenAgain, ["path": path])
        }
    }
}
