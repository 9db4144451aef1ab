import Foundation

/// The conflict copies a sync (or a collided edit) keeps: listed, made, and joined back.
extension Store {
    /// The conflict copy `reference` names: the copy's own path, or an entry (by path or
    /// title) that has exactly one copy beside it.
    package func conflictCopy(for reference: String) throws -> ConflictCopyInfo {
        let ref = reference.precomposedStringWithCanonicalMapping
        let copies = conflictCopies()
        for candidate in [absolutePath(ref), Store.absolute(ref)] {
            let standard = Store.absolute(candidate)
            guard standard.hasPrefix(root + "/") else { continue }
            let relative = String(standard.dropFirst(root.count + 1))
            if let copy = copies.first(where: { $0.path == relative || $0.path == relative + ".md" }) { return copy }
        }
        let original: String
        do {
            original = try resolve(reference)
        } catch KeptError.noMatch(_) where ref.contains("/") {
            // An entry removed here while the other machine changed it: its copy stays.
            original = ref.hasSuffix(".md") || ref.hasPrefix(".kept/") ? ref : ref + ".md"
        }
        let beside = copies.filter { $0.original == original }
        if beside.count == 1 { return beside[0] }
        if beside.count > 1 { throw KeptError.ambiguous(reference, candidates: beside.map(\.path)) }
        throw KeptError.cannotResolve(.noCopy(original: original))
    }

    /// The text `kept resolve` opens in the editor for `copy` (see `ConflictDraft`).
    package func conflictDraft(_ copy: ConflictCopyInfo, language: Language = .english) throws -> String {
        guard copy.originalExists else {
            throw KeptError.cannotResolve(.originalRemoved(original: copy.original, copy: copy.path))
        }
        // A photo is not joined line by line in an editor: one version is kept whole.
        guard copy.original.hasSuffix(".md") || copy.original.hasPrefix(".kept/") else {
            throw KeptError.cannotResolve(.attachment(copy: copy.path))
        }
        return ConflictDraft.make(mine: try text(at: copy.original), theirs: try text(at: copy.path), copy: copy.path,
                                  language: language)
    }

    /// Whether `--keep side` on `machine` means the copy's version: `theirs` does, except on
    /// the machine the copy is named after, whose own version the copy holds (the entry's
    /// path there holds the other machine's).
    package static func keepsCopy(_ copy: ConflictCopyInfo, side: ConflictSide, machine: String) -> Bool {
        let copyIsMine = ConflictCopy.machine(of: copy.path) == machine
        return (side == .theirs) != copyIsMine
    }

    /// One side wins: the copy's bytes go to the entry's path when that side is the copy's
    /// (see `keepsCopy`); either way the copy is removed, in one commit. An edit of the entry
    /// not committed yet is committed first, so that history keeps it.
    package func resolveConflict(_ copy: ConflictCopyInfo, keeping side: ConflictSide, machine: String) throws -> Change {
        try ensureInside(copy.path)
        try ensureInside(copy.original)
        let takesCopy = Self.keepsCopy(copy, side: side, machine: machine)
        return try locked {
            guard let theirs = try contents(at: copy.path) else {
                throw KeptError.io(copy.path, Message(.errorResolveCannotReadConflictCopy))
            }
            let kept = side == .mine ? "this machine's version" : takesCopy ? "the copy" : "the other machine's version"
            let message = resolveMessage(copy, detail: "(kept \(kept))",
                                         text: takesCopy ? String(decoding: theirs, as: UTF8.self) : nil)
            let writes = takesCopy ? [copy.original] : []
            // What is about to be overwritten or removed may hold an edit not committed yet.
            try commitOutsideEditsHoldingLock(of: [takesCopy ? copy.original : copy.path])
            intend(message, writes: writes, removes: [copy.path])
            if takesCopy { try writeFile(theirs, at: copy.original) }
            try removeFile(copy.path)
            return Change(path: copy.original, message: message,
                          commit: try commit(Array(Set(writes + [copy.path])).sorted(), message: message))
        }
    }

    /// The entry as joined in the editor (`draft`, cut at the separator) replaces it and the
    /// copy is removed, in one commit. A joined text the kind refuses changes nothing; one
    /// that is the entry as it was keeps both (no commit: the change's commit is nil).
    /// `entryWas` is the entry's text the draft was made from: when another kept (a sync, a
    /// second resolve) changed the entry or removed the copy meanwhile, nothing is written.
    package func resolveConflict(_ copy: ConflictCopyInfo, draft: String, source: String? = nil,
                                entryWas: String? = nil) throws -> Change {
        let joined = ConflictDraft.joined(draft)
        if let kind = kind(ofPath: copy.original), copy.original.hasSuffix(".md") {
            try EntryValidation.validate(EntryDocument(text: joined), kind: kind, path: source ?? copy.original)
        }
        try ensureInside(copy.path)
        return try locked {
            guard FileManager.default.fileExists(atPath: absolutePath(copy.path)) else {
                throw KeptError.cannotResolve(.resolvedElsewhere(copy: copy.path, original: copy.original))
            }
            if let entryWas, (try? text(at: copy.original)) != entryWas {
                throw KeptError.cannotResolve(.originalChanged(original: copy.original))
            }
            let message = resolveMessage(copy, detail: "(joined with the copy)", text: joined)
            if (try? text(at: copy.original)) == joined {
                return Change(path: copy.original, message: message, commit: nil)
            }
            intend(message, writes: [copy.original], removes: [copy.path])
            try writeFile(joined, at: copy.original)
            try removeFile(copy.path)
            return Change(path: copy.original, message: message,
                          commit: try commit([copy.original, copy.path].sorted(), message: message))
        }
    }

    private func resolveMessage(_ copy: ConflictCopyInfo, detail: String, text: String?) -> String {
        guard let kind = kind(ofPath: copy.original), copy.original.hasSuffix(".md") else {
            return "kept: resolve \(copy.original) \(detail)"
        }
        let document = EntryDocument(text: text ?? (try? self.text(at: copy.original)) ?? (try? self.text(at: copy.path)) ?? "")
        return CommitMessage.make("resolve", document, path: copy.original, kind: kind, detail: detail)
    }
}

extension Store {
    /// Every conflict copy in the store, sorted by path: in the kinds' folders (user kinds
    /// too), in `.kept/` (config, templates) and in folders that belong to no kind. `index`,
    /// when given, saves walking the kinds' folders again.
    package func conflictCopies(index: StoreIndex? = nil) -> [ConflictCopyInfo] {
        let inKinds = index.map { $0.entries.lazy.map(\.path).filter(ConflictCopy.mayBeCopy) }.map(Array.init)
            ?? markdownFiles().filter(ConflictCopy.mayBeCopy)
        // Attachments too (`img.conflict-laptop-20261123.png`): a sync keeps both versions of
        // a file it cannot join line by line, and its message sends the user here.
        let attachments = StrayFiles.find(in: self).otherFiles.filter(ConflictCopy.mayBeCopy)
        let paths = Set(inKinds + OutsideKinds.find(in: self).conflictCopies + attachments)
        return paths.sorted(by: UTF8Order.precedes).compactMap { path in
            ConflictCopy.original(of: path).map {
                ConflictCopyInfo(path: path, original: $0,
                                 originalExists: FileManager.default.fileExists(atPath: absolutePath($0)))
            }
        }
    }
}

extension Store {
    /// The conflict copies beside the entry at `path` (same folder, named after it), sorted:
    /// what moves with it on `kept mv`, what `kept rm` names.
    package func conflictCopies(of path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? root : absolutePath(folder))) ?? []
        return names.map { (folder.isEmpty ? "" : folder + "/") + $0.nfc }.filter { ConflictCopy.original(of: $0) == path }.sorted(by: UTF8Order.precedes)
    }
}

extension Store {
    /// Keeps `text`, an edit of the entry at `path` that collided with a change made meanwhile
    /// (on the phone while the terminal changed the same line), beside it as a conflict copy
    /// named for `machine`, as a sync keeps the other machine's version: both are committed,
    /// nothing is lost, and `kept conflicts` shows the pair to join by hand.
    package func keepConflictCopy(of path: String, text: String, machine: String, now: Date = Date()) throws -> Change {
        let kind = try kindOrThrow(path)
        let document = EntryDocument(text: text)
        try EntryValidation.validate(document, kind: kind, path: path)
        return try locked {
            let copy = ConflictCopy.path(for: path, machine: machine, day: Day(now)) { (try? self.contents(at: $0)) != nil }
            try ensureInside(copy)
            let message = CommitMessage.make("keep", document, path: copy, kind: kind, detail: "conflict copy from \(machine)")
            intend(message, writes: [copy])
            try writeFile(text, at: copy)
            return Change(path: copy, message: message, commit: try commit([copy], message: message))
        }
    }
}
