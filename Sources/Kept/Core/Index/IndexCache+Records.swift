import Foundation
import OrderedCollections

/// A record of the mapped cache read by row: its stamp, kind, path, fields and excerpt, each
/// read where it lies, the fields only when asked.
extension IndexCache {
    /// The stamp the file of record `i` had when it was read.
    func stamp(_ i: Int) -> FileStamp { row(i).stamp }

    /// Whether the file of record `i` still has the stamp it had (compared in place).
    func hasStamp(_ i: Int, _ stamp: FileStamp?) -> Bool {
        guard let stamp else { return false }
        return row(i).holds(stamp)
    }

    /// The kind name of record `i`.
    package func kind(_ i: Int) -> String { kinds[row(i).kind] }

    /// The path of record `i`.
    package func path(_ i: Int) -> String {
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
        if row(i).hasProblem {
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
    package func fields(_ i: Int32) -> OrderedDictionary<String, FieldValue>? {
        if let known = decoded.withLock({ $0[i] }) { return known }
        guard var reader = checkedReader(Int(i)) else { return nil }
        if row(Int(i)).hasProblem {
            guard reader.problem() != nil else { return nil }
        }
        guard let read = reader.fields(depth: 0), reader.position == reader.bytes.count else { return nil }
        decoded.withLock { $0[i] = read }
        return read
    }

    /// One field of record `i`, from its key fields when they hold it, else found in its
    /// fields without decoding the others: `.some(nil)` when it has none, nil when its bytes
    /// do not decode (damaged: the entry reads its file instead).
    package func field(_ key: String, _ i: Int32) -> FieldValue?? {
        if let column = keyNames[row(Int(i)).kind].firstIndex(of: key) {
            var reader = reader(.keys, Int(i))
            for _ in 0..<column {
                guard reader.skipKey() else { return nil }
            }
            return reader.key()
        }
        if let known = decoded.withLock({ $0[i] }) { return .some(known[key]) }
        var key = key
        return key.withUTF8 { wanted -> FieldValue?? in
            guard var reader = checkedReader(Int(i)) else { return nil }
            if row(Int(i)).hasProblem {
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
    package func excerpt(_ i: Int32) -> String? {
        guard checkedReader(Int(i)) != nil else { return nil }
        let reader = reader(.excerpt, Int(i))
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
        if row(i).hasProblem {
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
}

extension IndexCache {
    /// The row of record `i`.
    func row(_ i: Int) -> IndexCacheRow { IndexCacheRow(bytes: bytes, offset: table + i * Self.rowSize) }

    func pathBytes(_ i: Int) -> UnsafeRawBufferPointer {
        let row = row(i)
        let start = paths + row.pathStart
        return UnsafeRawBufferPointer(rebasing: bytes[start ..< start + row.pathLength])
    }

    /// Where `part` starts in the file, and where it ends: the start of the next.
    func bounds(of part: IndexCacheRow.Part) -> (start: Int, end: Int) {
        switch part {
        case .keys: (keys, fields)
        case .fields: (fields, excerpts)
        case .excerpt: (excerpts, bytes.count)
        }
    }

    /// A reader over record `i`'s bytes in `part`: they end where the next record's begin.
    func reader(_ part: IndexCacheRow.Part, _ i: Int) -> IndexCacheReader {
        let bounds = bounds(of: part)
        let start = bounds.start + row(i).start(in: part)
        let end = i + 1 < count ? bounds.start + row(i + 1).start(in: part) : bounds.end
        return IndexCacheReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), position: 0)
    }

    /// A reader over record `i`'s fields, nil when they and its excerpt no longer sum to what
    /// was written.
    func checkedReader(_ i: Int) -> IndexCacheReader? {
        let fieldBytes = reader(.fields, i).bytes, excerptBytes = reader(.excerpt, i).bytes
        guard Self.recordChecksum(fieldBytes, excerptBytes) == row(i).checksum else { return nil }
        return IndexCacheReader(bytes: fieldBytes, position: 0)
    }
}
