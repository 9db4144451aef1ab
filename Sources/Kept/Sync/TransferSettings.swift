import Foundation
internal import KeptGit

/// What a sync or clone may use on the network: where credentials come from and who hears
/// of progress.
///
/// Credentials are looked up in `environment`, never in files kept writes: `SSH_AUTH_SOCK`
/// (ssh-agent), `HOME` (`~/.ssh/id_ed25519`, `~/.ssh/id_ecdsa`, `~/.ssh/known_hosts`),
/// `KEPT_SSH_PASSPHRASE` for a key file, `KEPT_GIT_TOKEN` for https. The command line passes
/// the process's environment; Kept reads none of its own (empty: no credentials).
package struct TransferSettings: Sendable {
    package var environment: [String: String]
    package var progress: (@Sendable (TransferProgress) -> Void)?

    package init(environment: [String: String] = [:],
                progress: (@Sendable (TransferProgress) -> Void)? = nil) {
        self.environment = environment
        self.progress = progress
    }

    /// The git wrapper's options, with `allowsTokenOverHTTP` as the remote was added.
    func options(allowingTokenOverHTTP: Bool) -> TransferOptions {
        var converted: (@Sendable (KeptGit.TransferProgress) -> Void)?
        if let report = progress {
            converted = { seen in
                report(TransferProgress(phase: seen.phase == .receiving ? .receiving : .sending,
                                        done: seen.done, total: seen.total, bytes: seen.bytes))
            }
        }
        var options = TransferOptions(environment: environment, progress: converted)
        options.allowsTokenOverHTTP = allowingTokenOverHTTP
        return options
    }
}
