import Foundation
import Kept
@testable import KeptCLI
import Testing

/// The command line's views and layout called directly, as a library (issue 30): before,
/// they lived in the executable and were reached only through the binary.
@Suite("Views and layout, called directly")
struct ViewUnitTests {
    @Test func aColumnIsAsWideAsItsWidestCellByDisplayWidth() {
        let layout = ColumnLayout([["김치", "2"], ["Eggs", "12"]], [.upTo(20), .number])
        #expect(layout.widths == [4, 2])
        #expect(layout.line(["김치", "2"]) == "김치   2")
        #expect(layout.line(["Eggs", "12"]) == "Eggs  12")
    }

    @Test func aCellWiderThanItsColumnIsCutWithAnEllipsis() {
        let layout = ColumnLayout([["첫눈이 내린 아침에 쓴 일기"]], [.upTo(10)])
        #expect(layout.widths == [10])
        let cell = layout.cell("첫눈이 내린 아침에 쓴 일기", 0)
        #expect(cell.hasSuffix("…"))
        #expect(DisplayWidth.of(cell) <= 10)
    }

    @Test func narrowingCutsOnlyTheNamedColumnAndNeverBelowItsLeast() {
        var layout = ColumnLayout([["a-very-long-name-indeed", "2026-11-27", "note"]], [.upTo(40), .upTo(10), .upTo(10)])
        // 23 + 10 + 4 columns and two separators of 2 take 41: the first column gives up 11.
        layout.narrow(0, toFit: 30, least: 8)
        #expect(layout.widths == [12, 10, 4])
        layout.narrow(0, toFit: 5, least: 8)
        #expect(layout.widths[0] == 8)
    }

    @Test func cellsPastTheLaidOutColumnsStayAsTheyAre() {
        let layout = ColumnLayout([["x"]], [.upTo(3)])
        #expect(layout.line(["x", "kept show 첫눈"]) == "x  kept show 첫눈")
    }

    @Test func tagTableAlignsHangulAndScalesBars() {
        let view = TagTableView(tags: [TagCount(tag: "여행", count: 4), TagCount(tag: "work", count: 2)],
                                style: Style(enabled: false), width: 24)
        // 24 columns less the name (4), the count (1) and two gaps of 2 leave 15 for a bar;
        // half of 15 columns is 7 full blocks and four eighths.
        #expect(view.render() == "여행  4  ███████████████\nwork  2  ███████▌")
    }

    @Test func aBarShowsASliverForAnythingAboveNothing() {
        #expect(Bar.of(0, width: 10) == "")
        #expect(Bar.of(0.001, width: 10) == "▏")
        #expect(Bar.of(1, width: 2) == "██")
        #expect(Bar.of(0.5, width: 3) == "█▌")  // 12 eighths: one block and a half
    }

    @Test func theExecutablesOnlyStartTheCommandLine() throws {
        let code = { (path: String) in
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }
        }
        #expect(try code("Sources/KeptExecutable/main.swift") == ["import KeptCLI", "KeptProgram.main()"])
        #expect(try code("Sources/KeptServeExecutable/main.swift") == ["import KeptCLI", "import KeptWeb", "KeptProgram.main(server: WebServer())"])
    }
}
