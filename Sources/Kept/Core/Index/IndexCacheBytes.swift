import Foundation
import OrderedCollections

// The index cache's encoding (see `IndexCache` for the layout of the file): little-endian
// integers, length-prefixed UTF-8 strings and field values, written and read in place.

/// Little-endian integers and length-prefixed UTF-8 strings.
struct IndexCacheWriter {
    var buffer: [UInt8] = []
    var count: Int { buffer.count }

    mutating func bytes<C: Collection<UInt8>>(_ bytes: C) { buffer.append(contentsOf: bytes) }
    mutating func uint8(_ value: UInt8) { buffer.append(value) }
    mutating func uint16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) } }
    mutating func uint32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) } }
    mutating func uint64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) } }
    mutating func int64(_ value: Int64) { uint64(UInt64(bitPattern: value)) }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            uint32(UInt32(utf8.count))
            buffer.append(contentsOf: utf8)
        }
    }

    mutating func strings(_ texts: [String]) {
        uint32(UInt32(texts.count))
        for text in texts { string(text) }
    }

    mutating func problem(_ problem: FrontMatterProblem) {
        int64(Int64(problem.line))
        int64(Int64(problem.column))
        // The problem as a message (key and arguments), rendered in the reader's language.
        string(problem.localized.encoded)
    }

    /// A key field: its value, or that the record has none.
    mutating func key(_ value: FieldValue?) {
        if let value { self.value(value) } else { uint8(IndexCacheTags.absent) }
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

enum IndexCacheTags {
    /// A key field the record does not have (the tags of `FieldValue` go up to 3).
    static let absent: UInt8 = 4
}

struct IndexCacheReader {
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

    mutating func stringLists() -> [[String]]? {
        guard let count = uint32(), Int(count) <= bytes.count - position else { return nil }
        var lists: [[String]] = []
        for _ in 0..<count {
            guard let list = strings() else { return nil }
            lists.append(list)
        }
        return lists
    }

    mutating func strings() -> [String]? {
        guard let count = uint32(), Int(count) <= bytes.count - position else { return nil }
        var texts: [String] = []
        for _ in 0..<count {
            guard let text = string() else { return nil }
            texts.append(text)
        }
        return texts
    }

    mutating func problem() -> FrontMatterProblem? {
        guard let line = int64(), let column = int64(), let text = string(), let message = Message(encoded: text) else { return nil }
        return FrontMatterProblem(line: Int(line), column: Int(column), message: message)
    }

    /// A key field's value; nil when the record has none (or its bytes do not decode).
    mutating func key() -> FieldValue?? {
        guard position < bytes.count else { return nil }
        if bytes[position] == IndexCacheTags.absent { return .some(nil) }
        return value(depth: 0).map { .some($0) }
    }

    mutating func skipKey() -> Bool {
        guard position < bytes.count else { return false }
        if bytes[position] == IndexCacheTags.absent {
            position += 1
            return true
        }
        return skipValue(depth: 0)
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
            guard let type = uint8(), Int(type) < IndexCacheWriter.scalarTypes.count, let text = string() else { return nil }
            return .scalar(text, IndexCacheWriter.scalarTypes[Int(type)])
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
