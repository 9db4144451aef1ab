import Foundation
import Testing
@testable import Kept

@Suite("iCalendar documents follow RFC 5545")
struct ICalendarTests {
    let stamp = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T…Z

    @Test func eventsAreAllDayWithExclusiveEnd() throws {
        let text = ICalendar.document([CalendarEvent(uid: "a@kept", day: Day(year: 2026, month: 12, day: 31),
                                                     summary: "김치", categories: ["채소"])], stamp: stamp)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//kept//kept//EN\r\n"))
        #expect(text.contains("\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n"))
        #expect(text.contains("\r\nDTSTAMP:20261118T"))
        #expect(text.contains("Z\r\n"))
        #expect(text.hasSuffix("END:VEVENT\r\nEND:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func textIsEscaped() {
        #expect(ICalendar.escaped("a,b;c\\d\ne\r\nf") == "a\\,b\\;c\\\\d\\ne\\nf")
    }

    @Test func longKoreanLinesFoldOnCharacterBoundaries() throws {
        let summary = String(repeating: "유통기한이 지난 김치찌개 ", count: 12)
        let line = "SUMMARY:" + ICalendar.escaped(summary)
        let folded = ICalendar.folded(line)
        let pieces = folded.components(separatedBy: "\r\n")
        #expect(pieces.count > 3)
        for (i, piece) in pieces.enumerated() {
            #expect(piece.utf8.count <= 75)
            if i > 0 { #expect(piece.hasPrefix(" ")) }
            // Each piece is valid UTF-8 on its own: no character was cut.
            #expect(String(validating: Array(piece.utf8), as: UTF8.self) != nil)
        }
        let unfolded = pieces.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined()
        #expect(unfolded == line)
        #expect(ICalendar.folded("SHORT:x") == "SHORT:x")
    }

    @Test func fridgeItemsInStockFallOnTheirExpiryWithStableUIDs() throws {
        let fixture = try TemporaryStore(files: [
            "fridge/채소/김치.md": "---\ntitle: 김치\ncategory: 채소\nexpires: 2026-12-01\nquantity: 2\nunit: 포기\nstatus: stocked\n---\n",
            "fridge/other/milk.md": "---\ntitle: milk\nexpires: 2026-11-25\nstatus: consumed\n---\n",
            "fridge/other/salt.md": "---\ntitle: salt\nstatus: stocked\n---\n",
        ])
        let kind = try fixture.store.kind(named: "fridge")
        let entries = StoreIndex.load(fixture.store).entries
        let events = try CalendarExport.events(for: entries, kind: kind)
        #expect(events.map(\.summary) == ["김치"])
        #expect(events.first?.day == Day(year: 2026, month: 12, day: 1))
        #expect(events.first?.description == "2포기 · fridge/채소/김치.md")
        let again = try CalendarExport.events(for: StoreIndex.load(fixture.store).entries, kind: kind)
        #expect(again.first?.uid == events.first?.uid)
        #expect(events.first?.uid.hasPrefix("fridge-") == true)
    }
}
