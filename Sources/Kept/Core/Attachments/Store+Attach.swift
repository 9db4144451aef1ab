import Foundation

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
