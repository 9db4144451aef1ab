import Foundation
internal import KeptGit

/// What `kept sync --repack` did.
package struct RepackReport: Sendable, Equatable {
    package let remote: String
    /// Packs the remote held before; it now holds one.
    package let packsBefore: Int
}

extension Store {
    /// The store's id on every machine: its first commit, as 40 hex digits (cached in
    /// `.git/kept/store-id`). Names the store's key file.
    package func storeID() throws -> String {
        let repo = try repository()
        let cache = repo.gitDirectory + "/kept/store-id"
        if let text = FileManager.default.contents(atPath: cache).map({ String(decoding: $0, as: UTF8.self) }),
           let id = ObjectID(hex: text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            return id.hex
        }
        guard let head = try repo.headCommitID() else {
            throw EncryptionError(Message(.cryptNoCommitYet), advice: Message(.cryptNoCommitYetAdvice))
        }
        let id = try repo.rootCommit(of: head).hex
        try AtomicFile.write(id + "\n", to: cache)
        return id
    }

    /// This store's key on this machine; throws when there is none.
    package func key(in keys: KeyRing) throws -> KeyFile {
        let path = keys.path(for: try storeID())
        guard let file = try KeyFile.read(path) else {
            throw EncryptionError(Message(.cryptNoKey, ["path": path]), advice: Message(.cryptNoKeyAdvice))
        }
        return file
    }

    /// `kept key init`: a random store key, saved in `keys` with the key wrapped for
    /// `passphrase`. Refuses when the store has a key on this machine already.
    package func makeKey(in keys: KeyRing, passphrase: String) throws -> KeyFile {
        try locked {
            let path = keys.path(for: try storeID())
            if let existing = try KeyFile.read(path) {
                throw EncryptionError(Message(.cryptKeyExists, ["path": path, "fingerprint": existing.key.fingerprint]),
                                      advice: Message(.cryptKeyExistsAdvice))
            }
            let key = StoreKey.random()
            let file = KeyFile(key: key, wrapped: try Self.wrap(key, passphrase: passphrase), path: path)
            try file.write()
            return file
        }
    }

    /// `kept key import`: the key a recovery code stands for, saved for `passphrase`. The same
    /// key again only rewraps it; another key than this machine's is refused.
    package func importKey(code: String, in keys: KeyRing, passphrase: String) throws -> KeyFile {
        guard let key = RecoveryCode.key(from: code) else {
            throw EncryptionError(Message(.cryptNotARecoveryCode), advice: Message(.cryptNotARecoveryCodeAdvice))
        }
        return try locked {
            let path = keys.path(for: try storeID())
            let existing = try KeyFile.read(path)
            if let existing, existing.key != key {
                throw EncryptionError(Message(.cryptKeyExists, ["path": path, "fingerprint": existing.key.fingerprint]),
                                      advice: Message(.cryptKeyExistsAdvice))
            }
            // Rewrapping the key this machine holds is a passphrase change like `kept key passphrase`.
            let file = KeyFile(key: key, wrapped: try Self.wrap(key, passphrase: passphrase), path: path,
                               generation: existing.map { $0.generation + 1 } ?? 0)
            try file.write()
            return file
        }
    }

    /// `kept key passphrase`: wraps the same key for a new passphrase; the next sync puts it on
    /// every encrypted remote. Nothing else is encrypted again.
    package func changePassphrase(in keys: KeyRing, to passphrase: String) throws -> KeyFile {
        try locked {
            let old = try key(in: keys)
            let file = KeyFile(key: old.key, wrapped: try Self.wrap(old.key, passphrase: passphrase), path: old.path,
                               generation: old.generation + 1)
            try file.write()
            return file
        }
    }

    static func wrap(_ key: StoreKey, passphrase: String) throws -> WrappedKey {
        guard !passphrase.isEmpty else { throw EncryptionError(Message(.cryptEmptyPassphrase)) }
        return try WrappedKey.wrap(key, passphrase: passphrase)
    }

    /// `kept remote add NAME URL --encrypt`: the store needs its key on this machine first.
    package func addEncryptedRemote(name: String, url: String, keys: KeyRing, allowingHTTP: Bool = false) throws -> SyncRemote {
        _ = try key(in: keys)
        let remote = try addRemote(name: name, url: url, allowingHTTP: allowingHTTP)
        try locked {
            let repo = try repository()
            // A remote of the same name removed earlier leaves nothing that would be taken for this one.
            try? FileManager.default.removeItem(atPath: EncryptedRemote.folder(for: name, in: repo))
            do { try repo.setConfigFlag(Self.encryptedKey(name), true) } catch let error as GitError {
                throw SyncError.git(error, remote: name, step: "add the remote")
            }
        }
        return remote
    }

    /// The git config key (this machine's `.git/config`) that marks a remote as encrypted.
    static func encryptedKey(_ remote: String) -> String { "remote.\(remote).keptEncrypted" }

    /// Whether `remote` is an encrypted one.
    package func isEncrypted(remote: String) -> Bool {
        ((try? repository().configFlag(Self.encryptedKey(remote))) ?? nil) ?? false
    }

    /// The encrypted remote `remote` stands for, nil for a plain one (the sync's hook).
    func encryptedRemote(_ remote: RemoteInfo, repo: Repository, keys: KeyRing?) throws -> EncryptedRemote? {
        guard (try? repo.configFlag(Self.encryptedKey(remote.name))) == true else { return nil }
        do {
            guard let keys else { throw EncryptionError(Message(.cryptNoKeyRing), advice: Message(.cryptNoKeyAdvice)) }
            return try EncryptedRemote(name: remote.name, url: remote.url, key: key(in: keys), repo: repo)
        } catch let error as EncryptionError {
            throw error.during("fetch", remote: remote.name)
        } catch let error as GitError {
            throw SyncError.git(error, remote: remote.name, step: "fetch")
        }
    }

    /// `kept sync --repack`: the encrypted remote rewritten as one pack with no history.
    package func repack(remote name: String? = nil, keys: KeyRing, machine: String? = nil,
                       transfer settings: TransferSettings = TransferSettings()) throws -> RepackReport {
        let machine = machine ?? self.machine.name
        return try locked {
            let repo = try repository()
            let remote = try RemoteInfo.chosen(name, in: repo, root: root)
            let transfer = settings.options(allowingTokenOverHTTP: (try? repo.configFlag(Self.allowHTTPKey(remote.name))) ?? false)
            guard let encrypted = try encryptedRemote(remote, repo: repo, keys: keys) else {
                throw SyncError(remote: remote.name, step: "repack", reason: Message(.cryptNotEncrypted, ["name": remote.name]))
            }
            let branch = try SyncStep.git(remote, "read the current branch") { try repo.currentBranch() } ?? "main"
            do {
                try SyncStep.encrypted(remote, "fetch") { try encrypted.fetch(transfer: transfer) }
            } catch let error as SyncError where Self.manifestMissing.contains(where: error.why.isNamed) {
                // The host deleted the manifest: what this machine holds is written again,
                // sealed, in place of what is left (each other machine pushes its own again).
            }
            let before = encrypted.snapshot?.manifest.packs.count ?? 0
            let result = try SyncStep.encrypted(remote, "push") {
                try encrypted.push(branch: branch, machine: machine, transfer: transfer, rewrite: true)
            }
            if case let .rejected(reason) = result {
                throw SyncError(remote: remote.name, step: "push", reason: .verbatim(reason), advice: Message(.syncUntouched))
            }
            return RepackReport(remote: remote.name, packsBefore: before)
        }
    }

    /// The refusals of a remote whose manifest the host deleted (see `EncryptedRemote.withoutManifest`).
    static let manifestMissing: [MessageKey] = [.cryptManifestMissing, .cryptManifestMissingKeyOnly, .cryptManifestAndKeyMissing]
}

extension SyncError {
    /// Whether the sync stopped at an encrypted remote whose manifest the host deleted, which
    /// `kept sync --repack` writes again.
    package var isEncryptedRemoteWithoutManifest: Bool { Store.manifestMissing.contains(where: why.isNamed) }
}
