import Foundation
internal import KeptGit

/// Changes made earlier than they are committed: a phone's, queued while it was offline and
/// sent when the server could be reached. Their commits are authored when they were made (the
/// phone's clock and UTC offset) and committed when they arrived, so `kept log` and a blame
/// tell the day it was written, not the day the train left the tunnel.
package enum MadeEarlier {
    /// The oldest a queued change may say it is: a phone's queue is hours or days old. An older
    /// time is a wrong clock or a made-up header (`1 -840` gave a commit plain `git log` refuses
    /// to read, "Timestamp before Unix epoch"), and the change is authored now.
    package static let oldest: TimeInterval = 60 * 24 * 3600

    /// Runs `body` with every commit it makes authored at `date`; a time still to come (a phone
    /// clock ahead) or older than `oldest` is taken as now.
    package static func run<T>(at date: Date, offsetMinutes: Int, now: Date = Date(),
                               _ body: () async throws -> T) async rethrows -> T {
        guard date < now, now.timeIntervalSince(date) <= oldest, abs(offsetMinutes) <= 14 * 60 else { return try await body() }
        return try await AuthorTime.$current.withValue(AuthorTime(date: date, offsetMinutes: offsetMinutes)) { try await body() }
    }
}
