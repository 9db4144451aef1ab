import Foundation
@testable import Kept
import ReferenceTools
import Testing

/// The protobuf reader of Anki's current packages, against bytes written by Google's own
/// protobuf (the `anki` library's `*_pb2` messages in the reference environment), and against
/// bytes made to break it.
@Suite("protobuf messages of Anki packages")
struct ProtobufMessageTests {
    static let ankiAvailable = ReferencePython.available && (try? ReferencePython.run("import anki")) != nil

    /// The messages kept reads, each serialised by protobuf, base64 one a line.
    static let written = """
        import base64
        from anki import import_export_pb2 as ie, notetypes_pb2 as nt
        entries = ie.MediaEntries(entries=[
            ie.MediaEntries.MediaEntry(name="서울 사진.png", size=70, sha1=bytes(range(20))),
            ie.MediaEntries.MediaEntry(name="", size=0, sha1=b""),
            ie.MediaEntries.MediaEntry(name="big.mp4", size=4294967295, sha1=b"\\xff" * 20, legacy_zip_filename=7),
        ])
        meta = ie.PackageMetadata(version=ie.PackageMetadata.VERSION_LATEST)
        cloze = nt.Notetype.Config(kind=nt.Notetype.Config.KIND_CLOZE, css="." * 300, sort_field_idx=1,
                                   latex_svg=True, original_id=-5, other=b"{}")
        normal = nt.Notetype.Config(css=".card {}", target_deck_id_unused=-1)
        for message in [entries, meta, cloze, normal]:
            print(base64.b64encode(message.SerializeToString()).decode())
        """

    @Test(.enabled(if: ankiAvailable, "the reference environment lacks `anki`: run `make references`"))
    func readsWhatProtobufWrites() throws {
        let lines = String(decoding: try ReferencePython.run(Self.written), as: UTF8.self).split(separator: "\n")
        let messages = try lines.map { try #require(Data(base64Encoded: String($0))) }
        try #require(messages.count == 4)

        let entries = try ProtobufMessage(messages[0]).repeated(1).map(ProtobufMessage.init)
        #expect(entries.count == 3)
        #expect(String(decoding: try entries[0].bytes(1), as: UTF8.self) == "서울 사진.png")
        #expect(try entries[0].varint(2) == 70)
        #expect(try entries[0].bytes(3) == Data(0..<20))
        // Fields left at their defaults are not written at all.
        #expect(try entries[1].bytes(1).isEmpty && entries[1].varint(2) == 0)
        #expect(try entries[2].varint(2) == 4_294_967_295)
        #expect(try entries[2].varint(255) == 7)

        #expect(try ProtobufMessage(messages[1]).varint(1) == 3)
        // A cloze note type's kind among fields of every other wire type it has.
        #expect(try ProtobufMessage(messages[2]).varint(1) == 1)
        #expect(try ProtobufMessage(messages[3]).varint(1) == 0)
    }

    @Test func aVarintOfTenBytesAndAFixedFieldAreRead() throws {
        // Field 1 varint 2^64-1, field 2 fixed64, field 3 fixed32, field 4 "hi".
        let bytes: [UInt8] = [0x08] + [UInt8](repeating: 0xFF, count: 9) + [0x01]
            + [0x11] + [UInt8](repeating: 0, count: 8) + [0x1D, 0, 0, 0, 0] + [0x22, 0x02, 0x68, 0x69]
        let message = try ProtobufMessage(Data(bytes))
        #expect(try message.varint(1) == UInt64.max)
        #expect(message.fields.map(\.number) == [1, 2, 3, 4])
        #expect(try message.bytes(4) == Data("hi".utf8))
    }

    @Test(arguments: [
        ("a varint cut short", [0x08, 0x80]),
        ("a varint of eleven bytes", [0x08] + [UInt8](repeating: 0x80, count: 10) + [0x01]),
        ("a tenth varint byte over 1", [0x08] + [UInt8](repeating: 0xFF, count: 9) + [0x02]),
        ("a length past the end", [0x0A, 0x05, 0x61]),
        ("a length of 2^63", [0x0A] + [UInt8](repeating: 0xFF, count: 8) + [0x7F]),
        ("a group", [0x0B, 0x0C]),
        ("wire type 7", [0x0F]),
        ("field number 0", [0x00, 0x01]),
        ("a fixed64 cut short", [0x09, 0x00, 0x00]),
    ] as [(String, [UInt8])])
    func malformedBytesThrow(_ what: String, _ bytes: [UInt8]) {
        #expect(throws: ProtobufMessage.MalformedError.self, "\(what)") { try ProtobufMessage(Data(bytes)) }
    }

    @Test func aFieldOfTheWrongWireTypeThrows() throws {
        let message = try ProtobufMessage(Data([0x0A, 0x01, 0x61, 0x10, 0x05]))
        #expect(throws: ProtobufMessage.MalformedError.self) { try message.varint(1) }
        #expect(throws: ProtobufMessage.MalformedError.self) { try message.bytes(2) }
        #expect(throws: ProtobufMessage.MalformedError.self) { try message.repeated(2) }
        #expect(try message.varint(2) == 5)
    }
}
