import Foundation
import Kept
import Testing

/// Every table of kept is laid out by one helper, `ColumnLayout` (called directly in
/// `ViewUnitTests`); here through the binary, on the two tables no other suite checks column
/// by column: Hangul takes two terminal columns, and a column stops at its limit with `…`.
/// (Lists, the fridge, shopping, stats, calendar, cards, review and search have their own
/// alignment tests in their suites.)
@Suite("Tables line up by display width")
struct ColumnLayoutTests {
    @Test func remoteNamesLineUpWithHangul() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["remote", "add", "origin", "https://example.com/x.git"])
        try sandbox.ok(["remote", "add", "백업", "/tmp/nowhere"])
        #expect(try sandbox.ok(["remote"]).stdout == "origin  https://example.com/x.git\n백업    /tmp/nowhere\n")
    }

    @Test func deletedEntriesLineUpAndLongTitlesAreCut() throws {
        let sandbox = try Sandbox()
        let long = "A very long title that goes on and on beyond thirty columns"
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:14", "--body", "snow", "--no-edit"])
        try sandbox.ok(["new", "card", long, "--category", "words", "--body", "x", "--no-edit"])
        try sandbox.ok(["rm", "첫눈"])
        try sandbox.ok(["rm", "A very long title"])
        let lines = try sandbox.ok(["log", "--deleted"]).lines
        try #require(lines.count == 2, "\(lines)")
        // Where the deletion time starts, in terminal columns: the same on every line.
        let starts = lines.map { line in DisplayWidth.of(String(line[..<line.firstRange(of: /\d{4}-\d\d-\d\d \d\d:\d\d/)!.lowerBound])) }
        #expect(Set(starts).count == 1, "\(lines)")
        #expect(lines.contains { $0.contains("  A very long title that goes o…  ") }, "cut at 30 columns: \(lines)")
    }
}
