import Foundation

/// A path written in an entry, made a store path by its words alone: `a/b/../c` → `a/c`.
/// `NSString.standardizingPath` leaves a relative `a/../../x` as it is on Linux, which then
/// named a file outside the store; this never does.
package enum StoreRelativePath {
    /// Nil when it leaves the store or enters a hidden folder (`.git`, `.kept`).
    package static func normalised(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default:
                if part.hasPrefix(".") { return nil }
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}

extension StoreRelativePath {
    /// The absolute path of `store`'s regular file at `path`, when it is one and does not lead
    /// out of the store by a symbolic link: what an export may copy.
    package static func regularFile(_ path: String, in store: Store) -> String? {
        let full = store.absolutePath(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        let real = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: store.root).resolvingSymlinksInPath().path
        return real.hasPrefix(root + "/") ? full : nil
    }
}
