import Foundation
internal import KeptGit

extension Store {
    /// `kept clone URL --encrypt [DIR]`: a store from an encrypted remote, with only the URL and
    /// the passphrase. The remote's key is unwrapped with `passphrase(false)`, its packs are opened
    /// into a new repository and `main` checked out; the key is saved in `keys`. An empty remote
    /// makes a new store with a new key (wrapped for `passphrase(true)`; the next sync pushes it).
    /// On any failure nothing is left in `folder`.
    package static func cloneEncrypted(url: String, into folder: String, keys: KeyRing, passphrase: (_ forNewKey: Bool) throws -> String,
                                      now: Date = Date(), language: String? = nil,
                                      machine: ThisMachine = .unnamed, transfer settings: TransferSettings = TransferSettings(),
                                      allowingHTTP: Bool = false) throws -> CloneReport {
        let (staging, location, transfer) = try CloneStaging.start(url: url, folder: folder, settings: settings,
                                                                   allowingHTTP: allowingHTTP)
        let root = staging.folder
        let step = "clone \(location)"
        do {
            let repo = try Repository.create(at: root)
            try repo.addRemote(name: "origin", url: location)
            try repo.setConfigFlag(encryptedKey("origin"), true)
            if allowingHTTP { try repo.setConfigFlag(allowHTTPKey("origin"), true) }
            let carrier = try Repository.createBare(at: EncryptedRemote.folder(for: "origin", in: repo) + "/remote.git")
            try carrier.addRemote(name: "origin", url: location)
            try carrier.fetch(remote: "origin", options: transfer)
            var initialized = false
            if let tip = try carrier.referenceTarget("refs/remotes/origin/main") {
                let files = try carrier.flatFiles(in: tip)
                guard let wrapped = files["key"], WrappedKey.isWrappedKey(wrapped) else {
                    guard files["manifest"].map(SealedFile.isSealed) == true else { throw EncryptedRemote.withoutManifest(files) }
                    throw EncryptionError(Message(.cryptKeyFileMissing), advice: Message(.cryptKeyFileMissingAdvice))
                }
                let words = try passphrase(false)
                guard let key = try WrappedKey(data: wrapped).unwrap(passphrase: words) else {
                    throw EncryptionError(Message(.cryptWrongPassphrase), advice: Message(.cryptWrongPassphraseAdvice))
                }
                // The key file's place is known only once the history is in: open it under a
                // name of its own first.
                let pending = KeyFile(key: key, wrapped: WrappedKey(data: wrapped), path: "")
                let remote = try EncryptedRemote(name: "origin", url: location, key: pending, repo: repo)
                try remote.fetch(transfer: transfer)
                if let main = try repo.referenceTarget("refs/remotes/origin/main") {
                    try ArrivingTree.check(main, have: nil, repo: repo, remote: "origin", branch: "main", cloning: true)
                    try repo.moveHead(to: main, message: "clone: main from origin", force: true)
                }
                if !isStore(root) {
                    _ = try initialize(at: root, language: language)
                    initialized = true
                }
                let store = try Store(root: root)
                let path = keys.path(for: try store.storeID())
                if let existing = try KeyFile.read(path), existing.key != key {
                    throw EncryptionError(Message(.cryptKeyExists, ["path": path, "fingerprint": existing.key.fingerprint]),
                                          advice: Message(.cryptKeyExistsAdvice))
                }
                // The fetch checked the `key` file against the manifest and learnt its generation.
                try KeyFile(key: key, wrapped: WrappedKey(data: wrapped), path: path, generation: remote.key.generation).write()
            } else {
                _ = try initialize(at: root, language: language)
                initialized = true
                let store = try Store(root: root)
                let path = keys.path(for: try store.storeID())
                let key = StoreKey.random()
                try KeyFile(key: key, wrapped: try wrap(key, passphrase: passphrase(true)), path: path).write()
            }
            return try staging.complete(Store(root: root), initialized: initialized, now: now)
        } catch {
            staging.discard()
            switch error {
            case let error as TransferError:
                throw SyncError.transfer(error, remote: "origin", url: location, step: step, retry: "kept clone \(url) --encrypt \(folder)")
            case let error as GitError:
                throw SyncError.git(error, remote: "origin", step: step)
            case let error as EncryptionError:
                throw error.during("clone", remote: "origin")
            default:
                throw error
            }
        }
    }
}
