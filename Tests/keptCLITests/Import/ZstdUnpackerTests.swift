import Foundation
import Kept
@testable import KeptCLI
import Testing

/// Debian's `zstd`, run for an Anki package in the current format: what it unpacks is counted
/// as it comes and stopped at the limit (a collection and a media list have no size of their
/// own to check, so the limit is all that stands between a few kilobytes and a full disk).
@Suite("zstd unpacked within a limit", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zstd"), "needs zstd"))
struct ZstdUnpackerTests {
    /// `data` compressed by zstd, in a file.
    static func compressed(_ data: Data) throws -> FileHandle {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kept-zstd-test-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        TemporaryFolders.removeAtExit(folder.path)
        let plain = folder.appendingPathComponent("plain")
        try data.write(to: plain)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zstd")
        process.arguments = ["-q", plain.path, "-o", plain.path + ".zst"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try FileHandle(forReadingFrom: URL(fileURLWithPath: plain.path + ".zst"))
    }

    @Test func withinTheLimitItIsUnpackedWhole() throws {
        let data = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 251) })
        let unpacker = ZstdUnpacker()
        defer { unpacker.remove() }
        let path = try unpacker.decompress(try Self.compressed(data), limit: Int64(data.count))
        #expect(FileManager.default.contents(atPath: path) == data)
        // Private: no other user reads an unpacked collection.
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        unpacker.remove()
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// 64 MB of zeros, 2 KB of zstd, against a 1 MB limit: refused, nothing left, and quickly
    /// (zstd is stopped, not left to finish).
    @Test func pastTheLimitItStopsAndLeavesNothing() throws {
        let bomb = try Self.compressed(Data(count: 64_000_000))
        let unpacker = ZstdUnpacker()
        defer { unpacker.remove() }
        let start = Date()
        #expect(throws: ZstdError.tooLarge) { try unpacker.decompress(bomb, limit: 1 << 20) }
        #expect(Date().timeIntervalSince(start) < 5)
        // One byte over is over.
        let exact = try Self.compressed(Data(count: 1000))
        #expect(throws: ZstdError.tooLarge) { try unpacker.decompress(exact, limit: 999) }
        let again = try Self.compressed(Data(count: 1000))
        let path = try unpacker.decompress(again, limit: 1000)
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [(path as NSString).lastPathComponent])
    }

    @Test func bytesThatAreNotZstdAreNamedInZstdsWords() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kept-zstd-test-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        TemporaryFolders.removeAtExit(folder.path)
        try Data("SQLite format 3\0".utf8).write(to: folder.appendingPathComponent("x"))
        let unpacker = ZstdUnpacker()
        defer { unpacker.remove() }
        do {
            _ = try unpacker.decompress(try FileHandle(forReadingFrom: folder.appendingPathComponent("x")), limit: 1 << 20)
            Issue.record("not zstd, yet unpacked")
        } catch let ZstdError.damaged(reason) {
            #expect(reason.hasPrefix("zstd: "), "\(reason)")
        }
    }
}
