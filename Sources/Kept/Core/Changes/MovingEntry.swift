import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What goes with an entry when it moves (`kept mv`, a `kept set` of a card's category or a
/// diary's date, a title changed in the editor): its conflict copies and its attachment folder,
/// with the links to it, in the entry's own commit (`Store.rewrite`).
struct MovingEntry {
    let store: Store

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
    func conflictCopies(of path: String, to target: String, text: String) throws -> [(from: String, to: String, data: Data)] {
        guard target != path else { return [] }
        let copies = store.conflictCopies(of: path)
        guard !copies.isEmpty else { return [] }
        let before = EntryDocument(text: (try? store.text(at: path)) ?? "")
        let after = EntryDocument(text: text)
        let fields = (store.kind(ofPath: path)?.requiredFields ?? ["title"]).filter { before.fields[$0] != after.fields[$0] }
        return try copies.map { copy in
            let moved = ConflictCopy.path(of: copy, movedFrom: path, to: target)
            try store.ensureInside(moved)
            guard !FileManager.default.fileExists(atPath: store.absolutePath(moved)) else {
                throw KeptError.io(moved, Message(.machineMoveCopyNameTaken, ["copy": copy]))
            }
            guard let data = try store.contents(at: copy) else {
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

    /// What moving the entry from `path` to `target` does to its attachments: the moves, and
    /// the entry's text with its links to the old folder pointing at the new one.
    func attachments(from path: String, to target: String, text: String) -> (text: String, moves: [(from: String, to: String)]) {
        guard path != target else { return (text, []) }
        let files = store.attachments(of: path)
        guard !files.isEmpty else { return (text, []) }
        let old = AttachmentFolder.of(path), new = AttachmentFolder.of(target)
        let moves = files.map { ($0, new + $0.dropFirst(old.count)) }
        let oldName = (old as NSString).lastPathComponent, newName = (new as NSString).lastPathComponent
        var text = text
        for opening in ["](", "](<", "![[", "[["] {
            text = text.replacingOccurrences(of: opening + oldName + "/", with: opening + newName + "/")
        }
        return (text, moves)
    }

    /// Renames each file to its new place, making folders, and removes the folders left empty.
    func moveAttachments(_ moves: [(from: String, to: String)]) throws {
        for move in moves {
            try store.ensureInside(move.to)
            try FileManager.default.createDirectory(atPath: (store.absolutePath(move.to) as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            guard rename(store.absolutePath(move.from), store.absolutePath(move.to)) == 0 else {
                throw KeptError.io(move.from, Message(.errorSetCannotDelete, ["localizedDescription": String(cString: strerror(errno))]))
            }
        }
        for move in moves { removeEmptyFolders(above: move.from) }
    }

    /// Removes the folders above `path` that are empty now, up to the kind's folder.
    func removeEmptyFolders(above path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.contains("/"),
              let items = try? FileManager.default.contentsOfDirectory(atPath: store.absolutePath(folder)), items.isEmpty {
            try? FileManager.default.removeItem(atPath: store.absolutePath(folder))
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
