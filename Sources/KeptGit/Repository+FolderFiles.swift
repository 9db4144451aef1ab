internal import CLibGit2
import Foundation

extension Repository {
    /// The paths of the files under `folder` in a commit's tree (nested folders too), sorted;
    /// empty when the commit has no such folder.
    package func files(under folder: String, in commit: ObjectID) throws -> [String] {
        let object = try lookupCommit(commit)
        defer { git_commit_free(object) }
        var tree: OpaquePointer?
        try check("read tree") { git_commit_tree(&tree, object) }
        defer { git_tree_free(tree) }
        var entry: OpaquePointer?
        guard git_tree_entry_bypath(&entry, tree, folder) == 0 else { return [] }
        defer { git_tree_entry_free(entry) }
        guard git_tree_entry_type(entry) == GIT_OBJECT_TREE else { return [] }
        var sub: OpaquePointer?
        try check("read tree") { git_tree_lookup(&sub, pointer, git_tree_entry_id(entry)) }
        defer { git_tree_free(sub) }
        var found: [String] = []
        collect(sub, prefix: folder, into: &found)
        return found.sorted()
    }

    private func collect(_ tree: OpaquePointer?, prefix: String, into found: inout [String]) {
        for i in 0..<git_tree_entrycount(tree) {
            guard let entry = git_tree_entry_byindex(tree, i) else { continue }
            let path = prefix + "/" + String(cString: git_tree_entry_name(entry))
            if git_tree_entry_type(entry) == GIT_OBJECT_TREE {
                var sub: OpaquePointer?
                guard git_tree_lookup(&sub, pointer, git_tree_entry_id(entry)) == 0 else { continue }
                collect(sub, prefix: path, into: &found)
                git_tree_free(sub)
            } else if git_tree_entry_type(entry) == GIT_OBJECT_BLOB {
                found.append(path)
            }
        }
    }
}
