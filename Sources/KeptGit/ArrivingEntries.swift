internal import CLibGit2
import Foundation

/// One entry of a commit's tree as it arrived from elsewhere: the raw bytes of every name on
/// the way to it (a tree entry's name is bytes: it may hold `/`, `..` or anything but NUL) and
/// what it is, as libgit2 reads its mode.
package struct ArrivingEntry: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case file, executable, folder, symlink
        /// A commit of another repository (mode 160000, a submodule).
        case gitlink
        /// A tree whose names are not in git's order, or hold one name twice (git fsck's
        /// `treeNotSorted`, `duplicateEntries`): lookups by name in it are not to be trusted.
        case misorderedFolder
        /// Folders nested deeper than `ArrivingEntry.maxDepth`.
        case tooDeep
        /// A file entry whose object is no blob, or a folder entry whose object is no tree.
        case wrongObject
    }

    package let names: [[UInt8]]
    package let kind: Kind

    /// Deeper than any store's folders; a tree nested further is refused, never walked.
    package static let maxDepth = 256
}

extension Repository {
    /// Visits each entry of commit `to`'s tree that `from`'s tree (nil: an empty tree) does not
    /// hold as it is (same name, mode and id): files, links and folders alike, recursing only
    /// into folders whose ids differ, so a sync of a few changes at 100,000 files reads a few
    /// trees. `visit` returns false to stop the walk.
    ///
    /// Names are compared as bytes, never looked up by libgit2's sorted search, so a tree made
    /// out of git's order cannot hide an entry from the walk.
    package func arrivingEntries(from: ObjectID?, to: ObjectID, visit: (ArrivingEntry) throws -> Bool) throws {
        var odb: OpaquePointer?
        try check("open the object database") { git_repository_odb(&odb, pointer) }
        defer { git_odb_free(odb) }
        let newTree = try commitTreeID(to)
        let oldTree = try from.map(commitTreeID)
        _ = try walkArriving(newTree, old: oldTree, names: [], odb: odb, visit: visit)
    }

    /// The commit, walking back from `tip` (not past `hiding`), that brought the entry at
    /// `names` as `tip` has it: one that holds it so while none of its parents does. Nil when
    /// none does.
    package func commitBringing(_ names: [[UInt8]], tip: ObjectID, hiding: ObjectID?) throws -> ObjectID? {
        var walk: OpaquePointer?
        try check("start history walk") { git_revwalk_new(&walk, pointer) }
        defer { git_revwalk_free(walk) }
        git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL.rawValue)
        var start = tip.raw
        try check("walk from \(tip.short)") { git_revwalk_push(walk, &start) }
        if let hiding {
            var stop = hiding.raw
            _ = git_revwalk_hide(walk, &stop)
        }
        guard let wanted = try entry(at: names, in: tip) else { return nil }
        var oid = git_oid()
        var steps = 0
        while git_revwalk_next(&oid, walk) == 0, steps < 10_000 {
            steps += 1
            let commit = ObjectID(oid)
            guard try entry(at: names, in: commit) == wanted else { continue }
            let object = try lookupCommit(commit)
            defer { git_commit_free(object) }
            var parentHolds = false
            for i in 0..<git_commit_parentcount(object) where !parentHolds {
                parentHolds = try entry(at: names, in: ObjectID(git_commit_parent_id(object, i).pointee)) == wanted
            }
            if !parentHolds { return commit }
        }
        return nil
    }

    private func commitTreeID(_ commit: ObjectID) throws -> ObjectID {
        let object = try lookupCommit(commit)
        defer { git_commit_free(object) }
        return ObjectID(git_commit_tree_id(object).pointee)
    }

    /// The mode and id of the entry at `names` in `commit`'s tree, matched byte for byte.
    private func entry(at names: [[UInt8]], in commit: ObjectID) throws -> RawEntry? {
        var tree = try commitTreeID(commit)
        for (depth, name) in names.enumerated() {
            guard let found = try entries(of: tree).first(where: { $0.name == name }) else { return nil }
            if depth == names.count - 1 { return found }
            guard found.mode == GIT_FILEMODE_TREE.rawValue else { return nil }
            tree = found.id
        }
        return nil
    }

    private struct RawEntry: Equatable {
        let name: [UInt8]
        let mode: UInt32
        let id: ObjectID
    }

    /// A tree's entries in stored order; nil when `id` is no tree.
    private func entries(of id: ObjectID) throws -> [RawEntry] {
        var raw = id.raw
        var tree: OpaquePointer?
        try check("read tree \(id.short)") { git_tree_lookup(&tree, pointer, &raw) }
        defer { git_tree_free(tree) }
        let count = git_tree_entrycount(tree)
        var result: [RawEntry] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            guard let entry = git_tree_entry_byindex(tree, i) else { continue }
            let name = git_tree_entry_name(entry)!
            let bytes = UnsafeRawBufferPointer(start: name, count: strlen(name))
            result.append(RawEntry(name: Array(bytes), mode: git_tree_entry_filemode(entry).rawValue,
                                   id: ObjectID(git_tree_entry_id(entry).pointee)))
        }
        return result
    }

    private func walkArriving(_ tree: ObjectID, old: ObjectID?, names: [[UInt8]], odb: OpaquePointer?,
                              visit: (ArrivingEntry) throws -> Bool) throws -> Bool {
        let new = try entries(of: tree)
        if !Self.inGitOrder(new) {
            return try visit(ArrivingEntry(names: names, kind: .misorderedFolder))
        }
        var had: [[UInt8]: RawEntry] = [:]
        if let old {
            for entry in try entries(of: old) { had[entry.name] = entry }
        }
        for entry in new {
            if let before = had[entry.name], before.mode == entry.mode, before.id == entry.id { continue }
            let path = names + [entry.name]
            let kind: ArrivingEntry.Kind
            switch entry.mode {
            case GIT_FILEMODE_TREE.rawValue: kind = .folder
            case GIT_FILEMODE_LINK.rawValue: kind = .symlink
            case GIT_FILEMODE_COMMIT.rawValue: kind = .gitlink
            case GIT_FILEMODE_BLOB_EXECUTABLE.rawValue: kind = .executable
            default: kind = .file
            }
            let expected: git_object_t? = switch kind {
            case .folder: GIT_OBJECT_TREE
            case .file, .executable, .symlink: GIT_OBJECT_BLOB
            default: nil
            }
            if let expected, try objectType(entry.id, odb: odb) != expected {
                guard try visit(ArrivingEntry(names: path, kind: .wrongObject)) else { return false }
                continue
            }
            guard try visit(ArrivingEntry(names: path, kind: kind)) else { return false }
            guard kind == .folder else { continue }
            if path.count > ArrivingEntry.maxDepth {
                guard try visit(ArrivingEntry(names: path, kind: .tooDeep)) else { return false }
                continue
            }
            let before = had[entry.name].flatMap { $0.mode == GIT_FILEMODE_TREE.rawValue ? $0.id : nil }
            guard try walkArriving(entry.id, old: before, names: path, odb: odb, visit: visit) else { return false }
        }
        return true
    }

    /// The type of an object from its header alone; nil when it is not in the database.
    private func objectType(_ id: ObjectID, odb: OpaquePointer?) throws -> git_object_t? {
        var raw = id.raw
        var size = 0
        var type = GIT_OBJECT_INVALID
        guard git_odb_read_header(&size, &type, odb, &raw) == 0 else { return nil }
        return type
    }

    /// git's tree order: names compared as bytes, a folder's as if it ended in `/`; each name
    /// strictly after the one before (so none twice).
    private static func inGitOrder(_ entries: [RawEntry]) -> Bool {
        var previous: [UInt8]?
        for entry in entries {
            let key = entry.mode == GIT_FILEMODE_TREE.rawValue ? entry.name + [0x2F] : entry.name
            if let previous, !previous.lexicographicallyPrecedes(key) { return false }
            previous = key
        }
        // A file and a folder of one name sort apart (`a` < `a.b` < `a/`): look for twins too.
        return Set(entries.map(\.name)).count == entries.count
    }
}
