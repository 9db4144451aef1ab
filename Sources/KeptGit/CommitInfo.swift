import Foundation

/// One commit as history shows it.
public struct CommitInfo: Sendable, Equatable {
    public let id: ObjectID
    public let message: String
    public let authorName: String
    public let authorEmail: String
    public let date: Date
    /// The author's UTC offset in minutes, as recorded in the commit.
    public let utcOffsetMinutes: Int
    /// The path the followed entry had in this commit (differs from today's after a rename).
    public let path: String?

    public var summary: String {
        String(message.prefix { $0 != "\n" })
    }
}
