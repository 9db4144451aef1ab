import Foundation
import Testing
@testable import Kept

/// The fridge's expiry dates as an iCalendar file, read back by a standard parser: Python's
/// `icalendar` (Debian python3-icalendar, installed by `make deps` and `.ci/run`).
@Suite("fridge expiry dates as iCalendar, read by a standard parser")
struct FridgeICalendarTests {
    static let python = "/usr/bin/python3"
    static let longTitle = "할머니가 담가 주신 아주 오래 두고 먹는 묵은지 김치, 유통기한; 꼭 확인하기 \\ 그리고 나누기"

    /// Parses `ics` with icalendar and returns each VEVENT's fields as text.
    static func parse(_ ics: String) throws -> [[String: String]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-ics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("fridge.ics")
        try Data(ics.utf8).write(to: file)
        let script = """
            import json, sys
            try:
                import icalendar
            except ImportError:
                sys.exit("python3-icalendar is missing: run `make deps` (apt-get install python3-icalendar)")
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            assert cal.name == 'VCALENDAR', cal.name
            events = []
            for e in cal.walk('VEVENT'):
                events.append({
                    'uid': str(e['UID']), 'summary': str(e['SUMMARY']),
                    'description': str(e.get('DESCRIPTION', '')),
                    'start': e.decoded('DTSTART').isoformat(), 'end': e.decoded('DTEND').isoformat(),
                    'stamp': e.decoded('DTSTAMP').isoformat(),
                    'categories': ','.join(str(c) for c in e['CATEGORIES'].cats) if 'CATEGORIES' in e else '',
                })
            print(json.dumps(events, ensure_ascii=False))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, file.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SupportError("icalendar could not read the file (exit \(process.terminationStatus)):\n\(errors)\n\(ics)")
        }
        return try JSONSerialization.jsonObject(with: output) as? [[String: String]] ?? []
    }

    struct SupportError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func stockedItemsBecomeAllDayEventsOnTheirExpiryDay() throws {
        let temp = try TemporaryStore(files: [
            "fridge/기타/묵은지.md": FridgeTests.item(Self.longTitle, "기타", expires: "2026-12-31", quantity: "2", unit: "통"),
            "fridge/유제품/우유.md": FridgeTests.item("우유", "유제품", expires: "2026-11-25"),
            "fridge/other/gone.md": FridgeTests.item("Gone", expires: "2026-11-26", status: "consumed"),
            "fridge/other/salt.md": FridgeTests.item("Salt"),
        ])
        let fridge = try Fridge.load(temp.store)
        let entries = fridge.stock().map(\.entry)
        let events = try CalendarExport.events(for: entries, kind: fridge.kind)
        let stamp = Date(timeIntervalSince1970: 1_795_000_000)
        let ics = ICalendar.document(events, name: "kept fridge", stamp: stamp)

        // Strict about the bytes, as RFC 5545 is: CRLF only, no line over 75 octets.
        let lines = ics.components(separatedBy: "\r\n")
        #expect(lines.last == "")
        for line in lines {
            #expect(line.utf8.count <= 75, "\(line)")
            #expect(!line.contains("\n") && !line.contains("\r"))
        }
        #expect(lines.contains { $0.hasPrefix(" ") }, "the long Korean summary was folded")

        let parsed = try Self.parse(ics)
        #expect(parsed.count == 2, "consumed and undated items are not on the calendar")
        let byStart = Dictionary(parsed.map { ($0["start"] ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        let kimchi = try #require(byStart["2026-12-31"])
        #expect(kimchi["summary"] == Self.longTitle, "folding and escaping round-trip")
        #expect(kimchi["end"] == "2027-01-01", "all-day: DTEND is the next day")
        #expect(kimchi["categories"] == "기타")
        #expect(kimchi["description"]?.hasPrefix("2 통 · purchased 2026-11-20") == true, "\(kimchi)")
        #expect(kimchi["stamp"]?.hasSuffix("+00:00") == true, "DTSTAMP is UTC: \(kimchi)")
        let milk = try #require(byStart["2026-11-25"])
        #expect(milk["summary"] == "우유")

        // Stable UIDs: a second export of the same store names the same events.
        let again = try Self.parse(ICalendar.document(try CalendarExport.events(for: entries, kind: fridge.kind), stamp: Date()))
        #expect(Set(again.compactMap { $0["uid"] }) == Set(parsed.compactMap { $0["uid"] }))
        #expect(Set(parsed.compactMap { $0["uid"] }).count == 2)
    }
}
