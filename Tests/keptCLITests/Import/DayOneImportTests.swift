import Foundation
import Kept
import Testing

/// `kept import dayone`: a zip built here in Day One's documented layout (two journals,
/// photos, a video, places, weather, time zones across a daylight-saving change, an entry
/// without a time zone, a damaged entry), imported twice.
@Suite("kept import dayone")
struct DayOneImportTests {
    static let zipInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/zip")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip")

    /// Some bytes standing for a photo or a video, different for each name.
    static func media(_ name: String, size: Int = 3000) -> Data {
        Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ name.utf8.reduce(0) { $0 &+ Int($1) }) })
    }

    static var journal: [[String: Any]] { [
        // Berlin, the night clocks went forward (2024-03-31 02:00 → 03:00): +01:00 before, +02:00 after.
        ["uuid": "A1000000000000000000000000000001", "creationDate": "2024-03-30T23:30:00Z", "timeZone": "Europe/Berlin",
         "text": "# Before the change\n\nStill winter time\\.", "tags": ["berlin"], "starred": false],
        ["uuid": "A1000000000000000000000000000002", "creationDate": "2024-03-31T12:00:00Z", "timeZone": "Europe/Berlin",
         "text": "After the change\nSummer time now.", "starred": true],
        ["uuid": "A1000000000000000000000000000003", "creationDate": "2024-11-22T00:14:00Z", "timeZone": "Asia/Seoul",
         "text": "첫눈\n\n![](dayone-moment://PHOTO1)\n\n종로를 걸었다.", "tags": ["겨울", "산책"], "starred": true,
         "location": ["placeName": "종로구", "localityName": "Seoul", "latitude": 37.5735, "longitude": 126.9788, "country": "South Korea"],
         "weather": ["conditionsDescription": "Snow", "temperatureCelsius": -2.0, "weatherCode": "snow"],
         "photos": [["identifier": "PHOTO1", "md5": "0f5a1c7e9d1b2a3c4d5e6f708192a3b4", "type": "jpeg", "orderInEntry": 0],
                    ["identifier": "PHOTO2", "md5": "1e2d3c4b5a69788796a5b4c3d2e1f001", "type": "png", "orderInEntry": 1]]],
        // No timeZone: shown in the machine's (the sandbox's TZ=Asia/Seoul).
        ["uuid": "A1000000000000000000000000000004", "creationDate": "2024-06-01T15:30:00Z",
         "text": "No zone recorded\nbody"],
        // Damaged: no uuid.
        ["creationDate": "2024-06-02T10:00:00Z", "text": "lost uuid"],
        // A photo the export does not hold.
        ["uuid": "A1000000000000000000000000000006", "creationDate": "2024-06-03T10:00:00Z", "timeZone": "Asia/Seoul",
         "text": "Missing photo\n![](dayone-moment://GONE)",
         "photos": [["identifier": "GONE", "md5": "ffffffffffffffffffffffffffffffff", "type": "jpeg"]]],
    ] }

    static var travel: [[String: Any]] { [
        ["uuid": "B2000000000000000000000000000001", "creationDate": "2023-08-01T06:00:00.123Z", "timeZone": "America/New_York",
         "text": "## Beach day\n\n![](dayone-moment:/video/VIDEO1)\nSand.",
         "location": ["localityName": "Montauk", "latitude": 41.0359, "longitude": -71.9545],
         "weather": ["conditionsDescription": "Sunny", "temperatureCelsius": 28.5],
         "videos": [["identifier": "VIDEO1", "md5": "aa00bb11cc22dd33ee44ff5566778899", "type": "mov"]]],
    ] }

    /// The export folder and its zip.
    static func build(in root: URL) throws -> (folder: URL, zip: URL) {
        let folder = root.appendingPathComponent("dayone-export")
        let fm = FileManager.default
        for sub in ["photos", "videos"] { try fm.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true) }
        for (name, entries) in [("Journal", journal), ("Travel", travel)] {
            let data = try JSONSerialization.data(withJSONObject: ["metadata": ["version": "1.0"], "entries": entries],
                                                  options: [.prettyPrinted, .sortedKeys])
            try data.write(to: folder.appendingPathComponent("\(name).json"))
        }
        try media("p1").write(to: folder.appendingPathComponent("photos/0f5a1c7e9d1b2a3c4d5e6f708192a3b4.jpeg"))
        try media("p2").write(to: folder.appendingPathComponent("photos/1e2d3c4b5a69788796a5b4c3d2e1f001.png"))
        try media("v1", size: 50_000).write(to: folder.appendingPathComponent("videos/aa00bb11cc22dd33ee44ff5566778899.mov"))
        let zip = root.appendingPathComponent("Day One Export.zip")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        process.arguments = ["-qr", zip.path, "."]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SupportError("zip failed") }
        return (folder, zip)
    }

    func entry(_ sandbox: Sandbox, _ uuid: String) throws -> (path: String, document: EntryDocument) {
        let files = FileManager.default.enumerator(atPath: sandbox.store.path + "/diary")?.allObjects.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") } ?? []
        for file in files {
            let document = EntryDocument(text: try sandbox.read("diary/" + file))
            if document.fields["imported"]?.text == "dayone:" + uuid { return ("diary/" + file, document) }
        }
        throw SupportError("no entry imported from \(uuid)")
    }

    @Test(.enabled(if: zipInstalled))
    func aZipOfTwoJournalsImportedTwice() throws {
        let sandbox = try Sandbox()
        let (folder, zip) = try Self.build(in: sandbox.root)
        let zipBefore = try Data(contentsOf: zip)

        let first = try sandbox.ok(["import", "dayone", zip.path])
        let commit = try sandbox.history().first!
        #expect(first.stdout == """
            imported 6 diary entries from Day One (Day One Export.zip) in commit \(commit.id.short)
            3 attachments copied
            2 problems:
              Journal.json entries[4]: left out: it has no "uuid"
              Journal.json A1000000000000000000000000000006: imported without it: photos/ffffffffffffffffffffffffffffffff.jpeg is not in the export

            """)
        #expect(commit.summary == "import: 6 diary entries from Day One (Day One Export.zip)")
        #expect(try sandbox.pending() == [])
        #expect(try Data(contentsOf: zip) == zipBefore, "the source is untouched")

        // Daylight saving: the same zone, an hour's difference in offset.
        let before = try entry(sandbox, "A1000000000000000000000000000001")
        #expect(before.path == "diary/2024/03/2024-03-31-before-the-change.md")
        #expect(before.document.fields["date"]?.text == "2024-03-31T00:30:00+01:00")
        #expect(before.document.fields["title"]?.text == "Before the change")
        #expect(before.document.body == "Still winter time\\.\n")
        #expect(before.document.fields["journal"]?.text == "Journal")
        let after = try entry(sandbox, "A1000000000000000000000000000002")
        #expect(after.document.fields["date"]?.text == "2024-03-31T14:00:00+02:00")
        #expect(after.document.fields["starred"]?.text == "true")

        // Korean, a place, weather, a photo in the text and one only in the list.
        let snow = try entry(sandbox, "A1000000000000000000000000000003")
        #expect(snow.path == "diary/2024/11/2024-11-22-첫눈.md")
        #expect(snow.document.fields["date"]?.text == "2024-11-22T09:14:00+09:00")
        #expect(snow.document.fields["tags"]?.items == ["겨울", "산책"])
        #expect(snow.document.fields["weather"]?.text == "Snow -2°C")
        #expect(Location(snow.document.fields["location"]) == Location(name: "종로구", latitude: "37.5735", longitude: "126.9788"))
        #expect(snow.document.body == """
            ![](2024-11-22-첫눈/0f5a1c7e9d1b2a3c4d5e6f708192a3b4.jpeg)

            종로를 걸었다.

            ![](2024-11-22-첫눈/1e2d3c4b5a69788796a5b4c3d2e1f001.png)

            """)
        #expect(try sandbox.bytes("diary/2024/11/2024-11-22-첫눈/0f5a1c7e9d1b2a3c4d5e6f708192a3b4.jpeg")
                == Data(contentsOf: folder.appendingPathComponent("photos/0f5a1c7e9d1b2a3c4d5e6f708192a3b4.jpeg")))
        #expect(try sandbox.bytes("diary/2024/11/2024-11-22-첫눈/1e2d3c4b5a69788796a5b4c3d2e1f001.png")
                == Data(contentsOf: folder.appendingPathComponent("photos/1e2d3c4b5a69788796a5b4c3d2e1f001.png")))

        // No time zone: the machine's.
        let zoneless = try entry(sandbox, "A1000000000000000000000000000004")
        #expect(zoneless.document.fields["date"]?.text == "2024-06-02T00:30:00+09:00")

        // The other journal: a video, New York time, a heading as title.
        let beach = try entry(sandbox, "B2000000000000000000000000000001")
        #expect(beach.path == "diary/2023/08/2023-08-01-beach-day.md")
        #expect(beach.document.fields["date"]?.text == "2023-08-01T02:00:00-04:00")
        #expect(beach.document.fields["journal"]?.text == "Travel")
        #expect(beach.document.fields["weather"]?.text == "Sunny 28.5°C")
        #expect(beach.document.body == "![](2023-08-01-beach-day/aa00bb11cc22dd33ee44ff5566778899.mov)\nSand.\n")
        #expect(try sandbox.bytes("diary/2023/08/2023-08-01-beach-day/aa00bb11cc22dd33ee44ff5566778899.mov")
                == Data(contentsOf: folder.appendingPathComponent("videos/aa00bb11cc22dd33ee44ff5566778899.mov")))

        // The missing photo's link stays as Day One wrote it; the entry is there.
        #expect(try entry(sandbox, "A1000000000000000000000000000006").document.body == "![](dayone-moment://GONE)\n")

        // Twice: nothing new, no commit; the unpacked folder works as the zip does.
        let commits = try sandbox.history().count
        let second = try sandbox.ok(["import", "dayone", zip.path])
        #expect(second.lines.first == "nothing new to import from Day One (Day One Export.zip)")
        #expect(second.lines.contains("6 entries already imported, skipped"))
        let third = try sandbox.ok(["import", "dayone", folder.path])
        #expect(third.lines.first == "nothing new to import from Day One (Journal.json, Travel.json)")
        #expect(try sandbox.history().count == commits)
    }

    @Test(.enabled(if: zipInstalled))
    func oneJournalOfSeveralWithJournal() throws {
        let sandbox = try Sandbox()
        let (_, zip) = try Self.build(in: sandbox.root)
        let wrong = try sandbox.run(["import", "dayone", zip.path, "--journal", "Work"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr == "kept: the export has no journal `Work`; it has: Journal, Travel\n")
        let dry = try sandbox.ok(["import", "dayone", zip.path, "--journal", "travel", "--dry-run"])
        #expect(dry.stdout == """
            would import 1 diary entry from Day One (Day One Export.zip); nothing written (--dry-run):
              diary/2023/08/2023-08-01-beach-day.md
            1 attachment would be copied

            """)
        #expect(try sandbox.messages() == ["kept: init store"])
        try sandbox.ok(["import", "dayone", zip.path, "--journal", "Travel"])
        let beach = try entry(sandbox, "B2000000000000000000000000000001")
        #expect(beach.document.fields["journal"] == nil, "one journal chosen: no journal field")
    }
}
