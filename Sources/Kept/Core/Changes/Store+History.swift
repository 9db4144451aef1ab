import Foundation
internal import KeptGit

extension Store {
    /// The store's commits, newest first; with `path`, those that changed that entry,
    /// followed back through `kept mv` renames; with `since`, none older than that.
    package func history(of path: String? = nil, limit: Int? = nil, since: Date? = nil) throws -> [CommitRecord] {
        try commits(of: path, limit: limit, since: since).map(CommitRecord.init)
    }

    /// `history` as the git wrapper gives it, for the domain's own use of commit ids.
    func commits(of path: String? = nil, limit: Int? = nil, since: Date? = nil) throws -> [CommitInfo] {
        do {
            return try repository().history(of: path, limit: limit, since: since)
        } catch let error as GitError {
            throw KeptError.git(Message(.gitCannotReadHistory), GitProblem(error))
        }
    }
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
            throw KeptError.git(Message(.gitCannotReadHistory), GitProblem(error))
        }
    }

    /// Brings back an entry as a new commit (`diary: restore 2026-11-22 첫눈 from 1a2b3c4`);
    /// nothing in history is rewritten. `reference` names an entry of today (then its version
    /// at `revision`, else the one before its last change) or a deleted one, by its old path
    /// or title (then its last version, or the one at `revision`).
    package func restore(_ reference: String, at revision: String? = nil) throws -> Change {
        let version = try RestoredVersion.find(reference, at: revision, in: self)
        return try writeRestored(version.path, data: version.data, from: version.source, isLive: version.isLive)
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
