import Foundation
import Kept

/// Tells the user once, after a commit, when git had no identity and a fallback was used.
enum CommitNotice {
    static func identity(_ commit: NewCommit?) {
        guard let commit, commit.identity.isFallback else { return }
        Terminal.notice(say(.commitFallbackIdentity, ["name": commit.identity.name, "email": commit.identity.email]))
    }
}
