import Foundation
internal import KeptGit

extension Store {
    /// The store's commits, newest first; with `path`, those that changed that entry,
    /// followed back through `kept mv` renames; with `since`, none older than that.
    public func history(of path: String? = nil, limit: Int? = nil, since: Date? = nil) throws -> [CommitRecord] {
        try commits(of: path, limit: limit, since: since).map(CommitRecord.init)
    }

    /// `history` as the git wrapper gives it, for the domain's own use of commit ids.
    func commits(of path: String? = nil, limit: Int? = nil, since: Date? = nil) throws -> [CommitInfo] {
        do {
            return try repository().history(of: path, limit: limit, since: since)
        } catch let error as GitError {
            throw KeptError.git(Message("git.cannotReadHistory"), GitFailure(error))
        }
    }

    /// Whether the store has changes not yet committed (edits made outside kept).
    public func pendingChanges() throws -> [ChangedFile] {
        // The temporary file of a write a crash interrupted is not an edit: never committed
        // (the next writer removes it).
        // Links leading outside and nested repositories are refused (`RefusedChange`).
        do { return sortedChanges(try repository().changes().filter { !AtomicFile.isTemporary($0.path) }).committable.map(ChangedFile.init) } catch let error as GitError {
            throw KeptError.git(Message("git.cannotReadStatus"), GitFailure(error))
        }
    }
}
