import Foundation

/// What one of the hub's syncs did, for `kept serve`'s log.
package enum HubSyncEvent: Sendable {
    /// A sync with a remote succeeded (`recovered`: after failing).
    case synced(SyncSummary, recovered: Bool)
    /// A sync with `remote` failed for `reason`; it is tried again after `retryIn` seconds.
    case failed(remote: String, reason: Message, retryIn: TimeInterval)
}
