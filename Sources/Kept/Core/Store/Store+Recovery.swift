import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finishing what a killed `kept` left half done. Taking the lock tells (`StoreLock`); the
/// new holder then, before its own change:
/// - removes what libgit2 left in `.git` (`index.lock`, which would refuse every later
///   commit, other lock files, half-written objects);
/// - removes the temporary files of unfinished atomic writes (`.NAME.kept-PID.tmp`) of
///   processes that are gone;
/// - rolls the interrupted change forward: its writes are atomic, so each file is whole, old
///   or new; what it meant to delete goes once its new files are all there; and it commits
///   those paths with the message it meant to use (nothing, if it had already committed).
extension Store {
    /// Takes the lock only to finish what a killed kept left undone (its change, a sync): for
    /// a command that reads an entry before it writes (an edit opens the editor first).
    package func finishInterruptedWork() throws {
        try locked {}
    }

    /// Notes the change about to be made in the lock file (while holding the lock).
    /// Also keeps the files' present bytes, so that a commit that fails can undo the change.
    func intend(_ message: String, writes: [String], removes: [String] = []) {
        // As it will be committed: a change the assistant began is finished as the assistant's.
        heldLock.current?.record(StoreIntent(pid: getpid(), message: recorded(message), writes: writes, removes: removes))
        var before: [String: Data?] = [:]
        for path in writes + removes { before[path] = .some(try? contents(at: path)) }
        heldLock.before = before
    }

    /// Puts the files of the change being made back as they were (see `intend`) and their
    /// index entries back to HEAD's; the files that could not be put back.
    func undoIntendedChange() -> [String] {
        let before = heldLock.before
        heldLock.before = [:]
        var failed: [String] = []
        for (path, data) in before.sorted(by: { $0.key < $1.key }) {
            do {
                if let data { try writeFile(data, at: path) } else { unlink(absolutePath(path)) }
            } catch {
                failed.append(path)
            }
        }
        try? repository().resetIndex(before.keys.map(diskNames.disk))
        return failed
    }

    func recover(from intent: StoreIntent) throws {
        removeStaleGitLocks()
        removeStaleTemporaryFiles()
        guard !intent.writes.isEmpty || !intent.removes.isEmpty else { return }
        let present = intent.writes.filter { FileManager.default.fileExists(atPath: absolutePath($0)) }.count
        let written = present == intent.writes.count
        if written {
            for path in intent.removes where FileManager.default.fileExists(atPath: absolutePath(path)) {
                try removeFile(path)
            }
        }
        // A change killed halfway through its writes (an import of many files) is committed as
        // far as it got, and its summary says so: `import: 10,000 diary entries` over 2,067
        // files would be a wrong line in the log.
        var message = intent.message.isEmpty ? "finish an interrupted change" : intent.message
        // Its mark (` (via assistant)`), if it had one, stays at the end of the first line.
        var lines = message.components(separatedBy: "\n")
        let (summary, via) = CommitAttribution.read(lines[0])
        lines[0] = summary
        if !written { lines[0] += " (interrupted: \(present) of \(intent.writes.count) files written)" }
        message = lines.joined(separator: "\n")
        if let via { message = CommitAttribution.marked(message, via: via) }
        message += "\n\nFinished by kept (pid \(getpid())): kept (pid \(intent.pid)) stopped before committing it."
        _ = try commit(Array(Set(intent.writes + intent.removes)).sorted(), message: message, marking: false)
    }

    /// What libgit2 leaves in `.git` when killed: lock files (`index.lock`, `FETCH_HEAD.lock`,
    /// ref and reflog locks) and half-written objects and packs (`tmp_object_git2_*`,
    /// `pack_git2_*`), store-relative. Stale when no kept holds the store lock. Only the
    /// folders where they appear are read, not every object.
    func gitLeftovers() -> [String] {
        let fm = FileManager.default
        func isLeftover(_ name: String) -> Bool { name.hasSuffix(".lock") || name.contains("_git2_") }
        var found: [String] = []
        for folder in [".git", ".git/objects", ".git/objects/pack"] {
            for name in (try? fm.contentsOfDirectory(atPath: absolutePath(folder))) ?? [] where isLeftover(name) {
                found.append("\(folder)/\(name)")
            }
        }
        for folder in [".git/refs", ".git/logs"] {
            guard let walker = fm.enumerator(atPath: absolutePath(folder)) else { continue }
            while let item = walker.nextObject() as? String {
                if isLeftover((item as NSString).lastPathComponent) { found.append("\(folder)/\(item)") }
            }
        }
        return found.sorted()
    }
}

extension Store {
    /// The folders of kept's own state, where readers write too (the index cache of a `kept
    /// list`, recent searches, drafts made before the lock is taken): every lock holder
    /// removes the temporary files left there by processes that are gone. A few names each,
    /// so it costs nothing; the whole store is walked only after a killed writer.
    static let sweptFolders = [".kept", ".kept/cache", ".kept/state", ".kept/state/drafts", ".kept/reviews"]

    func removeStaleStateTemporaries() {
        guard let store = try? folder() else { return }
        for relative in Self.sweptFolders {
            // Opened without following links: a linked folder is never swept through.
            guard let fd = try? store.open(relative, O_RDONLY | O_DIRECTORY), fd >= 0 else { continue }
            guard let listing = fdopendir(fd) else { close(fd); continue }
            defer { closedir(listing) }
            var stale: [String] = []
            while let item = readdir(listing) {
                let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if AtomicFile.isTemporary(name), let pid = StrayFiles.temporaryWriter(name), pid != getpid(),
                   kill(pid, 0) != 0 && errno == ESRCH {
                    stale.append(name)
                }
            }
            for name in stale { unlinkat(dirfd(listing), name, 0) }
        }
    }
}

private extension Store {
    func removeStaleGitLocks() {
        for path in gitLeftovers() { unlink(absolutePath(path)) }
    }

    func removeStaleTemporaryFiles() {
        for path in StrayFiles.find(in: self).temporaries { unlink(absolutePath(path)) }
    }
}

/// The lock this process holds on a store, so that changes can note their intent in it.
final class HeldLock: Sendable {
    private let held = Locked<StoreLock?>(nil)
    private let saved = Locked<[String: Data?]>([:])

    /// The bytes of the files the change being made writes or removes, as they were.
    var before: [String: Data?] {
        get { saved.withLock { $0 } }
        set { saved.withLock { $0 = newValue } }
    }

    var current: StoreLock? {
        get { held.withLock { $0 } }
        set { held.withLock { $0 = newValue } }
    }
}
