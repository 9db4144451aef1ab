import Foundation

/// Nothing kept reads or writes lies outside the store: a path is checked against the store's
/// real folder after following every symbolic link on the way, so a link inside the store
/// (`fridge/반찬 -> /etc`) is never read or written through. `kept check` names such links.
extension Store {
    /// Throws unless the store path `path` (existing or about to be written) stays inside.
    func ensureInside(_ path: String) throws {
        if let link = linkLeavingStore(path) {
            throw KeptError.io(path, Message("error.boundary.goesThroughSymbolicLink", ["path": "\(link.path)", "target": "\(link.target)"]))
        }
    }

    /// The first link on the way to `path` that leads outside the store, if any.
    func linkLeavingStore(_ path: String) -> (path: String, target: String)? {
        let realRoot = Self.realPath(root) ?? root
        var walked = ""
        for part in diskNames.disk(path).split(separator: "/").map(String.init) {
            walked = walked.isEmpty ? part : walked + "/" + part
            let full = (root as NSString).appendingPathComponent(walked)
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) else {
                if !FileManager.default.fileExists(atPath: full) { return nil }
                continue
            }
            // A dangling link leads nowhere inside: refused as well.
            guard let real = Self.realPath(full), real == realRoot || real.hasPrefix(realRoot + "/") else {
                return (walked, target)
            }
        }
        return nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
