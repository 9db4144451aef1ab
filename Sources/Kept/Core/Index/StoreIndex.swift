import Foundation

/// Every entry of the store, read from the files on each run: the unchanged ones from the
/// index cache (`IndexCache`), the others parsed, in parallel.
package struct StoreIndex: Sendable {
    package let entries: [Entry]

    package init(entries: [Entry]) { self.entries = entries }

    /// Reads every `.md` file in the kinds' folders (only `kinds`' folders when given).
    /// Files whose front matter cannot be read are kept, with their problem. A file whose
    /// stamp (size, times to the nanosecond, inode) is the one cached is not read at all.
    /// `now` is when the load starts: only files settled before it are cached (`FileStamp`).
    package static func load(_ store: Store, kinds: [Kind]? = nil, now: Date = Date()) -> StoreIndex {
        let started = now.timeIntervalSince1970
        let cache = IndexCache.read(root: store.root)
        // With no cache every file is read anyway: its stamp comes from the `fstat` of the
        // open file, and the walk stats none (100,000 system calls fewer).
        let files = store.entryFiles(kinds: kinds, stamped: cache != nil)
        let cached = cache.map { matching(files.map(\.path), $0) } ?? []

        // Cached entries are decoded and changed files parsed on both cores. What the cache
        // needs besides each entry (its record, or the stamp of a file parsed) is kept beside
        // the entries, not with each: a list of 100,000 held every entry twice, in its result
        // and in the list made from them.
        let readAhead = ReadAhead(count: files.count) { i in
            if let cache, let r = cached[i], cache.hasStamp(r, files[i].stamp) { return nil }
            return store.absolutePath(files[i].path)
        }
        let sources = EntrySources(count: files.count)
        let entries = Array(files.indices).concurrentMap { i -> Entry in
            let file = files[i]
            if let cache, let r = cached[i], cache.hasStamp(r, file.stamp), cache.kind(r) == file.kind,
               let entry = cache.entry(r, path: file.path, body: store.bodySource(of: file.path)) {
                sources.record(i, r)
                return entry
            }
            // The excerpt too, for the cache: here it is worked out on both cores.
            let read = readAhead.read(i, at: store.absolutePath(file.path))
            let entry = store.listedEntry(at: file.path, kind: file.kind, bytes: read?.bytes)
            sources.parsed(i, stamp: read?.stamp)
            return entry.withBodyLeftIn(store.bodySource(of: file.path), excerpt: entry.excerpt)
        }

        // A record of a walked folder that matched no file: that file is gone.
        let folders = Set((kinds ?? store.kinds).map(\.folder))
        // As `folder(of:)` says it (a record's first path component), without a string for each.
        let walked = folders.filter { !$0.utf8.contains(UInt8(ascii: "/")) }.map { Array(($0 + "/").utf8) }
        let dropped = (cache.map { cache in (0..<cache.count).count { r in walked.contains { cache.path(r, startsWith: $0) } } } ?? 0)
            > cached.count { $0 != nil }
        if cache == nil || dropped || sources.anyParsed {
            save(files: files, entries: entries, sources: sources, cache: cache, folders: folders, started: started, store: store)
        }
        return StoreIndex(entries: entries)
    }

    /// The entry files of `kinds` (all kinds when nil), each with its kind's name.
    static func files(_ store: Store, kinds: [Kind]? = nil) -> [(path: String, kind: String)] {
        store.entryFiles(kinds: kinds, stamped: false).map { ($0.path, $0.kind) }
    }

    /// The entry files of `kinds`, not stat'ed, each with its cache record: for a command
    /// that reads the files anyway (search) and takes an entry from the cache only when the
    /// stamp of the file it opened is the one cached (`CachedFiles.entry`). Never writes
    /// the cache.
    static func cachedFiles(_ store: Store, kinds: [Kind]? = nil) -> CachedFiles {
        let files = store.entryFiles(kinds: kinds, stamped: false)
        let cache = IndexCache.read(root: store.root)
        let cached = cache.map { matching(files.map(\.path), $0) } ?? []
        return CachedFiles(files: files.map { ($0.path, $0.kind) }, cache: cache, records: files.indices.map { i in
            guard let cache, let r = cached[i], cache.kind(r) == files[i].kind else { return nil }
            return r
        })
    }
}

/// Entry files and their cache records (see `StoreIndex.cachedFiles`).
struct CachedFiles: Sendable {
    let files: [(path: String, kind: String)]
    let cache: IndexCache?
    let records: [Int?]

    /// The cached entry of file `i`, with the body read from its `text`; nil when the cache
    /// has none for the file as it is (`stamp`, taken when it was opened).
    func entry(_ i: Int, text: String, stamp: FileStamp) -> Entry? {
        guard let cache, let r = records[i], cache.hasStamp(r, stamp) else { return nil }
        return cache.entry(r, path: files[i].path, body: EntryDocument.body(of: text))
    }
}

private extension StoreIndex {
    /// The top folder of a store path, found in its bytes (by Characters it cost 2,500
    /// instructions a path).
    static func folder(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0x2F) ?? bytes.count)]), as: UTF8.self)
        }
    }

    /// For each path, the index of the cache record with that path, found by walking both
    /// lists in step: both are sorted by their UTF-8 bytes (a hash of each path costs more).
    static func matching(_ paths: [String], _ cache: IndexCache) -> [Int?] {
        var result = [Int?](repeating: nil, count: paths.count)
        var r = 0
        for (i, path) in paths.enumerated() {
            var order = -1
            while r < cache.count {
                order = cache.comparePath(r, path)
                if order >= 0 { break }
                r += 1
            }
            if order == 0 { result[i] = r; r += 1 }
        }
        return result
    }

    /// Writes the cache anew: this run's entries whose files had settled when the walk began
    /// (one changed in the same clock tick could change again unseen), and the records of
    /// the folders this run did not walk, copied as they were.
    static func save(files: [(path: String, kind: String, stamp: FileStamp?)], entries: [Entry], sources: EntrySources,
                     cache: IndexCache?, folders: Set<String>, started: Double, store: Store) {
        var items: [IndexCache.Item] = []
        items.reserveCapacity(files.count)
        for i in files.indices {
            if let cache, let record = sources.record(of: i) {
                items.append(.copied(cache, record))
            } else if let stamp = sources.stamp(of: i), stamp.isSettled(before: started) {
                items.append(.fresh(path: files[i].path, stamp: stamp, entry: entries[i], excerpt: entries[i].excerpt))
            }
        }
        if let cache {
            for record in 0..<cache.count where !folders.contains(folder(of: cache.path(record))) {
                items.append(.copied(cache, record))
            }
        }
        items.sort { UTF8Order.precedes($0.path, $1.path) }
        IndexCache.write(items, keyNames: keyNames(store.kinds), root: store.root)
    }

    /// The fields a list reads of every entry of a kind, kept apart in the cache (its key
    /// fields): what the kind sorts and dates by. A diary's titles stay with its other fields.
    static func keyNames(_ kinds: [Kind]) -> [String: [String]] {
        var names: [String: [String]] = [:]
        for kind in kinds where names[kind.name] == nil {
            var fields: [String] = []
            for field in kind.sort.map(\.field) + [kind.dateField].compactMap({ $0 }) where !fields.contains(field) {
                fields.append(field)
            }
            names[kind.name] = fields
        }
        return names
    }
}

/// For each entry of a load, where it came from: its cache record, or the stamp its file had
/// when it was parsed (nil when it could not be read). Each slot is written by the one thread
/// that made the entry; the stamps, few on a warm run, go in a dictionary under a lock.
private final class EntrySources: Sendable {
    /// Slot `i` is written only by the thread that made entry `i`, and read after all are done.
    nonisolated(unsafe) private let records: UnsafeMutablePointer<Int32>
    private let count: Int
    private let stamps = Locked<[Int: FileStamp]>([:])

    /// A record number no record has: the entry was parsed.
    private static let parsedMark: Int32 = -1

    init(count: Int) {
        self.count = count
        records = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
        records.initialize(repeating: Self.parsedMark, count: max(count, 1))
    }

    deinit { records.deallocate() }

    func record(_ i: Int, _ record: Int) { records[i] = Int32(record) }

    func parsed(_ i: Int, stamp: FileStamp?) {
        records[i] = Self.parsedMark
        if let stamp { stamps.withLock { $0[i] = stamp } }
    }

    func record(of i: Int) -> Int? { records[i] == Self.parsedMark ? nil : Int(records[i]) }
    func stamp(of i: Int) -> FileStamp? { stamps.withLock { $0[i] } }
    var anyParsed: Bool { (0..<count).contains { records[$0] == Self.parsedMark } }
}
