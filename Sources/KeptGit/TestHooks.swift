import Foundation

/// The moments at which a test may stop or fail this process: every test seam kept has, in one
/// place. The front ends' `main` hands over their environment once (`install(from:)`); nothing
/// else reads a test variable, and the shipped program does nothing here unless one is set.
///
/// - `KEPT_TEST_FAIL_COMMIT=MESSAGE`: every commit fails with MESSAGE after staging (a full
///   disk, honestly simulated).
/// - `KEPT_TEST_KILL_AT=POINT`: SIGKILL this process at POINT, a `KillPoint` by its name
///   (`sync-write:N`, `import-write:N`, `clone-finish`, `serve-commit:N`…), so that the
///   tests and Tests/Stress/run prove a killed writer loses nothing and does nothing twice.
package enum TestHooks {
    /// A named moment in a write.
    package enum KillPoint: Sendable, Equatable {
        /// A sync has written its Nth file (0 = the first) to a temporary file, before the rename.
        case syncWrite(Int)
        /// An import has written its Nth entry, before its commit.
        case importWrite(Int)
        /// A clone is whole, before it is moved into place.
        case cloneFinish
        /// Any other point, by the name a feature gives it (`serve-after-commit`, `serve-before-commit`…),
        /// with the count of times it was reached before (0 = the first time).
        case named(String, Int)

        /// `sync-write:3`, `clone-finish`, `serve-after-commit:0`; nil for anything else.
        package init?(_ spec: String) {
            let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
            let count = parts.count == 2 ? Int(parts[1]) : 0
            guard let name = parts.first, !name.isEmpty, let count, count >= 0 else { return nil }
            switch name {
            case "sync-write": self = .syncWrite(count)
            case "import-write": self = .importWrite(count)
            case "clone-finish": self = .cloneFinish
            default: self = .named(name, count)
            }
        }
    }

    private struct Settings {
        var killAt: KillPoint?
        var failCommit: String?
        var reached: [String: Int] = [:]
    }

    private final class Shared: @unchecked Sendable {  // `settings` is only touched under `lock`
        let lock = NSLock()
        var settings = Settings()
    }

    private static let shared = Shared()

    private static func withSettings<T>(_ body: (inout Settings) -> T) -> T {
        shared.lock.lock()
        defer { shared.lock.unlock() }
        return body(&shared.settings)
    }

    /// Reads the test variables from `environment` (the process's, passed by a front end's `main`).
    package static func install(from environment: [String: String]) {
        let failure = environment["KEPT_TEST_FAIL_COMMIT"].flatMap { $0.isEmpty ? nil : $0 }
        let point = environment["KEPT_TEST_KILL_AT"].flatMap(KillPoint.init)
        withSettings { $0 = Settings(killAt: point, failCommit: failure) }
    }

    /// Sets the hooks directly (the in-process tests).
    package static func set(killAt: KillPoint? = nil, failCommit: String? = nil) {
        withSettings { $0 = Settings(killAt: killAt, failCommit: failCommit) }
    }

    /// The message every commit fails with, when a test asked for that.
    package static var commitFailure: String? { withSettings { $0.failCommit } }

    /// Whether a kill point is set at all: lets a hot loop skip its bookkeeping.
    package static var killPointSet: Bool { withSettings { $0.killAt != nil } }

    /// Ends this process at once (SIGKILL: nothing flushed, no handler run) when `point` is the
    /// one asked for.
    package static func reached(_ point: KillPoint) {
        guard withSettings({ $0.killAt == point }) else { return }
        kill(getpid(), SIGKILL)
    }

    /// The same for a point reached many times: the `count`th time (0 = the first) is the one
    /// `KEPT_TEST_KILL_AT=name:count` names.
    package static func reached(_ name: String) {
        let kill = withSettings { settings -> Bool in
            guard case let .named(wanted, count)? = settings.killAt, wanted == name else { return false }
            let times = settings.reached[name, default: 0]
            settings.reached[name] = times + 1
            return times == count
        }
        if kill { Foundation.kill(getpid(), SIGKILL) }
    }
}
