import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Store {
    /// Copies (or, with `move`, moves) `files` into the attachment folder of the entry at
    /// `path` and appends a link to each to its body, in one commit. A file over 20 MB is
    /// refused unless `allowLarge`: git keeps every version of it in every clone.
    /// Returns the change and the names the files got.
    package func attach(_ files: [String], to path: String, move: Bool = false, allowLarge: Bool = false) throws -> (change: Change, names: [String]) {
        let kind = try kindOrThrow(path)
        for file in files {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
            if exists && isFolder.boolValue {
                throw KeptError.io(file, Message(.attachIsFolder))
            }
            guard exists, FileManager.default.isReadableFile(atPath: file) else {
                throw KeptError.io(file, Message(.importCannotReadSource))
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            if size > AttachmentFolder.largeFileBytes && !allowLarge {
                throw KeptError.attachmentTooLarge(file: file, bytes: size)
            }
        }
        return try locked {
            try ensureInside(path)
            let document = EntryDocument(text: try text(at: path))
            let folder = AttachmentFolder.of(path)
            var names: [String] = []
            var taken: Set<String> = []
            for file in files {
                let name = AttachmentFolder.unique(AttachmentFolder.sanitised((file as NSString).lastPathComponent),
                                                   in: folder, store: self, taken: taken)
                taken.insert(folder + "/" + name)
                names.append(name)
            }
            var body = document.body
            if !body.isEmpty && !body.hasSuffix("\n") { body += "\n" }
            if !body.isEmpty && !body.hasSuffix("\n\n") { body += "\n" }
            body += names.map { AttachmentFolder.link(entry: path, file: $0) + "\n" }.joined()
            let message = CommitMessage.make("attach", document, path: path, kind: kind, detail: names.joined(separator: ", "))
            let written = names.map { folder + "/" + $0 }
            for file in written { try ensureInside(file) }
            intend(message, writes: [path] + written)
            for (source, target) in zip(files, written) {
                guard let data = FileManager.default.contents(atPath: source) else {
                    throw KeptError.io(source, Message(.importCannotReadSource))
                }
                try writeFile(data, at: target)
            }
            try writeFile(document.withBody(body).text, at: path)
            let commit = try commit([path] + written, message: message)
            if move { for source in files { try? FileManager.default.removeItem(atPath: source) } }
            return (Change(path: path, message: message, commit: commit), names)
        }
    }
}

extension Store {
    /// The image `kept share --copy --image` copies: the first one the entry's body shows
    /// (`![](2026-11-22-첫눈/a.jpg)`, `![[a.jpg]]`) that is a file in the store, else the first
    /// image of its attachment folder; store-relative, nil when it has none.
    package func firstImage(of path: String) -> String? {
        let body = EntryDocument.body(of: EntryFile.read(absolutePath(path))?.text ?? "")
        for link in PictureLink.all(in: body, entry: path) {
            if let file = file(of: link) { return file }
        }
        return attachments(of: path).first(where: AttachmentFolder.isImage)
    }
}

extension Store {
    /// The store-relative path of the file `link` shows, when it is a file inside the store
    /// (a link through a symbolic link out of it is not).
    package func file(of link: PictureLink) -> String? {
        for candidate in link.candidates {
            guard (try? ensureInside(candidate)) != nil else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: absolutePath(candidate), isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
        }
        return nil
    }
}

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
