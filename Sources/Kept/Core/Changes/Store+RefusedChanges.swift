import Foundation
internal import KeptGit

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
                ? Message(.refusedOutsideLink, ["target": link.target])
                : Message(.refusedInsideOutsideLink, ["link": link.path, "target": link.target])
        }
        if Repository.exists(at: absolutePath(trimmed)) {
            return Message(.refusedNestedRepository)
        }
        return nil
    }

    /// The changes `kept commit` and `kept sync` leave out (see `RefusedChange`).
    package func refusedChanges() throws -> [RefusedChange] {
        do { return sortedChanges(try repository().changes()).refused } catch let error as GitError {
            throw KeptError.git(Message(.gitCannotReadStatus), GitProblem(error))
        }
    }
}
