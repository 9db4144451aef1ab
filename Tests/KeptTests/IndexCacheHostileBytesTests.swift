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
