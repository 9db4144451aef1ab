import Foundation

/// When a change was made, for a change committed later than it was made: a phone's change
/// queued offline and sent on arrival. Its commit's author date is this time (with its UTC
/// offset), the committer date the moment it arrived, as `git rebase` keeps the two apart.
/// Set for the length of one request by the server (`ChangeMadeAt`); nil commits now.
package struct AuthorTime: Sendable, Equatable {
    package let date: Date
    /// Minutes east of UTC where it was made (Seoul: 540).
    package let offsetMinutes: Int

    package init(date: Date, offsetMinutes: Int) {
        self.date = date
        self.offsetMinutes = offsetMinutes
    }

    @TaskLocal package static var current: AuthorTime?
}
