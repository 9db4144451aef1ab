import Foundation
import Kept

/// The one-time code that pairs a device: eight digits, good once and for a limited time.
/// Wrong codes are counted: after ten in a minute every attempt is refused for a minute, so
/// that guessing the code takes years, not minutes.
actor PairingDesk {
    enum Outcome: Equatable {
        /// The server's own code: the device gets the scope the server was started with.
        case accepted
        /// A code `kept devices --pair` made: the device gets the scope given there.
        case acceptedPending(AccessScope)
        case refused
        case expired
        case tooManyAttempts
    }

    static let failuresAllowed = 10
    static let window: TimeInterval = 60

    private var code: String?
    /// Codes made by `kept devices --pair` in another process.
    private let pending: PendingPairings?

    /// What time it is: the clock's, or a test's fixed instant (a starved test run once took
    /// longer than a code's ten minutes, or than the minute guesses are counted in).
    private let clock: @Sendable () -> Date

    init(pending: PendingPairings? = nil, clock: @escaping @Sendable () -> Date = Date.init) {
        self.pending = pending
        self.clock = clock
    }
    private var expires = Date.distantPast
    private var failures: [Date] = []

    /// A new code, valid for `lifetime` from `now`; the previous one no longer works.
    func issue(lifetime: TimeInterval, now: Date? = nil) -> (code: String, expires: Date) {
        let now = now ?? clock()
        let code = Secrets.digits(8)
        self.code = code
        expires = now.addingTimeInterval(lifetime)
        return (code, expires)
    }

    func redeem(_ attempt: String, now: Date? = nil) -> Outcome {
        let now = now ?? clock()
        failures.removeAll { now.timeIntervalSince($0) > Self.window }
        guard failures.count < Self.failuresAllowed else { return .tooManyAttempts }
        let digits = attempt.filter(\.isNumber)
        if let pending, let scope = try? pending.redeem(digits, now: now) { return .acceptedPending(scope) }
        guard let code, Secrets.equal(digits, code) else {
            failures.append(now)
            return .refused
        }
        guard now < expires else {
            self.code = nil
            return .expired
        }
        self.code = nil
        return .accepted
    }
}
