import Foundation

extension Store {
    /// The image `kept share --copy --image` copies: the first one the entry's body shows
    /// (`![](2026-11-22-첫눈/a.jpg)`, `![[a.jpg]]`) that is a file in the store, else the first
    /// image of its attachment folder; store-relative, nil when it has none.
    package func firstImage(of path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let attachmentFolder = AttachmentFolder.of(path)
        let body = EntryDocument.body(of: EntryFile.read(absolutePath(path))?.text ?? "")
        var shown: [String] = []
        for match in body.matches(of: /!\[[^\]]*\]\(\s*<?([^)>]+?)>?(?:\s+"[^"]*")?\s*\)|!\[\[([^\]|#]+)/) {
            if let target = match.output.1 {
                let decoded = String(target).removingPercentEncoding ?? String(target)
                shown.append(folder.isEmpty ? decoded : folder + "/" + decoded)
            } else if let name = match.output.2 {
                // Obsidian finds an embed by its name: in the entry's folder first.
                shown.append(attachmentFolder + "/" + name)
                shown.append(folder + "/" + name)
            }
        }
        for candidate in shown {
            let relative = (candidate as NSString).standardizingPath
            guard AttachmentFolder.isImage(relative), !relative.hasPrefix("../"), !relative.hasPrefix("/"),
                  (try? ensureInside(relative)) != nil else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: absolutePath(relative), isDirectory: &isFolder), !isFolder.boolValue {
                return relative
            }
        }
        return attachments(of: path).first(where: AttachmentFolder.isImage)
    }
}

extension AttachmentFolder {
    /// The media type a clipboard is told (`image/png`), from the file's extension.
    package static func mediaType(_ name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "jpg", "jpeg": return "image/jpeg"
        case "svg": return "image/svg+xml"
        case "tif", "tiff": return "image/tiff"
        case let ext where imageExtensions.contains(ext): return "image/" + ext
        default: return "application/octet-stream"
        }
    }
}
