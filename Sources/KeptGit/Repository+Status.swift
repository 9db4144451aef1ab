internal import CLibGit2
import Foundation

/// A path whose work-tree content differs from HEAD.
package struct PathChange: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case added, modified, deleted }
    package let path: String
    package let kind: Kind
}

extension Repository {
    /// Work-tree and index changes against HEAD, untracked files included, ignored ones not.
    ///
    /// `refreshingIndex` writes the stat data of files found unchanged back to the index
    /// (`refreshingIndex(_:)`), so the next status need not read them again; for a caller that
    /// holds the store lock, as the index is then written.
    package func changes(refreshingIndex refresh: Bool = false) throws -> [PathChange] {
        guard refresh else { return try changes(updatingIndex: false) }
        return try refreshingIndex { try changes(updatingIndex: $0) }
    }

    private func changes(updatingIndex: Bool) throws -> [PathChange] {
        var options = git_status_options()
        git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION))
        options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
        options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue
            | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
            | GIT_STATUS_OPT_EXCLUDE_SUBMODULES.rawValue
            | (updatingIndex ? GIT_STATUS_OPT_UPDATE_INDEX.rawValue : 0)
        var list: OpaquePointer?
        try check("read status") { git_status_list_new(&list, pointer, &options) }
        defer { git_status_list_free(list) }

        var result: [PathChange] = []
        for i in 0..<git_status_list_entrycount(list) {
            guard let entry = git_status_byindex(list, i) else { continue }
            let status = entry.pointee.status.rawValue
            let delta = entry.pointee.index_to_workdir ?? entry.pointee.head_to_index
            guard let delta else { continue }
            let file = delta.pointee.new_file.path ?? delta.pointee.old_file.path
            guard let file else { continue }
            let path = String(cString: file)
            let deleted = GIT_STATUS_WT_DELETED.rawValue | GIT_STATUS_INDEX_DELETED.rawValue
            let added = GIT_STATUS_WT_NEW.rawValue | GIT_STATUS_INDEX_NEW.rawValue
            let kind: PathChange.Kind
            if status & deleted != 0 {
                kind = .deleted
            } else if status & added != 0 {
                kind = .added
            } else if status != 0 {
                kind = .modified
            } else { continue }
            result.append(PathChange(path: path, kind: kind))
        }
        return result
    }
}
