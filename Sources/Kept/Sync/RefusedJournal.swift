import Foundation
internal import KeptGit
#if canImport(Glibc)
import Glibc
#endif

extension SyncJournal {
    /// Told when the journal of an interrupted sync toward a refused commit is dropped (see
    /// `dropRefused`): the command line shows it, whatever the command was.
    package static var dropped: (@Sendable (Message) -> Void)? {
        get { droppedListener.withLock { $0 } }
        set { droppedListener.withLock { $0 = newValue } }
    }
    private static let droppedListener = Locked<(@Sendable (Message) -> Void)?>(nil)
}

extension SyncJournal {
    /// A sync journal (left by an older kept, which wrote every tree it was sent) pointing at
    /// a commit kept now refuses: it is not finished, nor left to block every writer. Files
    /// that sync wrote inside the store and that are still as that commit has them are put
    /// back as HEAD has them, the index entries of its paths too (so no later commit carries
    /// them), the journal is removed and `SyncJournal.dropped` says what and why. A path the
    /// gate refuses is never touched: it leads outside the store or into `.git`.
    func dropRefused(_ repo: Repository, from: ObjectID?, to: ObjectID, head: ObjectID?,
                         refusal: ArrivingTree.Problem) throws {
        let paths = try repo.changedPaths(from: from, to: to).sorted()
        var restored = 0
        for relative in paths where PathGate.refusal(relative) == nil {
            let folder = (relative as NSString).deletingLastPathComponent
            if !folder.isEmpty, store.linkLeavingStore(folder) != nil { continue }
            guard let arrived = try? repo.treeFile(at: relative, in: to), arrived.kind != .other else { continue }
            let file = (store.root as NSString).appendingPathComponent(relative)
            var info = stat()
            let isLink = lstat(file, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
            guard Self.currentBytes(file) == arrived.data, isLink == (arrived.kind == .symlink) else { continue }
            let own = head.flatMap { try? repo.treeFile(at: relative, in: $0) }
            if let own, own == arrived { continue }
            if Store.isMachineState(relative) {
                // This machine's own state: only a link the sync planted there goes.
                if isLink { unlink(file); restored += 1 }
                continue
            }
            if let own, own.kind != .other {
                if own.kind == .symlink {
                    try AtomicFile.writeLink(String(decoding: own.data, as: UTF8.self), to: file)
                } else {
                    try AtomicFile.write(Array(own.data), to: file)
                    chmod(file, own.kind == .executable ? 0o755 : 0o644)
                }
            } else {
                removeWithEmptyFolders(file)
            }
            restored += 1
        }
        try? repo.resetIndex(paths.filter { PathGate.refusal($0) == nil && !Store.isMachineState($0) })
        unlink(SyncJournal.path(root: store.root))
        SyncJournal.dropped?(Message(.syncJournalDropped, ["journal": SyncJournal.path(root: store.root), "to": to.short,
                                                              "commit": refusal.commit.short, "path": refusal.path,
                                                              "count": String(restored)])
            .localizing("reason", refusal.reason))
    }

}
