import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Kept

/// An entry's Markdown as HTML (`MarkdownHTML`, cmark-gfm underneath): what Markdown draws is
/// drawn, and nothing an entry holds acts on the page. (Compared here without the line breaks
/// cmark puts between blocks; `MarkdownReferenceTests` compares cmark's output whole.)
struct MarkdownHTMLTests {
    func html(_ markdown: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let html = try #require(MarkdownHTML().html(markdown), "not drawn safely: \(markdown)", sourceLocation: sourceLocation)
        #if canImport(FoundationXML)
        // Well-formed XML, and every element and attribute one Markdown makes.
        let document = try XMLDocument(data: Data("<div>\(html)</div>".utf8), options: [])
        let elements = try document.nodes(forXPath: "//*").compactMap { $0 as? XMLElement }
        for element in elements {
            let name = element.name ?? ""
            #expect(!["script", "style", "iframe", "object", "embed", "svg", "form"].contains(name), "\(markdown) → \(html)",
                    sourceLocation: sourceLocation)
            if name == "input" {
                #expect(element.attribute(forName: "type")?.stringValue == "checkbox", "only a task's box: \(markdown) → \(html)",
                        sourceLocation: sourceLocation)
            }
            for attribute in element.attributes ?? [] {
                let key = attribute.name ?? ""
                #expect(["href", "src", "alt", "title", "class", "start", "align", "loading", "download", "type", "checked", "disabled"].contains(key), "\(markdown) → \(html)",
                        sourceLocation: sourceLocation)
                if key == "href" || key == "src" {
                    let value = (attribute.stringValue ?? "").lowercased().filter { !$0.isWhitespace }
                    #expect(!value.hasPrefix("javascript:") && !value.hasPrefix("vbscript:") && !value.hasPrefix("data:text"),
                            "\(markdown) → \(html)", sourceLocation: sourceLocation)
                }
            }
        }
        #endif
        return html.replacingOccurrences(of: ">\n<", with: "><").trimmingCharacters(in: .newlines)
    }

    @Test func markdownIsDrawn() throws {
        let html = try html("""
            # 첫눈

            눈이 **펑펑** 왔다, *정말*. [사진](https://example.com/snow.jpg?a=1&b=2)

            - 붕어빵 2개
              - 팥, 슈크림

            1. one
            2. two

            | 음식 | 값 |
            | --- | ---: |
            | 떡볶이 | 3,000원 |

            ```swift
            let a = b < c && d
            ```

            `x <y> & z` and ![눈](snow.jpg)

            > 인용
            """)
        #expect(html.contains("<h4>첫눈</h4>"), "a body's # goes below the entry's own <h3>")
        #expect(html.contains("<strong>펑펑</strong>") && html.contains("<em>정말</em>"))
        #expect(html.contains("<a href=\"https://example.com/snow.jpg?a=1&amp;b=2\">사진</a>"))
        #expect(html.contains("<ul><li>붕어빵 2개\n<ul><li>팥, 슈크림</li></ul></li></ul>"))
        #expect(html.contains("<ol><li>one</li><li>two</li></ol>"))
        #expect(html.contains("<table><thead><tr><th>음식</th><th align=\"right\">값</th></tr></thead><tbody><tr><td>떡볶이</td><td align=\"right\">3,000원</td></tr></tbody></table>"))
        #expect(html.contains("<pre><code class=\"language-swift\">let a = b &lt; c &amp;&amp; d\n</code></pre>"), "code as written, escaped once")
        #expect(html.contains("<code>x &lt;y&gt; &amp; z</code>"))
        #expect(html.contains("<img src=\"snow.jpg\" alt=\"눈\" loading=\"lazy\" />"))
        #expect(html.contains("<blockquote><p>인용</p></blockquote>"))
        #expect(try self.html("`say \"hi\" &quot;`") == "<p><code>say &quot;hi&quot; &amp;quot;</code></p>", "code exactly as typed")
        #expect(try self.html("# Learning C#\n\n# 김치#") == "<h4>Learning C#</h4><h4>김치#</h4>", "a # inside a word is text")
        #expect(try self.html("- [ ] 우유\n- [x] 김치") == "<ul><li><input type=\"checkbox\" disabled=\"\" /> 우유</li><li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> 김치</li></ul>")
    }

    @Test func rawHTMLIsText() throws {
        let script = try html("<script>alert(1)</script>")
        #expect(script == "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")
        let image = try html("a <img src=x onerror=alert(1)> b")
        #expect(image == "<p>a &lt;img src=x onerror=alert(1)&gt; b</p>")
        #expect(try html("<p onclick=\"x()\">hi</p>") == "<p>&lt;p onclick=&quot;x()&quot;&gt;hi&lt;/p&gt;</p>")
        #expect(try html("<!-- hidden -->") == "<p>&lt;!-- hidden --&gt;</p>")
        #expect(try html("<iframe src=\"https://evil.example\"></iframe>").hasPrefix("<p>&lt;iframe"))
        #expect(try html("&<script>alert(1)</script>;") == "<p>&amp;&lt;script&gt;alert(1)&lt;/script&gt;;</p>")
        // CommonMark reads entities as the characters they name, which are then text.
        #expect(try html("&amp; &#60;script&#62;") == "<p>&amp; &lt;script&gt;</p>")
        #expect(try html("<div>\n*a* b\n</div>\n\nafter") == "<p>&lt;div&gt;\n*a* b\n&lt;/div&gt;</p><p>after</p>",
                "an HTML block keeps its words (cmark's safe mode would drop them all)")
    }

    @Test func addressesThatRunCodeAreNotLinks() throws {
        #expect(try html("[x](javascript:alert(1))") == "<p>x</p>")
        #expect(try html("[x](JaVaScRiPt:alert(1))") == "<p>x</p>")
        #expect(try html("[x]( javascript:alert(1))") == "<p>x</p>")
        #expect(try html("[x](data:text/html;base64,PHNjcmlwdD4=)") == "<p>x</p>")
        #expect(try html("![pic](javascript:alert(1))") == "<p>pic</p>")
        #expect(try html("[x](&#106;avascript:alert(1))") == "<p>x</p>", "CommonMark reads the entity in an address")
        #expect(try html("[x](ftp://a.example/f)") == "<p>x</p>", "only web, mail and telephone addresses are links")
        #expect(try html("[mail](mailto:a@example.com)") == "<p><a href=\"mailto:a@example.com\">mail</a></p>")
        // Quotes cannot end an attribute.
        let alt = try html("![a\" onerror=\"alert(1)](x.png)")
        #expect(alt == "<p><img src=\"x.png\" alt=\"a&quot; onerror=&quot;alert(1)\" loading=\"lazy\" /></p>")
        let href = try html("[a](x\" onmouseover=\"alert(1))")
        #expect(href == "<p>[a](x&quot; onmouseover=&quot;alert(1))</p>", "a space ends no address: no link")
        let title = try html("[a](/u \"t\" onmouseover=\"x\")")
        #expect(title == "<p>[a](/u &quot;t&quot; onmouseover=&quot;x&quot;)</p>")
        #expect(try html("[a](/u \"t\")") == "<p><a href=\"/u\" title=\"t\">a</a></p>", "a title is a title, not part of the address")
        let language = try html("```js\" onclick=\"alert(1)\ncode\n```")
        #expect(language == "<pre><code class=\"language-js&quot;\">code\n</code></pre>")
    }

    @Test func addressesAndEmbedsComeAsLinks() throws {
        #expect(try html("see https://example.com/a?b=1&c=2.") == "<p>see <a href=\"https://example.com/a?b=1&amp;c=2\">https://example.com/a?b=1&amp;c=2</a>.</p>")
        #expect(try html("see www.example.com.") == "<p>see <a href=\"http://www.example.com\">www.example.com</a>.</p>")
        #expect(try html("<https://example.com>") == "<p><a href=\"https://example.com\">https://example.com</a></p>")
        #expect(try html("`https://example.com`") == "<p><code>https://example.com</code></p>", "code stays code")
        var renderer = MarkdownHTML()
        renderer.embedded = { $0 == "photo 1.png" ? "2026-11-22-첫눈/photo 1.png" : nil }
        renderer.relink = { target, isImage in MarkdownHTML.Link(url: "media/" + target + (isImage ? "#image" : "")) }
        #expect(renderer.html("see ![[photo 1.png]] and ![[other.png]]")
                == "<p>see <img src=\"media/2026-11-22-%EC%B2%AB%EB%88%88/photo%201.png#image\" alt=\"\" loading=\"lazy\" /> and ![[other.png]]</p>\n")
        #expect(renderer.html("![](<a b.png>)") == "<p><img src=\"media/a%20b.png#image\" alt=\"\" loading=\"lazy\" /></p>\n")
        #expect(renderer.html("[file](notes.pdf)") == "<p><a href=\"media/notes.pdf\">file</a></p>\n")
        renderer.relink = { target, _ in MarkdownHTML.Link(url: "data:application/octet-stream;base64,AAAA", download: target) }
        #expect(renderer.html("[file](notes.pdf)") == "<p><a href=\"data:application/octet-stream;base64,AAAA\" download=\"notes.pdf\">file</a></p>\n",
                "a file inlined for saving keeps its data: address")
        renderer.relink = { _, _ in MarkdownHTML.Link(url: "data:image/svg+xml;base64,AAAA") }
        #expect(renderer.html("![a *b*](x.svg)") == "<p><img src=\"data:image/svg+xml;base64,AAAA\" alt=\"a b\" loading=\"lazy\" /></p>\n",
                "an inlined SVG picture is shown (cmark's safe mode keeps only PNG, GIF, JPEG and WebP data)")
    }

    @Test func aFirstRuleIsNoMetadata() throws {
        // Nothing is dropped as metadata: a rule, then (CommonMark) a setext heading.
        #expect(try html("---\nmood: good\n---\ntext") == "<hr /><h5>mood: good</h5><p>text</p>")
    }

    @Test func emphasisNextToHangul() throws {
        #expect(try html("**\"인용\"**은 좋다") == "<p><strong>&quot;인용&quot;</strong>은 좋다</p>")
        #expect(try html("__밑줄__이다, *기울임*으로, ***둘 다***야") == "<p><strong>밑줄</strong>이다, <em>기울임</em>으로, <em><strong>둘 다</strong></em>야</p>")
        #expect(try html("사진_2024_01.jpg, 5 * 3 = 15도, \\*별\\*은") == "<p>사진_2024_01.jpg, 5 * 3 = 15도, *별*은</p>", "no emphasis CommonMark would not draw, escapes kept")
        #expect(try html("**\"quote\"**s") == "<p>**&quot;quote&quot;**s</p>", "without Hangul, CommonMark's rule")
        #expect(try html("10~20도, 30~40도") == "<p>10~20도, 30~40도</p>", "one ~ strikes nothing")
    }

    static let randomPieces = ["<", ">", "&", "\"", "'", "`", "```", "[", "]", "(", ")", "!", "*", "_", "~~", "#", "# ", "-", "- ", "1. ",
                               "|", "| --- |", "\n", "\n\n", "    ", "\\", ";", ":", "/", "javascript:", "http://a.b/", "<script>", "<img ",
                               "onerror=", "&amp;", "&#106;", "<p", "---", "![[a.png]]", "](<", "x", "눈", " ", "~~~", "- [ ] ", "**"]

    /// Random texts of Markdown's and HTML's own characters (seeded, so a failure repeats):
    /// each comes out drawn, well-formed, with nothing but Markdown's elements.
    @Test func anyTextComesOutSafe() throws {
        var generator = SeededGenerator(seed: 16)
        let pieces = Self.randomPieces
        var drawn = 0
        for _ in 0..<1500 {
            let text = (0..<Int.random(in: 1...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if try html(text).isEmpty == false { drawn += 1 }
        }
        #expect(drawn > 1000)
    }

    @Test func theCheckRefusesWhatCmarkDoesNotWrite() {
        #expect(MarkdownHTML.isSafe("<p>a <strong>b</strong> <a href=\"https://x.example\">c</a><br/></p>"))
        #expect(!MarkdownHTML.isSafe("<script>alert(1)</script>"))
        #expect(!MarkdownHTML.isSafe("<img src=\"x\" onerror=\"alert(1)\"/>"))
        #expect(!MarkdownHTML.isSafe("<img src=x onerror=alert(1)>"))
        #expect(!MarkdownHTML.isSafe("<a href=\"javascript:alert(1)\">x</a>"))
        #expect(!MarkdownHTML.isSafe("<a href=\"java&#x09;script:alert(1)\">x</a>"))
        #expect(!MarkdownHTML.isSafe("<a href=\"&#106;avascript:alert(1)\">x</a>"))
        #expect(MarkdownHTML.isSafe("<a href=\"&amp;#106;avascript:alert(1)\">x</a>"), "the text `&#106;`, a relative address")
        #expect(!MarkdownHTML.isSafe("<p style=\"x\">a</p>"))
        #expect(!MarkdownHTML.isSafe("<p>a & b</p>"))
        #expect(!MarkdownHTML.isSafe("<p>a <</p>"))
        #expect(MarkdownHTML.isSafe("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> a</li>"))
        #expect(!MarkdownHTML.isSafe("<input onfocus=\"x()\" autofocus/>"))
    }
}

/// SplitMix64: the same numbers on every run and machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
