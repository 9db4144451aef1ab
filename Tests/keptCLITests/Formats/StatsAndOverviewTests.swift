import Foundation
import ReferenceTools
import Testing

/// `kept stats` of cards and the fridge counts no writing; the overview's columns line up in
/// Korean.
@Suite("stats by kind and the overview's columns", .tags(.slow), .fullSuiteOnly)
struct StatsAndOverviewTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    @Test func statsOfCardsAndTheFridgeShowNoWritingMeasures() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "살다", "--body", "to live"])
        try sandbox.ok(["fridge", "add", "우유"])
        try sandbox.ok(["new", "diary", "첫눈", "--body", "눈이 왔다"])
        for kind in ["card", "fridge"] {
            let stats = try sandbox.ok(["stats", kind]).stdout
            for measure in ["words written", "busiest weekday", "busiest hour", "longest entry", "streak"] {
                #expect(!stats.contains(measure), "\(kind): \(stats)")
            }
            #expect(stats.contains("entries per year"), "\(kind): \(stats)")
        }
        let diary = try sandbox.ok(["stats", "diary"]).stdout
        #expect(diary.contains("words written: 2\n") && diary.contains("current streak: 1 day"), "\(diary)")
    }

    @Test func theOverviewAlignsItsCountsInKorean() throws {
        let sandbox = try Sandbox()
        for i in 1...12 { try sandbox.ok(["new", "card", "카드 \(i)", "--body", "x"]) }
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2025-01-01", "--body", "x"])
        let korean = try sandbox.ok(["--no-pager"], env: Self.korean)
        #expect(Array(korean.lines[1...3]) == [
            "  diary       항목  1개",
            "  cards       항목 12개",
            "  fridge      항목  0개",
        ], "\(korean.stdout)")
        let english = try sandbox.ok(["--no-pager"])
        #expect(Array(english.lines[1...3]) == [
            "  diary        1 entry",
            "  cards       12 entries",
            "  fridge       0 entries",
        ], "\(english.stdout)")
    }
}
