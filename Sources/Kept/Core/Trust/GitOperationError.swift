import Foundation
internal import KeptGit

/// kept writes nothing while the user's own git operation is under way in the store: a
/// commit made while a `git rebase` is stopped lands on the detached HEAD, and
/// `git rebase --abort` drops it with no word; on a detached HEAD it belongs to no branch.
/// Every writer takes the store lock (`Store.locked`), which asks first; readers go on.
package struct GitOperationError: UserMessageError, Sendable, Equatable {
    /// The store's folder.
    package let root: String
    /// `rebase`, `merge`, `cherryPick`, `revert`, `bisect`, `applyMailbox` or `detachedHead`.
    package let operation: String
    /// For a detached HEAD: the branch `git switch` goes back to (`main` when there is one).
    package let branch: String?

    package var message: Message {
        Message(.machineGitOperationRefused, ["root": root]).localizing("state", state)
    }

    /// What is under way and the git commands that finish or undo it (also `kept check`'s note).
    package var state: Message {
        Message(.gitOperation(operation), ["branch": branch ?? "main"])
    }
}

extension GitOperationError {
    /// The operation under way in `repository` (the store at `root`), or nil.
    static func of(_ repository: Repository, root: String) -> GitOperationError? {
        guard let operation = repository.operationInProgress() else { return nil }
        var branch: String?
        if operation == .detachedHead {
            let branches = repository.localBranches()
            branch = branches.contains("main") ? "main" : branches.first
        }
        return GitOperationError(root: root, operation: operation.rawValue, branch: branch)
    }
}

extension GitOperationError {
    /// The git operation under way in `store`, or nil (also nil when the repository cannot be
    /// opened: the command's own git calls say why).
    static func inProgress(in store: Store) -> GitOperationError? {
        if plainlyOnABranch(gitFolder: store.absolutePath(".git")) { return nil }
        guard let repository = try? Repository.open(at: store.root) else { return nil }
        return of(repository, root: store.root)
    }

    /// Whether `.git` is a folder holding none of the files git leaves while an operation is
    /// under way, and HEAD names a branch: the common case, told by a few `lstat` calls. Opening
    /// the repository to ask libgit2 reads its configuration three times, 2 ms of every writer
    /// (`kept new` was 13% slower); anything else is still libgit2's to read and name.
    static func plainlyOnABranch(gitFolder: String) -> Bool {
        var info = stat()
        guard lstat(gitFolder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        for marker in ["rebase-merge", "rebase-apply", "MERGE_HEAD", "REVERT_HEAD", "CHERRY_PICK_HEAD", "BISECT_LOG", "sequencer"]
        where lstat(gitFolder + "/" + marker, &info) == 0 {
            return false
        }
        guard let head = FileManager.default.contents(atPath: gitFolder + "/HEAD") else { return false }
        return head.starts(with: Array("ref: refs/heads/".utf8))
    }
}
