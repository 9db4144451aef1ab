import Foundation

/// Where the files an html export's entries link to (photos, other attachments) go.
package enum MediaPlacement: Sendable, Equatable {
    /// Copied into this folder beside the page (`media`), the page linking there.
    case folder(String)
    /// Inside the page as `data:` addresses: one file to send, however large.
    case inline
}

/// A file of the store an exported page links to, and where it goes beside the page.
package struct MediaFile: Sendable, Equatable {
    /// The file's absolute path in the store.
    package let source: String
    /// Its place relative to the page: `media/diary/2026/11/2026-11-22-첫눈/img-0012.jpg`.
    package let target: String
}

/// The files an html page links to, gathered while its entries are drawn: a relative link of
/// an entry that leads to a file of the store becomes a link to its copy beside the page (or
/// the file itself, inlined), one to another entry on the page its place there.
final class ExportMedia {
    let placement: MediaPlacement
    let store: Store?
    /// `#e3` for the entries on the page, by path.
    let anchors: [String: String]
    private(set) var files: [MediaFile] = []
    /// Link targets (as written, with their entry's path) that lead to no file of the store.
    private(set) var missing: [String] = []
    private var inlined: [String: String] = [:]

    init(placement: MediaPlacement, store: Store?, anchors: [String: String]) {
        self.placement = placement
        self.store = store
        self.anchors = anchors
    }

    /// What `target`, written in the entry at `entryPath`, links to on the page.
    func link(_ target: String, from entryPath: String, isImage: Bool) -> MarkdownHTML.Link? {
        if target.hasPrefix("#") || target.hasPrefix("/") || target.isEmpty { return nil }
        var decoded = target.removingPercentEncoding ?? target
        // A picture's `#fragment` (`icons.svg#gear`, Obsidian's `picture.png#interface`)
        // names a part of the file: the file is the one before it.
        if isImage, let hash = decoded.firstIndex(of: "#"), hash != decoded.startIndex { decoded = String(decoded[..<hash]) }
        let folder = (entryPath as NSString).deletingLastPathComponent
        guard let path = StoreRelativePath.normalised(folder.isEmpty ? decoded : folder + "/" + decoded) else {
            missing.append("\(entryPath): \(target)")
            return nil
        }
        if let anchor = anchors[path] { return MarkdownHTML.Link(url: "#" + anchor) }
        guard let store, let source = StoreRelativePath.regularFile(path, in: store) else {
            // A note's link to a Markdown file not exported is left as written, not reported.
            if !path.hasSuffix(".md") { missing.append("\(entryPath): \(target)") }
            return nil
        }
        if path.hasSuffix(".md") { return nil }
        switch placement {
        case let .folder(name):
            let file = MediaFile(source: source, target: name + "/" + path)
            if !files.contains(file) { files.append(file) }
            return MarkdownHTML.Link(url: MarkdownHTML.percentEncoded(file.target))
        case .inline:
            guard let data = inlined[source] ?? Self.dataAddress(of: source) else {
                missing.append("\(entryPath): \(target)")
                return nil
            }
            inlined[source] = data
            let name = (path as NSString).lastPathComponent
            return MarkdownHTML.Link(url: data, download: MarkdownHTML.isPictureData(data) && isImage ? nil : name)
        }
    }

    /// The file as a `data:` address: a picture by its type, anything else as bytes to save.
    static func dataAddress(of file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let type = pictureTypes[(file as NSString).pathExtension.lowercased()] ?? "application/octet-stream"
        return "data:\(type);base64," + data.base64EncodedString()
    }

    static let pictureTypes: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "svg": "image/svg+xml", "bmp": "image/bmp", "tif": "image/tiff", "tiff": "image/tiff", "avif": "image/avif",
        "heic": "image/heic", "heif": "image/heif",
    ]
}

/// An html export: the page, and the files it links to that go beside it.
package struct HTMLExportPage: Sendable {
    package let html: String
    package let media: [MediaFile]
    /// Relative link targets that lead to no file of the store (`path: target`).
    package let missing: [String]

    /// Copies the page's files into their places beside `page` (a file path), each written
    /// atomically; returns how many.
    @discardableResult
    package func writeMedia(beside page: String) throws -> Int {
        let folder = (page as NSString).deletingLastPathComponent
        for file in media {
            let target = (folder as NSString).appendingPathComponent(file.target)
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            guard let data = FileManager.default.contents(atPath: file.source) else {
                throw KeptError.io(file.source, Message(.importCannotReadSource))
            }
            try AtomicFile.write(data, to: target)
        }
        return media.count
    }
}
