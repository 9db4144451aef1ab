import Foundation

/// Where an entry's files live: a folder named as the entry's file without `.md`, beside it
/// (`diary/2026/11/2026-11-22-첫눈/IMG_0012.jpg`), so that Obsidian, Hugo's page bundles and
/// any Markdown viewer show the links as they are written.
package enum AttachmentFolder {
    /// Files larger than this are refused unless asked for: git keeps every version forever.
    package static let largeFileBytes = 20 * 1024 * 1024

    /// The store-relative folder of the entry at `path`.
    package static func of(_ path: String) -> String {
        path.hasSuffix(".md") ? String(path.dropLast(3)) : path + ".files"
    }

    /// A file name made safe as a slug is (`IMG 0012.JPG` → `img-0012.jpg`), its extension kept.
    package static func sanitised(_ name: String) -> String {
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        var safeStem = Slug.make(stem, maxBytes: 60)
        if safeStem.isEmpty { safeStem = "file" }
        let safeExt = Slug.make(ext, maxBytes: 12)
        // An attachment is never an entry of its own: no `.md`.
        if safeExt.isEmpty || safeExt == "md" { return safeExt == "md" ? safeStem + ".md.txt" : safeStem }
        return safeStem + "." + safeExt
    }

    /// `name` in `folder`, or `name-2`, `name-3`… when taken (on disk or in `taken`).
    package static func unique(_ name: String, in folder: String, store: Store, taken: Set<String> = []) -> String {
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        var candidate = name
        var n = 2
        while taken.contains(folder + "/" + candidate) || FileManager.default.fileExists(atPath: store.absolutePath(folder + "/" + candidate)) {
            candidate = ext.isEmpty ? "\(stem)-\(n)" : "\(stem)-\(n).\(ext)"
            n += 1
        }
        return candidate
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "heic", "heif", "svg", "bmp", "tif", "tiff", "avif"]

    package static func isImage(_ name: String) -> Bool {
        imageExtensions.contains((name as NSString).pathExtension.lowercased())
    }

    /// The link target from the entry's own folder: `2026-11-22-첫눈/img-0012.jpg`, in angle
    /// brackets when it holds what would end a link (a space, a parenthesis).
    package static func target(entry path: String, file name: String) -> String {
        let relative = (of(path) as NSString).lastPathComponent + "/" + name
        return relative.contains(where: { $0 == " " || $0 == "(" || $0 == ")" }) ? "<\(relative)>" : relative
    }

    /// The Markdown that shows the file: `![](…)` for an image, `[name](…)` for anything else.
    package static func link(entry path: String, file name: String) -> String {
        let target = target(entry: path, file: name)
        return isImage(name) ? "![](\(target))" : "[\(name)](\(target))"
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
