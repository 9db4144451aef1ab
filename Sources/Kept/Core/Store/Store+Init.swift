import Foundation
internal import KeptGit

/// What `kept init` did.
package struct InitReport: Sendable {
    package let root: String
    /// True when the folder already was a kept store: nothing was changed.
    package let alreadyStore: Bool
    /// True when the folder already was a git repository, now adopted.
    package let adoptedRepository: Bool
    /// Entries that were already in kind folders, now part of the first commit.
    package let adoptedEntries: [String]
    package let commit: NewCommit?
}

extension Store {
    static let ignoredLines = [".kept/state/", ".kept/cache/"]
    /// The first `.kept/config.yaml`: the store's own defaults, decided once here (from the
    /// language of whoever made the store) so that every machine that syncs it agrees.
    static func defaultConfig(language: String?) -> String {
        """
        # kept store settings (committed; shared by every machine that syncs this store).
        version: 1
        fridge:
          # the category of a new fridge item without --category (kept fridge add, kept new fridge)
          category: \(YAMLScalar.render(Fridge.initialCategory(language: language)))
        cards:
          # the category of a new card without --category
          category: \(YAMLScalar.render(DefaultCategory.initial(kind: "card", language: language)))

        """
    }

    /// Makes `folder` a store: a git repository on `main`, `.kept/config.yaml`, a `.gitignore`
    /// and a first commit. Adopts what is there: an existing repository and Markdown files in
    /// kind folders stay as they are and are committed. `language` (the locale's, e.g.
    /// `ko_KR`) decides the store's defaults written into the new config; `machine` is
    /// where it is made from (the lock's wait).
    package static func initialize(at folder: String, language: String? = nil, machine: ThisMachine = .unnamed) throws -> InitReport {
        let root = absolute(folder)
        try refuseInsideStore(root, making: Message(.initAStore))
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw KeptError.io(root, Message(.errorInitCannotCreateFolder, ["localizedDescription": "\(error.localizedDescription)"]))
        }
        let hadRepository = Repository.exists(at: root)
        // A store with no commit yet is an init that was killed before its first commit: it is
        // finished (what is there adopted and committed), not called a store and left as it is.
        if isStore(root) && hadRepository && !Self.awaitsFirstCommit(root) {
            return InitReport(root: root, alreadyStore: true, adoptedRepository: true, adoptedEntries: [], commit: nil)
        }
        let ignore = (root as NSString).appendingPathComponent(".gitignore")
        var existing = ""
        if let data = FileManager.default.contents(atPath: ignore) {
            // Read before anything is made: a .gitignore that is not text would lose its lines.
            guard let text = String(validating: data, as: UTF8.self) else {
                throw KeptError.io(ignore, Message(.errorInitGitignoreNotText))
            }
            existing = text
        }
        let repository: Repository
        do {
            repository = hadRepository ? try Repository.open(at: root) : try Repository.create(at: root, initialBranch: "main")
        } catch let error as GitError {
            throw KeptError.git(Message(hadRepository ? .gitCannotOpenIn : .gitCannotCreateIn, ["root": root]), GitProblem(error))
        }
        // Nothing written into a repository whose user is in the middle of a rebase, a merge…
        if let refusal = GitOperationError.of(repository, root: root) { throw refusal }

        let config = (root as NSString).appendingPathComponent(".kept/config.yaml")
        if !FileManager.default.fileExists(atPath: config) {
            try AtomicFile.write(Array(defaultConfig(language: language).utf8), in: StoreFolder(root: root), at: StoreConfig.relativePath)
        }
        let present = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = ignoredLines.filter { !present.contains($0) }
        if !missing.isEmpty {
            let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
            try AtomicFile.write(Array((existing + separator + missing.joined(separator: "\n") + "\n").utf8), in: StoreFolder(root: root), at: ".gitignore")
        }

        let store = try Store(root: root, machine: machine)
        let adopted = store.markdownFiles().filter { !repository.isIgnored($0) }
        let message = adopted.isEmpty ? "kept: init store"
            : "kept: init store, adopt \(adopted.count) \(adopted.count == 1 ? "entry" : "entries")"
        let commit = try store.locked {
            try store.commit([".kept/config.yaml", ".gitignore"] + adopted, message: message)
        }
        return InitReport(root: root, alreadyStore: false, adoptedRepository: hadRepository,
                          adoptedEntries: adopted, commit: commit)
    }

    /// True when the repository at `root` opens and its HEAD has no commit yet.
    static func awaitsFirstCommit(_ root: String) -> Bool {
        do {
            return try Repository.open(at: root).headCommitID() == nil
        } catch {
            return false
        }
    }

    /// Store-relative paths of every `.md` file in the kinds' folders, sorted, in NFC: a file
    /// whose name is NFD on disk is listed by its NFC name; when a file of the NFC name exists
    /// too, the NFD one is listed by its own name beside it (`normalizationTwins`), never hidden.
    func markdownFiles() -> [String] { entryFiles(stamped: false).map(\.path) }

    /// The same with each file's kind and stamp (`kinds`' folders only, when given); with
    /// `stamped: false` no file is stat'ed and every stamp is nil.
    func entryFiles(kinds wanted: [Kind]? = nil, stamped: Bool = true) -> [(path: String, kind: String, stamp: FileStamp?)] {
        var files: [(path: String, kind: String, stamp: FileStamp?)] = []
        var decomposed: [(nfc: String, disk: String, kind: String, stamp: FileStamp?)] = []
        var seenFolders = Set<String>()
        let folder = try? self.folder()
        // Folders in the order of their names, each walk sorted: the whole list is sorted.
        for kind in (wanted ?? kinds).sorted(by: { UTF8Order.precedes($0.folder + "/", $1.folder + "/") })
            where seenFolders.insert(kind.folder).inserted {
            // A kind folder that is (or lies under) a link is never read (`StoreFolder`).
            if folder?.linkOnTheWay(diskNames.disk(kind.folder)) != nil { continue }
            // The folder's own name may be NFD on disk too.
            for file in EntryFileWalk.files(under: diskNames.disk(kind.folder), root: root, stamped: stamped) {
                let nfc = file.path.nfc
                if UTF8Order.equal(nfc, file.path) { files.append((file.path, kind.name, file.stamp)) }
                else { decomposed.append((nfc, file.path, kind.name, file.stamp)) }
            }
        }
        guard !decomposed.isEmpty else { return files }
        do {
            // Compare bytes: Swift's == calls NFC and NFD equal, a Set<String> would too.
            var seen = Set(files.map { Array($0.path.utf8) })
            for file in decomposed {
                if seen.insert(Array(file.nfc.utf8)).inserted {
                    diskNames.record(nfc: file.nfc, disk: file.disk)
                    files.append((file.nfc, file.kind, file.stamp))
                } else {
                    files.append((file.disk, file.kind, file.stamp))
                }
            }
        }
        return files.sorted { UTF8Order.precedes($0.path, $1.path) }
    }

    /// Pairs of files whose names differ only in Unicode normalisation (`첫눈.md` written
    /// composed and decomposed): one name to a person, two files to the disk.
    func normalizationTwins(_ paths: [String]) -> [(nfc: String, other: String)] {
        let byBytes = Set(paths.map { Array($0.utf8) })
        return paths.compactMap { path in
            let nfc = path.nfc
            guard !UTF8Order.equal(nfc, path), byBytes.contains(Array(nfc.utf8)) else { return nil }
            return (nfc, path)
        }
    }
}

extension Store {
    /// The store that holds `path` (an ancestor folder with `.kept/`), not `path` itself.
    static func enclosingStore(of path: String) -> String? {
        var folder = (absolute(path) as NSString).deletingLastPathComponent
        while folder.count > 1 {
            if isStore(folder) { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// A store (or clone) inside another store would be a git repository inside it, which its
    /// commits and syncs cannot hold: refused, naming the store.
    static func refuseInsideStore(_ root: String, making what: Message) throws {
        guard let outer = enclosingStore(of: root) else { return }
        throw KeptError.io(root, Message(.initInsideStore, ["outer": outer]).localizing("what", what))
    }
}
