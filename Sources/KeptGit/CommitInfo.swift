import Foundation

/// One commit as history shows it.
package struct CommitInfo: Sendable, Equatable {
    package let id: ObjectID
    package let message: String
    package let authorName: String
    package let authorEmail: String
    package let date: Date
    /// The author's UTC offset in minutes, as recorded in the commit.
    package let utcOffsetMinutes: Int
    /// The path the followed entry had in this commit (differs from today's after a rename).
    package let path: String?

    package var summary: String {
        String(message.prefix { $0 != "\n" })
    }
}
