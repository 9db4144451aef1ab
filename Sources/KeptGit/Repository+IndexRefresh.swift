internal import CLibGit2
import Foundation

/// Writing back the stat data a status refreshes, as `git status` does.
///
/// A status compares each file's stat data with its index entry; when they differ (a store
/// copied or restored, so every inode and ctime is new) it reads and hashes the file, and
/// without writing the result down it hashes all of them again next time: 10,000 files read
/// on every sync. libgit2 writes the refreshed entries with `GIT_STATUS_OPT_UPDATE_INDEX`, but
/// it reads the index before its status and takes `index.lock` only to write, so a `git add`
/// the user ran meanwhile would be lost, and a lock another git holds would fail the status.
/// Here, as git does, `index.lock` is taken first: the status runs on a hard link of the index
/// (the same bytes and mtime, so racy entries stay racy), libgit2 writes its refreshed copy
/// beside it, and that copy becomes the index through `index.lock`. When the lock is taken
/// by someone else, the status runs without writing anything, as `git status` then does.
extension Repository {
    /// The private name of the index the status reads and libgit2 rewrites: ends in `.lock`,
    /// so a kept killed meanwhile has it removed with the other lock files (`gitLeftovers`).
    static let refreshedIndexName = "index.kept-refresh.lock"

    /// Runs `status` (given whether it may update the index) on an index whose refreshed
    /// entries are then written to `.git/index`.
    func refreshingIndex<T>(_ status: (_ mayUpdate: Bool) throws -> T) throws -> T {
        let folder = gitDirectory
        let index = folder + "/index", lock = index + ".lock", copy = folder + "/" + Self.refreshedIndexName
        let descriptor = Foundation.open(lock, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return try status(false) }
        close(descriptor)
        var published = false
        defer {
            unlink(copy)
            if !published { unlink(lock) }
        }
        unlink(copy)
        // No index yet (a store before its first commit), or links not allowed here.
        guard link(index, copy) == 0 else { return try status(false) }
        var before = stat()
        guard lstat(copy, &before) == 0 else { return try status(false) }

        var opened: OpaquePointer?
        try check("open index") { git_index_open(&opened, copy) }
        git_repository_set_index(pointer, opened)
        defer { git_repository_set_index(pointer, nil) }
        // As libgit2 sets up the repository's own index: case, modes and links from config.
        let caps = git_index_set_caps(opened, GIT_INDEX_CAPABILITY_FROM_OWNER.rawValue)
        git_index_free(opened)
        try check("read index settings") { caps }
        // A file edited while the status runs can keep its size and whole-second mtime: git,
        // which compares whole seconds, would then take the refreshed entry as unchanged.
        // The index is dated a second before the status began, so every file stat'd after that
        // counts as racy (its mtime not older than the index's) and git reads it again.
        var started = timespec()
        clock_gettime(CLOCK_REALTIME, &started)
        let result = try status(true)

        // libgit2 replaces the file when it wrote refreshed entries, and leaves it otherwise.
        var after = stat()
        if lstat(copy, &after) == 0, after.st_ino != before.st_ino {
            let dated = timespec(tv_sec: started.tv_sec - 1, tv_nsec: 0)
            var times = [dated, dated]
            guard utimensat(AT_FDCWD, copy, &times, 0) == 0 else { return result }
            // Onto the lock file, which stays taken throughout, then into place: git's way.
            if rename(copy, lock) == 0 {
                published = rename(lock, index) == 0
            }
        }
        return result
    }
}
