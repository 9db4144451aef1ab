import Foundation

/// What the hub's syncs have come to, for its pages and its log: when the last one succeeded,
/// and when and why the last one failed (cleared by the next success) and when it tries again.
package struct HubSyncStatus: Sendable, Equatable {
    /// The remotes the store syncs with (none: the hub does not sync).
    package var remotes: [String] = []
    package var lastSuccess: Date?
    package var lastFailure: Problem?
    /// Whether a change made through the hub has not been synced yet.
    package var changesWaiting = false

    package struct Problem: Sendable, Equatable {
        package let date: Date
        package let remote: String
        package let reason: Message
        package let retry: Date
    }

    package init() {}
}
