import Foundation
internal import KeptGit

/// The merge commit a sync makes of two sides, in memory, and how each file both sides
/// changed is joined (or kept twice, as a conflict copy).
struct SyncMerge {
    let store: Store

    /// The merge commit of `theirs` into `ours` (no branch moves, no file changes): front
    /// matter field by field, bodies line by line, renames followed, a conflict copy for what
    /// collides. `source` names what is merged in the message.
    func mergeCommit(ours: ObjectID, theirs: ObjectID, repo: Repository, machine: String, now: Date,
                     source: String, remote: String, summary: inout SyncSummary) throws -> ObjectID {
        let merge = try repo.merge(ours: ours, theirs: theirs)
        let other = try otherMachine(repo, theirs: theirs, base: merge.base, machine: machine, remote: remote)
        let day = Day(now)
        var lines: [String] = []
        var settled: Set<String> = []
        for rename in try followRenames(in: merge, repo: repo, otherMachine: other, day: day) {
            settled.insert(rename.path)
            settled.formUnion(rename.removed)
            summary.merged.append(rename.path)
            var moved = "followed \(rename.from) → \(rename.path)"
            for other in rename.removed where other != rename.from { moved += " (joined with \(other))" }
            if let copy = rename.copy {
                summary.conflictCopies.append(copy)
                lines.append("- \(moved): kept \(rename.path); \(other)'s version in \(copy)")
            } else {
                lines.append("- \(moved): joined")
            }
        }
        for clash in try settleFileFolderClashes(in: merge, repo: repo, machine: machine, otherMachine: other,
                                                 day: day, settled: &settled) {
            summary.merged.append(clash.path)
            summary.conflictCopies.append(clash.copy)
            lines.append("- kept the folder \(clash.path)/; the file \(clash.path) in \(clash.copy)")
        }
        for file in merge.bothChanged where !settled.contains(file.path) {
            if let notice = DeletedAndEdited.notice(file, otherMachine: other, isEntry: file.path.hasSuffix(".md") && store.kind(ofPath: file.path) != nil) {
                summary.notices.append(notice)
            }
            let copy = try settle(file, in: merge, otherMachine: other, day: day)
            summary.merged.append(file.path)
            if let copy {
                summary.conflictCopies.append(copy)
                lines.append("- kept \(file.path); \(other)'s version in \(copy)")
            } else {
                lines.append("- joined \(file.path)")
            }
        }
        let tree = try merge.writeTree()
        var message = "sync: merge \(source) into \(machine)"
        if !lines.isEmpty { message += "\n\n" + lines.joined(separator: "\n") }
        message += "\n\n" + MachineTrailer.line(machine)
        return try repo.commit(tree: tree, parents: [ours, theirs], message: message)
    }

    /// Puts the joined version of a file both sides changed into `merge`; returns the path of
    /// the conflict copy made when the versions could not be joined.
    func settle(_ file: MergeFile, in merge: TreeMerge, otherMachine: String, day: Day) throws -> String? {
        let path = file.path
        guard let ours = file.ours else {
            // Deleted here, changed there: the change wins, nothing written is lost.
            try merge.set(path, to: file.theirs)
            return nil
        }
        guard let theirs = file.theirs else {
            try merge.set(path, to: ours)
            return nil
        }
        func keepBoth(_ local: Data, copyText: Data? = nil) throws -> String {
            try merge.set(path, to: local)
            let copy = ConflictCopy.path(for: path, machine: otherMachine, day: day) {
                merge.contains($0) || FileManager.default.fileExists(atPath: store.absolutePath($0))
            }
            try merge.set(copy, to: copyText ?? theirs)
            return copy
        }
        if path.hasSuffix(".md"), let kind = store.kind(ofPath: path),
           let mine = String(validating: ours, as: UTF8.self), let other = String(validating: theirs, as: UTF8.self) {
            let base = file.base.flatMap { String(validating: $0, as: UTF8.self) }
            if file.base == nil || base != nil {
                // A join kept could not make, or would not read back (two machines' 6,000 tags
                // each pass the 10,000-value limit), keeps both versions: nothing blocks sync.
                guard let result = try? EntryMerge.merge(base: base, ours: mine, theirs: other, rules: kind.mergeRules),
                      EntryDocument(text: result.text).problem == nil || EntryDocument(text: mine).problem != nil else {
                    return try keepBoth(ours)
                }
                if result.collided {
                    // The copy is the same merge with the sides swapped: the other machine's
                    // side of what collided, and every change either side made that joined
                    // (so `kept resolve COPY --keep theirs` loses nothing of ours).
                    let swapped = (try? EntryMerge.merge(base: base, ours: other, theirs: mine, rules: kind.mergeRules))?.text
                    let copyText = swapped.flatMap { EntryDocument(text: $0).problem == nil ? Data($0.utf8) : nil }
                    return try keepBoth(Data(result.text.utf8), copyText: copyText)
                }
                try merge.set(path, to: Data(result.text.utf8))
                return nil
            }
        }
        if isAttachment(path) {
            // A photo or any other attachment is never joined line by line (two edits of one
            // image "merged" as text would be neither): the other machine's is kept beside it.
            if ours == theirs {
                try merge.set(path, to: ours)
                return nil
            }
            return try keepBoth(ours)
        }
        if Self.isAppendOnlyLog(path), let union = try? TextMerge.merge(base: file.base, ours: ours, theirs: theirs, favor: .union) {
            try merge.set(path, to: union.data)
            return nil
        }
        if let merged = file.merged {
            try merge.set(path, to: merged)
            return nil
        }
        if let plain = try? TextMerge.merge(base: file.base, ours: ours, theirs: theirs), plain.isClean {
            try merge.set(path, to: plain.data)
            return nil
        }
        return try keepBoth(ours)
    }

    /// A file in a kind's folder that is no entry: an attachment (see `AttachmentFolder`).
    func isAttachment(_ path: String) -> Bool {
        !path.hasSuffix(".md") && !Self.isAppendOnlyLog(path) && store.kind(ofPath: path) != nil
    }

    /// Review logs and other `.jsonl` files only ever gain lines: both sides' lines are kept.
    static func isAppendOnlyLog(_ path: String) -> Bool {
        path.hasPrefix(".kept/reviews/") || path.hasSuffix(".jsonl")
    }

    /// The name of the machine the incoming commits came from: the one whose ref on the remote
    /// (see `MachineRef`) is the incoming commit, else the newest `Kept-Machine:` trailer among
    /// them that is not ours, else the remote's name.
    func otherMachine(_ repo: Repository, theirs: ObjectID, base: ObjectID?, machine: String,
                      remote: String) throws -> String {
        let pushers = try repo.references(under: MachineRef.fetchedPrefix(remote: remote))
        if let pusher = pushers.filter({ $0.value == theirs }).keys.sorted().first {
            let name = String(pusher.dropFirst(MachineRef.fetchedPrefix(remote: remote).count))
            if name != machine { return name }
        }
        for message in try repo.messages(from: theirs, hiding: base) {
            if let name = MachineTrailer.machine(in: message), name != machine { return name }
        }
        return MachineName.slugged(remote)
    }
}
