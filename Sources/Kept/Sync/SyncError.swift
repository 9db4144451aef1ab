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

    /// Explains a failed transfer with the advice that fits its cause; `retry` is the command
    /// to run again once it is fixed.
    static func transfer(_ error: TransferError, remote: String, url: String, step: String,
                         retry: String = "kept sync") -> SyncError {
        // libgit2 says "unsupported URL protocol" for a local folder that is not there.
        if let folder = localFolder(url), !FileManager.default.fileExists(atPath: folder) {
            return SyncError(remote: remote, step: step, reason: "there is no repository at \(folder)",
                             advice: "check the path (is the disk mounted?); a new empty remote is made with `git init --bare \(folder)`, then run `\(retry)` again")
        }
        let advice: String
        switch error.kind {
        case .authentication:
            advice = "nothing was changed; fix the login and run `\(retry)` again"
        case .hostIdentity:
            advice = "nothing was sent or received; kept only talks to hosts it can trust"
        case .connection:
            advice = "check that \(RemoteURL.redacted(url)) is reachable and is a git repository (`kept remote list` shows the URL), then run `\(retry)` again"
                + (retry == "kept sync" ? "; your commits are safe" : "")
        }
        return SyncError(remote: remote, step: step, reason: error.message, advice: advice)
    }

    /// The folder a local URL names (a path or `file://`), or nil for a network URL.
    static func localFolder(_ url: String) -> String? {
        if url.hasPrefix("file://") { return String(url.dropFirst("file://".count)).removingPercentEncoding }
        return url.hasPrefix("/") ? url : nil
    }

    static func git(_ error: GitError, remote: String, step: String) -> SyncError {
        SyncError(remote: remote, step: step, reason: "\(error.message) (libgit2 error \(error.code))",
                  advice: "your files and commits are untouched; run `kept sync` again, or `kept check` to see the store's state")
    }
}
