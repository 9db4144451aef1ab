import Foundation
import KeptGit

/// What `kept check` found.
public struct CheckReport: Sendable {
    public let entryCount: Int
    /// Problems that make the store not right: unreadable entries, bad values, git trouble.
    public let problems: [String]
    /// Things worth knowing that are not wrong (uncommitted outside edits).
    public let notes: [String]

    public var isClean: Bool { problems.isEmpty }
}

extension Store {
    /// Validates every entry and the repository.
    public func check() -> CheckReport {
        let paths = markdownFiles()
        var problems: [String] = disabledKinds.map(\.description)
        problems += paths.concurrentMap { path -> [String] in
            guard let kind = self.kind(ofPath: path) else { return [] }
            guard let contents = EntryFile.read(self.absolutePath(path)) else { return ["\(path): cannot be read; check its permissions"] }
            if let problem = contents.encodingProblem {
                return [EntryProblem(path: path, problem: problem, text: contents.text).description]
            }
            return EntryValidation.problems(in: EntryDocument(text: contents.text), kind: kind, path: path).map(\.description)
        }.flatMap { $0 }
        do {
            _ = try config()
        } catch {
            problems.append("\(error)")
        }
        let stray = strayFiles()
        for link in stray.outsideLinks {
            problems.append("\(link.path): a symbolic link to \(link.target), outside the store; kept neither reads nor writes through it: replace it with the real folder or file")
        }
        problems += cardProblems()
        for twin in normalizationTwins(paths) {
            problems.append("\(twin.nfc): two files have this name, one written composed (NFC) and one decomposed (NFD, as macOS writes names); kept lists both, but a title or path names them alike: join them into one file and delete the other")
        }
        var notes: [String] = []
        let lock = StoreLock.inspect(root: root)
        if let record = lock.record, !lock.held {
            notes.append("kept (pid \(record.pid)) stopped while holding the store lock\(record.message.isEmpty ? "" : " during “\(record.message.split(separator: "\n").first ?? "")”"); the next kept command that changes something finishes it")
        }
        let journal = SyncJournal.pending(root: root)
        if let journal {
            notes.append("a sync was interrupted while writing files (bringing the store to \(journal.to.short)); run `kept sync` to finish it (any kept command that changes something finishes it first; nothing it was writing is committed as an edit)")
        }
        // From the walk above: `conflictCopies()` would walk the store a second time.
        let outside = outsideKinds()
        let copies = paths.filter { ConflictCopy.original(of: $0) != nil } + outside.conflictCopies
        if !copies.isEmpty {
            notes.append("\(copies.count) conflict cop\(copies.count == 1 ? "y" : "ies") from a sync (`kept conflicts` lists \(copies.count == 1 ? "it" : "them")): join each into its entry with `kept resolve COPY`")
        }
        let drafts = staleDrafts()
        if !drafts.isEmpty {
            notes.append("\(drafts.count) draft\(drafts.count == 1 ? "" : "s") older than a day in \(Self.draftsFolder)/, text an edit left behind: `kept drafts` lists \(drafts.count == 1 ? "it" : "them") with the command that resumes \(drafts.count == 1 ? "it" : "each"), `kept drafts --rm PATH` removes one")
        }
        if let notice = outside.markdownNotice { notes.append(notice) }
        let temporary = stray.temporaries
        if !temporary.isEmpty {
            notes.append("\(temporary.count) temporary file\(temporary.count == 1 ? "" : "s") of an interrupted write (\(temporary.prefix(3).joined(separator: ", "))\(temporary.count > 3 ? ", …" : "")); the next kept command that changes something removes \(temporary.count == 1 ? "it" : "them")")
        }
        let leftovers = lock.held ? [] : gitLeftovers()
        if !leftovers.isEmpty {
            let them = leftovers.count == 1 ? "it" : "them"
            let named = leftovers.prefix(3).joined(separator: ", ") + (leftovers.count > 3 ? ", …" : "")
            notes.append(lock.record != nil
                ? "\(leftovers.count) file\(leftovers.count == 1 ? "" : "s") an interrupted kept left in .git (\(named)); the next kept command that changes something removes \(them)"
                : "\(leftovers.count) lock or temporary file\(leftovers.count == 1 ? "" : "s") in .git (\(named)), not kept's: if no git command is running, delete \(them)")
        }
        do {
            let repository = try Repository.open(at: root)
            if try repository.headCommitID() == nil {
                problems.append("the git repository has no commit yet: run `kept commit` to record the store")
            }
            // The interrupted change's own files are not outside edits: the next kept commits them.
            var interrupted = lock.held ? [] : Set((lock.record?.writes ?? []) + (lock.record?.removes ?? []))
            if let journal { interrupted.formUnion((try? repository.changedPaths(from: journal.from, to: journal.to)) ?? []) }
            let sorted = sortedChanges(try repository.changes())
            problems += sorted.refused.filter(\.isRepository).map(\.description)
            let pending = sorted.committable.filter { !AtomicFile.isTemporary($0.path) && !interrupted.contains($0.path) }
            if !pending.isEmpty {
                notes.append("\(pending.count) change\(pending.count == 1 ? "" : "s") not committed (made outside kept): run `kept commit` to record \(pending.count == 1 ? "it" : "them")")
            }
        } catch let error as GitError {
            problems.append("\(root): the git repository cannot be read: \(error.message); run `kept init` to repair it, or restore .git from a backup")
        } catch {
            problems.append("\(root): \(error)")
        }
        return CheckReport(entryCount: paths.count, problems: problems, notes: notes)
    }
}
