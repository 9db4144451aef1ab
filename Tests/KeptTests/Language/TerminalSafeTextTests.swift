import Testing
@testable import Kept

@Suite("terminal-safe text")
struct TerminalSafeTextTests {
    @Test func escapeSequencesFromEntriesAreShownNotObeyed() {
        // OSC 52 writes the clipboard, ESC [2J clears the screen, a bell, a C1 CSI.
        #expect(TerminalSafeText.make("a\u{1B}]52;c;cHduZWQ=\u{7}b") == "a␛]52;c;cHduZWQ=␇b")
        #expect(TerminalSafeText.make("\u{1B}[2J\u{1B}[H") == "␛[2J␛[H")
        #expect(TerminalSafeText.make("x\u{9B}31m\u{7F}\u{0}") == "x\u{FFFD}31m␡␀")
    }

    @Test func plainTextNewlinesTabsAndColoursPass() {
        #expect(TerminalSafeText.make("김치\t2\n") == "김치\t2\n")
        #expect(TerminalSafeText.make("\u{1B}[1m제목\u{1B}[0m \u{1B}[38;5;1mx\u{1B}[0m") == "\u{1B}[1m제목\u{1B}[0m \u{1B}[38;5;1mx\u{1B}[0m")
        #expect(TerminalSafeText.make("\u{1B}[") == "␛[")
    }

    @Test func aCRLFLineEndingPassesALoneCarriageReturnIsShown() {
        #expect(TerminalSafeText.make("a\r\nb\r\n") == "a\r\nb\r\n", "a CRLF file is shown as written")
        #expect(TerminalSafeText.make("secret\rfake\n") == "secret␍fake\n", "a CR that would overwrite the line")
        #expect(TerminalSafeText.make("a\r") == "a␍")
    }
}
