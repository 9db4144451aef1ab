import Foundation
internal import KeptGit

/// The work tree's changes as one status finds them: the edits made outside kept, which kept
/// commits, and the changes it leaves out (`RefusedChange`). A sync reads them once for both:
/// each status looks at every file of the store.
struct WorkTreeChanges {
    let edits: [ChangedFile]
    let refused: [RefusedChange]

    /// `refreshingIndex`, for a caller holding the store lock: the stat data of files found
    /// unchanged is written back to the index, so that the next status reads none of them
    /// again (every file of a copied or restored store would otherwise be read by every sync).
    init(of store: Store, refreshingIndex: Bool = false) throws {
        let sorted: (committable: [PathChange], refused: [RefusedChange])
        do {
            sorted = store.sortedChanges(try store.repository().changes(refreshingIndex: refreshingIndex))
        } catch let error as GitError {
            throw KeptError.git(Message(.gitCannotReadStatus), GitProblem(error))
        }
        // The temporary file of a write a crash interrupted is not an edit: never committed
        // (the next writer removes it).
        // This machine's state and cache are never committed, whatever `.gitignore` (which a
        // remote may rewrite) says: drafts and the lock would go to every machine.
        edits = sorted.committable.filter { !AtomicFile.isTemporary($0.path) && !Store.isMachineState($0.path) }.map(ChangedFile.init)
        refused = sorted.refused
    }
}
