import Foundation

/// The hub's own syncs: `kept serve` on a store with remotes syncs with them as `kept sync`
/// does — the same operation (`Store.sync`), so the same merge, conflict copies, encrypted
/// remotes and path gate, under the same store lock as every writer — at start, after a
/// change made through it, and on a schedule (`HubSyncSchedule`).
///
/// A sync runs on a thread of its own, never in a request: a write through the hub takes the
/// store lock, commits and answers whatever the remote does. A failing remote (down, refusing
/// the login, pushing a tree the path gate refuses) is tried again with backoff, and what
/// happened is kept (`status`) for the pages and reported for the log. The commits a sync
/// would push are in the store already, so a hub killed at any point pushes them when it
/// starts again: its first sync is at start.
package final class HubSync: Sendable {
    package let schedule: HubSyncSchedule
    private let store: Store
    private let transfer: TransferSettings
    private let keys: KeyRing?
    private let now: @Sendable () -> Date
    private let state = Locked(State())
    private let worker = DispatchQueue(label: "kept.serve.sync", qos: .utility)

    private struct State: Sendable {
        var status = HubSyncStatus()
        /// When the next sync is due: the schedule's, or a retry's after a failure.
        var due: Date?
        /// When the first change of a burst made through the hub is due to be synced.
        var changeDue: Date?
        var failures = 0
    }

    package init(store: Store, schedule: HubSyncSchedule = HubSyncSchedule(), transfer: TransferSettings = TransferSettings(),
                 keys: KeyRing? = nil, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.schedule = schedule
        self.transfer = transfer
        self.keys = keys
        self.now = now
    }

    package var status: HubSyncStatus { state.withLock { $0.status } }

    /// A change was made through the hub: it is synced `afterChange` after the first change of
    /// its burst (those made meanwhile go with it).
    package func changed() {
        let due = now() + schedule.afterChange
        state.withLock { state in
            state.status.changesWaiting = true
            if state.changeDue == nil { state.changeDue = due }
        }
    }

    /// When the next sync should start: a change's, unless a failure's backoff says later.
    package var nextDue: Date? {
        state.withLock { state in
            guard let due = state.due else { return state.changeDue }
            guard let change = state.changeDue, state.failures == 0 else { return due }
            return min(due, change)
        }
    }

    /// Syncs with every remote in turn (as `kept sync` without a name: one that fails does not
    /// keep the others from syncing), then plans the next sync; what each did, in order.
    @discardableResult
    package func syncNow() -> [HubSyncEvent] {
        let started = now()
        let (hadFailed, waiting) = state.withLock { state -> (Bool, Bool) in
            let waiting = state.changeDue != nil || state.status.changesWaiting
            state.changeDue = nil
            return (state.failures > 0, waiting)
        }
        let remotes = ((try? store.remotes()) ?? []).map(\.name)
        var events: [HubSyncEvent] = []
        var failure: HubSyncStatus.Problem?
        var failures = state.withLock { $0.failures }
        for remote in remotes {
            do {
                let summary = try store.sync(remote: remote, now: started, transfer: transfer, keys: keys)
                events.append(.synced(summary, recovered: hadFailed))
            } catch {
                if failure == nil { failures += 1 }
                let delay = schedule.retryDelay(afterFailures: failures)
                let reason = Message.of(error)
                failure = HubSyncStatus.Problem(date: now(), remote: remote, reason: reason, retry: now() + delay)
                events.append(.failed(remote: remote, reason: reason, retryIn: delay))
            }
        }
        let finished = now()
        state.withLock { state in
            state.status.remotes = remotes
            if let failure {
                state.failures = failures
                state.status.lastFailure = failure
                state.due = failure.retry
                // What was waiting still is; a change made during the sync is too.
                state.status.changesWaiting = waiting || state.changeDue != nil
                if state.changeDue == nil && waiting { state.changeDue = failure.retry }
            } else {
                state.failures = 0
                if !remotes.isEmpty { state.status.lastSuccess = finished; state.status.lastFailure = nil }
                state.status.changesWaiting = state.changeDue != nil
                state.due = finished + schedule.every
            }
        }
        return events
    }

    /// Syncs at once, then whenever one is due, until the task is cancelled. `report` hears
    /// what each sync did; `after` is called after each round (the pages show the status).
    package func run(report: @escaping @Sendable (HubSyncEvent) -> Void, after: @escaping @Sendable () -> Void = {}) async {
        while !Task.isCancelled {
            let events = await withCheckedContinuation { (done: CheckedContinuation<[HubSyncEvent], Never>) in
                worker.async { [self] in done.resume(returning: syncNow()) }
            }
            events.forEach(report)
            after()
            // Looked at often: a change made meanwhile brings the next sync forward.
            while !Task.isCancelled, let due = nextDue, due > now() {
                try? await Task.sleep(for: .milliseconds(Int(min(0.25, due.timeIntervalSince(now())) * 1000) + 1))
            }
        }
    }
}
