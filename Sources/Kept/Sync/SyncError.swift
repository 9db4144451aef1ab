import Foundation
import KeptGit

/// A sync, clone or remote command that failed: which remote, which step, why, what to do.
public struct SyncError: Error, CustomStringConvertible, Equatable {
    public let remote: String
    public let step: String
    public let reason: String
    public let advice: String

    public var description: String {
        "\(remote): \(step) failed: \(reason)" + (advice.isEmpty ? "" : "\n\(advice)")
    }

    /// Explains a failed transfer with the advice that fits its cause.
    static func transfer(_ error: TransferError, remote: String, url: String, step: String) -> SyncError {
        let advice: String
        switch error.kind {
        case .authentication:
            advice = "nothing was changed; fix the login and run `kept sync` again"
        case .hostIdentity:
            advice = "nothing was sent or received; kept only talks to hosts it can trust"
        case .connection:
            advice = "check that \(RemoteURL.redacted(url)) is reachable and is a git repository (`kept remote list` shows the URL), then run `kept sync` again; your commits are safe"
        }
        return SyncError(remote: remote, step: step, reason: error.message, advice: advice)
    }

    static func git(_ error: GitError, remote: String, step: String) -> SyncError {
        SyncError(remote: remote, step: step, reason: "\(error.message) (libgit2 error \(error.code))",
                  advice: "your files and commits are untouched; run `kept sync` again, or `kept check` to see the store's state")
    }
}
