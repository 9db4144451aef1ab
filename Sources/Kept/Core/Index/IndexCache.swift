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
package final class IndexCache: Sendable {
    /// 4: fields read as PyYAML reads them (`010` is 8, merge keys applied) and excerpts read by
    /// cmark-gfm: a cache of 3 holds the old readings and is rebuilt. 5: an excerpt leaves out
    /// a first `# heading` that repeats the title.
    static let version: UInt32 = 5
    static let relativePath = ".kept/cache/index"
    static let magic = Array("KEPTIDX1".utf8)

    /// magic, version, count, length, the start of each part, the checksum of the parts a
    /// list reads (kinds to key fields).
    static let headerSize = 8 + 4 + 4 + 8 + 7 * 8 + 8
    /// One row a record (`IndexCacheRow` names its slots).
    static let rowSize = IndexCacheRow.size
    /// The number of records.
    package let count: Int
    /// The kind names the rows refer to.
    let kinds: [String]
    /// For each kind (as `kinds`), the fields its records keep as key fields, as the run that
    /// wrote the cache chose them: what that kind sorts and dates by.
    let keyNames: [[String]]

    /// The file's bytes: AtomicFile's rename means they never change under us.
    nonisolated(unsafe) let bytes: UnsafeRawBufferPointer
    let table: Int, paths: Int, keys: Int, fields: Int, excerpts: Int
    /// The mapping `bytes` lie in, held as long as the cache; nil for bytes the caller owns
    /// (`init(reading:)`).
    private let mapping: MappedFile?

    /// Fields decoded whole, by row, once each (the entries shown, search hits).
    let decoded = Locked<[Int32: OrderedDictionary<String, FieldValue>]>([:])

    /// The cache of `root`, or nil when there is none or it cannot be read as this version.
    static func read(root: String) -> IndexCache? {
        // No link followed: a `.kept/cache` link would feed the listing from outside.
        guard let fd = try? StoreFolder(root: root).open(relativePath, O_RDONLY), fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size >= headerSize,
              let mapping = MappedFile(descriptor: fd, size: Int(info.st_size)),
              let cache = IndexCache(bytes: mapping.bytes, mapping: mapping) else { return nil }
        cache.prefaultListing()
        return cache
    }

    /// The cache in `bytes`, which the caller owns and keeps alive as long as the cache (a
    /// fuzzer's input); nil when they are not a cache of this version.
    package convenience init?(reading bytes: UnsafeRawBufferPointer) {
        self.init(bytes: bytes, mapping: nil)
    }

    private init?(bytes: UnsafeRawBufferPointer, mapping: MappedFile?) {
        self.bytes = bytes
        self.mapping = mapping
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
}

private extension IndexCache {
    /// Every row's parts lie inside their part and in order, so that no read leaves the file.
    func rowsAreInBounds() -> Bool {
        var last = (keys: 0, fields: 0, excerpt: 0)
        for i in 0..<count {
            let row = row(i)
            let keyStart = row.start(in: .keys), fieldStart = row.start(in: .fields), excerptStart = row.start(in: .excerpt)
            guard row.pathStart + row.pathLength <= keys - paths, row.kind < kinds.count,
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
