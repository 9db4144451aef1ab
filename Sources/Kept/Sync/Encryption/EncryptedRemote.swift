import Foundation
internal import KeptGit

/// A remote that holds only ciphertext (see docs/formats.md, "Encrypted remotes").
///
/// The remote is an ordinary git repository whose branch `main` has, at the top of its tree,
/// only `key` (the store key wrapped for the passphrase), `manifest` (sealed) and pack files
/// (sealed git packs named by their SHA-256). This machine keeps a bare copy of it, the
/// carrier, in `.git/kept/encrypted/<remote>/remote.git`, which the existing transports fetch
/// into and push from; what it has seen (the highest manifest counter, the packs indexed) is
/// in `seen.json` beside it.
final class EncryptedRemote {
    let name: String
    /// This machine's key file; a fetch that finds a newer wrapping on the remote takes it.
    private(set) var key: KeyFile
    let repo: Repository
    let carrier: Repository
    let folder: String
    /// What the last fetch found (nil: an empty remote, or no fetch yet).
    private(set) var snapshot: Snapshot?

    /// More packs than this, and a push writes one pack instead.
    static let repackThreshold = 64

    struct Snapshot {
        let tip: ObjectID
        let files: [String: Data]
        let manifest: EncryptedManifest
    }

    /// Whether the remote's `key` file must be replaced by this machine's wrapping (after
    /// `kept key passphrase`, or when the file is gone): a sync then pushes even when no
    /// commit is new. Never when the remote's wrapping is of a higher generation: the fetch
    /// took that one instead.
    var keyIsStale: Bool {
        guard let snapshot else { return false }
        return snapshot.files["key"] != key.wrapped.data
    }

    /// What the last fetch did to this machine's key file, for the sync's summary.
    private(set) var keyNotice: Message?

    /// What this machine has seen of the remote.
    struct Seen: Codable, Equatable {
        var counter = 0
        var manifest = ""
        var indexed: [String] = []
    }

    static func folder(for remote: String, in repo: Repository) -> String {
        repo.gitDirectory + "/kept/encrypted/" + remote
    }

    init(name: String, url: String, key: KeyFile, repo: Repository) throws {
        self.name = name
        self.key = key
        self.repo = repo
        folder = Self.folder(for: name, in: repo)
        let carrierPath = folder + "/remote.git"
        if FileManager.default.fileExists(atPath: carrierPath) {
            carrier = try Repository.open(at: carrierPath)
            if try carrier.remote(named: "origin")?.url != url {
                try carrier.removeRemote(name: "origin")
                try carrier.addRemote(name: "origin", url: url)
            }
        } else {
            carrier = try Repository.createBare(at: carrierPath)
            try carrier.addRemote(name: "origin", url: url)
        }
    }

    var seen: Seen {
        get {
            guard let data = FileManager.default.contents(atPath: folder + "/seen.json") else { return Seen() }
            return (try? JSONDecoder().decode(Seen.self, from: data)) ?? Seen()
        }
    }

    func record(_ seen: Seen) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(encoder.encode(seen), to: folder + "/seen.json")
    }

    /// Fetches the remote, checks its manifest and packs, adds the objects this machine lacks
    /// to the store's object database and points `refs/remotes/<remote>/*` (and the machines'
    /// refs) at the manifest's commits. Throws `EncryptionError` (nothing changed that any
    /// reference of the store shows) for a wrong key, a tampered, cut or dropped file, or a
    /// manifest older than one seen.
    func fetch(transfer: TransferOptions) throws {
        try carrier.fetch(remote: "origin", options: transfer)
        guard let tip = try carrier.referenceTarget("refs/remotes/origin/main") else {
            if seen.counter > 0 { throw wentBack(counter: 0) }
            snapshot = nil
            return
        }
        let files = try carrier.flatFiles(in: tip)
        let manifest = try open(files)
        var seen = self.seen
        let hash = EncryptedManifest.sha256(files["manifest"]!)
        if manifest.counter < seen.counter || (manifest.counter == seen.counter && hash != seen.manifest) {
            throw wentBack(counter: manifest.counter)
        }
        var targets: [String: ObjectID] = [:]
        for (ref, hex) in manifest.refs {
            guard let id = ObjectID(hex: hex) else { throw damaged("manifest") }
            targets[ref] = id
        }
        // Check every pack before opening any: a dropped or changed one refuses the whole fetch.
        for pack in manifest.packs {
            guard let data = files[pack] else {
                throw EncryptionError(Message(.cryptPackDropped, ["pack": String(pack.prefix(12))]), advice: Message(.cryptUntouchedAdvice))
            }
            guard EncryptedManifest.sha256(data) == pack else { throw damaged(String(pack.prefix(12))) }
        }
        // After the counter check: a replayed manifest never brings back an older wrapping.
        try settleKey(files["key"], manifest: manifest)
        if !targets.values.allSatisfy(repo.hasObject) {
            for pack in manifest.packs where !seen.indexed.contains(pack) {
                let plain: Data
                do { plain = try SealedFile.open(files[pack]!, with: key.key, purpose: .pack) } catch {
                    throw error == .otherKey ? otherKey(files) : damaged(String(pack.prefix(12)))
                }
                try repo.indexPack(plain)
            }
            guard targets.values.allSatisfy(repo.hasObject) else { throw damaged("manifest") }
        }
        for (ref, id) in targets {
            if let branch = ref.dropPrefix("refs/heads/") {
                try repo.setReference("refs/remotes/\(name)/\(branch)", to: id, message: "kept sync: fetch \(name)")
            } else if let machine = ref.dropPrefix("refs/kept/machines/") {
                try repo.setReference(MachineRef.fetchedPrefix(remote: name) + machine, to: id, message: "kept sync: fetch \(name)")
            }
        }
        seen.counter = manifest.counter
        seen.manifest = hash
        seen.indexed = manifest.packs
        try record(seen)
        snapshot = Snapshot(tip: tip, files: files, manifest: manifest)
    }

    /// The manifest of a fetched tree, opened and checked.
    func open(_ files: [String: Data]) throws -> EncryptedManifest {
        guard let sealed = files["manifest"] else {
            if files.isEmpty { throw damaged("manifest") }
            throw Self.withoutManifest(files)
        }
        let plain: Data
        do { plain = try SealedFile.open(sealed, with: key.key, purpose: .manifest) } catch {
            throw error == .otherKey ? otherKey(files) : damaged("manifest")
        }
        guard let manifest = try? JSONDecoder().decode(EncryptedManifest.self, from: plain), manifest.format == 1 else {
            throw damaged("manifest")
        }
        return manifest
    }

    /// Seals the commits of `branch` the remote lacks into a pack, writes a new manifest and
    /// pushes both. `rewrite` puts everything into one pack in a commit with no history and
    /// replaces the remote's branch (`kept sync --repack`).
    func push(branch: String, machine: String, transfer: TransferOptions, rewrite: Bool = false) throws -> PushResult {
        guard let local = try repo.headCommitID() else { return .pushed }
        let old = snapshot
        var refs = old?.manifest.refs ?? [:]
        refs["refs/heads/\(branch)"] = local.hex
        refs["refs/kept/machines/\(machine)"] = local.hex
        var packs = old?.manifest.packs ?? []
        var files: [String: Data] = [:]
        let whole = rewrite || packs.count >= Self.repackThreshold
        let pack: Pack
        if whole {
            pack = try repo.buildPack(including: refs.values.compactMap(ObjectID.init(hex:)).filter(repo.hasObject))
            packs = []
        } else {
            pack = try repo.buildPack(including: [local], excluding: (old?.manifest.refs.values ?? [:].values).compactMap(ObjectID.init(hex:)))
            for name in packs { files[name] = old?.files[name] }
        }
        if pack.objectCount > 0 || packs.isEmpty {
            let sealed = try SealedFile.seal(pack.data, with: key.key, purpose: .pack)
            let name = EncryptedManifest.sha256(sealed)
            files[name] = sealed
            packs.append(name)
        }
        let manifest = EncryptedManifest(counter: max(old?.manifest.counter ?? 0, seen.counter) + 1, refs: refs, packs: packs,
                                         keyGeneration: key.generation, keyHash: EncryptedManifest.sha256(key.wrapped.data))
        files["manifest"] = try manifest.sealed(with: key.key)
        files["key"] = key.wrapped.data
        let commit = try carrier.commitFlatFiles(files, parent: rewrite ? nil : old?.tip, message: "kept",
                                                 reference: "refs/heads/main")
        let result = try carrier.push(remote: "origin", branch: "main", force: rewrite, options: transfer)
        guard result == .pushed else { return result }
        try carrier.setReference("refs/remotes/origin/main", to: commit, message: "kept sync: push")
        try repo.setReference("refs/remotes/\(name)/\(branch)", to: local, message: "kept sync: push \(name)")
        try repo.setReference(MachineRef.fetchedPrefix(remote: name) + machine, to: local, message: "kept sync: push \(name)")
        try record(Seen(counter: manifest.counter, manifest: EncryptedManifest.sha256(files["manifest"]!), indexed: packs))
        snapshot = Snapshot(tip: commit, files: files, manifest: manifest)
        return .pushed
    }

    /// The compare-and-swap of the remote's `key` file. The manifest (sealed with the store
    /// key, so written by a machine holding it) names the key file's hash and generation:
    /// another `key` file than the one named is the host's doing and refused. A wrapping of a
    /// higher generation than this machine's, or of the same generation but other bytes
    /// (two machines changed the passphrase; the one that pushed first wins), is taken into
    /// this machine's key file, which still holds the same store key; the next push then
    /// carries it, never the older one. A manifest from before the binding (no hash) proves
    /// nothing about the file beside it, so its wrapping is not taken: this machine's
    /// replaces it, as before.
    private func settleKey(_ theirs: Data?, manifest: EncryptedManifest) throws {
        let generation = manifest.keyGeneration ?? 0
        guard let bound = manifest.keyHash else { return }
        guard let theirs else {
            // Gone: put this machine's back, unless the one the manifest names was newer.
            if key.generation >= generation {
                keyNotice = Message(.cryptKeyFileRestored, ["remote": name])
                return
            }
            throw EncryptionError(Message(.cryptKeyFileGone, ["generation": String(generation), "ours": String(key.generation)]),
                                  advice: Message(.cryptKeyFileGoneAdvice))
        }
        guard EncryptedManifest.sha256(theirs) == bound, WrappedKey.isWrappedKey(theirs) else {
            // Replaced by the host (say, by an older wrapping it kept): when this machine holds
            // the one the manifest names, the next push puts it back; else nothing is trusted.
            guard EncryptedManifest.sha256(key.wrapped.data) == bound else { throw damaged("key") }
            keyNotice = Message(.cryptKeyFileRestored, ["remote": name])
            return
        }
        if theirs == key.wrapped.data {
            if key.generation != generation { try adopt(theirs, generation: max(generation, key.generation)) }
            return
        }
        guard key.generation <= generation else { return }
        let both = key.generation == generation && generation > 0
        try adopt(theirs, generation: generation)
        keyNotice = Message(both ? .cryptPassphraseChangedOnBoth : .cryptPassphraseTakenFromRemote,
                            ["remote": name, "generation": String(generation)])
    }

    private func adopt(_ wrapped: Data, generation: Int) throws {
        key = KeyFile(key: key.key, wrapped: WrappedKey(data: wrapped), path: key.path, generation: generation)
        // A clone opens the remote before its key file has a place; it writes the file after.
        if !key.path.isEmpty { try key.write() }
    }

    /// A remote with files but no manifest. With a wrapped `key` or any sealed file it is an
    /// encrypted remote the host damaged (never called plain: pushing a plain store there
    /// would hand the host every entry in clear).
    static func withoutManifest(_ files: [String: Data]) -> EncryptionError {
        let packs = files.filter { $0.key != "key" && SealedFile.isSealed($0.value) }.count
        let hasKey = files["key"].map(WrappedKey.isWrappedKey) ?? false
        guard hasKey || packs > 0 else {
            return EncryptionError(Message(.cryptRemoteIsPlain), advice: Message(.cryptRemoteIsPlainAdvice))
        }
        let reason = !hasKey ? Message(.cryptManifestAndKeyMissing, count: packs)
            : packs > 0 ? Message(.cryptManifestMissing, count: packs) : Message(.cryptManifestMissingKeyOnly)
        return EncryptionError(reason, advice: Message(.cryptManifestMissingAdvice))
    }

    private func wentBack(counter: Int) -> EncryptionError {
        EncryptionError(Message(.cryptWentBackInTime, ["seen": String(seen.counter), "counter": String(counter)]),
                        advice: Message(.cryptWentBackInTimeAdvice))
    }

    private func damaged(_ file: String) -> EncryptionError {
        EncryptionError(Message(.cryptTampered, ["file": file]), advice: Message(.cryptUntouchedAdvice))
    }

    private func otherKey(_ files: [String: Data]) -> EncryptionError {
        let theirs = files["manifest"].map { $0.count >= 16 ? Data($0[8..<16]) : Data() } ?? Data()
        return EncryptionError(Message(.cryptOtherKey, ["theirs": StoreKey.fingerprint(of: theirs), "ours": key.key.fingerprint]),
                               advice: Message(.cryptOtherKeyAdvice))
    }
}

fileprivate extension String {
    func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
