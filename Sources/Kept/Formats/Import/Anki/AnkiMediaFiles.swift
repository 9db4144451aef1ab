import Crypto
import Foundation

/// The package's media by the name notes link them with. In a legacy package the `media` map
/// (`{"0": "photo.jpg"}`) names plain files; in a current one the media list names files
/// compressed with zstd, each unpacked the first time a note links it and checked against the
/// size and SHA-1 the list gives it.
///
/// A name that is not a plain file name (`/`, `..`, a NUL, a leading `.`), or a number that is
/// not a file of the package, is named and left out.
final class AnkiMediaFiles {
    private enum Files {
        /// Name → the package's file holding it.
        case plain([String: String])
        case compressed([String: AnkiCurrentPackage.MediaEntry])
    }

    private let source: SourceFolder
    private let sourceName: String
    private let files: Files
    private let unzstd: ZstdDecompressor
    /// Why a note is imported without a file it links.
    struct MissingMediaError: Error {
        let message: Message
    }

    /// What each compressed file became: its unpacked path, or why it is left out.
    private var unpacked: [String: Result<String, MissingMediaError>] = [:]
    private var unpackedBytes: Int64 = 0

    /// The media of a legacy package (`current` false) or a current one.
    init(_ source: SourceFolder, sourceName: String, current: Bool, unzstd: @escaping ZstdDecompressor, problems: inout [ImportProblem]) throws {
        self.source = source
        self.sourceName = sourceName
        self.unzstd = unzstd
        let entries: [(number: String, name: String, entry: AnkiCurrentPackage.MediaEntry?)]
        if current {
            entries = try AnkiCurrentPackage.mediaEntries(source, sourceName: sourceName, unzstd: unzstd).map { ($0.number, $0.name, $0) }
        } else {
            entries = try Self.legacyMap(source, sourceName: sourceName).map { ($0.number, $0.name, nil) }
        }
        var plain: [String: String] = [:]
        var compressed: [String: AnkiCurrentPackage.MediaEntry] = [:]
        for (number, name, entry) in entries {
            guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.contains("\0"), !name.contains(".."), !name.hasPrefix("."),
                  !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) }) else {
                problems.append(ImportProblem(place: Message(.importAnkiPlaceMedia), message: Message(.importAnkiMediaName, ["file": name]), skipped: false))
                continue
            }
            // The number names a file of the package itself: `../../x` or a link is refused.
            if let refusal = source.check(number) {
                guard refusal != .missing else { continue }
                problems.append(ImportProblem(place: Message(.importAnkiPlaceMedia), message: Message(.importTrustAttachment, ["file": number])
                    .localizing("reason", refusal.message(source: sourceName)), skipped: false))
                continue
            }
            if let entry {
                if compressed[name] == nil { compressed[name] = entry }
            } else {
                plain[name] = number
            }
        }
        files = current ? .compressed(compressed) : .plain(plain)
    }

    /// The file a note's link `name` is, as an attachment's folder and path in it, or why the
    /// note is imported without it.
    func file(_ name: String) throws -> Result<(root: String, relative: String), MissingMediaError> {
        switch files {
        case let .plain(numbers):
            guard let number = numbers[name] else { return .failure(MissingMediaError(message: Message(.importAnkiMissingMedia, ["file": name]))) }
            return .success((source.root, number))
        case let .compressed(entries):
            guard let entry = entries[name] else { return .failure(MissingMediaError(message: Message(.importAnkiMissingMedia, ["file": name]))) }
            let path: Result<String, MissingMediaError>
            if let done = unpacked[name] { path = done } else {
                path = try unpack(entry)
                unpacked[name] = path
            }
            return path.map { (($0 as NSString).deletingLastPathComponent, ($0 as NSString).lastPathComponent) }
        }
    }

    /// A compressed media file unpacked, no larger than its entry says, and checked against it.
    private func unpack(_ entry: AnkiCurrentPackage.MediaEntry) throws -> Result<String, MissingMediaError> {
        // A list promising more than any real collection's media is a package made to fill the
        // disk. (Compared by subtraction: a size near 2^63 would overflow a sum.)
        guard entry.size <= AnkiCurrentPackage.mediaLimit - unpackedBytes else {
            throw KeptError.io("\(sourceName) (media)", ZstdError.tooLarge.message(limit: AnkiCurrentPackage.mediaLimit))
        }
        unpackedBytes += entry.size
        let handle: FileHandle
        switch source.handle(entry.number) {
        case let .success(opened): handle = opened
        case let .failure(refusal):
            return .failure(MissingMediaError(message: Message(.importTrustAttachment, ["file": entry.number]).localizing("reason", refusal.message(source: sourceName))))
        }
        let path: String
        do {
            path = try unzstd(handle, entry.size)
        } catch ZstdError.tooLarge {
            return .failure(MissingMediaError(message: Message(.importAnkiMediaTooLarge, ["file": entry.name, "size": String(entry.size)])))
        } catch let ZstdError.damaged(reason) {
            return .failure(MissingMediaError(message: Message(.importAnkiMediaCannotUnpack, ["file": entry.name, "reason": reason])))
        }
        guard Self.size(path) == entry.size, Self.sha1(path) == entry.sha1 else {
            try? FileManager.default.removeItem(atPath: path)
            return .failure(MissingMediaError(message: Message(.importAnkiMediaMismatch, ["file": entry.name])))
        }
        return .success(path)
    }

    private static func size(_ path: String) -> Int64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value
    }

    /// The file's SHA-1, read a megabyte at a time (a sound or a video may be large).
    private static func sha1(_ path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hash = Insecure.SHA1()
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty { hash.update(data: chunk) }
        return Data(hash.finalize())
    }

    /// The legacy `media` map, by number.
    private static func legacyMap(_ source: SourceFolder, sourceName: String) throws -> [(number: String, name: String)] {
        guard source.check("media") != .missing else { return [] }
        let data: Data
        switch source.read("media") {
        case let .success(read): data = read
        case let .failure(refusal): throw KeptError.io(sourceName, refusal.message(source: sourceName))
        }
        guard let map = try? JSONSerialization.jsonObject(with: data) as? [String: String] else {
            throw KeptError.io("\(sourceName) (media)", Message(.importAnkiBadMediaMap))
        }
        return map.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
