import Foundation
internal import KeptGit
#if canImport(Glibc)
import Glibc
#endif

/// Where a clone is made: a hidden folder beside its destination (`.NAME.kept-clone-PID`),
/// renamed into place once whole, its index cache written. A clone killed midway never looks
/// like a store: it did (libgit2 had checked out some files and written an index without the
/// rest), and the next `kept sync` committed every file not yet there as deleted, and pushed
/// that to the other machines.
package struct CloneStaging {
    let destination: String
    let folder: String

    /// Removes what killed clones into the same destination left (their process is gone).
    init(destination: String) throws {
        let parent = (destination as NSString).deletingLastPathComponent
        let prefix = "." + (destination as NSString).lastPathComponent + ".kept-clone-"
        self.destination = destination
        folder = (parent as NSString).appendingPathComponent(prefix + String(getpid()))
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw KeptError.io(parent, Message(.errorInitCannotCreateFolder, ["localizedDescription": "\(error.localizedDescription)"]))
        }
        for name in (try? fm.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)),
                  pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) else { continue }
            try? fm.removeItem(atPath: (parent as NSString).appendingPathComponent(name))
        }
    }


    /// Puts the whole clone at its destination: one rename, or (an empty folder that cannot be
    /// replaced, such as a mount point) its items one by one, `.git` last, so that the folder
    /// is no repository until everything else is in it.
    func finish() throws {
        TestHooks.reached(.cloneFinish)
        if rename(folder, destination) == 0 { return }
        let fm = FileManager.default
        let items = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
        for item in items.filter({ $0 != ".git" }) + items.filter({ $0 == ".git" }) {
            let from = (folder as NSString).appendingPathComponent(item)
            guard rename(from, (destination as NSString).appendingPathComponent(item)) == 0 else {
                throw KeptError.io(destination, Message(.cloneCannotMoveIntoPlace,
                                                        ["staging": folder, "reason": String(cString: strerror(errno))]))
            }
        }
        try? fm.removeItem(atPath: folder)
    }

    /// Removes the unfinished clone (a failed one: the destination was never touched).
    func discard() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
