import Foundation
import ReferenceTools
import Testing
@testable import Kept

/// kept's clozes against Anki's own library (`anki` on PyPI, Tests/References/requirements.txt):
/// each case becomes a Cloze note in a new collection, and the question and answer Anki renders
/// for each of its cards, tags stripped, must be what kept shows for that item.
@Suite("Clozes against Anki", .enabled(if: AnkiReference.available, "the reference venv has no `anki`: run make references"))
struct ClozeAnkiReferenceTests {
    static let cases = [
        "{{c1::서울}}은 한국의 {{c2::수도}}입니다.",
        "{{c1::먹다::to eat}}와 {{c2::살다}}와 {{c1::가다::to go}}",
        "{{c1::a::b::c}}",
        "{{c1::a {{c2::b}} c}} d",
        "{{c1::a {{c2::b::힌트}} c::outer}}",
        "{{c2::둘}} 먼저, {{c1::하나}} 나중",
        "{{c1::**굵게**}} 그리고 `{{c2::코드}}`",
        "{{c1::한국어}} }} 남은 괄호",
        "{{c1::x}} {{c0::zero}} {{c1,2::multi}}",
        "{{c1::ok}} then {{c10::ten}} and {{c3::three}}",
        "나는 {{c1::서울}}에 {{c1::산다}}. 너는 {{c2::부산::도시}}에 산다.",
    ]

    struct Rendered: Decodable {
        let text: String
        let cards: [String: Side]
        struct Side: Decodable { let q: String; let a: String }
    }

    static let script = #"""
    import json, os, sys, tempfile
    from anki.collection import Collection
    cases = json.load(sys.stdin)
    folder = tempfile.mkdtemp()
    col = Collection(os.path.join(folder, "collection.anki2"))
    model = col.models.by_name("Cloze")
    out = []
    for text in cases:
        note = col.new_note(model)
        note["Text"] = text
        col.add_note(note, col.decks.id("Default"))
        out.append({"text": text, "cards": {str(c.ord + 1): {"q": c.question(), "a": c.answer()} for c in note.cards()}})
    col.close()
    json.dump(out, sys.stdout)
    """#

    /// Anki's HTML as text: the style sheet and tags dropped, entities read, ends trimmed.
    static func plain(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<style>[\\s\\S]*?</style>", with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#x27;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func everyCardAnkiMakesIsAnItemShownAsAnkiShowsIt() throws {
        let rendered = try ReferencePython.json(Self.script, Self.cases, as: [Rendered].self)
        #expect(rendered.count == Self.cases.count)
        for note in rendered {
            let cloze = ClozeText(note.text)
            // Anki makes a card that shows only an error for `{{c0::…}}`; kept makes no item of it.
            let shown = note.cards.filter { !$0.value.q.contains("No cloze") }
            #expect(Set(shown.keys.compactMap(Int.init)) == Set(cloze.numbers), "\(note.text)")
            for (key, side) in shown {
                let number = try #require(Int(key))
                #expect(cloze.question(for: number) == Self.plain(side.q), "\(note.text) c\(number) question")
                #expect(cloze.answer(for: number) == Self.plain(side.a), "\(note.text) c\(number) answer")
            }
        }
    }

    @Test func textAnkiFindsNoClozeInIsNoClozeToKept() throws {
        let rendered = try ReferencePython.json(Self.script, ["unclosed {{c1::abc", "a }} b", "{{c0::zero}}"], as: [Rendered].self)
        for note in rendered {
            #expect(note.cards.values.allSatisfy { $0.q.contains("No cloze") }, "\(note.text)")
            #expect(ClozeText(note.text).numbers.isEmpty, "\(note.text)")
        }
    }
}

/// Whether the reference venv holds Anki's library (it came to requirements.txt with issue 32).
enum AnkiReference {
    static let available: Bool = ReferencePython.available && (try? ReferencePython.run("import anki.collection")) != nil
}
