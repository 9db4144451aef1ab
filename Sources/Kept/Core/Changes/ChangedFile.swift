internal import KeptGit

/// A file of the store that differs from the last commit.
package struct ChangedFile: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case added, modified, deleted }
    package let path: String
    package let kind: Kind

    init(_ change: PathChange) {
        path = change.path
        switch change.kind {
        case .added: kind = .added
        case .modified: kind = .modified
        case .deleted: kind = .deleted
        }
    }
}
