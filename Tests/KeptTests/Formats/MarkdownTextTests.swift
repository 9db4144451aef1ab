import Foundation
import Testing
import ReferenceTools
@testable import Kept

@Suite("Markdown as plain text for sharing")
struct MarkdownTextTests {
    @Test func headingsAndEmphasisLoseTheirMarks() {
        #expect(MarkdownText.plain("# 첫눈 #\n\n## Walk\n") == "첫눈\n\nWalk")
        #expect(MarkdownText.plain("Title\n=====\nSub\n---\ntext") == "Title\nSub\ntext")
        #expect(MarkdownText.plain("**bold**, *italic*, ***both***, __under__, _it_, ~~gone~~")
            == "bold, italic, both, under, it, gone")
    }

    @Test func emphasisInsideKoreanTextIsRemoved() {
        #expect(MarkdownText.plain("오늘은 **정말** 추웠다") == "오늘은 정말 추웠다")
        #expect(MarkdownText.plain("**강조**했다, *기울임*으로, __밑줄__이다") == "강조했다, 기울임으로, 밑줄이다")
        // CommonMark leaves these stars (a quote mark before `**`, a letter after): we do not.
        #expect(MarkdownText.plain("**\"인용\"**은 좋다") == "\"인용\"은 좋다")
        #expect(MarkdownText.plain("***굵은 기울임***과 ~~취소~~선") == "굵은 기울임과 취소선")
    }

    @Test func starsAndUnderscoresThatAreNotEmphasisStay() {
        #expect(MarkdownText.plain("5 * 3 = 15, a_b_c and snake_case_name") == "5 * 3 = 15, a_b_c and snake_case_name")
        #expect(MarkdownText.plain("안녕~ 10~20도, **unclosed") == "안녕~ 10~20도, **unclosed")
        #expect(MarkdownText.plain(##"\*not emphasis\* and \# not a heading"##) == "*not emphasis* and # not a heading")
    }

    @Test func linksShowTheirAddress() {
        #expect(MarkdownText.plain("See [사진](https://example.com/a \"title\") and <https://kept.example>.")
            == "See 사진 (https://example.com/a) and https://kept.example.")
        #expect(MarkdownText.plain("[https://a.example](https://a.example) [mail](mailto:me@a.example) <me@a.example>")
            == "https://a.example mail (mailto:me@a.example) me@a.example")
        #expect(MarkdownText.plain("[**굵은** 링크][ref] and [ref]\n\n[ref]: https://r.example \"R\"")
            == "굵은 링크 (https://r.example) and ref (https://r.example)")
        #expect(MarkdownText.plain("[not a link] stays") == "[not a link] stays")
    }

    @Test func imagesShowTheirTextAndWebAddress() {
        #expect(MarkdownText.plain("![눈 온 거리](https://example.com/snow.jpg)") == "눈 온 거리 (https://example.com/snow.jpg)")
        #expect(MarkdownText.plain("![local photo](attachments/snow.jpg) after") == "local photo after")
    }

    @Test func nestedListsBecomeIndentedBullets() {
        let markdown = """
            - 하나
              - 둘
                - 셋
              - 넷
            - 다섯
            * star
            + plus

            1. first
            2. second
               - inner
            - [ ] todo
            - [x] done
            """
        #expect(MarkdownText.plain(markdown) == """
            • 하나
              • 둘
                • 셋
              • 넷
            • 다섯
            • star
            • plus

            1. first
            2. second
              • inner
            ☐ todo
            ☑ done
            """)
    }

    @Test func listItemTextAndContinuationsAreCleaned() {
        #expect(MarkdownText.plain("- **김치** 2통\n  더 사기\n- [link](https://x.example)")
            == "• 김치 2통\n  더 사기\n• link (https://x.example)")
    }

    @Test func codeIsKeptAsWritten() {
        let markdown = """
            Run `kept **list**` now.

            ```swift
            let x = *y*  // **not bold**
            # not a heading
              - not a list
            ```

            ~~~
            [not](a link)
            ~~~

                indented *code*
            """
        #expect(MarkdownText.plain(markdown) == """
            Run kept **list** now.

            let x = *y*  // **not bold**
            # not a heading
              - not a list

            [not](a link)

            indented *code*
            """)
    }

    @Test func quotesBreaksAndTables() {
        #expect(MarkdownText.plain("> 인용 *한* 줄\n> 두 줄\n\nafter") == "“인용 한 줄\n두 줄”\n\nafter")
        #expect(MarkdownText.plain("before\n\n---\n\nafter") == "before\n\n———\n\nafter")
        #expect(MarkdownText.plain("| 이름 | 수량 |\n| --- | ---: |\n| **김치** | 2 |\n| 우유 | 1 |")
            == "이름 · 수량\n김치 · 2\n우유 · 1")
    }

    @Test func blankLinesAreTidied() {
        #expect(MarkdownText.plain("\n\n# a\n\n\n\nb  \nc\\\nd\\\n\n\n") == "a\n\nb\nc\nd\\", "a backslash ending a paragraph is text (CommonMark)")
        #expect(MarkdownText.plain("line one<br>line two") == "line one\nline two", "a <br> breaks the line")
        #expect(MarkdownText.plain("a <b>bold</b> <span class=\"x\">word</span>") == "a <b>bold</b> <span class=\"x\">word</span>", "other raw HTML stays as typed")
    }
}

/// The random texts of `MarkdownHTMLTests.anyTextComesOutSafe` as plain text: no character the
/// HTML page shows is lost, and no Markdown mark is left that the page does not show (or that
/// a link's address, written out in plain text, does not hold).
@Suite("Any text as plain text")
struct AnyTextAsPlainTextTests {
    static let pieces = MarkdownHTMLTests.randomPieces

    /// What a browser shows of kept's HTML, and the descriptions of its pictures.
    static func shown(_ html: String) -> String {
        var out = "", inTag = false, tag = ""
        for character in html {
            if character == "<" { inTag = true; tag = ""; continue }
            if character == ">" && inTag {
                inTag = false
                if let alt = tag.firstMatch(of: /alt="([^"]*)"/) { out += " " + alt.output.1 }
                continue
            }
            if inTag { tag.append(character) } else { out.append(character) }
        }
        return out.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func addresses(_ markdown: String) -> String {
        let tree = MarkdownTree(markdown)
        return tree.nodes().filter { $0.kind == .link || $0.kind == .image }.map(\.url).joined(separator: " ")
    }

    @Test func anyTextLosesNoWordAndKeepsNoMark() throws {
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<1500 {
            let text = (0..<Int.random(in: 1...40, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let plain = MarkdownText.plain(text)
            let html = try #require(MarkdownHTML().html(text))
            let shown = Self.shown(html)
            #expect(CommonMarkReference.keepsEveryCharacter(of: shown, in: plain), "lost words: \(text.debugDescription) → \(plain.debugDescription)")
            let allowed = shown + Self.addresses(text)
            for mark in "*_`#~|[]!<>" {
                #expect(plain.filter { $0 == mark }.count <= allowed.filter { $0 == mark }.count,
                        "a \(mark) left: \(text.debugDescription) → \(plain.debugDescription)")
            }
        }
    }

    /// `plain` skips cmark for prose (no character Markdown reads): on such texts it must give
    /// what cmark's tree gives. Seeded, so a failure repeats.
    @Test func proseSkipsCmarkAndReadsTheSame() {
        let pieces = ["눈", "첫눈이 왔다", "coffee", "a", " ", "  ", "\t", "\n", "\n\n", "\n\n\n", ".", ",", "?", "'", "\"",
                      "(", ")", "é", "e\u{301}", "🫨", "👨‍👩‍👧", "-", "+", "=", "1", "w", "ww", "가나다", "x "]
        var random = SeededGenerator(seed: 28)
        var prose = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            guard MarkdownText.isProse(text) else { continue }
            prose += 1
            #expect(MarkdownText.plain(text) == MarkdownText.throughTree(text), "\(text.debugDescription)")
        }
        #expect(prose > 2_000)
    }
}

@Suite("cmark-gfm from several threads")
struct MarkdownThreadsTests {
    /// cmark-gfm 0.29.0.gfm.6 keeps the extensions' inline characters in a table every parser
    /// shares: without `MarkdownTree`'s lock, parses on other threads took `~` out of it
    /// mid-parse and a strikethrough stayed `~~` (seen when two tests ran side by side).
    @Test func parsesOnManyThreadsReadTheSame() {
        let text = "~~지난~~ 일 | a | b |\n| --- | --- |\n| 1 | 2 |\n\n**굵게** ~~취소~~ www.example.com"
        let expected = MarkdownText.throughTree(text)
        let differing = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<300 where MarkdownText.throughTree(text) != expected {
                differing.withLock { $0 += 1 }
            }
        }
        #expect(!expected.contains("~"))
        #expect(differing.withLock { $0 } == 0)
    }
}
