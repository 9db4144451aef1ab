internal import KeptGit

/// A commit kept has just made, and who it says made it.
package struct NewCommit: Sendable {
    package let id: CommitID
    package let identity: CommitAuthor

    init(_ result: CommitResult) {
        id = CommitID(result.id)
        identity = CommitAuthor(result.identity)
    }
}

/// The name and email a commit is signed with: git's own settings, else a fallback the
/// command line tells the user about once.
package struct CommitAuthor: Sendable, Equatable {
    package let name: String
    package let email: String
    /// True when git config held no identity and the fallback (login and host name) was used.
    package let isFallback: Bool

    init(_ identity: Identity) {
        name = identity.name
        email = identity.email
        isFallback = identity.isFallback
    }
}
