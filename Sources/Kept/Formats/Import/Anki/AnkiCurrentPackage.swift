import Foundation

/// Decompresses zstd for the domain, which starts no process: the command line runs Debian's
/// `zstd`. Given a compressed file, open, and the most bytes it may unpack to, it gives back
/// the path of a new plain file in a private folder the command line removes after the import.
package typealias ZstdDecompressor = (_ compressed: FileHandle, _ limit: Int64) throws -> String

/// Why a decompressor gave nothing back (any other error it throws, such as `zstd` missing, is
/// passed on as it is).
package enum ZstdError: Error, Equatable {
    /// It unpacks to more than the limit: stopped there, what was written removed.
    case tooLarge
    /// Not zstd, or cut short: in zstd's own words.
    case damaged(String)
}

/// A package in Anki's current format (version 3, the default of Anki 2.1.50 and later):
/// `meta` a protobuf `PackageMetadata`, `collection.anki21b` a zstd-compressed schema-18
/// collection, `media` a zstd-compressed protobuf `MediaEntries` (name, size and SHA-1 of the
/// files `0`, `1`, … in order), each media file zstd-compressed too. Beside them is a
/// `collection.anki2` holding one note asking old Ankis to upgrade: never read.
enum AnkiCurrentPackage {
    static let version: UInt64 = 3
    /// The most a collection may unpack to: far above a real one (text and review rows, without
    /// the media), far below the disk a few kilobytes of zstd could fill.
    static let collectionLimit: Int64 = 4 << 30
    /// The media list: ten million files' names.
    static let mediaListLimit: Int64 = 1 << 30
    /// All the media files together (each is held to the size the list gives it).
    static let mediaLimit: Int64 = 32 << 30

    /// One media file the list names: the package's file `number`, its size and SHA-1.
    struct MediaEntry: Equatable {
        let number: String
        let name: String
        let size: Int64
        let sha1: Data
    }

    /// Whether the package is in the current format: its `meta` says version 3, or (a package
    /// unpacked by hand without it) `collection.anki21b` is there. A later version is refused
    /// with what to do; an earlier one is the legacy format.
    static func isCurrent(_ source: SourceFolder, sourceName: String) throws -> Bool {
        guard source.check("meta") != .missing else { return source.check("collection.anki21b") == nil }
        let version: UInt64
        switch source.read("meta") {
        case let .failure(refusal): throw KeptError.io("\(sourceName) (meta)", refusal.message(source: sourceName))
        case let .success(data):
            guard data.count < 1024, let read = try? ProtobufMessage(data).varint(1) else {
                throw KeptError.io("\(sourceName) (meta)", Message(.importAnkiBadMeta))
            }
            version = read
        }
        guard version <= Self.version else {
            throw KeptError.io(sourceName, Message(.importAnkiNewFormat, ["version": String(version)]))
        }
        return version == Self.version
    }

    /// The collection unpacked: the path of the plain SQLite file.
    static func collection(_ source: SourceFolder, sourceName: String, unzstd: ZstdDecompressor) throws -> String {
        guard source.check("collection.anki21b") != .missing else {
            throw KeptError.io(sourceName, Message(.importAnkiNoCollection))
        }
        return try unpack("collection.anki21b", source, sourceName: sourceName, limit: collectionLimit, unzstd: unzstd)
    }

    /// The media list, each entry with the number of its file; none without a `media` file.
    static func mediaEntries(_ source: SourceFolder, sourceName: String, unzstd: ZstdDecompressor) throws -> [MediaEntry] {
        guard source.check("media") != .missing else { return [] }
        let path = try unpack("media", source, sourceName: sourceName, limit: mediaListLimit, unzstd: unzstd)
        let bad = KeptError.io("\(sourceName) (media)", Message(.importAnkiBadMediaList))
        guard let data = FileManager.default.contents(atPath: path), let list = try? ProtobufMessage(data) else { throw bad }
        do {
            return try list.repeated(1).enumerated().map { index, bytes in
                let entry = try ProtobufMessage(bytes)
                return MediaEntry(number: String(index), name: String(decoding: try entry.bytes(1), as: UTF8.self),
                                  size: Int64(clamping: try entry.varint(2)), sha1: try entry.bytes(3))
            }
        } catch {
            throw bad
        }
    }

    /// A member of the package unpacked into a plain file; too large or not zstd is an error
    /// naming it, the package left unread.
    private static func unpack(_ member: String, _ source: SourceFolder, sourceName: String, limit: Int64,
                               unzstd: ZstdDecompressor) throws -> String {
        let handle: FileHandle
        switch source.handle(member) {
        case let .success(opened): handle = opened
        case let .failure(refusal): throw KeptError.io("\(sourceName) (\(member))", refusal.message(source: sourceName))
        }
        do {
            return try unzstd(handle, limit)
        } catch let failure as ZstdError {
            throw KeptError.io("\(sourceName) (\(member))", failure.message(limit: limit))
        }
    }
}

extension ZstdError {
    func message(limit: Int64) -> Message {
        switch self {
        case .tooLarge: Message(.importAnkiTooLarge, ["size": String(limit >> 20)])
        case let .damaged(reason): Message(.importAnkiCannotUnpack, ["reason": reason])
        }
    }
}
