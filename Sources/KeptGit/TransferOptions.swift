import Foundation

/// How far a fetch, push or clone has got, for a progress line.
package struct TransferProgress: Sendable, Equatable {
    package enum Phase: Sendable, Equatable { case receiving, sending }
    package let phase: Phase
    package let done: Int
    package let total: Int
    package let bytes: Int
}

/// What a network operation may use: where credentials come from and who hears of progress.
///
/// Credentials are looked up in `environment`, never in files kept writes: `SSH_AUTH_SOCK`
/// (ssh-agent), `HOME` (`~/.ssh/id_ed25519`, `~/.ssh/id_ecdsa`, `~/.ssh/known_hosts`),
/// `KEPT_SSH_PASSPHRASE` for a key file, `KEPT_GIT_TOKEN` for https.
package struct TransferOptions: Sendable {
    package var environment: [String: String]
    /// Called on whichever thread libgit2 reports from: `@Sendable`, so what it touches is safe to share.
    package var progress: (@Sendable (TransferProgress) -> Void)?
    /// How many times the server may ask for credentials before the transfer gives up.
    package var maxCredentialRequests: Int
    /// Whether `KEPT_GIT_TOKEN` may go to a plain `http://` remote, unencrypted (never unless
    /// the remote was added with `--allow-http`).
    package var allowsTokenOverHTTP = false

    package init(environment: [String: String] = ProcessInfo.processInfo.environment,
                maxCredentialRequests: Int = 4,
                progress: (@Sendable (TransferProgress) -> Void)? = nil) {
        self.environment = environment
        self.maxCredentialRequests = maxCredentialRequests
        self.progress = progress
    }
}

/// Why a transfer failed, as far as can be told: the domain turns it into advice.
package enum TransferFailureKind: Sendable, Equatable {
    /// No credential was accepted (or none was available).
    case authentication
    /// The server's host key or certificate could not be trusted.
    case hostIdentity
    /// The remote cannot be reached or read (network, path, server).
    case connection
}

/// A failed fetch, push or clone: libgit2's error with kept's own explanation where kept knows more.
package struct TransferError: Error, CustomStringConvertible, Sendable {
    package let kind: TransferFailureKind
    package let message: String
    package let code: Int32
    /// kept's own reason, when kept refused (then `message` is its English text); nil when
    /// the words are libgit2's.
    package var refusal: TransferProblem? = nil

    package init(kind: TransferFailureKind, message: String, code: Int32, refusal: TransferProblem? = nil) {
        self.kind = kind
        self.message = message
        self.code = code
        self.refusal = refusal
    }

    package var description: String { message }
}
