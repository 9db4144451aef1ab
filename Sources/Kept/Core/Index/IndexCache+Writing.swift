import Foundation

/// Writing the cache: the records of this run, fresh or copied from the last cache, laid out
/// as `IndexCache` reads them (header, kinds, key names, rows, paths, key fields, fields,
/// excerpts).
extension IndexCache {
    enum Item {
        /// A record of an older cache, copied (a kind this run did not read, or a file unchanged).
        case copied(IndexCache, Int)
        case fresh(path: String, stamp: FileStamp, entry: Entry, excerpt: String)

        var path: String {
            switch self {
            case let .copied(cache, i): return cache.path(i)
            case let .fresh(path, _, _, _): return path
            }
        }
    }

    /// The cache file's bytes for `items`, which must be sorted by path, with `keyNames` the
    /// key fields of each kind; nil when they do not fit the format (a part over 4 GB, 256 kinds).
    static func encode(_ items: [Item], keyNames: [String: [String]]) -> [UInt8]? {
        var kinds: [String] = []
        var kindNumbers: [String: UInt8] = [:]
        var rows = IndexCacheWriter(), paths = IndexCacheWriter(), keys = IndexCacheWriter(), fields = IndexCacheWriter(), excerpts = IndexCacheWriter()
        rows.buffer.reserveCapacity(rowSize * items.count)
        paths.buffer.reserveCapacity(64 * items.count)
        for item in items {
            let kind: String, stamp: FileStamp, problem: Bool, path: String
            let keysStart = keys.count, fieldsStart = fields.count, excerptStart = excerpts.count
            switch item {
            case let .copied(cache, i):
                (kind, stamp, path) = (cache.kind(i), cache.stamp(i), cache.path(i))
                problem = cache.row(i).hasProblem
                for name in keyNames[kind] ?? [] { keys.key(cache.field(name, Int32(i)) ?? nil) }
                fields.bytes(cache.reader(.fields, i).bytes)
                excerpts.bytes(cache.reader(.excerpt, i).bytes)
            case let .fresh(freshPath, freshStamp, entry, excerpt):
                (kind, stamp, path) = (entry.kind, freshStamp, freshPath)
                problem = entry.problem != nil
                let entryFields = entry.fields
                for name in keyNames[kind] ?? [] { keys.key(entryFields[name]) }
                if let entryProblem = entry.problem { fields.problem(entryProblem) }
                fields.fields(entryFields)
                excerpts.bytes(Array(excerpt.utf8))
            }
            let pathStart = paths.count
            paths.bytes(Array(path.utf8))
            if kindNumbers[kind] == nil {
                guard kinds.count < 256 else { return nil }
                kindNumbers[kind] = UInt8(kinds.count)
                kinds.append(kind)
            }
            let pathLength = paths.count - pathStart
            guard pathLength <= Int(UInt16.max), excerpts.count <= Int(UInt32.max), fields.count <= Int(UInt32.max),
                  keys.count <= Int(UInt32.max), paths.count <= Int(UInt32.max) else { return nil }
            IndexCacheRow.append(to: &rows, stamp: stamp, pathStart: pathStart, pathLength: pathLength, kind: kindNumbers[kind]!,
                                 hasProblem: problem, keysStart: keysStart, fieldsStart: fieldsStart, excerptStart: excerptStart,
                                 checksum: recordChecksum(fields.buffer[fieldsStart...], excerpts.buffer[excerptStart...]))
        }
        var names = IndexCacheWriter(), keyList = IndexCacheWriter()
        names.strings(kinds)
        keyList.uint32(UInt32(kinds.count))
        for kind in kinds { keyList.strings(keyNames[kind] ?? []) }
        let parts = [names.buffer, keyList.buffer, rows.buffer, paths.buffer, keys.buffer, fields.buffer, excerpts.buffer]
        var out = IndexCacheWriter()
        let length = headerSize + parts.reduce(0) { $0 + $1.count }
        out.buffer.reserveCapacity(length)
        out.bytes(magic)
        out.uint32(version)
        out.uint32(UInt32(items.count))
        out.uint64(UInt64(length))
        var start = headerSize
        for part in parts {
            out.uint64(UInt64(start))
            start += part.count
        }
        out.uint64(0)
        for part in parts { out.bytes(part) }
        let listed = checksum(out.buffer[headerSize ..< headerSize + parts[0..<5].reduce(0) { $0 + $1.count }])
        withUnsafeBytes(of: listed.littleEndian) { sum in
            for (i, byte) in sum.enumerated() { out.buffer[headerSize - 8 + i] = byte }
        }
        return out.buffer
    }

    /// Writes the cache; a store on a read-only disk simply stays without one.
    static func write(_ items: [Item], keyNames: [String: [String]], root: String) {
        guard let bytes = encode(items, keyNames: keyNames) else { return }
        try? AtomicFile.write(bytes, in: StoreFolder(root: root), at: relativePath)
    }
}
