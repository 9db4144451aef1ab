import Foundation
import Testing

/// `kept export fridge --to ics`: each stocked item an all-day event on its expiry day, read
/// back by a standard parser (Python's icalendar), long Korean names folded and unfolded intact.
@Suite("kept export fridge --to ics")
struct FridgeExportTests {
    static let longTitle = "할머니가 담가 주신 아주 오래 두고 먹는 묵은지 김치, 유통기한; 꼭 확인하기 \\ 그리고 나누기"

    @Test func stockedItemsBecomeAllDayEventsThatReimportWithoutDuplicates() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", Self.longTitle, "--category", "기타", "--expires", "2026-12-31",
                        "--purchased", "2026-11-20", "--quantity", "2", "--unit", "통"])
        try sandbox.ok(["fridge", "add", "우유", "--category", "유제품", "--expires", "2026-11-25"])
        try sandbox.ok(["fridge", "add", "Gone", "--expires", "2026-11-26"])
        try sandbox.ok(["fridge", "consume", "Gone"])
        try sandbox.ok(["fridge", "add", "Salt"])
        let file = sandbox.root.appendingPathComponent("fridge.ics")
        let commits = try sandbox.messages()

        let export = try sandbox.ok(["export", "fridge", "--to", "ics", "-o", file.path])

        #expect(export.stdout == "")
        let bytes = try String(contentsOf: file, encoding: .utf8)
        // Strict about the bytes, as RFC 5545 is: CRLF only, no line over 75 octets.
        let lines = bytes.components(separatedBy: "\r\n")
        #expect(lines.last == "")
        for line in lines {
            #expect(line.utf8.count <= 75, "\(line)")
            #expect(!line.contains("\n") && !line.contains("\r"))
        }
        #expect(lines.contains { $0.hasPrefix(" ") }, "the long Korean summary was folded")

        let events = try ICalendarReader.events(in: file)
        #expect(events.count == 2, "consumed and undated items are not on the calendar: \(events)")
        let byStart = Dictionary(events.map { ($0["start"] ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        let kimchi = try #require(byStart["2026-12-31"])
        #expect(kimchi["summary"] == Self.longTitle, "folding and escaping round-trip")
        #expect(kimchi["end"] == "2027-01-01", "all-day: DTEND is the next day")
        #expect(kimchi["categories"] == "기타")
        #expect(kimchi["description"]?.hasPrefix("2통 · purchased 2026-11-20 · fridge/기타/") == true, "\(kimchi)")
        #expect(kimchi["stamp"]?.hasSuffix("+00:00") == true, "DTSTAMP is UTC: \(kimchi)")
        #expect(byStart["2026-11-25"]?["summary"] == "우유")

        // A second export (after a change) names the same events: calendar apps update them.
        try sandbox.ok(["fridge", "consume", "우유", "--quantity", "0.5"])
        let second = sandbox.root.appendingPathComponent("again.ics")
        try sandbox.ok(["export", "fridge", "--to", "ics", "-o", second.path])
        let again = try ICalendarReader.events(in: second)
        #expect(Set(again.compactMap { $0["uid"] }) == Set(events.compactMap { $0["uid"] }))
        #expect(Set(events.compactMap { $0["uid"] }).count == 2)
        #expect(try sandbox.messages().count == commits.count + 1, "exporting commits nothing")
    }
}
