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
            let edits = try outsideEdits()
            try refuseMassDeletion(edits, remote: remote.name)
            if !edits.isEmpty, try commitOutsideEditsHoldingLock(trailer: MachineTrailer.line(machine)) != nil {
                summary.outsideEditsCommitted = edits.count
            }
            try SyncSession(store: self, repo: repo, remote: remote, machine: machine, now: now, transfer: transfer,
                            maxAttempts: maxAttempts, keys: keys).run(into: &summary)
            try LastSync.record(LastSync(date: now, remote: remote.name), root: root)
            return summary
        }
    }
}
