import Foundation
import KeptGit

/// `.kept/state/sync-journal`: written before a sync moves the files and the branch to a new
/// commit, removed after. Found at the start of the next sync, it means the last one was
/// killed while files were being written: the files that move touches are then brought to
/// the new commit (its content is already committed, so nothing is lost) and the branch follows.
enum SyncJournal {
    static func path(root: String) -> String { (root as NSString).appendingPathComponent(".kept/state/sync-journal") }

    static func advance(_ repo: Repository, root: String, from: ObjectID?, to: ObjectID, message: String) throws {
        try AtomicFile.write("\(from?.hex ?? "-") \(to.hex)\n", to: path(root: root))
        defer { try? FileManager.default.removeItem(atPath: path(root: root)) }
        // A checkout that fails (a file changed meanwhile) has written nothing: no journal then.
        try repo.moveHead(to: to, message: message)
    }

    /// Completes a move a killed sync left half done. A file there that is neither version nor
    /// a half-written new one was edited since: it is kept beside, as a conflict copy.
    static func finish(in repo: Repository, root: String, machine: String, day: Day) throws {
        guard let text = try? String(contentsOfFile: path(root: root), encoding: .utf8) else { return }
        let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
        defer { try? FileManager.default.removeItem(atPath: path(root: root)) }
        guard parts.count == 2, let target = ObjectID(hex: parts[1]) else { return }
        let from = ObjectID(hex: parts[0])
        // Only when HEAD is still where the move began; else something else happened since.
        guard try repo.headCommitID() == from else { return }
        let paths = try repo.changedPaths(from: from, to: target).sorted()
        for relative in paths {
            let file = (root as NSString).appendingPathComponent(relative)
            guard let current = FileManager.default.contents(atPath: file) else { continue }
            let old = try from.flatMap { try repo.blob(at: relative, in: $0) }
            let new = try repo.blob(at: relative, in: target)
            if current == old || current == new || new?.starts(with: current) == true { continue }
            let copy = ConflictCopy.path(for: relative, machine: machine, day: day) {
                FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent($0))
            }
            try AtomicFile.write(current, to: (root as NSString).appendingPathComponent(copy))
        }
        try repo.moveHead(to: target, message: "kept sync: finish the interrupted sync", force: true, paths: paths)
    }
}
