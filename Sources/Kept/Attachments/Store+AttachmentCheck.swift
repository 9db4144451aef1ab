import Foundation

extension Store {
    /// For `kept check`: links of entries into their attachment folder that lead to no file
    /// (problems), and files in an attachment folder that its entry does not link to (notes).
    func attachmentFindings(_ paths: [String]) -> (missing: [Message], unlinked: [Message]) {
        let found = paths.concurrentMap { path -> ([Message], [Message]) in
            guard self.kind(ofPath: path) != nil, ConflictCopy.original(of: path) == nil else { return ([], []) }
            let files = self.attachments(of: path)
            let folderName = (AttachmentFolder.of(path) as NSString).lastPathComponent
            let text = EntryFile.read(self.absolutePath(path))?.text ?? ""
            guard !files.isEmpty || text.contains(folderName + "/") else { return ([], []) }
            let body = EntryDocument.body(of: text)
            var missing: [Message] = []
            let entryFolder = (path as NSString).deletingLastPathComponent
            for match in body.matches(of: /\]\(\s*<?([^)>\s]+)>?/) {
                let target = String(match.output.1)
                let decoded = target.removingPercentEncoding ?? target
                guard decoded.hasPrefix(folderName + "/") else { continue }
                if !FileManager.default.fileExists(atPath: self.absolutePath(entryFolder + "/" + decoded)) {
                    missing.append(Message("check.attachmentMissing", ["path": path, "target": target]))
                }
            }
            var unlinked: [Message] = []
            for file in files {
                let inFolder = String(file.dropFirst(entryFolder.count + 1))
                let name = (file as NSString).lastPathComponent
                let encoded = inFolder.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? inFolder
                if !body.contains(inFolder) && !body.contains(encoded) && !body.contains("[[" + name) && !body.contains("[[" + inFolder) {
                    unlinked.append(Message("check.attachmentUnlinked", ["path": file]))
                }
            }
            return (missing, unlinked)
        }
        return (found.flatMap(\.0), found.flatMap(\.1))
    }
}
