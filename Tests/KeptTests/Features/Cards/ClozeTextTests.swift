import Foundation
import Testing
@testable import Kept

/// Cloze text as Anki reads it: numbers, hints, shared numbers, nesting, Hangul, Markdown, and
/// malformed text kept as text. ClozeAnkiReferenceTests checks the same cases against Anki.
@Suite("Cloze text")
struct ClozeTextTests {
    @Test func eachNumberIsAnItemAndOnlyItsClozesAreBlanked() {
        let text = ClozeText("{{c1::서울}}은 한국의 {{c2::수도}}입니다.")
        #expect(text.numbers == [1, 2])
        #expect(text.question(for: 1) == "[...]은 한국의 수도입니다.")
        #expect(text.answer(for: 1) == "서울은 한국의 수도입니다.")
        #expect(text.question(for: 2) == "서울은 한국의 [...]입니다.")
        #expect(text.answer(for: 2, mark: { "<\($0)>" }) == "서울은 한국의 <수도>입니다.")
    }

    @Test func aHintShowsInTheBlankAndSeveralClozesShareANumber() {
        let text = ClozeText("{{c1::먹다::to eat}}와 {{c2::살다}}와 {{c1::가다::to go}}")
        #expect(text.numbers == [1, 2])
        #expect(text.question(for: 1) == "[to eat]와 살다와 [to go]")
        #expect(text.answer(for: 1) == "먹다와 살다와 가다")
        #expect(text.question(for: 2) == "먹다와 [...]와 가다")
        // Everything after the first `::` is the hint, as Anki splits it.
        #expect(ClozeText("{{c1::a::b::c}}").question(for: 1) == "[b::c]")
    }

    @Test func nestedClozesHideTogetherOrAlone() {
        let text = ClozeText("{{c1::a {{c2::b::h}} c}} d")
        #expect(text.numbers == [1, 2])
        #expect(text.question(for: 1) == "[...] d")
        #expect(text.answer(for: 1, mark: { "*\($0)*" }) == "*a b c* d")
        #expect(text.question(for: 2) == "a [h] c d")
        #expect(text.answer(for: 2) == "a b c d")
    }

    @Test func malformedClozesStayText() {
        #expect(ClozeText("unclosed {{c1::abc").numbers == [])
        #expect(ClozeText("unclosed {{c1::abc").question(for: 1) == "unclosed {{c1::abc")
        #expect(ClozeText("a }} b {{x}} {{c::y}} {{c1,2::w}}").question(for: 1) == "a }} b {{x}} {{c::y}} {{c1,2::w}}")
        // c0 is a cloze Anki asks on no card: its text shows, no item asks it.
        #expect(ClozeText("{{c0::z}} {{c1::y}}").numbers == [1])
        #expect(ClozeText("{{c0::z}} {{c1::y}}").question(for: 1) == "z [...]")
        #expect(ClozeText("{{c1::a {{c2::b}} c").question(for: 2) == "{{c1::a [...] c")
        #expect(ClozeText("{{c1::ok}} then {{c2::open").question(for: 1) == "[...] then {{c2::open")
        #expect(ClozeText("{{c1::x}}}} {{c12::y}}").numbers == [1, 12])
    }

    @Test func markdownAndLinesInsideAClozeAreKeptAsWritten() {
        let text = ClozeText("- {{c1::**굵게**}}\n- {{c2::`code`\n둘째 줄}}")
        #expect(text.question(for: 1) == "- [...]\n- `code`\n둘째 줄")
        #expect(text.answer(for: 1) == "- **굵게**\n- `code`\n둘째 줄")
        #expect(text.question(for: 2) == "- **굵게**\n- [...]")
    }

    @Test func itemsOfEachType() {
        #expect(ReviewItem.items(type: .basic, body: "{{c1::x}}") == [.front])
        #expect(ReviewItem.items(type: .reversed, body: "x") == [.front, .reverse])
        #expect(ReviewItem.items(type: .cloze, body: "{{c3::x}} {{c1::y}} {{c3::z}}") == [.cloze(1), .cloze(3)])
        #expect(ReviewItem.items(type: .cloze, body: "no cloze") == [.front], "reviewed as basic")
        #expect(CardType.named(nil) == .basic && CardType.named(" Reversed ") == .reversed && CardType.named("klozе") == nil)
    }
}
