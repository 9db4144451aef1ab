import Foundation
internal import KeptGit

extension Store {
    /// The store's commits, newest first; with `path`, those that changed that entry,
    /// followed back through `kept mv` renames; with `since`, none older than that.
    package func history(of path: String? = nil, limit: Int? = nil, since: Date? = nil) throws -> [CommitRecord] {
        try commits(of: path, limit: limit, since: since).map(CommitRecord.init)
    }

    /// `history` as the git wrapper gives it, for the domain's own use of commit ids.
    func commits(of path: String? = nil, limit: Int? = nil, since: Date? = nil) throws -> [CommitInfo] {
        do {
            return try repository().history(of: path, limit: limit, since: since)
        } catch let error as GitError {
            throw KeptError.git(Message(.gitCannotReadHistory), GitProblem(error))
        }
    }
}
