import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a file or folder of the store cannot be read, said as the permission problem it is
/// (who owns it, its mode, who kept runs as, the `chown`/`chmod` that fixes it), never as
/// damage to the git repository: `kept check` once told a user with one root-owned entry to
/// restore `.git` from a backup.
enum PermissionProblem {
    /// The message for `relative` (as check names it) at `full`; `folder` when it is a folder
    /// that cannot be opened.
    static func message(_ relative: String, full: String, folder: Bool, accounts: any AccountNames) -> Message {
        var info = stat()
        guard lstat(full, &info) == 0 else {
            return folder ? Message(.checkUnreadableFolderGone, ["path": relative])
                : Message(.checkCannotRead, ["path": relative])
        }
        let me = geteuid()
        let mode = String(info.st_mode & 0o7777, radix: 8)
        let arguments = ["path": relative, "full": full, "mode": mode,
                         "owner": accounts.name(of: info.st_uid), "user": accounts.name(of: me)]
        let own = info.st_uid == me
        let key: MessageKey = folder ? (own ? .checkUnreadableFolderOwnMode : .checkUnreadableFolderOtherOwner)
            : (own ? .checkUnreadableOwnMode : .checkUnreadableOtherOwner)
        return Message(key, arguments)
    }

    /// Whether this process may list and enter the folder at `full`.
    static func cannotEnter(_ full: String) -> Bool {
        access(full, R_OK | X_OK) != 0 && errno == EACCES
    }

    /// The work-tree file a libgit2 error names (`failed open - '/s/diary/a.md' is locked:
    /// Permission denied`), store-relative, when it names one outside `.git`: then git could not
    /// read a file of the user's, and its repository is not in question.
    static func workTreeFile(in gitMessage: String, root: String) -> String? {
        // libgit2 names the work tree as it opened it, which may be the real path.
        let roots = Set([root] + [Store.realPath(root)].compactMap { $0 }).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        for match in gitMessage.matches(of: /'([^']+)'/) {
            let path = String(match.output.1)
            guard let prefix = roots.first(where: { path.hasPrefix($0) }) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            if relative == ".git" || relative.hasPrefix(".git/") { return nil }
            return relative
        }
        return nil
    }
}

/// The names of the machine's accounts, which the domain does not look up itself (it reads
/// nothing of the machine): the command line passes one that asks the system.
package protocol AccountNames: Sendable {
    /// The account's name, or its number when it has none (`1001`).
    func name(of uid: uid_t) -> String
}

/// Accounts named by their numbers: what a store is told when nobody passes names.
package struct AccountNumbers: AccountNames {
    package init() {}
    package func name(of uid: uid_t) -> String { String(uid) }
}
