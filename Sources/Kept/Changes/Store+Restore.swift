import Foundation
internal import KeptGit

/// An entry deleted in the store's history and not back: `kept log --deleted` lists these
/// and `kept restore` brings one back.
package struct DeletedEntry: Sendable, Equatable {
    package let path: String
    /// Its title as it last was (the file name when it had none).
    package let title: String
    /// The commit that deleted it.
    package let deletion: CommitRecord
    /// The commit that holds its last version.
    let lastVersion: ObjectID
}

extension Store {
    /// Every entry deleted in history that no file has replaced, newest deletion first.
    package func deletedEntries() throws -> [DeletedEntry] {
        do {
            let repo = try repository()
            return try repo.deletedFiles { path in
                path.hasSuffix(".md") && self.kind(ofPath: path) != nil && !ConflictCopy.mayBeCopy(path)
            }.map { file in
                let text = (try? repo.blob(at: file.path, in: file.lastVersion)).flatMap { $0.map { String(decoding: $0, as: UTF8.self) } } ?? ""
                let entry = Entry(path: file.path, kind: kind(ofPath: file.path)?.name ?? "", document: EntryDocument(text: text))
                return DeletedEntry(path: file.path, title: entry.title, deletion: CommitRecord(file.deletion), lastVersion: file.lastVersion)
            }
        } catch let error as GitError {
            throw KeptError.git(Message("git.cannotReadHistory"), GitProblem(error))
        }
    }

    /// Brings back an entry as a new commit (`diary: restore 2026-11-22 첫눈 from 1a2b3c4`);
    /// nothing in history is rewritten. `reference` names an entry of today (then its version
    /// at `revision`, else the one before its last change) or a deleted one, by its old path
    /// or title (then its last version, or the one at `revision`).
    package func restore(_ reference: String, at revision: String? = nil) throws -> Change {
        let repo = try repository()
        func commit(_ revision: String) throws -> ObjectID {
            do { return try repo.commit(named: revision) } catch let error as GitError {
                throw KeptError.cannotRestore(.noSuchCommit(revision: revision, reason: error.message, reference: reference))
            }
        }
        func blob(_ path: String, _ id: ObjectID) throws -> Data? {
            do { return try repo.blob(at: path, in: id) } catch let error as GitError {
                throw KeptError.git(Message("git.cannotReadAt", ["path": path, "commit": id.short]), GitProblem(error))
            }
        }
        let path: String
        let source: ObjectID
        let data: Data
        let isLive: Bool
        do {
            path = try resolve(reference)
            isLive = true
        } catch KeptError.noMatch(_) {
            let deleted = try deletedEntry(reference)
            path = deleted.path
            isLive = false
            if let revision {
                source = try commit(revision)
                guard let found = try blob(path, source) else {
                    throw KeptError.cannotRestore(.absentAt(path: path, commit: source.short))
                }
                data = found
            } else {
                source = deleted.lastVersion
                guard let found = try blob(path, source) else {
                    throw KeptError.cannotRestore(.unreadableAt(path: path, commit: source.short))
                }
                data = found
            }
            return try writeRestored(path, data: data, from: source, isLive: isLive)
        }
        let history = try commits(of: path)
        if let revision {
            source = try commit(revision)
            // The path the entry had then: its own, or the one before a rename.
            let then = try blob(path, source) != nil ? path
                : history.first { repo.isAncestor($0.id, of: source) }?.path ?? path
            guard let found = try blob(then, source) else {
                throw KeptError.cannotRestore(.absentAt(path: path, commit: source.short))
            }
            data = found
        } else {
            // The newest version that differs from today's (a commit that deleted it holds none):
            // the last commit's, when the file was edited since and not committed.
            let now = FileManager.default.contents(atPath: absolutePath(path))
            var previous: (id: ObjectID, data: Data)?
            for commit in history {
                if let old = try blob(commit.path ?? path, commit.id), old != now { previous = (commit.id, old); break }
            }
            guard let previous else {
                throw KeptError.cannotRestore(.noOlderVersion(path: path))
            }
            source = previous.id
            data = previous.data
        }
        return try writeRestored(path, data: data, from: source, isLive: isLive)
    }

    private func deletedEntry(_ reference: String) throws -> DeletedEntry {
        let ref = reference.precomposedStringWithCanonicalMapping
        let deleted = try deletedEntries()
        let lower = ref.lowercased()
        let stages: [(DeletedEntry) -> Bool] = [
            { $0.path == ref || $0.path == ref + ".md" },
            { $0.title == ref || $0.fileStem == ref },
            { $0.title.lowercased() == lower || $0.fileStem.lowercased() == lower },
            { $0.title.lowercased().hasPrefix(lower) || $0.fileStem.lowercased().hasPrefix(lower) },
            { $0.title.lowercased().contains(lower) || $0.fileStem.lowercased().contains(lower) },
        ]
        for stage in stages {
            let found = deleted.filter(stage)
            if found.count == 1 { return found[0] }
            if found.count > 1 { throw KeptError.ambiguous(reference, candidates: found.map(\.path)) }
        }
        throw KeptError.cannotRestore(.noMatch(reference))
    }

    private func writeRestored(_ path: String, data: Data, from source: ObjectID, isLive: Bool) throws -> Change {
        let kind = try kindOrThrow(path)
        let restored = String(decoding: data, as: UTF8.self)
        return try locked {
            // A version from before ids keeps the id the entry has today: its UID stays.
            let today = isLive ? (try? self.text(at: path)).map(EntryDocument.init(text:)) : nil
            let text = today.map { EntryDocument(text: restored).restoring(idOf: $0).text } ?? restored
            if !isLive, FileManager.default.fileExists(atPath: absolutePath(path)) {
                throw KeptError.cannotRestore(.pathTaken(path))
            }
            let summary = CommitMessage.summary("restore", EntryDocument(text: text), path: path, kind: kind,
                                                details: ["from \(source.short)"])
            let message = CommitMessage.make(summary, kind: kind)
            if isLive, (try? self.text(at: path)) == text {
                return Change(path: path, message: message, commit: nil, summary: summary)
            }
            try ensureInside(path)
            if isLive { try commitOutsideEditsHoldingLock(of: [path]) }
            // A deleted entry's attachments come back with it, as they were in that commit.
            let repo = try repository()
            let attached = isLive ? [] : ((try? repo.files(under: AttachmentFolder.of(path), in: source)) ?? [])
                .filter { !FileManager.default.fileExists(atPath: absolutePath($0)) }
            intend(message, writes: [path] + attached)
            try writeFile(text == restored ? data : Data(text.utf8), at: path)
            for file in attached {
                if let bytes = try? repo.blob(at: file, in: source) { try writeFile(bytes, at: file) }
            }
            return Change(path: path, message: message, commit: try commit([path] + attached, message: message), summary: summary)
        }
    }
}

extension DeletedEntry {
    var fileStem: String {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }
}
