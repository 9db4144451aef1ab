import Foundation
internal import KeptGit

/// One side of a merge turned a folder into a file (`notes/` → `notes`) while the other
/// changed something inside the folder. A tree cannot hold both, and libgit2's index keeps one
/// silently: the file was lost. Both are kept here: the folder with the other side's changes,
/// and the file beside it as a conflict copy (`notes.conflict-<machine>-<day>`), which
/// `kept conflicts` lists.
struct FileFolderClash: Equatable {
    /// The path that is a file on one side and a folder on the other.
    let path: String
    /// The conflict copy holding the file.
    let copy: String
}

extension SyncMerge {
    /// Settles every file-versus-folder clash of `merge` (see `FileFolderClash`) and returns
    /// them; `settled` gains each path it decided, so the file-by-file settling leaves them.
    func settleFileFolderClashes(in merge: TreeMerge, repo: Repository, machine: String, otherMachine: String,
                                 day: Day, settled: inout Set<String>) throws -> [FileFolderClash] {
        guard let base = merge.base else { return [] }
        let oursChanged = try repo.changedPaths(from: base, to: merge.ours)
        let theirsChanged = try repo.changedPaths(from: base, to: merge.theirs)
        var clashes: [FileFolderClash] = []
        // (the side with the file, its machine, the side with the folder, what it changed there)
        let sides = [(merge.theirs, otherMachine, merge.ours, oursChanged, theirsChanged),
                     (merge.ours, machine, merge.theirs, theirsChanged, oursChanged)]
        for (fileSide, fileMachine, folderSide, folderChanged, fileChanged) in sides {
            let folders = Self.folders(of: folderChanged)
            for path in fileChanged.sorted() where folders.contains(path) && !settled.contains(path) {
                guard let file = try repo.blob(at: path, in: fileSide),
                      try repo.treeFile(at: path, in: folderSide)?.kind == .other else { continue }
                let copy = ConflictCopy.path(for: path, machine: fileMachine, day: day) {
                    merge.contains($0) || FileManager.default.fileExists(atPath: store.absolutePath($0))
                }
                try merge.set(path, to: nil)
                try merge.set(copy, to: file)
                // Every file the folder's side changed inside it stays as that side has it.
                for inside in folderChanged.sorted() where inside.hasPrefix(path + "/") {
                    try merge.set(inside, to: try repo.blob(at: inside, in: folderSide))
                    settled.insert(inside)
                }
                settled.insert(path)
                settled.insert(copy)
                clashes.append(FileFolderClash(path: path, copy: copy))
            }
        }
        return clashes
    }

    /// Every folder that holds one of `paths` (`a`, `a/b` for `a/b/c.md`).
    private static func folders(of paths: Set<String>) -> Set<String> {
        var result: Set<String> = []
        for path in paths {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard result.insert(String(folder)).inserted else { break }
            }
        }
        return result
    }
}
