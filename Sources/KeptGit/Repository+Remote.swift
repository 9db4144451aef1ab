internal import CLibGit2
import Foundation

/// A configured remote: its name and fetch URL.
package struct RemoteInfo: Sendable, Equatable {
    package let name: String
    package let url: String

    package init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}

/// What a push did.
package enum PushResult: Sendable, Equatable {
    case pushed
    /// The server refused the update (usually: another machine pushed first).
    case rejected(String)
}

extension Repository {
    // MARK: Remotes

    package func remotes() throws -> [RemoteInfo] {
        var names = git_strarray()
        try check("list remotes") { git_remote_list(&names, pointer) }
        defer { git_strarray_dispose(&names) }
        var result: [RemoteInfo] = []
        for i in 0..<names.count {
            guard let raw = names.strings[i] else { continue }
            let name = String(cString: raw)
            if let remote = try remote(named: name) { result.append(remote) }
        }
        return result
    }

    package func remote(named name: String) throws -> RemoteInfo? {
        var remote: OpaquePointer?
        let code = git_remote_lookup(&remote, pointer, name)
        if code == GIT_ENOTFOUND.rawValue || code == GIT_EINVALIDSPEC.rawValue { return nil }
        if code < 0 { throw GitError.last("read remote \(name)", code: code) }
        defer { git_remote_free(remote) }
        return RemoteInfo(name: name, url: git_remote_url(remote).map { String(cString: $0) } ?? "")
    }

    package func addRemote(name: String, url: String) throws {
        var remote: OpaquePointer?
        try check("add remote \(name)") { git_remote_create(&remote, pointer, name, url) }
        git_remote_free(remote)
    }

    /// A boolean of the repository's own config (`.git/config`), nil when unset.
    package func configFlag(_ key: String) throws -> Bool? {
        var config: OpaquePointer?
        try check("read the config") { git_repository_config(&config, pointer) }
        defer { git_config_free(config) }
        var value: Int32 = 0
        let code = git_config_get_bool(&value, config, key)
        if code == GIT_ENOTFOUND.rawValue { return nil }
        if code < 0 { throw GitError.last("read \(key)", code: code) }
        return value != 0
    }

    /// Sets a boolean in the repository's own config (`.git/config`: this machine only).
    package func setConfigFlag(_ key: String, _ value: Bool) throws {
        var config: OpaquePointer?
        try check("read the config") { git_repository_config(&config, pointer) }
        defer { git_config_free(config) }
        try check("set \(key)") { git_config_set_bool(config, key, value ? 1 : 0) }
    }

    package func removeRemote(name: String) throws {
        try check("remove remote \(name)") { git_remote_delete(pointer, name) }
    }

    // MARK: Transfers

    /// Fetches `remote`'s branches into `refs/remotes/<remote>/…`.
    /// With `extraRefspecs`, also fetches those (the remote's configured refspecs still apply).
    package func fetch(remote name: String, extraRefspecs: [String] = [], options: TransferOptions) throws {
        try withRemote(name) { remote, url in
            var fetchOptions = git_fetch_options()
            git_fetch_options_init(&fetchOptions, UInt32(GIT_FETCH_OPTIONS_VERSION))
            let session = TransferSession(options: options, url: url)
            session.install(into: &fetchOptions.callbacks)
            var configured = git_strarray()
            try check("read the refspecs of \(name)") { git_remote_get_fetch_refspecs(&configured, remote) }
            defer { git_strarray_dispose(&configured) }
            let all = (0..<configured.count).compactMap { configured.strings[$0].map { String(cString: $0) } } + extraRefspecs
            let code = withCStringArray(all) { array in
                withExtendedLifetime(session) { git_remote_fetch(remote, &array, &fetchOptions, "kept sync: fetch") }
            }
            if code < 0 { throw session.error("fetch", code: code) }
        }
    }

    /// Pushes local `branch` to the same branch of `remote`; a non-fast-forward is `.rejected`.
    /// `extraRefspecs` are pushed along (kept's per-machine refs). `force` replaces the branch
    /// whatever it holds (an encrypted remote rewritten into one pack).
    package func push(remote name: String, branch: String, extraRefspecs: [String] = [], force: Bool = false,
                     options: TransferOptions) throws -> PushResult {
        try withRemote(name) { remote, url in
            var pushOptions = git_push_options()
            git_push_options_init(&pushOptions, UInt32(GIT_PUSH_OPTIONS_VERSION))
            let session = TransferSession(options: options, url: url)
            session.install(into: &pushOptions.callbacks)
            let specs = ["\(force ? "+" : "")refs/heads/\(branch):refs/heads/\(branch)"] + extraRefspecs
            let code = withCStringArray(specs) { array in
                withExtendedLifetime(session) { git_remote_push(remote, &array, &pushOptions) }
            }
            if code == GIT_ENONFASTFORWARD.rawValue {
                return .rejected(GitError.last("push", code: code).message)
            }
            if code < 0 { throw session.error("push", code: code) }
            if let rejection = session.rejections.first { return .rejected(rejection.reason) }
            return .pushed
        }
    }

    /// Clones `url` into `path`. An empty remote gives a repository whose unborn HEAD is on `main`.
    /// Without `checkingOut` no file is written: HEAD's branch points at the remote's commit,
    /// for the caller to check its tree first and then write it (`moveHead(force:)`).
    package static func clone(url: String, to path: String, options: TransferOptions, checkingOut: Bool = true) throws -> Repository {
        LibGit2.ensureInitialised()
        try CertificateAuthorities.load(before: url)
        var cloneOptions = git_clone_options()
        git_clone_options_init(&cloneOptions, UInt32(GIT_CLONE_OPTIONS_VERSION))
        let session = TransferSession(options: options, url: url)
        session.install(into: &cloneOptions.fetch_opts.callbacks)
        if !checkingOut { cloneOptions.checkout_opts.checkout_strategy = GIT_CHECKOUT_NONE.rawValue }
        var repo: OpaquePointer?
        let code = withExtendedLifetime(session) { git_clone(&repo, url, path, &cloneOptions) }
        if code < 0 { throw session.error("clone", code: code) }
        let repository = Repository(pointer: repo!)
        if try repository.headCommitID() == nil {
            try check("set HEAD to main") { git_repository_set_head(repo, "refs/heads/main") }
            // A remote made with `git init --bare` points its HEAD at `master`, which kept never
            // pushes: clone then finds no branch to check out although `main` is there. Take it.
            if let main = try repository.referenceTarget("refs/remotes/origin/main") {
                if checkingOut {
                    try repository.moveHead(to: main, message: "clone: main from origin", force: true)
                } else {
                    try repository.moveBranch(to: main, message: "clone: main from origin")
                }
            }
        }
        return repository
    }

    /// The commit a reference (`refs/remotes/origin/main`) points at, nil when it does not exist.
    package func referenceTarget(_ name: String) throws -> ObjectID? {
        var oid = git_oid()
        let code = git_reference_name_to_id(&oid, pointer, name)
        if code == GIT_ENOTFOUND.rawValue { return nil }
        if code < 0 { throw GitError.last("read \(name)", code: code) }
        return ObjectID(oid)
    }

    /// Commits of the references whose names start with `prefix`, by name.
    package func references(under prefix: String) throws -> [String: ObjectID] {
        var iterator: OpaquePointer?
        try check("list references") { git_reference_iterator_glob_new(&iterator, pointer, prefix + "*") }
        defer { git_reference_iterator_free(iterator) }
        var result: [String: ObjectID] = [:]
        var name: UnsafePointer<CChar>?
        while git_reference_next_name(&name, iterator) == 0, let name {
            let text = String(cString: name)
            if let target = try referenceTarget(text) { result[text] = target }
        }
        return result
    }

    private func withRemote<T>(_ name: String, _ body: (OpaquePointer?, String) throws -> T) throws -> T {
        var remote: OpaquePointer?
        let code = git_remote_lookup(&remote, pointer, name)
        if code == GIT_ENOTFOUND.rawValue || code == GIT_EINVALIDSPEC.rawValue {
            throw TransferError(kind: .connection, message: TransferProblem.noSuchRemote(name: name).english, code: code,
                                refusal: .noSuchRemote(name: name))
        }
        if code < 0 { throw GitError.last("read remote \(name)", code: code) }
        defer { git_remote_free(remote) }
        let url = git_remote_url(remote).map { String(cString: $0) } ?? ""
        try CertificateAuthorities.load(before: url)
        if let pushURL = git_remote_pushurl(remote) { try CertificateAuthorities.load(before: String(cString: pushURL)) }
        return try body(remote, url)
    }
}

/// Calls `body` with `strings` as a C string array that lives for the call.
private func withCStringArray<T>(_ strings: [String], _ body: (inout git_strarray) -> T) -> T {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var pointers: [UnsafeMutablePointer<CChar>?] = copies
    return pointers.withUnsafeMutableBufferPointer { buffer in
        var array = git_strarray(strings: buffer.baseAddress, count: buffer.count)
        return body(&array)
    }
}
