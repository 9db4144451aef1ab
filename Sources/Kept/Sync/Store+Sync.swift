import Foundation
internal import KeptGit

extension Store {
    /// Syncs with `remote` (default: `origin`, or the only remote) as `machine` (default: the
    /// store's `ThisMachine` name): commits edits made outside
    /// kept, fetches, fast-forwards or merges, and pushes. A push refused because another machine
    /// pushed meanwhile fetches and merges again, up to `maxAttempts` times.
    ///
    /// Holds the store lock throughout. Merges are made in memory and committed before any file
    /// changes, and files change before the branch moves, so a sync killed half way leaves a
    /// store the next sync finishes (see `SyncJournal`); no merge state is ever left on disk.
    package func sync(remote name: String? = nil, machine: String? = nil, now: Date = Date(),
                     transfer settings: TransferSettings = TransferSettings(), maxAttempts: Int = 3, keys: KeyRing? = nil) throws -> SyncSummary {
        let machine = machine ?? self.machine.name
        return try locked(machine: machine, now: now) {
            let repo = try repository()
            let remote = try RemoteInfo.chosen(name, in: repo, root: root)
            let transfer = settings.options(allowingTokenOverHTTP: (try? repo.configFlag(Self.allowHTTPKey(remote.name))) ?? false)
            var summary = SyncSummary(remote: remote.name)
            // One status for the whole sync, its refreshed stat data kept in the index: the
            // next sync then reads only the files changed since, not every file again.
            let changes = try WorkTreeChanges(of: self, refreshingIndex: true)
            summary.refused = changes.refused
            let edits = changes.edits
            try refuseMassDeletion(edits, remote: remote.name)
            if !edits.isEmpty, try commitOutsideEditsHoldingLock(trailer: MachineTrailer.line(machine), edits: edits) != nil {
                summary.outsideEditsCommitted = edits.count
            }
            try SyncSession(store: self, repo: repo, remote: remote, machine: machine, now: now, transfer: transfer,
                            maxAttempts: maxAttempts, keys: keys).run(into: &summary)
            try LastSync.record(LastSync(date: now, remote: remote.name), root: root)
            return summary
        }
    }
}

extension Store {
    /// Nil when the store has no remote to sync with.
    package func syncStatus() throws -> SyncStatus? {
        let repo = try repository()
        guard let remote = try? RemoteInfo.chosen(nil, in: repo, root: root) else { return nil }
        var unpushed = 0
        do {
            if let head = try repo.headCommitID() {
                let branch = try repo.currentBranch() ?? "main"
                if let upstream = try repo.referenceTarget("refs/remotes/\(remote.name)/\(branch)") {
                    unpushed = try repo.aheadBehind(local: head, upstream: upstream).ahead
                } else {
                    unpushed = try repo.messages(from: head, hiding: nil, limit: 100_000).count
                }
            }
        } catch let error as GitError {
            throw KeptError.git(Message(.gitCannotCompare, ["remote": remote.name]), GitProblem(error))
        }
        return SyncStatus(remote: remote.name, unpushed: unpushed, lastSync: lastSync())
    }

    /// When this machine last synced, nil if never.
    package func lastSync() -> LastSync? { LastSync.read(root: root) }
}

private extension Store {
    /// A sync commits the edits made outside kept and sends them to every machine. Many
    /// entries gone at once is rarely an edit: a half-made checkout (a killed clone, another
    /// tool's failed sync, a disk not fully mounted) looks the same. A sync does not send that
    /// on its own; `kept commit` records it when it was meant.
    static let massDeletionFloor = 50

    func refuseMassDeletion(_ edits: [ChangedFile], remote: String) throws {
        let deleted = edits.filter { $0.kind == .deleted && kind(ofPath: $0.path) != nil }.count
        guard deleted >= Self.massDeletionFloor else { return }
        let total = deleted + markdownFiles().count
        guard deleted * 10 >= total else { return }
        throw SyncError(remote: remote, step: "commit the edits made outside kept",
                        reason: Message(.syncMassDeletion, ["count": String(deleted), "total": String(total)]),
                        advice: Message(.syncMassDeletionAdvice))
    }
}
