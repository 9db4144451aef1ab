import Foundation
import KeptGit

/// Tells the user once, after a commit, when git had no identity and a fallback was used.
enum CommitNotice {
    static func identity(_ commit: CommitResult?) {
        guard let commit, commit.identity.isFallback else { return }
        Terminal.error("""
            committed as \(commit.identity.name) <\(commit.identity.email)>: git has no user.name/user.email; \
            set them with `git config --global user.name "Your Name"` and `git config --global user.email you@example.com`
            """)
    }
}
