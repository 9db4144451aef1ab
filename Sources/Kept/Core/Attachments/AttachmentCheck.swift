import Foundation

/// What `kept check` finds of the attachment folders: links to no file, files no link shows,
/// folders whose entry is gone.
struct AttachmentCheck {
    let store: Store

    /// For `kept check`: links of entries into their attachment folder that lead to no file
    /// (problems), and files in an attachment folder that its entry does not link to (notes).
    func findings(_ paths: [String]) -> (missing: [Message], unlinked: [Message]) {
        let found = paths.concurrentMap { path -> ([Message], [Message]) in
            guard store.kind(ofPath: path) != nil, ConflictCopy.original(of: path) == nil else { return ([], []) }
            let files = store.attachments(of: path)
            let folderName = (AttachmentFolder.of(path) as NSString).lastPathComponent
            let text = EntryFile.read(store.absolutePath(path))?.text ?? ""
            guard !files.isEmpty || text.contains(folderName + "/") else { return ([], []) }
            let body = EntryDocument.body(of: text)
            var missing: [Message] = []
            let entryFolder = (path as NSString).deletingLastPathComponent
            for match in body.matches(of: /\]\(\s*<?([^)>\s]+)>?/) {
                let target = String(match.output.1)
                let decoded = target.removingPercentEncoding ?? target
                guard decoded.hasPrefix(folderName + "/") else { continue }
                if !FileManager.default.fileExists(atPath: store.absolutePath(entryFolder + "/" + decoded)) {
                    missing.append(Message(.checkAttachmentMissing, ["path": path, "target": target]))
                }
            }
            var unlinked: [Message] = []
            for file in files {
                let inFolder = String(file.dropFirst(entryFolder.count + 1))
                let name = (file as NSString).lastPathComponent
                let encoded = inFolder.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? inFolder
                if !body.contains(inFolder) && !body.contains(encoded) && !body.contains("[[" + name) && !body.contains("[[" + inFolder) {
                    unlinked.append(Message(.checkAttachmentUnlinked, ["path": file, "entry": path]))
                }
            }
            return (missing, unlinked)
        }
        return (found.flatMap(\.0), found.flatMap(\.1))
    }

    /// For `kept check`: attachment folders whose entry is gone (`diary/2026/11/2026-11-22-첫눈/`
    /// without `2026-11-22-첫눈.md`), found among `files` (the kinds' folders' other files):
    /// the topmost folder that holds no entry anywhere below it and is no entry's folder, with
    /// how many files it holds. A file of an existing entry's folder is `findings`'s.
    func orphanFolders(_ files: [String], entries paths: [String]) -> [(folder: String, files: Int)] {
        let entries = Set(paths)
        // Every folder that holds an entry somewhere below it: the kinds' own structure.
        var structure = Set<String>()
        for path in paths {
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty, structure.insert(folder).inserted {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        var orphans: [String: Int] = [:]
        for file in files {
            var ancestors: [String] = []
            var folder = (file as NSString).deletingLastPathComponent
            while folder.contains("/") {
                ancestors.append(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
            guard !ancestors.contains(where: { entries.contains($0 + ".md") }),
                  let top = ancestors.last(where: { !structure.contains($0) }) else { continue }
            orphans[top, default: 0] += 1
        }
        return orphans.sorted { UTF8Order.precedes($0.key, $1.key) }.map { ($0.key, $0.value) }
    }
}
