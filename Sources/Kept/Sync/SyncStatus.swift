import Foundation
import KeptGit

/// Where this machine stands with its remote, for the overview.
public struct SyncStatus: Sendable, Equatable {
    public let remote: String
    /// Commits here that the remote has not got (as of the last fetch).
    public let unpushed: Int
    public let lastSync: LastSync?

    /// True when the store was never synced here or not for `days` days.
    public func isStale(now: Date = Date(), days: Int = 7) -> Bool {
        guard let lastSync else { return true }
        return now.timeIntervalSince(lastSync.date) > Double(days) * 86_400
    }
}

extension Store {
    /// Nil when the store has no remote to sync with.
    public func syncStatus() throws -> SyncStatus? {
        let repo = try repository()
        guard let remote = try? chooseRemote(nil, in: repo) else { return nil }
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
            throw KeptError.git(Message("git.cannotCompare", ["remote": remote.name]), error)
        }
        return SyncStatus(remote: remote.name, unpushed: unpushed, lastSync: lastSync())
    }
}
