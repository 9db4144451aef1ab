internal import KeptGit

/// A file of the store that differs from the last commit.
public struct ChangedFile: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case added, modified, deleted }
    public let path: String
    public let kind: Kind

    init(_ change: PathChange) {
        path = change.path
        switch change.kind {
        case .added: kind = .added
        case .modified: kind = .modified
        case .deleted: kind = .deleted
        }
    }
}
