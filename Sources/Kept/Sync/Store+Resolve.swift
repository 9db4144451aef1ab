import Foundation

/// Which version `kept resolve --keep` keeps: this machine's (the file at the entry's own
/// path) or the other machine's (the conflict copy).
package enum ConflictSide: String, Sendable, CaseIterable {
    case mine, theirs
}

/// The text `kept resolve` opens in the editor: the entry as this machine has it, then a
/// separator line, then what the conflict copy says otherwise (its differing fields and the
/// lines only it has). What is above the separator when the editor closes becomes the entry.
package enum ConflictDraft {
    /// The separator's start; the whole line, and all below it, is dropped on save.
    package static let marker = "~~~~~~~~ kept resolve:"

    /// The marker, then the instructions in the user's language (only the marker is read back).
    static func separator(copy: String, language: Language) -> String {
        "\(marker) " + Message(.resolveSeparator, ["copy": copy]).text(in: language) + " ~~~~~~~~"
    }

    /// The text above the separator (all of it when the separator was deleted).
    package static func joined(_ draft: String) -> String {
        let lines = EntryDocument.splitLines(draft)
        guard let cut = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return draft }
        var kept = lines[..<cut].joined()
        // The blank line the draft put before the separator is not the user's.
        if kept.hasSuffix("\n\n") { kept.removeLast() }
        return kept
    }

    /// `mine` with the separator and what `theirs` says differently below it.
    static func make(mine: String, theirs: String, copy: String, language: Language = .english) -> String {
        let ours = EntryDocument(text: mine), other = EntryDocument(text: theirs)
        var below: [String] = []
        var fields: [String] = []
        for (key, value) in other.fields where ours.fields[key] != value {
            fields.append(other.spans[key].map { other.lines[$0].joined().trimmingCharacters(in: .newlines) } ?? "\(key): \(value.text)")
        }
        for key in ours.fields.keys where other.fields[key] == nil { fields.append("\(key): " + Message(.resolveCopyHasNo, ["key": key]).text(in: language)) }
        if !fields.isEmpty { below += [Message(.resolveFieldsThatDiffer).text(in: language)] + fields + [""] }
        let known = Set(EntryDocument.splitLines(ours.body).map { $0.trimmingCharacters(in: .newlines) })
        let lines = EntryDocument.splitLines(other.body).map { $0.trimmingCharacters(in: .newlines) }
            .filter { !known.contains($0) && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        if !lines.isEmpty { below += [Message(.resolveLinesOnlyCopyHas).text(in: language)] + lines }
        if ours.delimiters == nil && other.delimiters == nil && fields.isEmpty && lines.isEmpty { below = [theirs] }
        var text = mine
        if !text.hasSuffix("\n") { text += "\n" }
        while below.last?.isEmpty == true { below.removeLast() }
        return text + "\n" + separator(copy: copy, language: language) + "\n" + below.joined(separator: "\n") + "\n"
    }
}

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
