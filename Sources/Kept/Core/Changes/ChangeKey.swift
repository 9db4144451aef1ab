import Foundation

/// A change sent with a key (the phone's `Idempotency-Key`) is made exactly once, whatever
/// moment the server is killed at: the key goes into the change's own commit, as a trailer
/// line `Kept-Change-Key: KEY` (and into the intent a killed write is finished from), so the
/// commit and its key are one durable step. A change whose key is already in history is not
/// made again: under the store lock, once any interrupted write has been finished, the recent
/// commits are looked through and `ChangeAlreadyMadeError` thrown instead.
package final class ChangeKey: Sendable {
    /// The key of the change the current task is making, set by the web server around a request.
    @TaskLocal package static var current: ChangeKey?

    package let key: String
    private let looked = Locked(false)

    package init(_ key: String) {
        self.key = key
    }

    /// The commits looked through for the key: far more than a phone's queue holds.
    static let lookBack = 1_000
    static let trailerName = "Kept-Change-Key"

    var trailer: String { "\(Self.trailerName): \(key)" }

    /// `message` with the key's trailer after it.
    func marked(_ message: String) -> String {
        message + (message.hasSuffix("\n") ? "\n" : "\n\n") + trailer
    }

    /// Whether a commit message carries this key.
    func isIn(_ message: String) -> Bool {
        message.split(separator: "\n").contains { $0 == trailer }
    }

    /// True the first time it is asked (the first lock a request takes looks, later ones of
    /// the same request, which may follow its own commit, do not).
    func firstLook() -> Bool {
        looked.withLock { looked in
            defer { looked = true }
            return !looked
        }
    }

    /// A step of a keyed change reached: `KEPT_TEST_KILL_AT=keyed-written` (its files written,
    /// its intent noted, the commit not made), `keyed-committed` (the commit made, the key not
    /// yet recorded among the applied changes) or `keyed-recorded` (recorded, not answered)
    /// stops the server there, for the tests that kill it at each step and send the key again.
    package static func reached(_ step: String) { TestSeams.reached("keyed-" + step) }
}

/// The change of `ChangeKey.current` is already in history (made before a crash, its answer
/// lost): nothing was done again.
package struct ChangeAlreadyMadeError: Error, Equatable {
    package let key: String
}
