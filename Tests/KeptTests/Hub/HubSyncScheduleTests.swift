import Foundation
@testable import Kept
import Testing

/// When the hub syncs (issue 46): a burst of changes is one sync, a failure is retried with a
/// delay that doubles up to the schedule's interval, and what happened is kept for the pages.
struct HubSyncScheduleTests {
    @Test func retriesBackOffUpToTheInterval() {
        let schedule = HubSyncSchedule(every: 300, afterChange: 10, firstRetry: 5)
        #expect((1...8).map { schedule.retryDelay(afterFailures: $0) } == [5, 10, 20, 40, 80, 160, 300, 300])
        // A short interval (the tests' 2 s) caps the first retry too.
        #expect(HubSyncSchedule(every: 2).retryDelay(afterFailures: 1) == 2)
    }

    @Test func aBurstOfChangesIsOneSyncAndAFailureIsKept() throws {
        let root = NSTemporaryDirectory() + "kept-hub-\(UUID().uuidString.prefix(8))"
        let store = try Store(root: try Store.initialize(at: root).root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try store.addRemote(name: "origin", url: root + "-nowhere.git")
        let clock = Locked(Date(timeIntervalSince1970: 1_800_000_000))
        let hub = HubSync(store: store, schedule: HubSyncSchedule(every: 300, afterChange: 10, firstRetry: 5),
                          now: { clock.withLock { $0 } })
        let start = clock.withLock { $0 }
        hub.changed()
        clock.withLock { $0 += 3 }
        hub.changed()
        hub.changed()
        #expect(hub.nextDue == start + 10, "the first change of the burst sets when")
        #expect(hub.status.changesWaiting)
        let events = hub.syncNow()
        guard case let .failed(remote, _, retryIn) = try #require(events.first) else { Issue.record("\(events)"); return }
        #expect(remote == "origin" && retryIn == 5)
        let status = hub.status
        #expect(status.remotes == ["origin"] && status.lastSuccess == nil && status.changesWaiting)
        #expect(status.lastFailure?.reason.english.contains("there is no repository at") == true, "\(String(describing: status.lastFailure))")
        #expect(hub.nextDue == start + 3 + 5, "retried after its backoff, not at once")
        _ = hub.syncNow()
        #expect(hub.status.lastFailure?.retry == start + 3 + 10)
    }
}
