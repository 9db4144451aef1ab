import Foundation
import Testing
@testable import Kept
@testable import KeptWeb

/// The templates compiled into the binary parse, name only words the catalogue holds (in both
/// languages), and every page word of the catalogue is used by a template.
@Suite("kept serve: templates")
struct PageTemplatesTests {
    static var words: Set<String> {
        let pattern = /\{\{t\.([A-Za-z]+)\}\}/
        return Set(PageTemplates.all.flatMap { $0.text.matches(of: pattern).map { String($0.output.1) } })
    }

    @Test func everyTemplateParses() {
        _ = Pages()  // registers each; a template that does not parse stops here
        for (name, text) in PageTemplates.all {
            #expect((try? MustacheCheck.parse(text)) != nil, "\(name)")
        }
    }

    @Test func everyWordIsInTheCatalogueAndEveryPageWordIsUsed() {
        for word in Self.words { #expect(MessageKey.webPage(word) != nil, "{{t.\(word)}} is not web.page.\(word)") }
        let pageKeys = Catalogue.entries.keys.filter { $0.hasPrefix("web.page.") }.map { String($0.dropFirst("web.page.".count)) }
        #expect(Set(pageKeys).subtracting(Self.words).sorted() == [])
    }

    @Test func aMissingNoticeIsNoNotice() {
        let notice: String? = nil, problem: String? = "없음"
        let values = Pages.withoutNil(["notice": notice as Any, "problem": problem as Any, "part": ["entry": notice as Any]])
        #expect(values["notice"] == nil)
        #expect(values["problem"] as? String == "없음")
        #expect((values["part"] as? [String: Any])?.isEmpty == true)
    }

    @Test func noTemplateHoldsInlineScriptOrStyle() {
        for (name, text) in PageTemplates.all {
            #expect(!text.contains("<script>"), "\(name)")
            #expect(!text.contains(" on"), "\(name): an inline handler")
            #expect(!text.contains("style="), "\(name)")
            // Each of these puts in HTML this server drew: a page's content, an entry's body
            // (`MarkdownHTML`), the search list's rows (the `hit` template, escaped there).
            #expect(!text.contains("{{{") || ["layout", "today", "entry", "review", "results"].contains(name), "\(name): unescaped output")
        }
    }
}

import Mustache

enum MustacheCheck {
    static func parse(_ text: String) throws -> MustacheTemplate { try MustacheTemplate(string: text) }
}
