internal import CLibGit2
import Foundation

/// How one commit's tree differs from another's, files only: which paths were renamed (git's
/// rename detection: exact, or at least half the content alike), deleted or added.
package struct TreeChanges: Sendable, Equatable {
    /// Old path → new path.
    package var renamed: [String: String] = [:]
    /// Paths gone without a rename partner.
    package var deleted: Set<String> = []
    /// Paths new without a rename partner.
    package var added: Set<String> = []

    package init(renamed: [String: String] = [:], deleted: Set<String> = [], added: Set<String> = []) {
        self.renamed = renamed
        self.deleted = deleted
        self.added = added
    }
}

extension Repository {
    /// What changed from commit `from` to commit `to`, with renames found as `git diff -M` does.
    package func treeChanges(from: ObjectID, to: ObjectID) throws -> TreeChanges {
        let fromCommit = try lookupCommit(from)
        defer { git_commit_free(fromCommit) }
        let toCommit = try lookupCommit(to)
        defer { git_commit_free(toCommit) }
        let diff = try renameDetectingDiff(from: fromCommit, to: toCommit)
        defer { git_diff_free(diff) }

        var changes = TreeChanges()
        for i in 0..<git_diff_num_deltas(diff) {
            guard let delta = git_diff_get_delta(diff, i) else { continue }
            let old = delta.pointee.old_file.path.map { String(cString: $0) }
            let new = delta.pointee.new_file.path.map { String(cString: $0) }
            switch delta.pointee.status {
            case GIT_DELTA_RENAMED:
                if let old, let new { changes.renamed[old] = new }
            case GIT_DELTA_DELETED:
                if let old { changes.deleted.insert(old) }
            case GIT_DELTA_ADDED:
                if let new { changes.added.insert(new) }
            default:
                continue
            }
        }
        return changes
    }
}

extension Repository {
    /// Renames made from `base` to `tip`, old path → new path, found commit by commit (each
    /// commit against its parent) and chained (`a → b` then `b → c` is `a → c`), kept only
    /// where the old path is in `base` and gone at `tip` and the new one is new at `tip`.
    ///
    /// One commit at a time, because kept renames an entry in one commit of its own: there the
    /// old and the new text are nearly alike, while an entry deleted and another one added (two
    /// small fridge items of one template look alike to git) are two commits and never paired.
    /// Merge commits are skipped: the commits they join are walked themselves.
    package func renames(from base: ObjectID, to tip: ObjectID) throws -> [String: String] {
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_REVERSE.rawValue)
        var start = tip.raw, stop = base.raw
        try check("walk from \(tip.short)") { git_revwalk_push(walk, &start) }
        try check("walk to \(base.short)") { git_revwalk_hide(walk, &stop) }

        var chained: [String: String] = [:]   // first old path → latest new path
        var oid = git_oid()
        while git_revwalk_next(&oid, walk) == 0 {
            var commit: OpaquePointer?
            try check("read commit") { git_commit_lookup(&commit, pointer, &oid) }
            defer { git_commit_free(commit) }
            guard git_commit_parentcount(commit) == 1 else { continue }
            let parent = ObjectID(git_commit_parent_id(commit, 0).pointee)
            for (old, new) in try treeChanges(from: parent, to: ObjectID(oid)).renamed {
                if let first = chained.first(where: { $0.value == old })?.key {
                    chained[first] = new
                } else {
                    chained[old] = new
                }
            }
        }
        var result: [String: String] = [:]
        for (old, new) in chained where old != new {
            if try blob(at: old, in: base) != nil, try blob(at: old, in: tip) == nil,
               try blob(at: new, in: base) == nil, try blob(at: new, in: tip) != nil {
                result[old] = new
            }
        }
        return result
    }
}
