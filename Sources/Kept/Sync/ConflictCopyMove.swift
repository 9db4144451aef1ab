import Foundation

extension Store {
    /// Where the conflict copies beside the entry at `path` go when it moves to `target` (a
    /// `kept mv`, a `kept set` of a card's category or a diary's date, a title changed in the
    /// editor): beside it, with the same machine, date and counter, in the same commit, so that
    /// `kept conflicts`, `kept check` and `kept resolve` keep pairing them.
    ///
    /// The fields the move changed (title, the path's fields, the date) are changed in a copy
    /// that still held the entry's old value, so that `kept resolve` shows no false difference
    /// and `--keep theirs` files the copy where the entry is; a copy the other machine changed
    /// there, or whose front matter cannot be edited, moves as it is. A name already taken
    /// stops the change before anything is written: nothing is overwritten.
    func conflictCopyMoves(of path: String, to target: String, text: String) throws -> [(from: String, to: String, data: Data)] {
        guard target != path else { return [] }
        let copies = conflictCopies(of: path)
        guard !copies.isEmpty else { return [] }
        let before = EntryDocument(text: (try? self.text(at: path)) ?? "")
        let after = EntryDocument(text: text)
        let fields = (kind(ofPath: path)?.requiredFields ?? ["title"]).filter { before.fields[$0] != after.fields[$0] }
        return try copies.map { copy in
            let moved = ConflictCopy.path(of: copy, movedFrom: path, to: target)
            try ensureInside(moved)
            guard !FileManager.default.fileExists(atPath: absolutePath(moved)) else {
                throw KeptError.io(moved, Message(.machineMoveCopyNameTaken, ["copy": copy]))
            }
            guard let data = try contents(at: copy) else {
                throw KeptError.io(copy, Message(.errorResolveCannotReadConflictCopy))
            }
            guard let copyText = String(data: data, encoding: .utf8) else { return (copy, moved, data) }
            var document = EntryDocument(text: copyText)
            for key in fields where document.fields[key] == before.fields[key] {
                guard let yaml = Self.rawValue(of: key, in: after),
                      let changed = try? document.setting(key, yaml: yaml) else { return (copy, moved, data) }
                document = changed
            }
            return (copy, moved, Data(document.text.utf8))
        }
    }

    /// The YAML of `key` as the document writes it (what follows `key:` on its lines).
    private static func rawValue(of key: String, in document: EntryDocument) -> String? {
        guard let span = document.spans[key] else { return nil }
        let text = document.lines[span].joined()
        guard let colon = text.firstIndex(of: ":") else { return nil }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
