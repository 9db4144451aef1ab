import Foundation
import FuzzSupport
@testable import Kept

/// Any bytes as `.kept/cache/index`: the cache is a file on disk, so outside input. Reading it
/// must refuse what is not a cache and, for what it accepts, read every record (stamp, kind,
/// path, every field, each field alone, the excerpt, the fields as a search walks them)
/// without crashing or reading outside the bytes (the debug build checks every read of a
/// buffer's bounds and traps).
runFuzzer { data, size in
    guard let data else { return 0 }
    // A copy the cache may keep pointing into while it lives.
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 8)
    defer { bytes.deallocate() }
    bytes.copyMemory(from: UnsafeRawBufferPointer(start: data, count: size))
    guard let cache = IndexCache(reading: UnsafeRawBufferPointer(bytes)) else { return 0 }
    for i in 0..<cache.count {
        _ = cache.stamp(i)
        let path = cache.path(i)
        _ = cache.comparePath(i, path)
        _ = cache.kind(i)
        for key in cache.keyNames.flatMap({ $0 }) + ["title", "date"] { _ = cache.field(key, Int32(i)) }
        _ = cache.fields(Int32(i))
        _ = cache.excerpt(Int32(i))
        _ = cache.forEachField(of: i) { _, _ in true }
        _ = cache.entry(i, path: path, body: "")?.fields
    }
    return 0
}
