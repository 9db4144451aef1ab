import Foundation
internal import KeptGit

/// A sync, clone or remote command that failed: which remote, which step, why, what to do.
package struct SyncError: UserMessageError, CustomStringConvertible, Equatable {
    package let remote: String
    /// What kept was doing, in English words that also name it for tests (`fetch`, `push`).
    package let step: String
    package let why: Message
    package let whatToDo: Message?

    package init(remote: String, step: String, reason: Message, advice: Message? = nil) {
        self.remote = remote
        self.step = step
        self.why = reason
        self.whatToDo = advice
    }

    package var reason: String { why.english }
    package var advice: String { whatToDo?.english ?? "" }

    package var message: Message {
        // Fixed steps have words in the catalogue; steps that name a branch or a place
        // (`merge origin/main`) are shown as they are.
        let step = MessageKey.syncStep(step).map { Message($0) } ?? .verbatim(step)
        let failed = Message(.syncFailed, ["remote": remote]).localizing("step", step).localizing("reason", why)
        guard let whatToDo else { return failed }
        return Message(.syncFailedWithAdvice).localizing("failed", failed).localizing("advice", whatToDo)
    }

    package var description: String { message.english }

    /// Explains a failed transfer with the advice that fits its cause; `retry` is the command
    /// to run again once it is fixed.
    static func transfer(_ error: TransferError, remote: String, url: String, step: String,
                         retry: String = "kept sync") -> SyncError {
        // libgit2 says "unsupported URL protocol" for a local folder that is not there.
        if let folder = localFolder(url), !FileManager.default.fileExists(atPath: folder) {
            return SyncError(remote: remote, step: step, reason: Message(.syncNoRepositoryAt, ["folder": folder]),
                             advice: Message(.syncCheckThePath, ["folder": folder, "retry": retry]))
        }
        let advice: Message
        switch error.kind {
        case .authentication:
            advice = Message(.syncFixTheLogin, ["retry": retry])
        case .hostIdentity:
            advice = Message(.syncOnlyTrustedHosts)
        case .connection:
            advice = Message(retry == "kept sync" ? .syncCheckReachableSafe : .syncCheckReachable,
                             ["url": RemoteURL.redacted(url), "retry": retry])
        }
        let reason = error.refusal.map(Self.words) ?? .verbatim(error.message)
        return SyncError(remote: remote, step: step, reason: reason, advice: advice)
    }

    /// The folder a local URL names (a path or `file://`), or nil for a network URL.
    static func localFolder(_ url: String) -> String? {
        if url.hasPrefix("file://") { return String(url.dropFirst("file://".count)).removingPercentEncoding }
        return url.hasPrefix("/") ? url : nil
    }

    static func git(_ error: GitError, remote: String, step: String) -> SyncError {
        SyncError(remote: remote, step: step, reason: Message(.syncLibgit2, ["message": error.message, "code": String(error.code)]),
                  advice: Message(.syncUntouched))
    }

    /// kept's own refusals of a transfer, in the catalogue's words.
    static func words(_ refusal: TransferProblem) -> Message {
        switch refusal {
        case let .gaveUp(requests): return Message(.transferGaveUp, ["requests": String(requests)])
        case let .noSSHKey(host, login): return Message(.transferNoSSHKey, ["host": host, "login": login])
        case let .sshKeysRefused(host, login, tried): return Message(.transferSshKeysRefused, ["host": host, "login": login, "tried": tried])
        case let .tokenNeeded(host): return Message(.transferTokenNeeded, ["host": host])
        case let .tokenOverHTTP(host): return Message(.transferTokenOverHTTP, ["host": host])
        case let .tokenRefused(host): return Message(.transferTokenRefused, ["host": host])
        case let .unsupportedLogin(host): return Message(.transferUnsupportedLogin, ["host": host])
        case let .hostKeyUnchecked(host): return Message(.transferHostKeyUnchecked, ["host": host])
        case let .hostKeyChanged(name): return Message(.transferHostKeyChanged, ["name": name])
        case let .unknownHost(name, scan): return Message(.transferUnknownHost, ["name": name, "scan": scan])
        case let .certificateUnverified(host): return Message(.transferCertificateUnverified, ["host": host])
        case let .noSuchRemote(name): return Message(.transferNoSuchRemote, ["name": name])
        }
    }
}
