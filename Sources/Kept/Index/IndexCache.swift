import Foundation
import OrderedCollections
#if canImport(Glibc)
import Glibc
#endif

/// What the last run learnt from each entry file, in `.kept/cache/index`: for each path its
/// stamp (`FileStamp`), kind, fields, problem and list excerpt, so that a warm run reads
/// neither the unchanged files nor their YAML. Bodies are not kept: an entry from the cache
/// reads its body from the file when asked (search, export, `--body`).
///
/// A binary file of our own, laid out so that a list touches only a small part of it (the
/// file is mapped, and a page never touched costs no memory): after the header, a table of
/// one fixed-size row a record (stamp, kind, where its parts are), the paths, and the *key
/// fields* of each record (the fields that kinds sort and date by, copied from its fields);
/// then, apart, every record's fields and its excerpt, read only for the entries shown.
/// Records are sorted by path, and each part lies in the order of the rows, so that a part
/// ends where the next record's begins. The header gives the version and the file's length:
/// another version, a cut file or a row pointing outside its part makes the cache unreadable,
/// and it is rebuilt. Deleting it changes nothing but speed; it is git-ignored, never
/// committed, and written atomically.
final class IndexCache: Sendable {
    /// 4: fields read as PyYAML reads them (`010` is 8, merge keys applied) and excerpts read by
    /// cmark-gfm: a cache of 3 holds the old readings and is rebuilt. 5: an excerpt leaves out
    /// a first `# heading` that repeats the title.
    static let version: UInt32 = 5
    static let relativePath = ".kept/cache/index"
    private static let magic = Array("KEPTIDX1".utf8)

    /// magic, version, count, length, the start of each part, the checksum of the parts a
    /// list reads (kinds to key fields).
    private static let headerSize = 8 + 4 + 4 + 8 + 7 * 8 + 8
    /// size, modified and changed seconds, inode (8 bytes each); modified and changed
    /// nanoseconds (4 each); the path's offset (4), length (2), kind (1), flags (1); the
    /// offsets of its key fields, fields and excerpt (4 each); the checksum of its fields and
    /// excerpt (4), tested when they are read.
    private static let rowSize = 64
    /// The row's fields begin with the front matter's problem.
    private static let hasProblem: UInt8 = 1
    /// The number of records.
    let count: Int
    /// The kind names the rows refer to.
    let kinds: [String]
    /// For each kind (as `kinds`), the fields its records keep as key fields, as the run that
    /// wrote the cache chose them: what that kind sorts and dates by.
    let keyNames: [[String]]

    /// The file, mapped read-only: AtomicFile's rename means it never changes under us.
    /// Never written: the mapping is read-only and lives as long as the cache.
    nonisolated(unsafe) private let bytes: UnsafeRawBufferPointer
    private let table: Int, paths: Int, keys: Int, fields: Int, excerpts: Int

    /// Fields decoded whole, by row, once each (the entries shown, search hits).
    private let decoded = Locked<[Int32: OrderedDictionary<String, FieldValue>]>([:])

    /// The cache of `root`, or nil when there is none or it cannot be read as this version.
    static func read(root: String) -> IndexCache? {
        // No link followed: a `.kept/cache` link would feed the listing from outside.
        guard let fd = try? StoreFolder(root: root).open(relativePath, O_RDONLY), fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size >= headerSize,
              let address = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        let bytes = UnsafeRawBufferPointer(start: address, count: Int(info.st_size))
        guard let cache = IndexCache(bytes: bytes) else {
            munmap(address, Int(info.st_size))
            return nil
        }
        cache.prefaultListing()
        return cache
    }

    private init?(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        var reader = IndexCacheReader(bytes: bytes, position: 0)
        guard let head = reader.take(Self.magic.count), head.elementsEqual(Self.magic),
              reader.uint32() == Self.version, let count = reader.uint32().map(Int.init),
              reader.uint64() == UInt64(bytes.count) else {
            return nil
        }
        var starts: [Int] = []
        for _ in 0..<7 {
            guard let start = reader.uint64(), start <= UInt64(bytes.count) else {
                    return nil
            }
            starts.append(Int(start))
        }
        guard let checksum = reader.uint64() else { return nil }
        // kinds, key names, table, paths, key fields, fields, excerpts: in this order.
        var kindReader = IndexCacheReader(bytes: bytes, position: starts[0])
        var keyReader = IndexCacheReader(bytes: bytes, position: starts[1])
        guard starts == starts.sorted(), starts[0] == Self.headerSize,
              starts[3] - starts[2] == count * Self.rowSize,
              let kinds = kindReader.strings(), kindReader.position == starts[1],
              let keyNames = keyReader.stringLists(), keyNames.count == kinds.count, keyReader.position == starts[2] else {
            return nil
        }
        self.count = count
        self.kinds = kinds
        self.keyNames = keyNames
        (table, paths, keys, fields, excerpts) = (starts[2], starts[3], starts[4], starts[5], starts[6])
        // Damage in what every list reads is found now (a whole-file sum would read the
        // fields and excerpts too); a record's own sum is tested when its fields are read.
        guard Self.checksum(UnsafeRawBufferPointer(rebasing: bytes[Self.headerSize..<fields])) == checksum,
              rowsAreInBounds() else { return nil }
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }

    // MARK: Rows

    /// The stamp the file of record `i` had when it was read.
    func stamp(_ i: Int) -> FileStamp {
        let row = table + i * Self.rowSize
        return FileStamp(size: Int64(bitPattern: uint64(row)), modifiedSeconds: Int64(bitPattern: uint64(row + 8)),
                         modifiedNanoseconds: Int64(uint32(row + 32)), changedSeconds: Int64(bitPattern: uint64(row + 16)),
                         changedNanoseconds: Int64(uint32(row + 36)), inode: uint64(row + 24))
    }

    /// Whether the file of record `i` still has the stamp it had (compared in place).
    func hasStamp(_ i: Int, _ stamp: FileStamp?) -> Bool {
        guard let stamp else { return false }
        let row = table + i * Self.rowSize
        return uint64(row) == UInt64(bitPattern: stamp.size) && uint64(row + 8) == UInt64(bitPattern: stamp.modifiedSeconds)
            && uint64(row + 16) == UInt64(bitPattern: stamp.changedSeconds) && uint64(row + 24) == stamp.inode
            && Int64(uint32(row + 32)) == stamp.modifiedNanoseconds && Int64(uint32(row + 36)) == stamp.changedNanoseconds
    }

    /// The kind name of record `i`.
    func kind(_ i: Int) -> String { kinds[Int(bytes[table + i * Self.rowSize + 46])] }

    /// The path of record `i`.
    func path(_ i: Int) -> String {
        String(decoding: pathBytes(i).assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }

    /// `path` against the path of record `i`, by their UTF-8 bytes: negative, zero or
    /// positive, as `memcmp`.
    func comparePath(_ i: Int, _ path: String) -> Int {
        var path = path
        let record = pathBytes(i)
        return path.withUTF8 { wanted in
            let n = min(record.count, wanted.count)
            let order = n == 0 ? 0 : Int(memcmp(record.baseAddress!, wanted.baseAddress!, n))
            return order != 0 ? order : record.count - wanted.count
        }
    }

    /// Whether the path of record `i` starts with `prefix`.
    func path(_ i: Int, startsWith prefix: [UInt8]) -> Bool { pathBytes(i).starts(with: prefix) }

    /// The entry record `i` holds, with `path` (the record's, as the walk spelled it); nil if
    /// its problem does not decode. Its fields and excerpt stay in the cache's bytes until
    /// asked for (`CachedFields`): a list of 100,000 entries reads the sort field of each,
    /// from the key fields, and all fields of the few it shows.
    func entry(_ i: Int, path: String, body: Entry.BodySource) -> Entry? {
        var problem: FrontMatterProblem?
        if bytes[table + i * Self.rowSize + 47] & Self.hasProblem != 0 {
            guard var reader = checkedReader(i), let read = reader.problem() else { return nil }
            problem = read
        }
        return Entry(path: path, kind: kind(i), cached: CachedFields(cache: self, row: Int32(i)), problem: problem, body: body)
    }

    /// The same with the body already read (a search's), nil also when the record is damaged:
    /// such an entry could not read its fields from its file, so the caller parses the text.
    func entry(_ i: Int, path: String, body: String) -> Entry? {
        guard checkedReader(i) != nil else { return nil }
        return entry(i, path: path, body: .text(body))
    }

    /// All fields of record `i`, decoded once; nil if they do not decode.
    func fields(_ i: Int32) -> OrderedDictionary<String, FieldValue>? {
        if let known = decoded.withLock({ $0[i] }) { return known }
        guard var reader = checkedReader(Int(i)) else { return nil }
        if bytes[table + Int(i) * Self.rowSize + 47] & Self.hasProblem != 0 {
            guard reader.problem() != nil else { return nil }
        }
        guard let read = reader.fields(depth: 0), reader.position == reader.bytes.count else { return nil }
        decoded.withLock { $0[i] = read }
        return read
    }

    /// One field of record `i`, from its key fields when they hold it, else found in its
    /// fields without decoding the others: `.some(nil)` when it has none, nil when its bytes
    /// do not decode (damaged: the entry reads its file instead).
    func field(_ key: String, _ i: Int32) -> FieldValue?? {
        if let column = keyNames[Int(bytes[table + Int(i) * Self.rowSize + 46])].firstIndex(of: key) {
            var reader = reader(keys, Int(i), at: 48)
            for _ in 0..<column {
                guard reader.skipKey() else { return nil }
            }
            return reader.key()
        }
        if let known = decoded.withLock({ $0[i] }) { return .some(known[key]) }
        var key = key
        return key.withUTF8 { wanted -> FieldValue?? in
            guard var reader = checkedReader(Int(i)) else { return nil }
            if bytes[table + Int(i) * Self.rowSize + 47] & Self.hasProblem != 0 {
                guard reader.problem() != nil else { return nil }
            }
            guard let count = reader.uint32() else { return nil }
            for _ in 0..<count {
                guard let length = reader.uint32(), let name = reader.take(Int(length)) else { return nil }
                if name.elementsEqual(UnsafeRawBufferPointer(wanted)) { return reader.value(depth: 0).map { .some($0) } }
                guard reader.skipValue(depth: 0) else { return nil }
            }
            return .some(nil)
        }
    }

    /// The excerpt record `i` holds; nil when its record is damaged.
    func excerpt(_ i: Int32) -> String? {
        guard checkedReader(Int(i)) != nil else { return nil }
        let reader = reader(excerpts, Int(i), at: 56)
        return String(decoding: reader.bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }

    /// A cached field as a search looks at it, in the cache's bytes (see `forEachField`).
    enum RawField {
        case null
        /// A scalar's text, UTF-8.
        case scalar(UnsafeRawBufferPointer)
        /// A list or map, decoded.
        case other(FieldValue)
    }

    /// Each field of record `i`, in order, as its name's bytes and its value's: a search tests
    /// them without making an entry or any String. Stops early when `visit` returns false;
    /// false when the record is damaged or does not decode.
    func forEachField(of i: Int, _ visit: (_ name: UnsafeRawBufferPointer, _ value: RawField) -> Bool) -> Bool {
        guard var reader = checkedReader(i) else { return false }
        if bytes[table + i * Self.rowSize + 47] & Self.hasProblem != 0 {
            guard reader.problem() != nil else { return false }
        }
        guard let count = reader.uint32() else { return false }
        for _ in 0..<count {
            guard let length = reader.uint32(), let name = reader.take(Int(length)), let kind = reader.uint8() else { return false }
            let value: RawField
            switch kind {
            case 0: value = .null
            case 1:
                guard reader.uint8() != nil, let length = reader.uint32(), let text = reader.take(Int(length)) else { return false }
                value = .scalar(text)
            case 2, 3:
                reader.position -= 1
                guard let decoded = reader.value(depth: 0) else { return false }
                value = .other(decoded)
            default: return false
            }
            if !visit(name, value) { return true }
        }
        return true
    }

    // MARK: Writing

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
                problem = cache.bytes[cache.table + i * rowSize + 47] & hasProblem != 0
                for name in keyNames[kind] ?? [] { keys.key(cache.field(name, Int32(i)) ?? nil) }
                fields.bytes(cache.reader(cache.fields, i, at: 52).bytes)
                excerpts.bytes(cache.reader(cache.excerpts, i, at: 56).bytes)
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
            rows.int64(stamp.size)
            rows.int64(stamp.modifiedSeconds)
            rows.int64(stamp.changedSeconds)
            rows.uint64(stamp.inode)
            rows.uint32(UInt32(truncatingIfNeeded: stamp.modifiedNanoseconds))
            rows.uint32(UInt32(truncatingIfNeeded: stamp.changedNanoseconds))
            rows.uint32(UInt32(pathStart))
            rows.uint16(UInt16(pathLength))
            rows.uint8(kindNumbers[kind]!)
            rows.uint8(problem ? hasProblem : 0)
            rows.uint32(UInt32(keysStart))
            rows.uint32(UInt32(fieldsStart))
            rows.uint32(UInt32(excerptStart))
            rows.uint32(recordChecksum(fields.buffer[fieldsStart...], excerpts.buffer[excerptStart...]))
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

extension IndexCache {
    /// A 64-bit sum of `bytes`, eight at a time (a byte at a time cost ten times as much
    /// over the 12 MB a list of 100,000 entries reads).
    static func checksum<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
        let sum = bytes.withContiguousStorageIfAvailable { checksum(UnsafeRawBufferPointer($0)) }
        return sum ?? Array(bytes).withUnsafeBytes { checksum($0) }
    }

    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var i = 0
        while i + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x0000_0100_0000_01b3
            hash ^= hash >> 29
            i += 8
        }
        while i < bytes.count {
            hash = (hash ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01b3
            i += 1
        }
        return hash
    }

    static func recordChecksum<A: Collection<UInt8>, B: Collection<UInt8>>(_ fields: A, _ excerpt: B) -> UInt32 {
        let sum = checksum(fields) &* 31 &+ checksum(excerpt)
        return UInt32(truncatingIfNeeded: sum ^ (sum >> 32))
    }
}

private extension IndexCache {
    func uint64(_ at: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
    func uint32(_ at: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
    func uint16(_ at: Int) -> UInt16 { UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt16.self)) }

    func pathBytes(_ i: Int) -> UnsafeRawBufferPointer {
        let row = table + i * Self.rowSize
        let start = paths + Int(uint32(row + 40))
        return UnsafeRawBufferPointer(rebasing: bytes[start ..< start + Int(uint16(row + 44))])
    }

    /// The end of each part: the start of the next.
    func end(of part: Int) -> Int {
        switch part {
        case keys: return fields
        case fields: return excerpts
        case excerpts: return bytes.count
        default: return paths
        }
    }

    /// A reader over record `i`'s bytes in `part`, whose offset is at `at` in its row: they
    /// end where the next record's begin.
    func reader(_ part: Int, _ i: Int, at: Int) -> IndexCacheReader {
        let start = part + Int(uint32(table + i * Self.rowSize + at))
        let end = i + 1 < count ? part + Int(uint32(table + (i + 1) * Self.rowSize + at)) : self.end(of: part)
        return IndexCacheReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), position: 0)
    }

    /// A reader over record `i`'s fields, nil when they and its excerpt no longer sum to what
    /// was written.
    func checkedReader(_ i: Int) -> IndexCacheReader? {
        let fieldBytes = reader(fields, i, at: 52).bytes, excerptBytes = reader(excerpts, i, at: 56).bytes
        guard Self.recordChecksum(fieldBytes, excerptBytes) == uint32(table + i * Self.rowSize + 60) else { return nil }
        return IndexCacheReader(bytes: fieldBytes, position: 0)
    }

    /// Every row's parts lie inside their part and in order, so that no read leaves the file.
    func rowsAreInBounds() -> Bool {
        var last = (keys: 0, fields: 0, excerpt: 0)
        for i in 0..<count {
            let row = table + i * Self.rowSize
            let keyStart = Int(uint32(row + 48)), fieldStart = Int(uint32(row + 52)), excerptStart = Int(uint32(row + 56))
            guard Int(uint32(row + 40)) + Int(uint16(row + 44)) <= keys - paths, Int(bytes[row + 46]) < kinds.count,
                  last.keys <= keyStart, last.fields <= fieldStart, last.excerpt <= excerptStart,
                  keyStart <= fields - keys, fieldStart <= excerpts - fields, excerptStart <= bytes.count - excerpts else { return false }
            last = (keyStart, fieldStart, excerptStart)
        }
        return true
    }

    /// Maps the table, paths and key fields (what every list reads) in one system call rather
    /// than a page fault each 16 pages; the fields and excerpts stay unmapped until read.
    func prefaultListing() {
        guard let base = bytes.baseAddress else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = (fields + page - 1) / page * page
        _ = madvise(UnsafeMutableRawPointer(mutating: base), min(length, bytes.count), 22 /* MADV_POPULATE_READ */)
    }
}
