@testable import Kept
import Testing

/// Anki's fields are HTML as its editor writes them: the common markup becomes Markdown, the
/// rest stays as written so the user sees what it was.
@Suite("Anki fields as Markdown")
struct AnkiHTMLTests {
    static let cases: [(html: String, markdown: String, media: [String])] = [
        ("plain text", "plain text", []),
        ("a<br>b<br/>c<br />d", "a\nb\nc\nd", []),
        ("<div>one</div><div>two</div>", "one\ntwo", []),
        ("first<div>second</div>", "first\nsecond", []),
        ("<p>para one</p><p>para two</p>", "para one\n\npara two", []),
        ("<b>bold</b> <strong>strong</strong>", "**bold** **strong**", []),
        ("<i>it</i> <em>em</em> <B>up</B>", "*it* *em* **up**", []),
        ("a&nbsp;b &amp; c &lt;d&gt; &quot;e&quot; &#39;f&#39; &#xD55C;", "a b & c <d> \"e\" 'f' 한", []),
        ("&lt;b&gt; is not a tag", "<b> is not a tag", []),
        ("AT&T; & co", "AT&T; & co", []),
        ("<img src=\"photo.jpg\">", "![](photo.jpg)", ["photo.jpg"]),
        ("<img alt=x src='서울 사진.png' width=30>", "![](서울 사진.png)", ["서울 사진.png"]),
        ("<img src=a&amp;b.png>", "![](a&b.png)", ["a&b.png"]),
        ("say [sound:hello.mp3] twice", "say [hello.mp3](hello.mp3) twice", ["hello.mp3"]),
        ("<span style=\"color: red\">red</span>", "<span style=\"color: red\">red</span>", []),
        ("<u>under</u>", "<u>under</u>", []),
        ("{{c1::서울::city}}은 <b>{{c2::수도}}</b>", "{{c1::서울::city}}은 **{{c2::수도}}**", []),
        ("<div><br></div><div>after a blank line</div>", "after a blank line", []),
        ("x<div><br></div><div><br></div><div><br></div>y", "x\n\ny", []),
        ("1 < 2 and 3 > 2", "1 < 2 and 3 > 2", []),
        ("trailing  <br>spaces", "trailing\nspaces", []),
        ("<ul><li>one</li><li>two</li></ul>", "- one\n- two", []),
    ]

    @Test(arguments: cases.indices)
    func converts(_ i: Int) {
        let (html, markdown, media) = Self.cases[i]
        let result = AnkiHTML.markdown(html)
        #expect(result.text == markdown, "\(html)")
        #expect(result.media == media, "\(html)")
    }

    @Test func decksBecomeOneFolderEach() {
        #expect(AnkiPackage.category("Default") == "Default")
        #expect(AnkiPackage.category("한국어::동사") == "한국어-동사")
        #expect(AnkiPackage.category("A:: B ::C") == "A-B-C")
    }

    @Test func aClozeTitleReadsItsAnswers() {
        #expect(AnkiNoteShape.clozeAnswers("{{c1::서울::city}}은 한국의 {{c2::수도}}") == "서울은 한국의 수도")
        #expect(AnkiNoteShape.title("![](a.png)\nWhere?") == "Where?")
        #expect(AnkiNoteShape.title("![](a.png)") == "a.png")
    }
}
