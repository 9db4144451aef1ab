import Foundation

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
