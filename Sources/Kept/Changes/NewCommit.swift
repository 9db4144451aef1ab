internal import KeptGit

/// A commit kept has just made, and who it says made it.
public struct NewCommit: Sendable {
    public let id: CommitID
    public let identity: CommitAuthor

    init(_ result: CommitResult) {
        id = CommitID(result.id)
        identity = CommitAuthor(result.identity)
    }
}

/// The name and email a commit is signed with: git's own settings, else a fallback the
/// command line tells the user about once.
public struct CommitAuthor: Sendable, Equatable {
    public let name: String
    public let email: String
    /// True when git config held no identity and the fallback (login and host name) was used.
    public let isFallback: Bool

    init(_ identity: Identity) {
        name = identity.name
        email = identity.email
        isFallback = identity.isFallback
    }
}
