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
        try repo.moveHead(to: to, message: message)
        try? FileManager.default.removeItem(atPath: path(root: root))
    }

    /// Completes a move a killed sync left half done.
    static func finish(in repo: Repository, root: String) throws {
        guard let text = try? String(contentsOfFile: path(root: root), encoding: .utf8) else { return }
        let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
        defer { try? FileManager.default.removeItem(atPath: path(root: root)) }
        guard parts.count == 2, let target = ObjectID(hex: parts[1]) else { return }
        let from = ObjectID(hex: parts[0])
        let head = try repo.headCommitID()
        // Only when HEAD is still where the move began; else something else happened since.
        guard head == from else { return }
        let paths = try repo.changedPaths(from: from, to: target)
        try repo.moveHead(to: target, message: "kept sync: finish the interrupted sync", force: true, paths: Array(paths).sorted())
    }
}
