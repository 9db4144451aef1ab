import Foundation
import ReferenceTools
import Testing

/// `kept calendar` on a real terminal (tmux, 120 columns): green shades and two columns a day;
/// with NO_COLOR the same drawing without colour.
@Suite(.serialized, .tags(.terminal), .fullSuiteOnly)
struct CalendarTerminalTests {
    @Test(.enabled(if: TmuxSession.installed()))
    func theHeatmapIsColouredOnATerminalAndPlainWithNoColor() throws {
        let sandbox = try Sandbox()
        try CalendarCommandTests.diary(sandbox, "2024-02-29", "leap")
        let tmux = try TmuxSession(sandbox, env: ["NO_COLOR": nil])
        defer { tmux.kill() }
        #expect(try tmux.run("kept calendar 2024") == 0, tmux.shown)
        let coloured = try tmux.screen(escapes: true)
        #expect(coloured.contains("38;5;151m░"), "\(coloured)")
        // The pane is 120 columns wide: a day takes a shade and a space.
        let plain = try tmux.screen()
        #expect(plain.contains("\nTh · · · · · · · · ░ · "), "\(plain)")
        #expect(try tmux.run("clear; NO_COLOR=1 kept calendar 2024") == 0, tmux.shown)
        let uncoloured = try tmux.screen(history: false, escapes: true)
        #expect(!uncoloured.contains("38;5;") && uncoloured.contains("Th · · · · · · · · ░ · "), "\(uncoloured)")
    }
}
