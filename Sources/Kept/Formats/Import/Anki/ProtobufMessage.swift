import Foundation

/// Just enough of protobuf's wire format to read the few messages of an Anki package kept needs
/// (`PackageMetadata`, `MediaEntries`, a note type's `Config`): varints and length-delimited
/// fields, every other field skipped by its wire type. The bytes come from outside, so every
/// length is checked against what is left and a malformed message throws instead of trapping.
struct ProtobufMessage {
    /// A field's value as the wire carries it; what it means is the message's business.
    enum Value: Equatable {
        case varint(UInt64)
        case bytes(Data)
        /// A fixed64 or fixed32, unread (none of the messages read uses them).
        case fixed
    }

    struct MalformedError: Error {}

    struct Field {
        let number: Int
        let value: Value
    }

    /// The message's fields in the order they were written; a repeated field appears once per value.
    let fields: [Field]

    init(_ message: Data) throws {
        // Indices from 0 whatever slice `message` is.
        let bytes = [UInt8](message)
        var at = 0
        var fields: [Field] = []
        while at < bytes.count {
            let key = try Self.varint(bytes, &at)
            let number = key >> 3
            // Field numbers are 1 to 2^29 - 1.
            guard number >= 1, number < 1 << 29 else { throw MalformedError() }
            switch key & 7 {
            case 0: fields.append(Field(number: Int(number), value: .varint(try Self.varint(bytes, &at))))
            case 1: try Self.skip(8, bytes, &at); fields.append(Field(number: Int(number), value: .fixed))
            case 5: try Self.skip(4, bytes, &at); fields.append(Field(number: Int(number), value: .fixed))
            case 2:
                let length = try Self.varint(bytes, &at)
                guard length <= UInt64(bytes.count - at) else { throw MalformedError() }
                fields.append(Field(number: Int(number), value: .bytes(Data(bytes[at..<at + Int(length)]))))
                at += Int(length)
            // 3 and 4 are groups, long deprecated and written by no Anki; 6 and 7 do not exist.
            default: throw MalformedError()
            }
        }
        self.fields = fields
    }

    /// A base-128 varint of at most ten bytes, least significant group first.
    private static func varint(_ bytes: [UInt8], _ at: inout Int) throws -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 70, by: 7) {
            guard at < bytes.count else { throw MalformedError() }
            let byte = bytes[at]
            at += 1
            // The tenth byte holds only the top bit.
            guard shift < 63 || byte <= 1 else { throw MalformedError() }
            value |= UInt64(byte & 0x7F) << UInt64(shift)
            if byte & 0x80 == 0 { return value }
        }
        throw MalformedError()
    }

    private static func skip(_ count: Int, _ bytes: [UInt8], _ at: inout Int) throws {
        guard bytes.count - at >= count else { throw MalformedError() }
        at += count
    }
}

extension ProtobufMessage {
    /// The last value of varint field `number` (protobuf's rule for a repeated scalar), or 0,
    /// its default.
    func varint(_ number: Int) throws -> UInt64 {
        var found: UInt64 = 0
        for field in fields where field.number == number {
            guard case let .varint(value) = field.value else { throw MalformedError() }
            found = value
        }
        return found
    }

    /// The last value of length-delimited field `number`, or empty.
    func bytes(_ number: Int) throws -> Data {
        var found = Data()
        for field in fields where field.number == number {
            guard case let .bytes(value) = field.value else { throw MalformedError() }
            found = value
        }
        return found
    }

    /// Every value of a repeated length-delimited field `number`, in order.
    func repeated(_ number: Int) throws -> [Data] {
        try fields.filter { $0.number == number }.map { field in
            guard case let .bytes(value) = field.value else { throw MalformedError() }
            return value
        }
    }
}
