import Foundation
internal import KeptGit
#if canImport(Glibc)
import Glibc
#endif

/// `.kept/state/sync-journal`: `FROM TO`, written before a sync moves the files and the branch
/// from commit FROM to commit TO, removed after. Found by the next kept that takes the store
/// lock (any command, before anything else), it means a sync was killed while writing files:
/// the move is finished first, so no command ever commits a file a sync was writing.
///
/// Each file is written to a temporary file in its folder, flushed and renamed (never in
/// place, as libgit2's checkout writes), so a killed sync leaves each file whole: its old
/// version or its new one.
package struct SyncJournal {
    let store: Store

    static func path(root: String) -> String { (root as NSString).appendingPathComponent(".kept/state/sync-journal") }

    /// What `kept check` says while a journal is there.
    static func pending(root: String) -> (from: ObjectID?, to: ObjectID)? {
        guard let text = try? String(contentsOfFile: path(root: root), encoding: .utf8) else { return nil }
        let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard parts.count == 2, let to = ObjectID(hex: parts[1]) else { return nil }
        return (ObjectID(hex: parts[0]), to)
    }

}

extension SyncJournal {
    /// Moves the files, the index and then the branch from `from` to `to`, with a journal.
    func advance(_ repo: Repository, from: ObjectID?, to: ObjectID, machine: String, now: Date, message: String) throws {
        let journal = SyncJournal.path(root: store.root)
        try AtomicFile.write("\(from?.hex ?? "-") \(to.hex)\n", to: journal)
        let paths = try repo.changedPaths(from: from, to: to)
        try moveFiles(repo, paths: paths, to: to, known: [from, to].compactMap { $0 }, machine: machine, day: Day(now))
        try repo.moveBranch(to: to, message: message)
        unlink(journal)
    }

    /// Finishes a sync a kill interrupted, whatever happened since: with HEAD where the sync
    /// began, its files are brought to its commit; with commits made since (by git, or an
    /// older kept), its commit is merged into HEAD as a sync merges another machine's. A file
    /// that is neither version was edited meanwhile: it is kept beside, as a conflict copy.
    func finishInterrupted(machine: String, now: Date) throws {
        guard let (from, to) = SyncJournal.pending(root: store.root) else {
            unlink(SyncJournal.path(root: store.root))
            return
        }
        let repo = try store.repository()
        do {
            let head = try repo.headCommitID()
            if let head, repo.isAncestor(to, of: head) {
                unlink(SyncJournal.path(root: store.root))
                return
            }
            // A journal an older kept left for a commit kept now refuses is dropped, said why.
            if let refusal = try ArrivingTree.refusal(to, have: from, repo: repo) {
                try dropRefused(repo, from: from, to: to, head: head, refusal: refusal)
                return
            }
            var target = to
            var paths = try repo.changedPaths(from: from, to: to)
            if let head, head != from {
                var summary = SyncSummary(remote: "the interrupted sync")
                target = try SyncMerge(store: store).mergeCommit(ours: head, theirs: to, repo: repo, machine: machine, now: now,
                                         source: "the interrupted sync (\(to.short))", remote: machine, summary: &summary)
                paths.formUnion(try repo.changedPaths(from: head, to: target))
            }
            try moveFiles(repo, paths: paths, to: target, known: [from, to, head, target].compactMap { $0 },
                          machine: machine, day: Day(now))
            try repo.moveBranch(to: target, message: "kept sync: finish the interrupted sync")
        } catch let error as GitError {
            throw KeptError.git(Message(.journalCannotFinish, ["journal": SyncJournal.path(root: store.root)]), GitProblem(error))
        }
        unlink(SyncJournal.path(root: store.root))
    }

    /// Writes each of `paths` as `target` has it, atomically, then stages them. A file whose
    /// bytes are in none of the `known` commits (nor a cut-off start of the new one) is kept
    /// beside as a conflict copy first.
    private func moveFiles(_ repo: Repository, paths: Set<String>, to target: ObjectID, known: [ObjectID],
                           machine: String, day: Day) throws {
        var staged: [String] = []
        var written = 0
        for relative in foldersLast(paths.sorted()) {
            let file = (store.root as NSString).appendingPathComponent(relative)
            let folder = (relative as NSString).deletingLastPathComponent
            if !folder.isEmpty, let link = store.linkLeavingStore(folder) {
                throw KeptError.io(relative, Message(.journalThroughLink, ["link": link.path, "target": link.target]))
            }
            // A folder (or gitlink) there now: a file at its place goes, as a removed one does.
            let wanted = try repo.treeFile(at: relative, in: target).flatMap { $0.kind == .other ? nil : $0 }
            if let current = Self.currentBytes(file), current != wanted?.data {
                let knownVersion = try known.contains { try repo.treeFile(at: relative, in: $0)?.data == current }
                let cutOff = wanted.map { $0.kind != .symlink && $0.data.starts(with: current) } ?? false
                if !knownVersion && !cutOff {
                    let copy = ConflictCopy.path(for: relative, machine: machine, day: day) {
                        FileManager.default.fileExists(atPath: (store.root as NSString).appendingPathComponent($0))
                    }
                    try AtomicFile.write(current, to: (store.root as NSString).appendingPathComponent(copy))
                }
            }
            guard let wanted else {
                removeWithEmptyFolders(file)
                staged.append(relative)
                continue
            }
            let count = written
            let hook: (() -> Void)? = TestHooks.killPointSet ? { TestHooks.reached(.syncWrite(count)) } : nil
            switch wanted.kind {
            case .symlink:
                hook?()
                try AtomicFile.writeLink(String(decoding: wanted.data, as: UTF8.self), to: file)
            default:
                try AtomicFile.write(Array(wanted.data), to: file, beforeRename: hook)
                if wanted.kind == .executable { chmod(file, 0o755) }
            }
            written += 1
            staged.append(relative)
        }
        try repo.stage(staged)
    }

    /// `paths` with those that are a folder on disk moved to the end: a file that replaces a
    /// folder (another machine turned `notes/` into `notes`) is written once the folder's own
    /// files are gone, instead of failing on the folder and leaving the journal stuck.
    private func foldersLast(_ paths: [String]) -> [String] {
        var info = stat()
        let isFolder = { (path: String) in
            lstat((store.root as NSString).appendingPathComponent(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        }
        var files: [String] = [], folders: [String] = []
        for path in paths {
            if isFolder(path) { folders.append(path) } else { files.append(path) }
        }
        return files + folders
    }

    /// A file's bytes, or a link's target; nil when there is nothing (or a folder) there.
    static func currentBytes(_ path: String) -> Data? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            return (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { Data($0.utf8) }
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    func removeWithEmptyFolders(_ path: String) {
        unlink(path)
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > store.root.count, folder.hasPrefix(store.root + "/"), rmdir(folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
