import Foundation

/// A text kept after an edit that did not land — the editor failed, or the front matter it
/// saved cannot be read — so that nothing typed is lost. Drafts live on this machine only,
/// in `.kept/state/drafts/` (git-ignored), each beside a small record of what it was for.
package struct Draft: Sendable, Equatable {
    /// The draft's file, absolute.
    package let path: String
    /// What the text was meant to become; nil for a draft whose record is missing.
    package let purpose: DraftPurpose?
    /// When kept wrote the draft (its record's time, else the file's modification time).
    package let created: Date
    /// The title in its front matter, when one can be read.
    package let title: String?
    /// The kind the text belongs to: the kind named, `diary` for a day's entry, the kind of
    /// the edited entry's folder; nil when the record is missing.
    package let kind: String?

    /// The command that takes the draft up again where it was left.
    package var resumeCommand: String {
        let draft = ShellWord.quoted(path)
        switch purpose {
        case let .new(kind)?: return "kept new \(ShellWord.quoted(kind)) --draft \(draft)"
        case let .today(day)?: return "kept today --date \(day) --draft \(draft)"
        case let .edit(entry)?: return "kept edit \(ShellWord.quoted(entry)) --draft \(draft)"
        case let .resolve(copy)?: return "kept resolve \(ShellWord.quoted(copy)) --draft \(draft)"
        case nil: return "kept new KIND --draft \(draft)"
        }
    }

    /// A day: a draft older than this is mentioned by the overview and `kept check`.
    package static let staleAge: TimeInterval = 86_400

    /// Older than `age` seconds at `now`.
    package func isOlder(than age: TimeInterval, at now: Date) -> Bool {
        now.timeIntervalSince(created) > age
    }
}

/// What a draft was meant to become.
package enum DraftPurpose: Sendable, Equatable, Codable {
    /// A new entry of a kind (`kept new`, `kept fridge add --edit`).
    case new(kind: String)
    /// A day's diary entry (`kept today`), its day as `2026-11-22`.
    case today(day: String)
    /// An edit of the entry at this store-relative path (`kept edit`, `kept today` on a
    /// day that has its entry).
    case edit(path: String)
    /// Joining a sync's conflict copy (at this store-relative path) into its entry (`kept resolve`).
    case resolve(copy: String)

    /// What a draft for this ends its file name with (after its time and process), so that a
    /// person looking in the drafts folder sees what each is: `diary.md` for a new diary
    /// entry, `2026-11-22.md` for a day's, the entry's own file name for an edit or the
    /// joining of its conflict copy.
    package var draftName: String {
        switch self {
        case let .new(kind): return "\(kind).md"
        case let .today(day): return "\(day).md"
        case let .edit(path): return (path as NSString).lastPathComponent
        case let .resolve(copy): return ((ConflictCopy.original(of: copy) ?? copy) as NSString).lastPathComponent
        }
    }
}
