import Foundation
import Kept
import ReferenceTools
import Testing

/// Sounds and pictures on either side of a note, in packages Anki's own library builds (the
/// legacy `collection.anki21` and the current `anki21b`), imported by kept, exported with
/// `kept export --to anki` and read back by Anki: every field the same text and the same media
/// on the same side (issue 49; Tests/Fixtures/anki/media_sides.py).
@Suite("sounds and pictures keep their side", .tags(.slow), .fullSuiteOnly,
       .enabled(if: AnkiLibrary.available, "the reference environment lacks `anki`: run `make references`"))
struct AnkiMediaSidesTests {
    typealias Fields = [String: [String: Field]]
    struct Field: Decodable, Equatable {
        let text: String
        let media: [String]
    }

    static func run(_ arguments: [String]) throws -> Fields {
        let script = try String(contentsOfFile: ReferencePython.packageRoot + "/Tests/Fixtures/anki/media_sides.py", encoding: .utf8)
        let output = try ReferencePython.run(script, arguments: arguments)
        // The library may print a stack of its own on stdout; the JSON is the last line that is one.
        let last = String(decoding: output, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("{\"") } ?? ""
        return try JSONDecoder().decode(Fields.self, from: Data(last.utf8))
    }

    static func roundTrip(_ package: String) throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root.appendingPathComponent("packages").path
        let made = try run(["make", folder])
        try sandbox.ok(["import", "anki", folder + "/" + package])
        let deck = sandbox.root.appendingPathComponent("back.apkg").path
        try sandbox.ok(["export", "cards", "--to", "anki", "-o", deck])
        let read = try run(["read", deck])
        #expect(read.count == made.count)
        for (guid, fields) in made {
            #expect(read[guid] == fields, "note \(guid): Anki made \(fields), read back \(read[guid].map { "\($0)" } ?? "nothing")")
        }
    }

    @Test func theLegacyFormatRoundTrips() throws { try Self.roundTrip("legacy.apkg") }

    @Test(.enabled(if: AnkiLibrary.zstd, "needs zstd (apt install zstd)"))
    func theCurrentFormatRoundTrips() throws { try Self.roundTrip("new.apkg") }
}
