import Foundation
import Testing
@testable import Kept

/// The index cache is a file on disk, so input from outside: the seeds of the fuzzer
/// (`Fuzz/Corpus/FuzzIndexCache`, caches kept wrote) and every one-byte change of them are
/// refused or read whole, never a crash or a read outside the bytes (a debug build traps on
/// one). `Fuzz/run 300 FuzzIndexCache` tries far more; this replays the seeds on every run.
@Suite("index cache: hostile bytes")
struct IndexCacheHostileBytesTests {
    static let corpus = URL(fileURLWithPath: "Fuzz/Corpus/FuzzIndexCache")

    static func seeds() throws -> [(name: String, bytes: [UInt8])] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map {
            ($0, Array(try Data(contentsOf: corpus.appendingPathComponent($0))))
        }
    }

    /// Reads every record of `bytes` as the fuzzer does; the number of records, nil when refused.
    static func readAll(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            guard let cache = IndexCache(reading: raw) else { return nil }
            for i in 0..<cache.count {
                let path = cache.path(i)
                _ = (cache.stamp(i), cache.kind(i), cache.comparePath(i, path), cache.excerpt(Int32(i)))
                for key in cache.keyNames.flatMap({ $0 }) + ["title", "date"] { _ = cache.field(key, Int32(i)) }
                _ = cache.fields(Int32(i))
                _ = cache.forEachField(of: i) { _, _ in true }
                _ = cache.entry(i, path: path, body: "")?.fields
            }
            return cache.count
        }
    }

    @Test func theSeedsAreCachesKeptReads() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count >= 3)
        for seed in seeds { #expect(Self.readAll(seed.bytes) != nil, "\(seed.name) is refused") }
        #expect(try seeds.compactMap { Self.readAll($0.bytes) }.max() ?? 0 >= 5)
    }

    @Test func everyOneByteChangeIsRefusedOrReadWhole() throws {
        var refused = 0, read = 0
        for seed in try Self.seeds() {
            for i in seed.bytes.indices {
                var bytes = seed.bytes
                bytes[i] ^= 0xFF
                if Self.readAll(bytes) == nil { refused += 1 } else { read += 1 }
            }
            for cut in stride(from: 0, to: seed.bytes.count, by: 7) {
                #expect(Self.readAll(Array(seed.bytes[..<cut])) == nil, "\(seed.name) cut at \(cut) is read")
            }
        }
        // The header's checksum covers what every list reads: most changes there are refused.
        #expect(refused > read, "\(refused) refused, \(read) read")
    }
}

/// A cache file refused after it was mapped is unmapped, and by one owner only: a failable
/// class `init` that fails with every property set still runs `deinit`, and the cache once
/// unmapped its file there and again in its caller. The second `munmap` freed what another
/// thread had just mapped at that address (libgit2 crashed in `git_indexer_append` under
/// ThreadSanitizer in CI).
@Suite("index cache: the mapping")
struct IndexCacheMappingTests {
    /// How many of this process's mappings are of `path` (read to its end: procfs says its
    /// files are empty, and a read by their size stops short).
    static func mappings(of path: String) throws -> Int {
        let maps = try #require(FileHandle(forReadingAtPath: "/proc/self/maps")).readToEnd() ?? Data()
        return String(decoding: maps, as: UTF8.self).split(separator: "\n").filter { $0.hasSuffix(path) }.count
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/maps")))
    func aRefusedCacheIsUnmapped() throws {
        let seed = try #require(try IndexCacheHostileBytesTests.seeds().max { $0.bytes.count < $1.bytes.count }).bytes
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kept-mapping-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.kept/cache", withIntermediateDirectories: true)
        let path = root + "/" + IndexCache.relativePath
        // A letter of the first path changed: every part is where the header says, so the
        // cache is built and then refused by its checksum, after every property is set.
        let firstPath = try #require(seed.withUnsafeBytes { IndexCache(reading: $0)?.paths })
        var damaged = seed
        damaged[firstPath] ^= 0x01
        #expect(damaged.withUnsafeBytes { IndexCache(reading: $0) } == nil)
        for (bytes, readable) in [(seed, true), (damaged, false)] {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do {
                let cache = IndexCache.read(root: root)
                #expect((cache != nil) == readable)
                let mapped = try Self.mappings(of: path)
                withExtendedLifetime(cache) { #expect(mapped == (readable ? 1 : 0)) }
            }
            #expect(try Self.mappings(of: path) == 0, "the cache's file is still mapped after its reader let go")
        }
    }

    /// The one place that unmaps is the owner of the mapping.
    @Test func onlyMappedFileUnmaps() throws {
        let sources = URL(fileURLWithPath: "Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        let unmapping = try files.filter { $0.hasSuffix(".swift") }.filter {
            try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8).contains("munmap(")
        }
        #expect(unmapping == ["Kept/Core/Index/MappedFile.swift"])
    }
}
