import Foundation
internal import KeptGit

/// The version of an entry `kept restore` brings back, and where it comes from: an entry of
/// today (its version at a revision, else the one before its last change) or a deleted one,
/// named by its old path or title (its last version, or the one at a revision).
struct RestoredVersion {
    let path: String
    let source: ObjectID
    let data: Data
    /// An entry of today (not a deleted one).
    let isLive: Bool

    static func find(_ reference: String, at revision: String?, in store: Store) throws -> RestoredVersion {
    let repo = try store.repository()
    func commit(_ revision: String) throws -> ObjectID {
        do { return try repo.commit(named: revision) } catch let error as GitError {
            throw KeptError.cannotRestore(.noSuchCommit(revision: revision, reason: error.message, reference: reference))
        }
    }
    func blob(_ path: String, _ id: ObjectID) throws -> Data? {
        do { return try repo.blob(at: path, in: id) } catch let error as GitError {
            throw KeptError.git(Message(.gitCannotReadAt, ["path": path, "commit": id.short]), GitProblem(error))
        }
    }
    let path: String
    let source: ObjectID
    let data: Data
    let isLive: Bool
    do {
        path = try store.resolve(reference)
        isLive = true
    } catch KeptError.noMatch(_) {
        let deleted = try deletedEntry(reference, in: store)
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
        return RestoredVersion(path: path, source: source, data: data, isLive: isLive)
    }
    let history = try store.commits(of: path)
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
        let now = FileManager.default.contents(atPath: store.absolutePath(path))
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
    return RestoredVersion(path: path, source: source, data: data, isLive: isLive)
    }

    private static func deletedEntry(_ reference: String, in store: Store) throws -> DeletedEntry {
        let ref = reference.precomposedStringWithCanonicalMapping
        let deleted = try store.deletedEntries()
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
}
