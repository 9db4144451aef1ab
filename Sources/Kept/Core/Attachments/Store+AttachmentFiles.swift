import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An entry's attachment folder follows the entry: a move (new title, date or category)
/// moves it and the links to it, a removal removes it, a restore brings it back, each in the
/// entry's own commit.
extension Store {
    /// The files in the attachment folder of the entry at `path`, store-relative, sorted.
    package func attachments(of path: String) -> [String] {
        let folder = AttachmentFolder.of(path)
        let full = absolutePath(folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue,
              let enumerator = FileManager.default.enumerator(atPath: full) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isSub: ObjCBool = false
            if FileManager.default.fileExists(atPath: full + "/" + relative, isDirectory: &isSub), !isSub.boolValue,
               !AtomicFile.isTemporary(relative) {
                files.append(folder + "/" + relative.nfc)
            }
        }
        return files.sorted()
    }

    /// What moving the entry from `path` to `target` does to its attachments: the moves, and
    /// the entry's text with its links to the old folder pointing at the new one.
    func attachmentMoves(from path: String, to target: String, text: String) -> (text: String, moves: [(from: String, to: String)]) {
        guard path != target else { return (text, []) }
        let files = attachments(of: path)
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
            try ensureInside(move.to)
            try FileManager.default.createDirectory(atPath: (absolutePath(move.to) as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            guard rename(absolutePath(move.from), absolutePath(move.to)) == 0 else {
                throw KeptError.io(move.from, Message(.errorSetCannotDelete, ["localizedDescription": String(cString: strerror(errno))]))
            }
        }
        for move in moves { removeEmptyFolders(above: move.from) }
    }

    /// Removes the folders above `path` that are empty now, up to the kind's folder.
    func removeEmptyFolders(above path: String) {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.contains("/"),
              let items = try? FileManager.default.contentsOfDirectory(atPath: absolutePath(folder)), items.isEmpty {
            try? FileManager.default.removeItem(atPath: absolutePath(folder))
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}

extension Store {
    /// The bytes of an entry's attached file, for a front end that shows it (`kept serve`):
    /// only a file directly in the attachment folder of an entry that exists, read without
    /// following a link; nil for anything else.
    package func attachedFile(_ path: String) throws -> (entry: String, bytes: Data)? {
        let folder = (path as NSString).deletingLastPathComponent
        let entry = folder + ".md"
        guard !folder.isEmpty, !path.hasSuffix(".md"), AttachmentFolder.of(entry) == folder,
              kind(ofPath: entry) != nil, try contents(at: entry) != nil,
              let bytes = try contents(at: path) else { return nil }
        return (entry, bytes)
    }
}
