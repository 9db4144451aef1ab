import Foundation

/// Where this machine stands with its remote, for the overview.
package struct SyncStatus: Sendable, Equatable {
    package let remote: String
    /// Commits here that the remote has not got (as of the last fetch).
    package let unpushed: Int
    package let lastSync: LastSync?

    /// True when the store was never synced here or not for `days` days.
    package func isStale(now: Date = Date(), days: Int = 7) -> Bool {
        guard let lastSync else { return true }
        return now.timeIntervalSince(lastSync.date) > Double(days) * 86_400
    }
}
