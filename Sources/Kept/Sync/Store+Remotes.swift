import Foundation
internal import KeptGit

/// What `kept clone` made.
package struct CloneReport: Sendable {
    package let root: String
    /// True when the remote was empty (or not a kept store) and the clone was made a store.
    package let initialized: Bool
    package let entries: Int
}

extension Store {
    package func remotes() throws -> [SyncRemote] {
        do { return try repository().remotes().map(SyncRemote.init) } catch let error as GitError {
            throw SyncError.git(error, remote: "remotes", step: "read the remotes")
        }
    }

    /// Adds a remote; a local folder is stored as an absolute path, so that syncing works from
    /// any working directory.
    package func addRemote(name: String, url: String, allowingHTTP: Bool = false) throws -> SyncRemote {
        guard !name.isEmpty, !name.hasPrefix("-"), !name.hasPrefix("."),
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }) else {
            throw SyncError(remote: name, step: "add the remote", reason: Message(.syncNotARemoteName, ["name": name]),
                            advice: Message(.syncRemoteNameLetters))
        }
        if RemoteURL.hasPassword(url) {
            throw SyncError(remote: name, step: "add the remote", reason: Message(.syncUrlHoldsPasswordIn, ["url": RemoteURL.redacted(url)]),
                            advice: Message(.syncAddWithoutPassword))
        }
        return try locked {
            let repo = try repository()
            if let existing = try? repo.remote(named: name) {
                throw SyncError(remote: name, step: "add the remote", reason: Message(.syncRemoteExists, ["name": name, "url": RemoteURL.redacted(existing.url)]),
                                advice: Message(.syncRemoveItFirst, ["name": name]))
            }
            let location = RemoteURL.location(url)
            do {
                try repo.addRemote(name: name, url: location)
                if allowingHTTP { try repo.setConfigFlag(Self.allowHTTPKey(name), true) }
            } catch let error as GitError {
                throw SyncError.git(error, remote: name, step: "add the remote")
            }
            return SyncRemote(name: name, url: location)
        }
    }

    /// The git config key (in `.git/config`, this machine's) that lets a remote receive the
    /// token over plain http.
    static func allowHTTPKey(_ remote: String) -> String { "remote.\(remote).keptAllowHttp" }

    package func removeRemote(name: String) throws {
        try locked {
            let repo = try repository()
            guard (try? repo.remote(named: name)) != nil else {
                let known = ((try? repo.remotes()) ?? []).map(\.name)
                throw SyncError(remote: name, step: "remove the remote", reason: Message(.syncNoRemoteCalled, ["name": name]),
                                advice: known.isEmpty ? Message(.syncNoRemotesAtAll) : Message(.syncItsRemotes, ["remotes": known.joined(separator: ", ")]))
            }
            do { try repo.removeRemote(name: name) } catch let error as GitError {
                throw SyncError.git(error, remote: name, step: "remove the remote")
            }
        }
    }

    /// Clones the store at `url` into `folder` (which must be missing or empty). An empty remote,
    /// or a git repository that is not yet a store, becomes one (committed; the next sync pushes it),
    /// its defaults from `language` as `kept init` does. `allowingHTTP` lets `$KEPT_GIT_TOKEN` go to
    /// a plain http:// remote, for the clone and (noted in `.git/config`, as `kept remote add
    /// --allow-http` does) for its syncs.
    package static func clone(url: String, into folder: String, now: Date = Date(), language: String? = nil,
                             machine: ThisMachine = .unnamed, transfer settings: TransferSettings = TransferSettings(),
                             allowingHTTP: Bool = false) throws -> CloneReport {
        let (staging, location, transfer) = try CloneStaging.start(url: url, folder: folder, settings: settings,
                                                                   allowingHTTP: allowingHTTP)
        let root = staging.folder
        do {
            let repo = try Repository.clone(url: location, to: root, options: transfer, checkingOut: false)
            // The whole tree passes the check before a file of it is written (see ArrivingTree).
            if let head = try repo.headCommitID() {
                if try EncryptedRemoteFoundError.signs(in: head, repo: repo) { throw EncryptedRemoteFoundError(url: url) }
                try ArrivingTree.check(head, have: nil, repo: repo, remote: "origin", branch: try repo.currentBranch() ?? "main",
                                      cloning: true)
                try repo.moveHead(to: head, message: "clone: check out \(head.short)", force: true)
            }
        } catch {
            // A failed clone leaves nothing behind that a second try would trip over.
            staging.discard()
            switch error {
            case let error as TransferError:
                throw SyncError.transfer(error, remote: "origin", url: location, step: "clone \(location)",
                                         retry: "kept clone \(url) \(folder)")
            case let error as GitError:
                throw SyncError.git(error, remote: "origin", step: "clone \(location)")
            default:
                throw error
            }
        }
        do {
            if allowingHTTP {
                do { try Repository.open(at: root).setConfigFlag(allowHTTPKey("origin"), true) } catch let error as GitError {
                    throw SyncError.git(error, remote: "origin", step: "note --allow-http in .git/config")
                }
            }
            var initialized = false
            if !isStore(root) {
                _ = try initialize(at: root, language: language, machine: machine)
                initialized = true
            }
            return try staging.complete(Store(root: root, machine: machine), initialized: initialized, now: now)
        } catch {
            staging.discard()
            throw error
        }
    }
}
