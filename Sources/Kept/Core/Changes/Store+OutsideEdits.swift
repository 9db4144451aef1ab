import Foundation
internal import KeptGit

/// Edits made outside kept: files another program changed in the store. One name for them
/// everywhere: `outsideEdits()` lists them, `commitOutsideEdits` records them (`kept commit`,
/// before a sync, before a command replaces a file whole).
extension Store {
    /// The edits made outside kept (by an editor, a sync tool, `git` itself) and not committed
    /// yet: edited, added and deleted files, git-ignored ones excepted.
    package func outsideEdits() throws -> [ChangedFile] {
        // Links leading outside and nested repositories are refused (`RefusedChange`).
        try WorkTreeChanges(of: self).edits
    }

    /// Commits the outside edits, all of them. Nil when there is nothing to commit.
    package func commitOutsideEdits(message: String? = nil) throws -> Change? {
        try locked { try commitOutsideEditsHoldingLock(message: message) }
    }

    /// `commitOutsideEdits` for a caller that already holds the store lock (sync), which adds
    /// a trailer line to the message. A caller that has just read the `edits` passes them, so
    /// that the work tree is not read a second time.
    func commitOutsideEditsHoldingLock(message: String? = nil, trailer: String? = nil, edits: [ChangedFile]? = nil) throws -> Change? {
        let changes = try edits ?? WorkTreeChanges(of: self, refreshingIndex: true).edits
        guard !changes.isEmpty else { return nil }
        // A blank message (git refuses to commit one) gets the message that says what changed.
        let given = message.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        let text = given ?? Self.outsideEditsMessage(changes, store: self)
        let full = trailer.map { text + "\n\n" + $0 } ?? text
        guard let result = try commit(changes.map(\.path), message: full) else { return nil }
        return Change(path: changes.count == 1 ? changes[0].path : ".", message: text, commit: result)
    }

    /// Commits the outside edits of `paths` (and nothing else), before a command
    /// replaces those files whole (`kept restore`, `kept resolve --keep`): the edit then stays
    /// in history instead of being overwritten without a trace. The caller holds the lock.
    func commitOutsideEditsHoldingLock(of paths: [String]) throws {
        let wanted = Set(paths)
        let changes = try outsideEdits().filter { wanted.contains($0.path.precomposedStringWithCanonicalMapping) }
        guard !changes.isEmpty else { return }
        _ = try commit(changes.map { $0.path.precomposedStringWithCanonicalMapping },
                       message: Self.outsideEditsMessage(changes, store: self))
    }

    private static func outsideEditsMessage(_ changes: [ChangedFile], store: Store) -> String {
        func verb(_ change: ChangedFile) -> String {
            switch change.kind { case .added: "add"; case .modified: "edit"; case .deleted: "remove" }
        }
        if changes.count == 1, let kind = store.kind(ofPath: changes[0].path) {
            let change = changes[0]
            let document = EntryDocument(text: (try? store.text(at: change.path)) ?? "")
            let label = change.kind == .deleted ? Entry(path: change.path, kind: kind.name, document: document).fileStem
                : CommitMessage.label(document, path: change.path, kind: kind)
            return "\(kind.folder): \(verb(change)) \(label) (outside kept)"
        }
        let lines = changes.map { "- \(verb($0)) \($0.path)" }
        return "commit \(changes.count) changes made outside kept\n\n" + lines.joined(separator: "\n")
    }
}

extension Store {
    /// Splits the work tree's changes into those kept commits and those it refuses.
    func sortedChanges(_ changes: [PathChange]) -> (committable: [PathChange], refused: [RefusedChange]) {
        var committable: [PathChange] = []
        var refused: [RefusedChange] = []
        for change in changes {
            if let reason = refusal(change.path) { refused.append(RefusedChange(path: change.path, reason: reason)) }
            else { committable.append(change) }
        }
        return (committable, refused)
    }

    /// Why `path` is not committed, or nil.
    func refusal(_ path: String) -> Message? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if let link = linkLeavingStore(trimmed) {
            return link.path == trimmed
                ? Message(.refusedOutsideLink, ["target": link.target])
                : Message(.refusedInsideOutsideLink, ["link": link.path, "target": link.target])
        }
        if Repository.exists(at: absolutePath(trimmed)) {
            return Message(.refusedNestedRepository)
        }
        return nil
    }

    /// The changes `kept commit` and `kept sync` leave out (see `RefusedChange`).
    package func refusedChanges() throws -> [RefusedChange] {
        try WorkTreeChanges(of: self).refused
    }
}
