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
