import Foundation
internal import KeptGit

/// An entry one side of a merge moved since the merge base: `kept mv` (a new title), a card
/// refiled to another category, a fridge item whose category changed, a diary entry whose
/// date moved to another day.
struct RenamedEntry: Equatable {
    let from: String
    let to: String
}

/// What a merge did to a renamed entry the other side also touched.
struct FollowedRename: Equatable {
    /// The entry's path at the merge base.
    let from: String
    /// The entry's path in the merged tree.
    let path: String
    /// The paths the merge removed for it (the old one, or the other side's new one).
    let removed: [String]
    /// The conflict copy kept beside `path` when the two versions collided.
    let copy: String?
}

extension SyncMerge {
    /// Entries moved from `base` to `commit`, old path → new path: git's rename detection
    /// within each commit (the same or a similar text; see `Repository.renames`) and, for
    /// entries with an `id`, the same id under a path gone since `base` and a new one, however
    /// much the text changed (an old entry without one: the id kept derived from its old path).
    func renamedEntries(_ repo: Repository, from base: ObjectID, to commit: ObjectID) throws -> [String: String] {
        var renamed = try repo.renames(from: base, to: commit).filter { isMergeableEntry($0.key) && isMergeableEntry($0.value) }
        var changes = try repo.treeChanges(from: base, to: commit)
        // What git pairs only from base to tip is left to the ids.
        for (old, new) in changes.renamed where renamed[old] == nil {
            changes.deleted.insert(old)
            changes.added.insert(new)
        }
        for (old, new) in renamed {
            changes.deleted.remove(old)
            changes.added.remove(new)
        }
        func id(_ path: String, in commit: ObjectID) throws -> String? {
            guard let data = try repo.blob(at: path, in: commit), let text = String(validating: data, as: UTF8.self),
                  let id = EntryDocument(text: text).fields["id"]?.text, !id.isEmpty else { return nil }
            return id
        }
        var added: [String: String] = [:]
        for path in changes.added.sorted() where isMergeableEntry(path) {
            if let id = try id(path, in: commit), added[id] == nil { added[id] = path }
        }
        guard !added.isEmpty else { return renamed }
        for path in changes.deleted.sorted() where isMergeableEntry(path) {
            // An entry without an id is known by the one kept writes into it when it moves it.
            let known = try id(path, in: base) ?? store.kind(ofPath: path).map { EntryID.derived(kind: $0.name, path: path) }
            if let id = known, let to = added.removeValue(forKey: id) { renamed[path] = to }
        }
        return renamed
    }

    /// Joins each entry one side renamed and the other side edited (or renamed too) at its new
    /// path, with the old one's version at the merge base as the base of a three-way entry
    /// merge, and removes the old path, so an edit neither comes back as a duplicate under the
    /// old name nor is lost. Collisions keep our version at the new path and theirs beside it as
    /// a conflict copy, as for any entry.
    ///
    /// Both sides renamed the same entry to different names: our name wins (the merging
    /// machine's, as for any collision), their text is joined into it, and their title (or
    /// anything else that collides) stays in a conflict copy beside it. Keeping both files
    /// would lose nothing either, but would leave two cards with one id (`kept check` fails
    /// and their reviews mix).
    ///
    /// A side that deleted the old path without a rename, or created a file at the new path
    /// itself, is left to the ordinary merge (the edit wins; both files are kept).
    func followRenames(in merge: TreeMerge, repo: Repository, otherMachine: String, day: Day) throws -> [FollowedRename] {
        guard let base = merge.base else { return [] }
        // Walking each side's commits is only worth it when a path gone on one side was
        // changed (or is gone) on the other.
        let ourChanged = try repo.changedPaths(from: base, to: merge.ours)
        let theirChanged = try repo.changedPaths(from: base, to: merge.theirs)
        func gone(_ paths: Set<String>, _ commit: ObjectID) throws -> Set<String> {
            var result: Set<String> = []
            for path in paths where isMergeableEntry(path) {
                if try repo.blob(at: path, in: commit) == nil { result.insert(path) }
            }
            return result
        }
        let goneHere = try gone(ourChanged, merge.ours), goneThere = try gone(theirChanged, merge.theirs)
        guard !goneHere.isDisjoint(with: theirChanged) || !goneThere.isDisjoint(with: ourChanged) else { return [] }
        let ourRenames = try renamedEntries(repo, from: base, to: merge.ours)
        let theirRenames = try renamedEntries(repo, from: base, to: merge.theirs)
        var followed: [FollowedRename] = []

        func blob(_ path: String, _ commit: ObjectID) throws -> Data? { try repo.blob(at: path, in: commit) }
        func join(from: String, at target: String, ours: Data?, theirs: Data?, removing: [String]) throws {
            for path in removing { try merge.set(path, to: nil) }
            let file = MergeFile(path: target, base: try blob(from, base), ours: ours, theirs: theirs, merged: nil)
            let copy = try settle(file, in: merge, otherMachine: otherMachine, day: day)
            followed.append(FollowedRename(from: from, path: target, removed: removing, copy: copy))
        }

        for (from, ourTo) in ourRenames.sorted(by: { $0.key < $1.key }) {
            let was = try blob(from, base)
            if let theirTo = theirRenames[from] {
                // Both renamed it; unless they also wrote a file at our new name (or we at theirs).
                let theirsAtOurs = try blob(ourTo, merge.theirs), oursAtTheirs = try blob(theirTo, merge.ours)
                guard theirTo == ourTo || (theirsAtOurs == nil && oursAtTheirs == nil) else { continue }
                try join(from: from, at: ourTo, ours: try blob(ourTo, merge.ours), theirs: try blob(theirTo, merge.theirs),
                         removing: theirTo == ourTo ? [] : [theirTo])
            } else if let edited = try blob(from, merge.theirs), edited != was, try blob(ourTo, merge.theirs) == nil {
                try join(from: from, at: ourTo, ours: try blob(ourTo, merge.ours), theirs: edited, removing: [from])
            }
        }
        for (from, theirTo) in theirRenames.sorted(by: { $0.key < $1.key }) where ourRenames[from] == nil {
            let was = try blob(from, base)
            if let edited = try blob(from, merge.ours), edited != was, try blob(theirTo, merge.ours) == nil {
                try join(from: from, at: theirTo, ours: edited, theirs: try blob(theirTo, merge.theirs), removing: [from])
            }
        }
        return followed
    }
}

private extension SyncMerge {
    /// An entry file of one of the kinds, not a conflict copy (whose name is not the entry's).
    func isMergeableEntry(_ path: String) -> Bool {
        path.hasSuffix(".md") && store.kind(ofPath: path) != nil && ConflictCopy.original(of: path) == nil
    }
}
