import Foundation
import KeptGit

/// A change in the work tree that `kept commit` and `kept sync` leave out, and why: a symbolic
/// link leading outside the store (or a file under one), or a git repository nested in the
/// store. Committing either would put into history what is not the store's (a link another
/// machine would follow, or a repository git cannot store as files).
public struct RefusedChange: Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: Message
    /// A nested repository rather than a link (links are named by `kept check` on their own).
    public var isRepository: Bool { reason.key == "refused.nestedRepository" }

    public var message: Message { Message("refused.change", ["path": path]).localizing("reason", reason) }

    public var description: String { message.english }
}

extension Store {
    /// Splits the work tree's changes into those kept commits and those it refuses.
    func sortedChanges(_ changes: [PathChange]) -> (committable: [PathChange], refused: [RefusedChange]) {
        var committable: [PathChange] = []
        var refused: [RefusedChange] = []
        for change in changes {
            if let reason = refusal(change.path) { refused.append(RefusedChange(path: change.path, reason: reason)) }
            else { committable.append(change) }
        }
        return (committable, refused)
    }

    /// Why `path` is not committed, or nil.
    func refusal(_ path: String) -> Message? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if let link = linkLeavingStore(trimmed) {
            return link.path == trimmed
                ? Message("refused.outsideLink", ["target": link.target])
                : Message("refused.insideOutsideLink", ["link": link.path, "target": link.target])
        }
        if Repository.exists(at: absolutePath(trimmed)) {
            return Message("refused.nestedRepository")
        }
        return nil
    }

    /// The changes `kept commit` and `kept sync` leave out (see `RefusedChange`).
    public func refusedChanges() throws -> [RefusedChange] {
        do { return sortedChanges(try repository().changes()).refused } catch let error as GitError {
            throw KeptError.git(Message("git.cannotReadStatus"), error)
        }
    }
}
