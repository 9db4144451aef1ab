import Foundation
internal import KeptGit

extension Store {
    /// Syncs with `remote` (default: `origin`, or the only remote) as `machine` (default: the
    /// store's `ThisMachine` name): commits edits made outside
    /// kept, fetches, fast-forwards or merges, and pushes. A push refused because another machine
    /// pushed meanwhile fetches and merges again, up to `maxAttempts` times.
    ///
    /// Holds the store lock throughout. Merges are made in memory and committed before any file
    /// changes, and files change before the branch moves, so a sync killed half way leaves a
    /// store the next sync finishes (see `SyncJournal`); no merge state is ever left on disk.
    package func sync(remote name: String? = nil, machine: String? = nil, now: Date = Date(),
                     transfer settings: TransferSettings = TransferSettings(), maxAttempts: Int = 3, keys: KeyRing? = nil) throws -> SyncSummary {
        let machine = machine ?? self.machine.name
        return try locked(machine: machine, now: now) {
            let repo = try repository()
            let remote = try chooseRemote(name, in: repo)
            let transfer = settings.options(allowingTokenOverHTTP: (try? repo.configFlag(Self.allowHTTPKey(remote.name))) ?? false)
            var summary = SyncSummary(remote: remote.name)
            let edits = try outsideEdits()
            try refuseMassDeletion(edits, remote: remote.name)
            if !edits.isEmpty, try commitOutsideEditsHoldingLock(trailer: MachineTrailer.line(machine)) != nil {
                summary.outsideEditsCommitted = edits.count
            }
            let branch = try gitStep(remote, "read the current branch") { try repo.currentBranch() } ?? "main"
            let tracking = "refs/remotes/\(remote.name)/\(branch)"
            let encrypted = try encryptedRemote(remote, repo: repo, keys: keys)

            for attempt in 1...max(1, maxAttempts) {
                try encryptedStep(remote, "fetch") {
                    if let encrypted { return try encrypted.fetch(transfer: transfer) }
                    try repo.fetch(remote: remote.name, extraRefspecs: [MachineRef.fetchRefspec(remote: remote.name)], options: transfer)
                }
                let theirs = try gitStep(remote, "read \(tracking)") { try repo.referenceTarget(tracking) }
                if let theirs {
                    if encrypted == nil { try refuseCiphertext(theirs, repo: repo, remote: remote) }
                    try gitStep(remote, "merge \(remote.name)/\(branch)") {
                        try integrate(theirs, repo: repo, remote: remote, branch: branch, machine: machine,
                                      now: now, summary: &summary)
                    }
                }
                guard let local = try gitStep(remote, "read HEAD", { try repo.headCommitID() }),
                      local != theirs || encrypted?.keyIsStale == true else { break }
                let ahead = try gitStep(remote, "count commits") {
                    try theirs.map { try repo.aheadBehind(local: local, upstream: $0).ahead }
                        ?? repo.messages(from: local, hiding: nil, limit: Int.max).count
                }
                let result = try encryptedStep(remote, "push") {
                    if let encrypted { return try encrypted.push(branch: branch, machine: machine, transfer: transfer) }
                    return try repo.push(remote: remote.name, branch: branch,
                                  extraRefspecs: [MachineRef.pushRefspec(branch: branch, machine: machine)], options: transfer)
                }
                switch result {
                case .pushed:
                    summary.pushed += ahead
                case let .rejected(reason):
                    guard attempt < maxAttempts else {
                        throw SyncError(remote: remote.name, step: "push",
                                        reason: Message("sync.pushRefused", ["branch": branch, "times": String(maxAttempts), "reason": reason]),
                                        advice: Message("sync.pushRefusedAdvice", ["branch": branch]))
                    }
                    summary.retries += 1
                    continue
                }
                break
            }
            if let notice = encrypted?.keyNotice { summary.notices.append(notice) }
            try LastSync.record(LastSync(date: now, remote: remote.name), root: root)
            return summary
        }
    }

    func chooseRemote(_ name: String?, in repo: Repository) throws -> RemoteInfo {
        let remotes: [RemoteInfo]
        do { remotes = try repo.remotes() } catch let error as GitError {
            throw SyncError.git(error, remote: name ?? "remotes", step: "read the remotes")
        }
        let add = Message("sync.addOne")
        if let name {
            if let remote = remotes.first(where: { $0.name == name }) { return remote }
            throw SyncError(remote: name, step: "find the remote", reason: Message("sync.noRemoteCalled", ["name": name]),
                            advice: remotes.isEmpty ? add : Message("sync.itsRemotes", ["remotes": remotes.map(\.name).joined(separator: ", ")]))
        }
        if let origin = remotes.first(where: { $0.name == "origin" }) { return origin }
        if remotes.count == 1 { return remotes[0] }
        if remotes.isEmpty {
            throw SyncError(remote: root, step: "find a remote", reason: Message("sync.noRemote"), advice: add)
        }
        throw SyncError(remote: root, step: "find a remote",
                        reason: Message("sync.noOrigin", ["count": String(remotes.count)]),
                        advice: Message("sync.nameOne", ["commands": remotes.map { "`kept sync \($0.name)`" }.joined(separator: ", ")]))
    }
}

private extension Store {
    /// Brings `theirs` into HEAD: nothing when HEAD has it, a fast-forward when HEAD is behind,
    /// else a merge commit.
    func integrate(_ theirs: ObjectID, repo: Repository, remote: RemoteInfo, branch: String,
                   machine: String, now: Date, summary: inout SyncSummary) throws {
        let head = try repo.headCommitID()
        if let head, repo.isAncestor(theirs, of: head) { return }
        // Nothing of a commit whose tree kept would not write is written (see ArrivingTree).
        try ArrivingTree.check(theirs, have: head, repo: repo, remote: remote.name, branch: branch)
        guard let ours = head else {
            summary.pulled += try repo.messages(from: theirs, hiding: nil, limit: Int.max).count
            try advanceSync(repo, from: nil, to: theirs, machine: machine, now: now, message: "kept sync: start from \(remote.name)/\(branch)")
            return
        }
        if repo.isAncestor(theirs, of: ours) { return }
        summary.pulled += try repo.aheadBehind(local: ours, upstream: theirs).behind
        if repo.isAncestor(ours, of: theirs) {
            try advanceSync(repo, from: ours, to: theirs, machine: machine, now: now,
                            message: "kept sync: fast-forward to \(remote.name)/\(branch)")
            return
        }
        let commit = try mergeCommit(ours: ours, theirs: theirs, repo: repo, machine: machine, now: now,
                                     source: "\(remote.name)/\(branch)", remote: remote.name, summary: &summary)
        try advanceSync(repo, from: ours, to: commit, machine: machine, now: now, message: "kept sync: merge \(remote.name)/\(branch)")
    }
}

extension Store {
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
            if let notice = DeletedAndEdited.notice(file, otherMachine: other, isEntry: file.path.hasSuffix(".md") && kind(ofPath: file.path) != nil) {
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
                merge.contains($0) || FileManager.default.fileExists(atPath: self.absolutePath($0))
            }
            try merge.set(copy, to: copyText ?? theirs)
            return copy
        }
        if path.hasSuffix(".md"), let kind = kind(ofPath: path),
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
        !path.hasSuffix(".md") && !Self.isAppendOnlyLog(path) && kind(ofPath: path) != nil
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

    func transferStep<T>(_ remote: RemoteInfo, _ step: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as TransferError {
            throw SyncError.transfer(error, remote: remote.name, url: remote.url, step: step)
        } catch let error as GitError {
            throw SyncError.git(error, remote: remote.name, step: step)
        }
    }

    func gitStep<T>(_ remote: RemoteInfo, _ step: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GitError {
            throw SyncError.git(error, remote: remote.name, step: step)
        }
    }
}

/// `Kept-Machine: <name>`, the trailer on commits `kept sync` makes, which tells the other
/// machine whose version a conflict copy holds.
enum MachineTrailer {
    static let key = "Kept-Machine:"

    static func line(_ machine: String) -> String { "\(key) \(machine)" }

    static func machine(in message: String) -> String? {
        for line in message.split(whereSeparator: \.isNewline).reversed() where line.hasPrefix(key) {
            let name = line.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { return name }
        }
        return nil
    }
}

/// Each machine's sync also pushes its branch to `refs/kept/machines/<machine>` on the remote,
/// so the machine that pushed the commit being merged is known by name (for conflict copies).
enum MachineRef {
    static func pushRefspec(branch: String, machine: String) -> String {
        "+refs/heads/\(branch):refs/kept/machines/\(machine)"
    }

    static func fetchedPrefix(remote: String) -> String { "refs/kept/remotes/\(remote)/" }

    static func fetchRefspec(remote: String) -> String {
        "+refs/kept/machines/*:\(fetchedPrefix(remote: remote))*"
    }
}
