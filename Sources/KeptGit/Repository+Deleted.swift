internal import CLibGit2
import Foundation

/// A file deleted in history and not back at HEAD: where it was, the commit that deleted it
/// and the commit whose tree still holds its last version.
package struct DeletedFile: Sendable, Equatable {
    package let path: String
    package let deletion: CommitInfo
    /// The deleting commit's parent, which holds the file as it last was.
    package let lastVersion: ObjectID
}

extension Repository {
    /// Files deleted from HEAD's history (newest deletion first) that HEAD does not have,
    /// among the paths `wanted` admits. A path renamed away (git's rename detection, as for
    /// `kept mv`) is not deleted. Merge commits are skipped: the deletions they join are
    /// walked in their own commits.
    package func deletedFiles(_ wanted: (String) -> Bool) throws -> [DeletedFile] {
        guard let head = try headCommitID() else { return [] }
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue)
        try check("walk from HEAD") { git_revwalk_push_head(walk) }
        var found: [DeletedFile] = []
        var seen: Set<String> = []
        var oid = git_oid()
        while git_revwalk_next(&oid, walk) == 0 {
            var commit: OpaquePointer?
            try check("read commit") { git_commit_lookup(&commit, pointer, &oid) }
            defer { git_commit_free(commit) }
            guard git_commit_parentcount(commit) == 1 else { continue }
            let parent = ObjectID(git_commit_parent_id(commit, 0).pointee)
            for path in try treeChanges(from: parent, to: ObjectID(oid)).deleted.sorted()
            where wanted(path) && !seen.contains(path) {
                seen.insert(path)
                if try blob(at: path, in: head) != nil { continue }
                found.append(DeletedFile(path: path, deletion: info(of: commit!, path: path), lastVersion: parent))
            }
        }
        return found
    }

    /// The commit a revision names (`1a2b3c4`, `HEAD~2`, `main@{yesterday}`…), as git reads it.
    package func commit(named revision: String) throws -> ObjectID {
        var object: OpaquePointer?
        try check("find revision \(revision)") { git_revparse_single(&object, pointer, revision) }
        defer { git_object_free(object) }
        var peeled: OpaquePointer?
        try check("read \(revision) as a commit") { git_object_peel(&peeled, object, GIT_OBJECT_COMMIT) }
        defer { git_object_free(peeled) }
        return ObjectID(git_object_id(peeled).pointee)
    }
}
