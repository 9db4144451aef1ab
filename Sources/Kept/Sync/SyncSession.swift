import Foundation
internal import KeptGit

/// One sync's steps once the store is locked, the remote chosen and edits made outside kept
/// committed: fetch, bring theirs in, push; fetch and merge again when a push is refused.
struct SyncSession {
    let store: Store
    let repo: Repository
    let remote: RemoteInfo
    let machine: String
    let now: Date
    let transfer: TransferOptions
    let maxAttempts: Int
    let keys: KeyRing?

    func run(into summary: inout SyncSummary) throws {
        let branch = try SyncStep.git(remote, "read the current branch") { try repo.currentBranch() } ?? "main"
        let tracking = "refs/remotes/\(remote.name)/\(branch)"
        let encrypted = try store.encryptedRemote(remote, repo: repo, keys: keys)

        for attempt in 1...max(1, maxAttempts) {
            try SyncStep.encrypted(remote, "fetch") {
                if let encrypted { return try encrypted.fetch(transfer: transfer) }
                try repo.fetch(remote: remote.name, extraRefspecs: [MachineRef.fetchRefspec(remote: remote.name)], options: transfer)
            }
            let theirs = try SyncStep.git(remote, "read \(tracking)") { try repo.referenceTarget(tracking) }
            if let theirs {
                if encrypted == nil { try SyncStep.refuseCiphertext(theirs, repo: repo, remote: remote) }
                try SyncStep.git(remote, "merge \(remote.name)/\(branch)") {
                    try integrate(theirs, branch: branch, summary: &summary)
                }
            }
            guard let local = try SyncStep.git(remote, "read HEAD", { try repo.headCommitID() }),
                  local != theirs || encrypted?.keyIsStale == true else { break }
            let ahead = try SyncStep.git(remote, "count commits") {
                try theirs.map { try repo.aheadBehind(local: local, upstream: $0).ahead }
                    ?? repo.messages(from: local, hiding: nil, limit: Int.max).count
            }
            let result = try SyncStep.encrypted(remote, "push") {
                if let encrypted { return try encrypted.push(branch: branch, machine: machine, transfer: transfer) }
                return try repo.push(remote: remote.name, branch: branch,
                              extraRefspecs: [MachineRef.pushRefspec(branch: branch, machine: machine)], options: transfer)
            }
            switch result {
            case .pushed:
                summary.pushed += ahead
            case let .rejected(reason):
                guard attempt < maxAttempts else {
                    throw SyncError(remote: remote.name, step: "push",
                                    reason: Message(.syncPushRefused, ["branch": branch, "times": String(maxAttempts), "reason": reason]),
                                    advice: Message(.syncPushRefusedAdvice, ["branch": branch]))
                }
                summary.retries += 1
                continue
            }
            break
        }
        if let notice = encrypted?.keyNotice { summary.notices.append(notice) }
    }

    /// Brings `theirs` into HEAD: nothing when HEAD has it, a fast-forward when HEAD is behind,
    /// else a merge commit.
    private func integrate(_ theirs: ObjectID, branch: String, summary: inout SyncSummary) throws {
        let head = try repo.headCommitID()
        if let head, repo.isAncestor(theirs, of: head) { return }
        // Nothing of a commit whose tree kept would not write is written (see ArrivingTree).
        try ArrivingTree.check(theirs, have: head, repo: repo, remote: remote.name, branch: branch)
        guard let ours = head else {
            summary.pulled += try repo.messages(from: theirs, hiding: nil, limit: Int.max).count
            try SyncJournal(store: store).advance(repo, from: nil, to: theirs, machine: machine, now: now, message: "kept sync: start from \(remote.name)/\(branch)")
            return
        }
        if repo.isAncestor(theirs, of: ours) { return }
        summary.pulled += try repo.aheadBehind(local: ours, upstream: theirs).behind
        if repo.isAncestor(ours, of: theirs) {
            try SyncJournal(store: store).advance(repo, from: ours, to: theirs, machine: machine, now: now,
                            message: "kept sync: fast-forward to \(remote.name)/\(branch)")
            return
        }
        let commit = try SyncMerge(store: store).mergeCommit(ours: ours, theirs: theirs, repo: repo, machine: machine, now: now,
                                     source: "\(remote.name)/\(branch)", remote: remote.name, summary: &summary)
        try SyncJournal(store: store).advance(repo, from: ours, to: commit, machine: machine, now: now, message: "kept sync: merge \(remote.name)/\(branch)")
    }
}
