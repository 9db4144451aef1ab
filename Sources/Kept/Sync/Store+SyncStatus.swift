import Foundation
internal import KeptGit

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
