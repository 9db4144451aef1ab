internal import KeptGit
import Foundation

/// One commit as the store's history shows it.
package struct CommitRecord: Sendable, Equatable {
    package let id: CommitID
    package let message: String
    package let authorName: String
    package let authorEmail: String
    package let date: Date
    /// The author's UTC offset in minutes, as recorded in the commit.
    package let utcOffsetMinutes: Int
    /// The path the followed entry had in this commit (differs from today's after a rename).
    package let path: String?

    init(_ commit: CommitInfo) {
        id = CommitID(commit.id)
        message = commit.message
        authorName = commit.authorName
        authorEmail = commit.authorEmail
        date = commit.date
        utcOffsetMinutes = commit.utcOffsetMinutes
        path = commit.path
    }

    /// The message's first line.
    package var summary: String {
        String(message.prefix { $0 != "\n" })
    }
}
