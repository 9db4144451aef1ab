import Foundation
import KeptGit

extension Store {
    /// The store's commits, newest first; with `path`, those that changed that entry,
    /// followed back through `kept mv` renames; with `since`, none older than that.
    public func history(of path: String? = nil, limit: Int? = nil, since: Date? = nil) throws -> [CommitInfo] {
        do {
            return try repository().history(of: path, limit: limit, since: since)
        } catch let error as GitError {
            throw KeptError.git(Message("git.cannotReadHistory"), error)
        }
    }
}
