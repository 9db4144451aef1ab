import Foundation
internal import KeptGit

/// A folder of entries with a `.kept/` folder and a git repository: the user's data.
///
/// Reading needs nothing but the files. Every change is one transaction, `locked(_:)`: the
/// store lock held while it decides (reading what is there now), writes atomically and makes
/// one commit. The features' operations (`FridgeAdd`, `FridgeConsume`, `DiaryLine`,
/// `CardGrade`…) are built on it; the front ends call those.
package final class Store: Sendable {
    /// The store's folder, absolute, without a trailing slash.
    package let root: String
    /// Built-in kinds, overridden or joined by `.kept/templates/*.md`.
    package let kinds: [Kind]
    /// Kinds whose template in `.kept/templates/` cannot be used: only they are off, every
    /// other command works (see `DisabledKind`).
    package let disabledKinds: [DisabledKind]
    /// Entry files whose names are NFD on disk, by their NFC path.
    let diskNames = DiskNames()
    /// The store lock while this process holds it.
    let heldLock = HeldLock()
    /// The machine it is used from: its name for sync and reviews, how long to wait for the lock.
    package let machine: ThisMachine
    /// Who made the changes besides the user, when someone did (`assistant` for `kept mcp`):
    /// every commit's message then ends with ` (via assistant)`, so that `kept log` tells them
    /// apart and `kept restore` undoes one.
    package let via: String?

    /// Opens the store at `root`, which must hold `.kept/`, used from `machine`.
    package init(root: String, machine: ThisMachine = .unnamed, via: String? = nil) throws {
        let absolute = Store.absolute(root)
        guard Store.isStore(absolute) else { throw KeptError.notAStore(absolute) }
        // `.kept` itself a link: its lock, settings and templates would be outside the store.
        if let link = try StoreFolder(root: absolute).linkOnTheWay(".kept") { throw StoreFolder.refusal(link) }
        self.root = absolute
        self.machine = machine
        self.via = via
        (self.kinds, self.disabledKinds) = try Store.loadKinds(root: absolute)
    }

    package static func isStore(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(".kept"),
                                              isDirectory: &isFolder) && isFolder.boolValue
    }

    static func absolute(_ path: String) -> String {
        var expanded = (path as NSString).expandingTildeInPath
        // Made absolute first: standardizing a relative URL drops a leading `..`.
        if !expanded.hasPrefix("/") { expanded = FileManager.default.currentDirectoryPath + "/" + expanded }
        var url = URL(fileURLWithPath: expanded)
        url.standardize()
        var text = url.path
        while text.count > 1 && text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// The full path of a store-relative path.
    package func absolutePath(_ relative: String) -> String {
        let disk = diskNames.disk(relative)
        // Joined directly in the common case: NSString's version bridges every call, which
        // showed at 100,000 entries.
        if !root.hasSuffix("/"), Store.isPlainRelative(disk) { return root + "/" + disk }
        return (root as NSString).appendingPathComponent(disk)
    }

    /// Whether `path` is not empty and has no leading, trailing or doubled `/`: joined to the
    /// root as it is. One pass over the bytes (a zip of two UTF-8 views cost ten thousand
    /// instructions a path, a fifth of a warm `kept list`).
    static func isPlainRelative(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard let first = bytes.first, first != 0x2F, bytes.last != 0x2F else { return false }
            var previous = first
            for byte in bytes.dropFirst() {
                if byte == 0x2F && previous == 0x2F { return false }
                previous = byte
            }
            return true
        }
    }

    /// The store's settings, read now (`.kept/config.yaml`).
    package func config() throws -> StoreConfig { try StoreConfig.load(root: root) }

    // MARK: Kinds

    /// The kind called `name`, or whose folder is `name` (`cards` for `card`).
    package func kind(named name: String) throws -> Kind {
        let lower = name.lowercased()
        if let kind = kinds.first(where: { $0.name == lower }) ?? kinds.first(where: { $0.folder == lower }) {
            return kind
        }
        if let disabled = disabledKinds.first(where: { $0.name == lower }) {
            throw KeptError.kindDisabled(name: disabled.name, template: disabled.template)
        }
        throw KeptError.unknownKind(name, known: kinds.map(\.name))
    }

    /// The kind whose folder holds `path`.
    package func kind(ofPath path: String) -> Kind? {
        let folder = path.prefix { $0 != "/" }
        return kinds.first { $0.folder == folder }
    }

    private static func loadKinds(root: String) throws -> ([Kind], [DisabledKind]) {
        var kinds = try BuiltinTemplates.all.map {
            try KindTemplate.parse(name: $0.name, text: $0.text, source: "built-in")
        }
        let folder = (root as NSString).appendingPathComponent(".kept/templates")
        let store = try StoreFolder(root: root)
        var disabled: [DisabledKind] = []
        // A templates folder that is a link is read from nowhere: every kind is built-in, and
        // the link is named (its own kinds would come from outside the store).
        if let link = store.linkOnTheWay(".kept/templates") { throw StoreFolder.refusal(link) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for file in names.sorted() where file.hasSuffix(".md") && !file.hasPrefix(".") {
            let name = String(file.dropLast(3)).lowercased()
            let relative = ".kept/templates/\(file)"
            do {
                guard let data = try store.contents(relative),
                      let text = String(data: data, encoding: .utf8) else {
                    throw KeptError.template(relative, line: 1, Message(.errorStoreCannotReadThisTemplate))
                }
                let kind = try KindTemplate.parse(name: name, text: text, source: relative)
                if let clash = kinds.first(where: { $0.folder == kind.folder && $0.name != name }) {
                    throw KeptError.template(relative, line: 2,
                        Message(.errorStoreFolderAlreadyBelongsKind, ["folder": "\(kind.folder)", "name": "\(clash.name)"]))
                }
                if let i = kinds.firstIndex(where: { $0.name == name }) { kinds[i] = kind } else { kinds.append(kind) }
            } catch let error as KeptError {
                // One bad template turns off its own kind (and the built-in one it overrides,
                // whose files it was meant to describe), nothing else.
                kinds.removeAll { $0.name == name }
                disabled.append(DisabledKind(name: name, template: relative, problem: error.message))
            }
        }
        return (kinds, disabled)
    }

    /// Where a listed entry reads its body from when asked: the store's folder and the
    /// entry's path, or its full path when that is not simply the two joined (a name that
    /// is NFD on disk): a list of 100,000 entries need not make 100,000 full paths.
    /// `path` is one the walk gave (`entryFiles`): never empty, no `/` at either end, no `//`.
    func bodySource(of path: String) -> Entry.BodySource {
        if !root.hasSuffix("/"), UTF8Order.equal(diskNames.disk(path), path) { return .inFolder(root) }
        return .file(absolutePath(path))
    }

    // MARK: Reading entries

    /// Reads the file at a store-relative path as text; refuses a file that is not UTF-8,
    /// so that no change rewrites (and mangles) its bytes.
    package func text(at path: String) throws -> String {
        guard let contents = try self.contents(at: path).map(EntryFile.decode) else {
            throw KeptError.io(path, Message(.errorStoreCannotReadFileIt))
        }
        if let problem = contents.encodingProblem {
            throw KeptError.invalidEntry(EntryProblem(path: path, problem: problem, text: contents.text))
        }
        return contents.text
    }

    package func entry(at path: String) throws -> Entry {
        Entry(path: path, kind: try kindOrThrow(path).name, document: EntryDocument(text: try text(at: path)))
    }

    /// Reads an entry for listing: never fails; an unreadable file is an entry with a problem.
    func listedEntry(at path: String, kind: String) -> Entry {
        listedEntry(at: path, kind: kind, bytes: EntryFile.bytes(absolutePath(path)))
    }

    /// The same from the file's bytes, already read (nil when it could not be).
    func listedEntry(at path: String, kind: String, bytes: Data?) -> Entry {
        guard let contents = bytes.map(EntryFile.decode) else {
            return Entry(path: path, kind: kind, document: EntryDocument(text: ""),
                         problem: FrontMatterProblem(line: 1, column: 1, message: Message(.problemCannotRead)))
        }
        return Entry(path: path, kind: kind, listing: EntryDocument.listing(contents.text), problem: contents.encodingProblem)
    }

    // MARK: Changing

    /// Runs `body` holding the store lock, so that concurrent `kept` processes take turns;
    /// first finishes what a `kept` killed while holding it left undone: its change, and a
    /// sync it was in the middle of (`SyncJournal`), before anything else. Refuses while a
    /// git operation of the user's is under way (`GitOperationError`).
    func locked<T>(machine: String? = nil, now: Date = Date(), _ body: () throws -> T) throws -> T {
        // Not even a recovery commit while the user's git rebase, merge… is under way.
        try refuseDuringGitOperation()
        let lock = try StoreLock(root: root, timeout: self.machine.lockTimeout)
        heldLock.current = lock
        defer { heldLock.current = nil; withExtendedLifetime(lock) {} }
        removeStaleStateTemporaries()
        if let interrupted = lock.interrupted { try recover(from: interrupted) }
        if FileManager.default.fileExists(atPath: SyncJournal.path(root: root)) {
            try SyncJournal(store: self).finishInterrupted(machine: machine ?? self.machine.name, now: now)
        }
        // A keyed change already in history (committed before a crash, its key never recorded,
        // or finished just now from its intent) is not made a second time.
        if let keyed = ChangeKey.current, keyed.firstLook(), try changeMade(keyed) {
            throw ChangeAlreadyMadeError(key: keyed.key)
        }
        return try body()
    }

    /// Whether one of the recent commits carries `keyed`'s trailer.
    private func changeMade(_ keyed: ChangeKey) throws -> Bool {
        do {
            return try repository().history(limit: ChangeKey.lookBack).contains { keyed.isIn($0.message) }
        } catch let error as GitError {
            throw KeptError.git(Message(.gitCannotReadStatus), GitProblem(error))
        }
    }

    func repository() throws -> Repository {
        do {
            return try Repository.open(at: root)
        } catch let error as GitError {
            throw KeptError.git(Message(.gitCannotOpenStore, ["root": root]), GitProblem(error))
        }
    }


    /// `message` as this store's commits carry it: with ` (via assistant)` at the end of its
    /// first line when opened so (the line `kept log` shows and `kept log --via` reads).
    package func attributed(_ message: String) -> String {
        via.map { CommitAttribution.marked(message, via: $0) } ?? message
    }

    /// `attributed(message)` with the trailer of the keyed change being made, if one is: what
    /// a commit and the intent of a write carry.
    func recorded(_ message: String) -> String {
        ChangeKey.current.map { $0.marked(attributed(message)) } ?? attributed(message)
    }

    /// Commits exactly `paths` with `message`, marked as this store's unless `marking` is false
    /// (a change finished for another process carries its own mark); nil when nothing changed.
    func commit(_ paths: [String], message: String, marking: Bool = true) throws -> NewCommit? {
        do {
            // A NUL (a hostile title) would end git's message there, and with it the mark.
            let message = (marking ? recorded(message) : message).replacingOccurrences(of: "\0", with: "\u{FFFD}")
            if marking, ChangeKey.current != nil { ChangeKey.reached("written") }
            let result = try repository().commit(paths: paths.map(diskNames.disk), message: message)
            heldLock.before = [:]
            if marking, ChangeKey.current != nil, result != nil { ChangeKey.reached("committed") }
            return result.map(NewCommit.init)
        } catch let error as GitError {
            // Never "untouched" when a file was written: the change is undone, or the message
            // says which file changed and how to commit it; the index is put back either way,
            // so that no later commit carries the change silently.
            guard !heldLock.before.isEmpty else {
                try? repository().resetIndex(paths.map(diskNames.disk))
                throw KeptError.commitFailed(paths: paths, GitProblem(error), .inFiles)
            }
            let left = undoIntendedChange()
            throw KeptError.commitFailed(paths: paths, GitProblem(error), left.isEmpty ? .undone : .left(left))
        }
    }
}
