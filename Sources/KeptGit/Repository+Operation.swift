internal import CLibGit2
import Foundation

/// A git operation the user started in the store with git itself and has not finished: while
/// one is in progress (or HEAD is detached) a commit would land where git's own
/// `--abort` drops it, so kept writes nothing (`Store.locked`).
package enum GitOperation: String, Sendable, Equatable, CaseIterable {
    case rebase
    case merge
    case cherryPick
    case revert
    case bisect
    /// `git am` stopped on a patch.
    case applyMailbox
    /// HEAD names a commit, not a branch (`git checkout <commit>`).
    case detachedHead
}

extension Repository {
    /// The operation in progress, as git records it in `.git` (libgit2's
    /// `git_repository_state`, which knows bisect by `BISECT_LOG`), or a detached HEAD when
    /// nothing else is; nil when the store is on a branch with nothing under way.
    package func operationInProgress() -> GitOperation? {
        let state = git_repository_state(pointer)
        // A negative value is an error reading `.git`: the command's own git calls report it.
        guard state >= 0 else { return nil }
        switch UInt32(state) {
        case GIT_REPOSITORY_STATE_NONE.rawValue: break
        case GIT_REPOSITORY_STATE_MERGE.rawValue: return .merge
        case GIT_REPOSITORY_STATE_REVERT.rawValue, GIT_REPOSITORY_STATE_REVERT_SEQUENCE.rawValue: return .revert
        case GIT_REPOSITORY_STATE_CHERRYPICK.rawValue, GIT_REPOSITORY_STATE_CHERRYPICK_SEQUENCE.rawValue: return .cherryPick
        case GIT_REPOSITORY_STATE_BISECT.rawValue: return .bisect
        case GIT_REPOSITORY_STATE_APPLY_MAILBOX.rawValue: return .applyMailbox
        // REBASE, REBASE_INTERACTIVE, REBASE_MERGE, APPLY_MAILBOX_OR_REBASE (`rebase-apply`).
        default: return .rebase
        }
        // 1 detached, 0 on a branch (an unborn one too), < 0 when HEAD cannot be read: that
        // is for the command's own git calls to report.
        return git_repository_head_detached(pointer) == 1 ? .detachedHead : nil
    }

    /// The short names of the local branches, sorted (what `git switch` can go back to).
    package func localBranches() -> [String] {
        var iterator: OpaquePointer?
        guard git_branch_iterator_new(&iterator, pointer, GIT_BRANCH_LOCAL) == 0 else { return [] }
        defer { git_branch_iterator_free(iterator) }
        var names: [String] = []
        var reference: OpaquePointer?
        var type = GIT_BRANCH_LOCAL
        while git_branch_next(&reference, &type, iterator) == 0 {
            var name: UnsafePointer<CChar>?
            if git_branch_name(&name, reference) == 0, let name { names.append(String(cString: name)) }
            git_reference_free(reference)
        }
        return names.sorted()
    }
}
