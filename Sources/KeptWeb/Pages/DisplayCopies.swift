import Foundation

/// The resized copies of a photo the pages show: a thumbnail (320 px on its long side) for
/// lists and Today, a screen-sized one (1600 px) on the entry's page; the original, as
/// `kept attach` stored it (20 MB at most), one tap away. The phone's browser makes them
/// while it sends the photo (a canvas; no image codec in kept), and they are kept on this
/// machine beside the devices, never in git: a copy lost is the original shown instead.
struct DisplayCopies: Sendable {
    enum Size: String, CaseIterable, Sendable {
        case thumb, screen
    }

    /// The folder, or nil for none kept (tests without a machine folder).
    let folder: String?

    /// Where the `size` copy of the attachment at `path` (a store path) is kept.
    func file(_ path: String, _ size: Size) -> String? {
        folder.map { $0 + "/" + path + "." + size.rawValue + ".jpg" }
    }

    /// Keeps `bytes` as the `size` copy of `path`: only a JPEG smaller than the original is
    /// kept (a copy never costs more than what it stands for).
    func keep(_ bytes: Data, as size: Size, of path: String, originalBytes: Int) {
        guard let file = file(path, size), bytes.count < originalBytes, bytes.starts(with: [0xFF, 0xD8, 0xFF]) else { return }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        try? bytes.write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// The copy's bytes, when one is kept.
    func bytes(_ path: String, _ size: Size) -> Data? {
        file(path, size).flatMap { FileManager.default.contents(atPath: $0) }
    }
}
