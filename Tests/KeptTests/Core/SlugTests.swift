import Foundation
import Testing
@testable import Kept

@Suite("File names come from titles safely")
struct SlugTests {
    @Test("Slugs", arguments: [
        ("첫눈", "첫눈"),
        ("Walk in the Park", "walk-in-the-park"),
        ("  세 번째   날 ", "세-번째-날"),
        ("../../x", "x"),
        ("a/b", "ab"),
        ("..", ""),
        (".hidden", "hidden"),
        ("what? \"quoted\" <a|b> *c* d:e \\f", "what-quoted-ab-c-de-f"),
        ("tab\there\nnew", "tab-here-new"),
        ("Ünïcödé Straße", "ünïcödé-straße"),
        ("ends with dot.", "ends-with-dot"),
    ])
    func slug(title: String, expected: String) {
        #expect(Slug.make(title) == expected)
    }

    @Test func nfdInputBecomesNFC() {
        let nfd = "첫눈".decomposedStringWithCanonicalMapping
        #expect(nfd.unicodeScalars.count > 2)
        #expect(Array(Slug.make(nfd).unicodeScalars) == Array("첫눈".precomposedStringWithCanonicalMapping.unicodeScalars))
    }

    @Test func longTitlesAreCutBetweenCharacters() {
        let slug = Slug.make(String(repeating: "김치찌개", count: 30))
        #expect(slug.utf8.count <= Slug.maxFileNameBytes - 3)
        #expect(slug.allSatisfy { $0 == "김" || $0 == "치" || $0 == "찌" || $0 == "개" })
    }
}
