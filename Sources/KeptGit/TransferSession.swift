internal import CLibGit2
import Foundation

/// The state libgit2's C callbacks share during one fetch, push or clone: which credentials
/// were offered, why the transfer failed, refs the server rejected.
///
/// Passed to the callbacks as their payload; the caller keeps it alive for the call.
final class TransferSession {
    let options: TransferOptions
    let url: String
    private var requests = 0
    private var sshCandidates: [SSHCredential]?
    private var nextSSH = 0
    private var offeredToken = false
    /// kept's own explanation of the failure, set by a callback that refused to go on.
    private(set) var failure: (kind: TransferFailureKind, refusal: TransferProblem)?
    /// Refs the server refused to update on push, with its reason.
    private(set) var rejections: [(ref: String, reason: String)] = []

    init(options: TransferOptions, url: String) {
        // Its credentials are libgit2's objects: before git_libgit2_init they cannot be made
        // (libgit2 1.5's allocator fails every call until then), whatever ran first.
        LibGit2.ensureInitialised()
        self.options = options
        self.url = url
    }

    var home: String { options.environment["HOME"] ?? NSHomeDirectory() }

    func install(into callbacks: inout git_remote_callbacks) {
        callbacks.credentials = credentialCallback
        callbacks.certificate_check = certificateCallback
        callbacks.transfer_progress = fetchProgressCallback
        callbacks.push_transfer_progress = pushProgressCallback
        callbacks.push_update_reference = pushReferenceCallback
        callbacks.payload = Unmanaged.passUnretained(self).toOpaque()
    }

    /// The error to throw for a failed call: kept's explanation when a callback gave one,
    /// else libgit2's message, classified.
    func error(_ step: String, code: Int32) -> TransferError {
        if let failure { return TransferError(kind: failure.kind, message: failure.refusal.english, code: code, refusal: failure.refusal) }
        let git = GitError.last(step, code: code)
        let kind: TransferFailureKind
        switch code {
        case GIT_EAUTH.rawValue: kind = .authentication
        case GIT_ECERTIFICATE.rawValue: kind = .hostIdentity
        default:
            let text = git.message.lowercased()
            if text.contains("hostkey") || text.contains("host key") || text.contains("known_hosts") {
                kind = .hostIdentity
            } else if text.contains("authentication") || text.contains("credentials") || text.contains("401")
                        || text.contains("403") {
                kind = .authentication
            } else {
                kind = .connection
            }
        }
        if kind == .hostIdentity, let refusal = hostKeyRefusal(host: URLParts(url).host, port: URLParts(url).port) {
            return TransferError(kind: kind, message: refusal.english, code: code, refusal: refusal)
        }
        return TransferError(kind: kind, message: git.message, code: code)
    }

    // MARK: Credentials

    func credential(_ out: UnsafeMutablePointer<UnsafeMutablePointer<git_credential>?>?,
                                user: String?, allowed: UInt32) -> Int32 {
        requests += 1
        let login = user ?? options.environment["USER"] ?? NSUserName()
        if allowed & GIT_CREDENTIAL_USERNAME.rawValue != 0 {
            return git_credential_username_new(out, login)
        }
        if requests > options.maxCredentialRequests {
            return refuse(.gaveUp(requests: requests - 1))
        }
        if allowed & GIT_CREDENTIAL_SSH_KEY.rawValue != 0 {
            let candidates = sshCandidates ?? SSHCredential.candidates(environment: options.environment, home: home)
            sshCandidates = candidates
            guard nextSSH < candidates.count else {
                let tried = candidates.map(\.label).joined(separator: ", ")
                let host = URLParts(url).host
                return refuse(candidates.isEmpty ? .noSSHKey(host: host, login: login)
                                                 : .sshKeysRefused(host: host, login: login, tried: tried))
            }
            let candidate = candidates[nextSSH]
            nextSSH += 1
            switch candidate {
            case .agent:
                return git_credential_ssh_key_from_agent(out, login)
            case let .keyFile(privateKey, publicKey):
                let passphrase = options.environment["KEPT_SSH_PASSPHRASE"]
                return git_credential_ssh_key_new(out, login, publicKey, privateKey, passphrase)
            }
        }
        if allowed & GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue != 0 {
            guard let token = options.environment["KEPT_GIT_TOKEN"], !token.isEmpty else {
                return refuse(.tokenNeeded(host: URLParts(url).host))
            }
            // Over plain http the token would cross the network readable by anyone on the way
            // (a proxy, a café's wifi); loopback too, since kept cannot tell what forwards it.
            if url.lowercased().hasPrefix("http://") && !options.allowsTokenOverHTTP {
                return refuse(.tokenOverHTTP(host: URLParts(url).host))
            }
            guard !offeredToken else {
                return refuse(.tokenRefused(host: URLParts(url).host))
            }
            offeredToken = true
            // Hosts ignore the user name next to a token, but some want one: the URL's, else `kept`.
            return git_credential_userpass_plaintext_new(out, user ?? "kept", token)
        }
        return refuse(.unsupportedLogin(host: URLParts(url).host))
    }

    private func refuse(_ refusal: TransferProblem) -> Int32 {
        failure = (.authentication, refusal)
        git_error_set_str(Int32(GIT_ERROR_CALLBACK.rawValue), refusal.english)
        return GIT_EAUTH.rawValue
    }

    // MARK: Host identity

    fileprivate func certificate(_ cert: UnsafeMutablePointer<git_cert>?, valid: Bool, host: String) -> Int32 {
        if valid { return 0 }
        let refusal: TransferProblem
        if let cert, cert.pointee.cert_type == GIT_CERT_HOSTKEY_LIBSSH2 {
            refusal = hostKeyRefusal(host: host, port: URLParts(url).port) ?? .hostKeyUnchecked(host: host)
        } else {
            refusal = .certificateUnverified(host: host)
        }
        failure = (.hostIdentity, refusal)
        git_error_set_str(Int32(GIT_ERROR_CALLBACK.rawValue), refusal.english)
        return GIT_ECERTIFICATE.rawValue
    }

    /// Says whether `host` is unknown or has a different key in ~/.ssh/known_hosts.
    func hostKeyRefusal(host: String, port: Int?) -> TransferProblem? {
        guard !host.isEmpty else { return nil }
        let file = (home as NSString).appendingPathComponent(".ssh/known_hosts")
        let name = port.map { $0 == 22 ? host : "[\(host)]:\($0)" } ?? host
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let listed = text.split(whereSeparator: \.isNewline).contains { line in
            let fields = line.split(separator: " ", maxSplits: 1)
            guard let hosts = fields.first, !line.hasPrefix("#") else { return false }
            return hosts.split(separator: ",").contains { $0 == name }
        }
        let scan = port.map { $0 == 22 ? "ssh-keyscan \(host)" : "ssh-keyscan -p \($0) \(host)" } ?? "ssh-keyscan \(host)"
        if listed {
            return .hostKeyChanged(name: name)
        }
        return .unknownHost(name: name, scan: scan)
    }

    // MARK: Push results

    fileprivate func rejected(_ ref: String, reason: String) {
        rejections.append((ref, reason))
    }
}

/// One way to log in over ssh, tried in order.
enum SSHCredential {
    case agent
    case keyFile(privateKey: String, publicKey: String?)

    var label: String {
        switch self {
        case .agent: "ssh-agent"
        case let .keyFile(path, _): "~/.ssh/" + (path as NSString).lastPathComponent
        }
    }

    /// ssh-agent when one is running, then `~/.ssh/id_ed25519` and `~/.ssh/id_ecdsa` when present
    /// (libgit2 reads neither ~/.ssh/config nor default identities by itself).
    static func candidates(environment: [String: String], home: String) -> [SSHCredential] {
        var result: [SSHCredential] = []
        if let socket = environment["SSH_AUTH_SOCK"], !socket.isEmpty { result.append(.agent) }
        for name in ["id_ed25519", "id_ecdsa"] {
            let path = (home as NSString).appendingPathComponent(".ssh/\(name)")
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let pub = path + ".pub"
            result.append(.keyFile(privateKey: path, publicKey: FileManager.default.fileExists(atPath: pub) ? pub : nil))
        }
        return result
    }
}

/// The host and port of a remote URL: `ssh://user@host:2222/path`, `user@host:path`, `https://host/path`.
struct URLParts {
    let host: String
    let port: Int?

    init(_ url: String) {
        if let components = URLComponents(string: url), let host = components.host, components.scheme != nil {
            self.host = host
            port = components.port ?? (components.scheme == "ssh" ? 22 : nil)
        } else if let at = url.firstIndex(of: "@"), let colon = url[at...].firstIndex(of: ":") {
            host = String(url[url.index(after: at)..<colon])
            port = 22
        } else if let colon = url.firstIndex(of: ":"), !url.hasPrefix("/") {
            host = String(url[..<colon])
            port = 22
        } else {
            host = ""
            port = nil
        }
    }
}

// MARK: - The C callbacks (non-capturing; state comes through the payload)

private func session(_ payload: UnsafeMutableRawPointer?) -> TransferSession? {
    payload.map { Unmanaged<TransferSession>.fromOpaque($0).takeUnretainedValue() }
}

private let credentialCallback: git_credential_acquire_cb = { out, _, user, allowed, payload in
    guard let session = session(payload) else { return GIT_PASSTHROUGH.rawValue }
    return session.credential(out, user: user.map { String(cString: $0) }, allowed: allowed)
}

private let certificateCallback: git_transport_certificate_check_cb = { cert, valid, host, payload in
    guard let session = session(payload) else { return GIT_PASSTHROUGH.rawValue }
    return session.certificate(cert, valid: valid != 0, host: host.map { String(cString: $0) } ?? "")
}

private let fetchProgressCallback: git_indexer_progress_cb = { stats, payload in
    guard let session = session(payload), let report = session.options.progress, let stats else { return 0 }
    report(TransferProgress(phase: .receiving, done: Int(stats.pointee.received_objects),
                            total: Int(stats.pointee.total_objects), bytes: Int(stats.pointee.received_bytes)))
    return 0
}

private let pushProgressCallback: git_push_transfer_progress_cb = { current, total, bytes, payload in
    guard let session = session(payload), let report = session.options.progress else { return 0 }
    report(TransferProgress(phase: .sending, done: Int(current), total: Int(total), bytes: bytes))
    return 0
}

private let pushReferenceCallback: git_push_update_reference_cb = { ref, status, payload in
    guard let session = session(payload), let status else { return 0 }
    session.rejected(ref.map { String(cString: $0) } ?? "", reason: String(cString: status))
    return 0
}
