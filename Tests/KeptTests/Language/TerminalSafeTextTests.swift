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

    @Test func plainTextNewlinesAndTabsPassEveryControlIsShown() {
        #expect(TerminalSafeText.make("김치\t2\n") == "김치\t2\n")
        // A colour code in a text is shown too (issue 45): `ESC [8m` concealed what followed it.
        #expect(TerminalSafeText.make("groceries\u{1B}[8m (via assistant)") == "groceries␛[8m (via assistant)")
        #expect(TerminalSafeText.make("\u{1B}[1m제목\u{1B}[0m") == "␛[1m제목␛[0m")
        #expect(TerminalSafeText.make("\u{1B}[") == "␛[")
        // DCS, APC, OSC 8, C1 OSC and ST.
        #expect(TerminalSafeText.make("\u{1B}Pq\u{1B}\\ \u{1B}_G\u{1B}\\ \u{9D}0;t\u{9C}") == "␛Pq␛\\ ␛_G␛\\ \u{FFFD}0;t\u{FFFD}")
    }

    @Test func bidirectionalOverridesAreShownRightToLeftMarksPass() {
        // U+202E would show "(via assistant)" reversed, U+2066 isolates hide the order of what follows.
        #expect(TerminalSafeText.make("groceries\u{202E} (tnatsissa aiv)") == "groceries<U+202E> (tnatsissa aiv)")
        #expect(TerminalSafeText.make("a\u{2066}b\u{2069}c\u{202A}") == "a<U+2066>b<U+2069>c<U+202A>")
        #expect(TerminalSafeText.make("שלום\u{200F} 김치") == "שלום\u{200F} 김치")
    }

    @Test func keptsOwnColoursAreAddedAfterTheFilter() {
        let styled = TerminalSafeText.colour("1") + "제목\u{1B}[8m" + TerminalSafeText.colour("0")
        #expect(TerminalSafeText.make(styled) == "\u{1B}[1m제목␛[8m\u{1B}[0m")
        #expect(TerminalSafeText.withoutColours(styled) == "제목\u{1B}[8m")
        // A marker with another token is text: nobody outside this run can make kept's colour.
        let forged = String(Unicode.Scalar(0xFDD0)!) + "0000000000000000" + "8" + String(Unicode.Scalar(0xFDD1)!) + "x"
        #expect(!TerminalSafeText.make(forged).contains("\u{1B}"))
        #expect(TerminalSafeText.oneLine("a\nb\tc\u{1B}[8m") == "a␊b␉c␛[8m")
    }

    @Test func aCRLFLineEndingPassesALoneCarriageReturnIsShown() {
        #expect(TerminalSafeText.make("a\r\nb\r\n") == "a\r\nb\r\n", "a CRLF file is shown as written")
        #expect(TerminalSafeText.make("secret\rfake\n") == "secret␍fake\n", "a CR that would overwrite the line")
        #expect(TerminalSafeText.make("a\r") == "a␍")
    }
}
