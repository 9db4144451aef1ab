import Foundation

/// When the hub (`kept serve` with remotes) syncs: at start, `afterChange` after the first of
/// a burst of changes made through it (one sync for the burst), every `every` to bring the
/// others' changes in, and after a failure again with a delay that doubles from `firstRetry`
/// up to `every` (a remote that is down is not asked every second, nor given up on).
package struct HubSyncSchedule: Sendable, Equatable {
    package var every: TimeInterval
    package var afterChange: TimeInterval
    package var firstRetry: TimeInterval

    /// `--sync-every` unless given: five minutes.
    package static let defaultEvery: TimeInterval = 300
    /// Well within the 30 s a phone's change may wait for the remote, and long enough that
    /// a diary line, a photo and a consume made together are one sync.
    package static let defaultAfterChange: TimeInterval = 10

    package init(every: TimeInterval = defaultEvery, afterChange: TimeInterval = defaultAfterChange, firstRetry: TimeInterval = 5) {
        self.every = every
        self.afterChange = afterChange
        self.firstRetry = firstRetry
    }

    /// How long to wait after the `failures`-th failure in a row (1 for the first).
    package func retryDelay(afterFailures failures: Int) -> TimeInterval {
        let cap = max(every, 1)
        var delay = min(firstRetry, cap)
        for _ in 1..<max(1, failures) where delay < cap { delay = min(delay * 2, cap) }
        return delay
    }
}
