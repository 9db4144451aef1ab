internal import KeptGit
import Foundation

/// One commit as the store's history shows it.
public struct CommitRecord: Sendable, Equatable {
    public let id: CommitID
    public let message: String
    public let authorName: String
    public let authorEmail: String
    public let date: Date
    /// The author's UTC offset in minutes, as recorded in the commit.
    public let utcOffsetMinutes: Int
    /// The path the followed entry had in this commit (differs from today's after a rename).
    public let path: String?

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
    public var summary: String {
        String(message.prefix { $0 != "\n" })
    }
}
