import Foundation
import OrderedCollections

/// What the last run learnt from each entry file, in `.kept/cache/index`: for each path its
/// stamp (`FileStamp`), kind, fields, problem and list excerpt, so that a warm run reads
/// neither the unchanged files nor their YAML. Bodies are not kept: an entry from the cache
/// reads its body from the file when asked (search, export, `--body`).
///
/// A binary file of our own (JSON decoding alone would cost more than parsing the YAML):
/// `KEPTIDX1`, a format version, the record count, each record's offset, then the records,
/// sorted by path. Anything unexpected (another version, a cut or corrupt file) makes the
/// cache unreadable, and it is rebuilt. Deleting it changes nothing but speed; it is
/// git-ignored, never committed, and written atomically.
struct IndexCache: Sendable {
    static let version: UInt32 = 2
    static let relativePath = ".kept/cache/index"
    private static let magic = Array("KEPTIDX1".utf8)

    /// One record's place in `data`.
    struct Record: Sendable {
        let path: String
        let kind: String
        let stamp: FileStamp
        /// Where the record starts and where its entry part starts.
        let start: Int
        let entryStart: Int
        let end: Int
    }

    let data: Data
    let records: [Record]
    /// Guards the decoded fields `CachedFields` keep (held only to read or store them).
    let fieldsLock = NSLock()

    /// The cache of `root`, or nil when there is none or it cannot be read as this version.
    static func read(root: String) -> IndexCache? {
        let path = (root as NSString).appendingPathComponent(relativePath)
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        return IndexCache(data: data)
    }

    init?(data: Data) {
        self.data = data
        guard let records = data.withUnsafeBytes({ Self.records(in: $0) }) else { return nil }
        self.records = records
    }

    /// The entry a record holds; nil if its bytes do not decode. Its fields and excerpt stay
    /// in the cache's bytes until asked for (`CachedFields`): a list of 100,000 entries reads
    /// the sort field of each and all fields of the few it shows.
    func entry(_ record: Record, bodyFile: Entry.BodySource) -> Entry? {
        entry(record, body: bodyFile)
    }

    /// The same with the body already read.
    func entry(_ record: Record, body: String) -> Entry? {
        entry(record, body: .text(body))
    }

    private func entry(_ record: Record, body: Entry.BodySource) -> Entry? {
        data.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes: bytes, position: record.entryStart)
            guard let (problem, fieldsStart) = reader.problemAndFieldsStart(end: record.end) else { return nil }
            return Entry(path: record.path, kind: record.kind, cached: CachedFields(cache: self, excerptStart: reader.position,
                         fieldsStart: fieldsStart, end: record.end), problem: problem, body: body)
        }
    }

    /// All fields of a record, from `start`; nil if they do not decode.
    func fields(at start: Int, end: Int) -> OrderedDictionary<String, FieldValue>? {
        data.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<end]), position: start)
            return reader.fields(depth: 0)
        }
    }

    /// One field of a record, found without decoding the others; nil when it has none
    /// (or its bytes do not decode).
    func field(_ key: String, at start: Int, end: Int) -> FieldValue? {
        var key = key
        return key.withUTF8 { wanted in
            data.withUnsafeBytes { bytes in
                var reader = ByteReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<end]), position: start)
                guard let count = reader.uint32() else { return nil }
                for _ in 0..<count {
                    guard let length = reader.uint32(), let name = reader.take(Int(length)) else { return nil }
                    if name.elementsEqual(UnsafeRawBufferPointer(wanted)) { return reader.value(depth: 0) }
                    guard reader.skipValue(depth: 0) else { return nil }
                }
                return nil
            }
        }
    }

    /// A cached field as a search looks at it, in the cache's bytes (see `forEachField`).
    enum RawField {
        case null
        /// A scalar's text, UTF-8.
        case scalar(UnsafeRawBufferPointer)
        /// A list or map, decoded.
        case other(FieldValue)
    }

    /// Each field of `record`, in order, as its name's bytes and its value's: a search tests
    /// them without making an entry or any String. Stops early when `visit` returns false;
    /// false when the record does not decode.
    func forEachField(of record: Record, _ visit: (_ name: UnsafeRawBufferPointer, _ value: RawField) -> Bool) -> Bool {
        data.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<record.end]), position: record.entryStart)
            guard let (_, fieldsStart) = reader.problemAndFieldsStart(end: record.end) else { return false }
            reader.position = fieldsStart
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

    /// The excerpt a record holds, at `start`.
    func excerpt(at start: Int, end: Int) -> String? {
        data.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<end]), position: start)
            return reader.string()
        }
    }

    /// The cache file's bytes for `items`, which must be sorted by path.
    static func encode(_ items: [Item]) -> [UInt8] {
        var writer = ByteWriter()
        // Room for all of it at once: growing by doubling would hold up to three copies.
        writer.buffer.reserveCapacity(16 + 8 * items.count + items.reduce(0) { total, item in
            switch item {
            case let .copied(_, record): return total + record.end - record.start
            case let .fresh(path, _, entry, excerpt): return total + 200 + path.utf8.count + excerpt.utf8.count + 64 * entry.fields.count
            }
        })
        writer.bytes(magic)
        writer.uint32(version)
        writer.uint32(UInt32(items.count))
        let table = writer.count
        writer.bytes([UInt8](repeating: 0, count: 8 * items.count))
        var offsets: [UInt64] = []
        offsets.reserveCapacity(items.count)
        for item in items {
            offsets.append(UInt64(writer.count))
            switch item {
            case let .copied(cache, record):
                cache.data.withUnsafeBytes { writer.bytes(UnsafeRawBufferPointer(rebasing: $0[record.start..<record.end])) }
            case let .fresh(path, stamp, entry, excerpt):
                writer.string(path)
                writer.string(entry.kind)
                writer.stamp(stamp)
                writer.entry(entry, excerpt: excerpt)
            }
        }
        for (i, offset) in offsets.enumerated() { writer.uint64(offset, at: table + 8 * i) }
        return writer.buffer
    }

    enum Item {
        /// A record of an older cache, copied byte for byte (a kind this run did not read).
        case copied(IndexCache, Record)
        case fresh(path: String, stamp: FileStamp, entry: Entry, excerpt: String)

        var path: String {
            switch self {
            case let .copied(_, record): return record.path
            case let .fresh(path, _, _, _): return path
            }
        }
    }

    /// Writes the cache; a store on a read-only disk simply stays without one.
    static func write(_ items: [Item], root: String) {
        try? AtomicFile.write(encode(items), to: (root as NSString).appendingPathComponent(relativePath))
    }
}

private extension IndexCache {
    static func records(in bytes: UnsafeRawBufferPointer) -> [Record]? {
        var reader = ByteReader(bytes: bytes, position: 0)
        guard let head = reader.take(magic.count), head.elementsEqual(magic),
              reader.uint32() == version, let count = reader.uint32().map(Int.init),
              count <= bytes.count / 8 else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for _ in 0..<count {
            guard let offset = reader.uint64(), offset < UInt64(bytes.count) else { return nil }
            offsets.append(Int(offset))
        }
        var records: [Record] = []
        records.reserveCapacity(count)
        for (i, start) in offsets.enumerated() {
            let end = i + 1 < count ? offsets[i + 1] : bytes.count
            guard start <= end else { return nil }
            var record = ByteReader(bytes: bytes, position: start)
            guard let path = record.string(), let kind = record.string(), let stamp = record.stamp(),
                  record.position <= end else { return nil }
            records.append(Record(path: path, kind: kind, stamp: stamp, start: start, entryStart: record.position, end: end))
        }
        return records
    }
}

// MARK: - Bytes

/// Little-endian integers and length-prefixed UTF-8 strings.
private struct ByteWriter {
    var buffer: [UInt8] = []
    var count: Int { buffer.count }

    mutating func bytes<C: Collection<UInt8>>(_ bytes: C) { buffer.append(contentsOf: bytes) }
    mutating func uint8(_ value: UInt8) { buffer.append(value) }
    mutating func uint32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) } }
    mutating func uint64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) } }
    mutating func int64(_ value: Int64) { uint64(UInt64(bitPattern: value)) }
    mutating func uint64(_ value: UInt64, at position: Int) {
        withUnsafeBytes(of: value.littleEndian) { for (i, byte) in $0.enumerated() { buffer[position + i] = byte } }
    }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            uint32(UInt32(utf8.count))
            buffer.append(contentsOf: utf8)
        }
    }

    mutating func stamp(_ stamp: FileStamp) {
        int64(stamp.size)
        int64(stamp.modifiedSeconds)
        int64(stamp.modifiedNanoseconds)
        int64(stamp.changedSeconds)
        int64(stamp.changedNanoseconds)
        uint64(stamp.inode)
    }

    mutating func entry(_ entry: Entry, excerpt: String) {
        if let problem = entry.problem {
            uint8(1)
            int64(Int64(problem.line))
            int64(Int64(problem.column))
            // The problem as a message (key and arguments), rendered in the reader's language.
            string(problem.localized.encoded)
        } else {
            uint8(0)
        }
        string(excerpt)
        fields(entry.fields)
    }

    mutating func fields(_ fields: OrderedDictionary<String, FieldValue>) {
        uint32(UInt32(fields.count))
        for (key, value) in fields {
            string(key)
            self.value(value)
        }
    }

    mutating func value(_ value: FieldValue) {
        switch value {
        case .null: uint8(0)
        case let .scalar(text, type):
            uint8(1)
            uint8(Self.scalarTypes.firstIndex(of: type).map(UInt8.init) ?? 0)
            string(text)
        case let .list(items):
            uint8(2)
            uint32(UInt32(items.count))
            for item in items { self.value(item) }
        case let .map(fields):
            uint8(3)
            self.fields(fields)
        }
    }

    static let scalarTypes: [FieldValue.ScalarType] = [.string, .integer, .number, .bool, .timestamp]
}

private struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    var position: Int

    mutating func take(_ n: Int) -> UnsafeRawBufferPointer? {
        guard n >= 0, position + n <= bytes.count else { return nil }
        defer { position += n }
        return UnsafeRawBufferPointer(rebasing: bytes[position..<(position + n)])
    }

    mutating func uint8() -> UInt8? { take(1).map { $0[0] } }
    mutating func uint32() -> UInt32? { take(4).map { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) } }
    mutating func uint64() -> UInt64? { take(8).map { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) } }
    mutating func int64() -> Int64? { uint64().map { Int64(bitPattern: $0) } }

    mutating func string() -> String? {
        // Decoding (which repairs) is several times quicker than `String(validating:)`; the
        // bytes are our own, and a cache cut short or of another layout fails elsewhere.
        guard let length = uint32(), let utf8 = take(Int(length)) else { return nil }
        return String(decoding: utf8.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }

    mutating func stamp() -> FileStamp? {
        guard let size = int64(), let ms = int64(), let mn = int64(), let cs = int64(), let cn = int64(),
              let inode = uint64() else { return nil }
        return FileStamp(size: size, modifiedSeconds: ms, modifiedNanoseconds: mn,
                         changedSeconds: cs, changedNanoseconds: cn, inode: inode)
    }

    /// Reads an entry's problem, leaves the position at its excerpt and gives where its fields
    /// start; nil if the bytes are cut short.
    mutating func problemAndFieldsStart(end: Int) -> (FrontMatterProblem?, Int)? {
        guard let hasProblem = uint8() else { return nil }
        var problem: FrontMatterProblem?
        if hasProblem == 1 {
            guard let line = int64(), let column = int64(), let text = string(), let message = Message(encoded: text) else { return nil }
            problem = FrontMatterProblem(line: Int(line), column: Int(column), message: message)
        }
        let excerptStart = position
        guard let length = uint32(), take(Int(length)) != nil else { return nil }
        let fieldsStart = position
        // The fields are stepped over, not decoded, so that a damaged record is still found
        // now (and its file parsed) rather than when a field is asked for.
        guard let count = uint32() else { return nil }
        for _ in 0..<count {
            guard let length = uint32(), take(Int(length)) != nil, skipValue(depth: 0) else { return nil }
        }
        guard position == end else { return nil }
        position = excerptStart
        return (problem, fieldsStart)
    }

    /// Steps over one value; false if its bytes are cut short or unknown.
    mutating func skipValue(depth: Int) -> Bool {
        switch uint8() {
        case 0: return true
        case 1:
            guard uint8() != nil, let length = uint32() else { return false }
            return take(Int(length)) != nil
        case 2:
            guard depth < 64, let count = uint32() else { return false }
            for _ in 0..<count where !skipValue(depth: depth + 1) { return false }
            return true
        case 3:
            guard depth < 64, let count = uint32() else { return false }
            for _ in 0..<count {
                guard let length = uint32(), take(Int(length)) != nil, skipValue(depth: depth + 1) else { return false }
            }
            return true
        default: return false
        }
    }

    mutating func fields(depth: Int) -> OrderedDictionary<String, FieldValue>? {
        guard depth < 64, let count = uint32(), Int(count) <= bytes.count - position else { return nil }
        var fields: OrderedDictionary<String, FieldValue> = [:]
        fields.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let key = string(), let value = value(depth: depth) else { return nil }
            fields[key] = value
        }
        return fields
    }

    mutating func value(depth: Int) -> FieldValue? {
        switch uint8() {
        case 0: return .null
        case 1:
            guard let type = uint8(), Int(type) < ByteWriter.scalarTypes.count, let text = string() else { return nil }
            return .scalar(text, ByteWriter.scalarTypes[Int(type)])
        case 2:
            guard depth < 64, let count = uint32(), Int(count) <= bytes.count - position else { return nil }
            var items: [FieldValue] = []
            items.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
            }
            return .list(items)
        case 3: return fields(depth: depth + 1).map(FieldValue.map)
        default: return nil
        }
    }
}
