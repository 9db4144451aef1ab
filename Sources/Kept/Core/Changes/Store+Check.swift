import Foundation
internal import KeptGit

/// What `kept check` found.
package struct CheckReport: Sendable {
    package let entryCount: Int
    /// Problems that make the store not right: unreadable entries, bad values, git trouble.
    package let problemMessages: [Message]
    /// Things worth knowing that are not wrong (uncommitted outside edits).
    package let noteMessages: [Message]

    package var problems: [String] { problemMessages.map(\.english) }
    package var notes: [String] { noteMessages.map(\.english) }

    package var isClean: Bool { problems.isEmpty }
}

extension Store {
    /// Validates every entry and the repository; `accounts` names the owners of files that
    /// cannot be read.
    package func check(accounts: any AccountNames = AccountNumbers()) -> CheckReport {
        let paths = markdownFiles()
        var problems: [Message] = disabledKinds.map(\.message)
        problems += paths.concurrentMap { path -> [Message] in
            guard let kind = self.kind(ofPath: path) else { return [] }
            guard let contents = EntryFile.read(self.absolutePath(path)) else {
                return [PermissionProblem.message(path, full: self.absolutePath(path), folder: false, accounts: accounts)]
            }
            if let problem = contents.encodingProblem {
                return [EntryProblem(path: path, problem: problem, text: contents.text).message]
            }
            return EntryValidation.problems(in: EntryDocument(text: contents.text), kind: kind, path: path).map(\.message)
        }.flatMap { $0 }
        do {
            _ = try config()
        } catch {
            problems.append(Message.of(error))
        }
        let stray = StrayFiles.find(in: self)
        for folder in stray.unreadableFolders {
            problems.append(PermissionProblem.message(folder, full: absolutePath(folder), folder: true, accounts: accounts))
        }
        for link in stray.outsideLinks {
            problems.append(Message(.checkOutsideLink, ["path": link.path, "target": link.target]))
        }
        for link in stray.insideLinks {
            problems.append(Message(.linksCheckInsideLink, ["path": link.path, "target": link.target]))
        }
        problems += CardCheck.problems(in: self)
        let attachmentCheck = AttachmentCheck(store: self)
        let attachmentFindings = attachmentCheck.findings(paths)
        problems += attachmentFindings.missing
        for twin in normalizationTwins(paths) {
            problems.append(Message(.checkNormalizationTwins, ["path": twin.nfc]))
        }
        var notes: [Message] = []
        let lock = StoreLock.inspect(root: root)
        if let record = lock.record, !lock.held {
            notes.append(record.message.isEmpty ? Message(.checkStoppedHoldingLock, ["pid": String(record.pid)])
                : Message(.checkStoppedHoldingLockDuring, ["pid": String(record.pid), "change": String(record.message.split(separator: "\n").first ?? "")]))
        }
        let journal = SyncJournal.pending(root: root)
        if let journal {
            notes.append(Message(.checkSyncInterrupted, ["commit": journal.to.short]))
        }
        // From the walk above: `conflictCopies()` would walk the store a second time.
        let outside = OutsideKinds.find(in: self)
        let copies = paths.filter { ConflictCopy.original(of: $0) != nil } + outside.conflictCopies
            + stray.otherFiles.filter { ConflictCopy.original(of: $0) != nil }
        if !copies.isEmpty {
            notes.append(Message(.checkConflictCopies, count: copies.count))
        }
        let drafts = staleDrafts()
        if !drafts.isEmpty {
            notes.append(Message(.checkStaleDrafts, count: drafts.count, ["folder": Self.draftsFolder]))
        }
        if let notice = outside.markdownMessage { notes.append(notice) }
        notes += attachmentFindings.unlinked
        for orphan in attachmentCheck.orphanFolders(stray.otherFiles, entries: paths) {
            notes.append(Message(.checkAttachmentFolderOrphan, count: orphan.files, ["folder": orphan.folder, "entry": orphan.folder + ".md"]))
        }
        // Only what the next writer removes is said to be removed by it: the files of the state
        // folders (every writer sweeps them), or all of them after a writer was killed.
        let swept = lock.record != nil && !lock.held
        let staying = swept ? [] : stray.temporaries.filter { !Self.sweptFolders.contains(($0 as NSString).deletingLastPathComponent) }
        if !staying.isEmpty {
            notes.append(Message(.linksCheckTemporaryFilesStay, count: staying.count,
                                 ["files": staying.prefix(3).joined(separator: ", ") + (staying.count > 3 ? ", …" : "")]))
        }
        let temporary = stray.temporaries.filter { !staying.contains($0) }
        if !temporary.isEmpty {
            notes.append(Message(.checkTemporaryFiles, count: temporary.count,
                                 ["files": temporary.prefix(3).joined(separator: ", ") + (temporary.count > 3 ? ", …" : "")]))
        }
        let leftovers = lock.held ? [] : gitLeftovers()
        if !leftovers.isEmpty {
            let named = leftovers.prefix(3).joined(separator: ", ") + (leftovers.count > 3 ? ", …" : "")
            notes.append(Message(lock.record != nil ? .checkGitLeftoversKept : .checkGitLeftoversOther, count: leftovers.count,
                                 ["files": named]))
        }
        do {
            let repository = try Repository.open(at: root)
            if let operation = GitOperationError.of(repository, root: root) { notes.append(Message(.machineGitOperationNote).localizing("state", operation.state)) }
            if try repository.headCommitID() == nil {
                problems.append(Message(.checkNoCommit))
            }
            // The interrupted change's own files are not outside edits: the next kept commits them.
            var interrupted = lock.held ? [] : Set((lock.record?.writes ?? []) + (lock.record?.removes ?? []))
            if let journal { interrupted.formUnion((try? repository.changedPaths(from: journal.from, to: journal.to)) ?? []) }
            let sorted = sortedChanges(try repository.changes())
            problems += sorted.refused.filter(\.isRepository).map(\.message)
            let edits = sorted.committable.filter { !AtomicFile.isTemporary($0.path) && !interrupted.contains($0.path) && !Self.isMachineState($0.path) }
            if !edits.isEmpty {
                notes.append(Message(.checkOutsideEdits, count: edits.count))
            }
        } catch let error as GitError {
            // git could not read a file of the work tree (one this user may not read): that file's
            // permission is the problem, said above; the repository is sound.
            if let file = PermissionProblem.workTreeFile(in: error.message, root: root) {
                if !problems.contains(where: { $0.arguments["path"] == file }) {
                    problems.append(PermissionProblem.message(file, full: absolutePath(file), folder: false, accounts: accounts))
                }
                problems.append(Message(.checkGitCannotCompare, ["path": file]))
            } else {
                problems.append(Message(.checkGitUnreadable, ["root": root, "message": error.message]))
            }
        } catch {
            problems.append(Message(.errorInFile, ["file": root]).localizing("message", Message.of(error)))
        }
        return CheckReport(entryCount: paths.count, problemMessages: problems, noteMessages: notes)
    }
}
