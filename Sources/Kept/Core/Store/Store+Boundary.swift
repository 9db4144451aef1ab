import Foundation

/// No symbolic link inside the store is followed: store files are opened below the store
/// folder name by name without following links (`StoreFolder`), whether a link leads outside
/// (`fridge/반찬 -> /etc`, a pushed `.kept/state/lock -> ~/.bashrc`) or inside. A path with a
/// link on the way is refused, naming the link; `kept check` names every such link.
extension Store {
    /// Throws when a symbolic link lies on the way to the store path `path` (existing or about
    /// to be written), inside or outside the store.
    func ensureInside(_ path: String) throws {
        guard let link = try folder().linkOnTheWay(diskNames.disk(path)) else { return }
        throw StoreFolder.refusal(link)
    }

    /// The store folder, for opens that follow no link.
    func folder() throws -> StoreFolder { try StoreFolder(root: root) }

    /// Writes the store file `path` atomically, no link followed on the way (`AtomicFile`).
    func writeFile(_ text: String, at path: String) throws {
        try AtomicFile.write(Array(text.utf8), in: folder(), at: diskNames.disk(path))
    }

    func writeFile(_ data: Data, at path: String) throws {
        try AtomicFile.write(Array(data), in: folder(), at: diskNames.disk(path))
    }

    /// The bytes of the store file `path`, nil when it is not there; throws at a link on the way.
    func contents(at path: String) throws -> Data? {
        try folder().contents(diskNames.disk(path))
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

    /// `.kept/state/…` and `.kept/cache/…`: this machine's own, git-ignored files.
    static func isMachineState(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasPrefix(".kept/state/") || lowered.hasPrefix(".kept/cache/")
            || lowered == ".kept/state" || lowered == ".kept/cache"
    }

    /// Refuses to write while a git operation is under way (see `GitOperationError`); also
    /// for a command that opens an editor or a review before it writes, so that nobody types
    /// into what cannot be committed.
    package func refuseDuringGitOperation() throws {
        if let refusal = GitOperationError.inProgress(in: self) { throw refusal }
    }
}

/// Output paths (`kept export -o`, `kept report -o`): checked against the store after every
/// link on the way is resolved, so `-o ~/links/g/config` with `~/links/g -> STORE/.git` is
/// refused as the direct path is.
extension Store {
    /// `path` (absolute) with its folder's links resolved: the deepest folder that exists is
    /// made real and the names not there yet are kept. The file's own name is kept as given:
    /// an atomic write replaces a link there, never writes through it.
    package static func realOutputPath(_ path: String) -> String {
        var folder = (path as NSString).deletingLastPathComponent
        var rest = [(path as NSString).lastPathComponent]
        while !folder.isEmpty && folder != "/" {
            if let real = realPath(folder) { return ([real] + rest.reversed()).joined(separator: "/") }
            rest.append((folder as NSString).lastPathComponent)
            folder = (folder as NSString).deletingLastPathComponent
        }
        return "/" + rest.reversed().joined(separator: "/")
    }

    /// Whether the absolute `path` lies in the store (or is its folder), links resolved.
    package func holds(_ path: String) -> Bool {
        let real = Self.realOutputPath(path)
        return [path, real].contains { candidate in
            [root, Self.realPath(root) ?? root].contains { candidate == $0 || candidate.hasPrefix($0 + "/") }
        }
    }
}
