import Foundation
import Testing
@testable import Kept

@Suite("Search: Korean-first matching")
struct SearchMatchingTests {
    /// Whether the whole query matches `text` as a title.
    func matches(_ query: String, _ text: String) throws -> Bool {
        try SearchQuery(query).terms.allSatisfy { $0.firstMatch(in: FoldedText(text), initials: true) != nil }
    }

    @Test func initialConsonantsMatchSyllablesWithThatInitial() throws {
        #expect(try matches("ㄱㅊ", "김치"))
        #expect(try matches("ㄱㅊ", "배추김치"))
        #expect(try matches("ㄱㅊ", "ㄱㅊ"), "a jamo matches itself")
        #expect(try !matches("ㄱㅊ", "김밥"))
        #expect(try !matches("ㅊㄱ", "김치"), "in order")
    }

    @Test func mixedQueriesMatchPositionByPositionAsOneRun() throws {
        #expect(try matches("김ㅊ", "김치"))
        #expect(try matches("김ㅊ", "묵은김치찌개"))
        #expect(try !matches("김ㅊ", "김밥 치즈"), "a contiguous run, not scattered")
        #expect(try !matches("김ㅊ", "감치"), "a whole syllable matches only itself")
    }

    @Test func doubleConsonantsAreStrict() throws {
        #expect(try !matches("ㄲ", "김"))
        #expect(try !matches("ㄱ", "까치"))
        #expect(try matches("ㄲㅊ", "까치"))
        #expect(try matches("ㅆ", "쌀"))
    }

    @Test func anIMEClusterIsSplitIntoItsConsonants() throws {
        // A Korean IME turns ㄹ then ㅁ into ㄻ.
        #expect(SearchTerm("ㄻ").units == [.initial(5, jamo: 0x3139), .initial(6, jamo: 0x3141)])
        #expect(try matches("ㄻ", "라면"))
        #expect(try matches("ㄳ", "가사"))
        #expect(try !matches("ㄻ", "김밥"))
    }

    @Test func otherScriptsMixIn() throws {
        #expect(try matches("IP ㅈㅅ", "IP 주소"))
        #expect(try matches("ip ㅈㅅ", "공유기 IP 주소 바꾸기"))
        #expect(try matches("\"IP ㅈㅅ\"", "IP 주소"), "as a phrase too")
        #expect(try !matches("\"IP ㅈㅅ\"", "주소 IP"))
    }

    @Test func nfdTargetsMatchAndTheQueryIsNeverNFKC() throws {
        let nfd = "김치".decomposedStringWithCanonicalMapping
        #expect(nfd.unicodeScalars.count == 5)
        #expect(try matches("ㄱㅊ", nfd))
        #expect(try matches("김치", nfd))
        #expect(try matches("김치".decomposedStringWithCanonicalMapping, "김치"), "an NFD query")
        #expect(SearchTerm("ㄱ").units == [.initial(0, jamo: 0x3131)], "ㄱ stays U+3131, not U+1100")
        #expect(try matches("cafe\u{301}", "Café au lait"))
    }

    @Test func noFalsePositiveFromJamoSubstrings() throws {
        // 사과 decomposes to ㅅㅏㄱㅘ, which holds 삭's ㅅㅏㄱ: a jamo search would match.
        #expect(try !matches("삭", "사과"))
        #expect(try matches("사", "사과"))
        #expect(try !matches("ㄱㅘ", "사과"), "initials match initials, not finals")
    }

    @Test func caseInsensitiveWhereTheScriptHasCase() throws {
        #expect(try matches("snow", "First SNOW"))
        #expect(try matches("ÉTÉ", "l'été"))
        #expect(try matches("москва", "Москва"))
    }

    @Test func queriesSplitIntoWordsAndPhrases() throws {
        let query = try SearchQuery("  김치  \"첫 눈\" walk ")
        #expect(query.terms.map(\.text) == ["김치", "첫 눈", "walk"])
        #expect(query.terms.map(\.isPhrase) == [false, true, false])
        #expect(query.text == "김치 \"첫 눈\" walk")
        #expect(try matches("\"첫 눈\"", "첫   눈이 왔다"), "white space in a phrase matches any run of it")
        #expect(try !matches("\"첫 눈\"", "첫눈"))
        #expect(throws: SearchError.emptyQuery) { try SearchQuery("  \"\" ") }
    }
}

@Suite("Search: entries, ranking and snippets")
struct EntrySearchTests {
    let fixture: TemporaryStore

    init() throws {
        fixture = try TemporaryStore(files: [
            "fridge/kimchi/kimchi.md": "---\ntitle: 김치\nexpires: 2026-12-01\n---\n어머니가 보내주신 것.\n",
            "fridge/other/tofu.md": "---\ntitle: 두부\nexpires: 2026-11-25\nnote: 김치찌개용\n---\n",
            "diary/2026/11/2026-11-22-first-snow.md":
                "---\ntitle: 첫눈\ndate: 2026-11-22T09:14:00+09:00\n---\n# 아침\n오늘 아침 첫눈이 내렸다. 종로구까지 걸어가서 김치찌개를 먹었다. 그리고 집으로 돌아와서 오래 잤다.\n",
            "diary/2026/11/2026-11-20-market.md":
                "---\ntitle: Market day\ndate: 2026-11-20T18:00:00+09:00\n---\nBought 김치 and tofu.\n",
            "cards/words/apple.md": "---\ntitle: 사과\ncategory: words\n---\napple\n",
        ])
    }

    func hits(_ text: String, initialsInBody: Bool = false, configure: (inout ListQuery) throws -> Void = { _ in }) throws -> [SearchHit] {
        var list = ListQuery()
        try configure(&list)
        return fixture.store.search(EntrySearch(try SearchQuery(text), initialsInBody: initialsInBody), list: list, now: sundayMorning)
    }

    @Test func titleBeatsFieldBeatsBodyAndKindsAreGrouped() throws {
        let found = try hits("김치")
        #expect(found.map(\.entry.path) == [
            "fridge/kimchi/kimchi.md", "fridge/other/tofu.md",
            "diary/2026/11/2026-11-22-first-snow.md", "diary/2026/11/2026-11-20-market.md",
        ])
        #expect(found.map(\.place) == [.title, .field, .body, .body])
        #expect(found[1].fields.map(\.name) == ["note"])
        #expect(found[1].fields[0].value.matches == ["김치"])
    }

    @Test func snippetsAreOneLineAroundTheFirstBodyMatch() throws {
        let snow = try #require(try hits("김치찌개", configure: { $0.kinds = ["diary"] }).first)
        let snippet = try #require(snow.snippet)
        #expect(snippet.text == "오늘 아침 첫눈이 내렸다. 종로구까지 걸어가서 김치찌개를 먹었다. 그리고 집으로 돌아와서 오래 잤다.", "a short line whole")
        #expect(snippet.matches == ["김치찌개"])
        let market = try #require(try hits("tofu", configure: { $0.kinds = ["diary"] }).first?.snippet)
        #expect(market.text == "Bought 김치 and tofu.")
        #expect(market.matches == ["tofu"])

        let title = try #require(try hits("첫눈").first)
        #expect(title.place == .title)
        #expect(title.title.matches == ["첫눈"])
        #expect(title.snippet?.matches == ["첫눈"], "a title match still shows where the body mentions it")
        #expect(try hits("김치").first?.snippet == nil, "a body that does not mention it shows nothing")

        let long = String(repeating: "words before ", count: 10) + "the 눈사람 we built " + String(repeating: "and after ", count: 10)
        try fixture.write("cards/words/long.md", "---\ntitle: long\ncategory: words\n---\nfirst line\n\n" + long + "\nlast line\n")
        let cut = try #require(try hits("눈사람").first?.snippet)
        #expect(cut.text == "…before words before the 눈사람 we built and after and after and after and after and…")
        #expect(cut.matches == ["눈사람"])
    }

    @Test func everyWordMustMatchSomewhere() throws {
        #expect(try hits("첫눈 종로구").map(\.entry.path) == ["diary/2026/11/2026-11-22-first-snow.md"])
        #expect(try hits("첫눈 부산").isEmpty)
        #expect(try hits("\"아침 첫눈\"").map(\.entry.path) == ["diary/2026/11/2026-11-22-first-snow.md"])
        #expect(try hits("\"첫눈 아침\"").isEmpty)
    }

    @Test func initialsReachBodiesOnlyWhenAsked() throws {
        #expect(try hits("ㅈㄹㄱ").isEmpty, "종로구 is only in a body")
        #expect(try hits("ㅈㄹㄱ", initialsInBody: true).map(\.entry.path) == ["diary/2026/11/2026-11-22-first-snow.md"])
        #expect(try hits("ㄷㅂ").map(\.entry.path) == ["fridge/other/tofu.md"])
    }

    @Test func listFiltersApply() throws {
        #expect(try hits("김치", configure: { $0.kinds = ["diary"] }).count == 2)
        #expect(try hits("김치", configure: { $0.conditions = [try FieldFilter.parse("expires<=2026-11-30")] })
            .map(\.entry.path) == ["fridge/other/tofu.md"])
        #expect(try hits("김치", configure: { $0.limit = 1 }).count == 1)
    }

    @Test func filesSkippedUnparsedAreOnlyThoseThatCannotMatch() throws {
        // Files are judged from their bytes before parsing; these hold the words in other forms.
        try fixture.write("cards/words/escaped.md", "---\ntitle: \"\\uAE4D\\uB450\\uAE30\"\ncategory: words\n---\n")
        try fixture.write("cards/words/quoted.md", "---\ntitle: 'it''s 김'\ncategory: words\n---\n")
        try fixture.write("cards/words/무제.md", "---\ncategory: words\n---\n")
        try fixture.write("cards/words/nfd-body.md", "---\ntitle: x\ncategory: words\n---\n\("동치미".decomposedStringWithCanonicalMapping)\n")
        #expect(try hits("깍두기").map(\.entry.path) == ["cards/words/escaped.md"], "a YAML escape")
        #expect(try hits("it's").map(\.entry.path) == ["cards/words/quoted.md"], "'' in a single-quoted value")
        #expect(try hits("무제").map(\.entry.path) == ["cards/words/무제.md"], "a title from the file name")
        #expect(try hits("동치미").map(\.entry.path) == ["cards/words/nfd-body.md"], "an NFD body")
        #expect(try hits("ㄲㄷ").map(\.entry.path) == ["cards/words/escaped.md"])
        let search = EntrySearch(try SearchQuery("동치미"))
        #expect(search.cannotMatch(file: Data("---\ntitle: 김치\n---\n".utf8), path: "cards/a/김치.md"))
        #expect(!search.cannotMatch(file: Data("---\ntitle: 동치미\n---\n".utf8), path: "cards/a/x.md"))
        #expect(!search.cannotMatch(file: Data("---\ntitle: x\n---\n".utf8), path: "cards/a/동치미.md"))
    }

    @Test func nfdFilesMatch() throws {
        try fixture.write("cards/words/nfd.md", "---\ntitle: \("라면".decomposedStringWithCanonicalMapping)\ncategory: words\n---\n")
        #expect(try hits("ㄹㅁ").map(\.entry.path) == ["cards/words/nfd.md"])
        #expect(try hits("라면").map(\.entry.path) == ["cards/words/nfd.md"])
    }
}

@Suite("Search: recent searches")
struct RecentSearchTests {
    @Test func newestFirstFoldedAndCapped() throws {
        let fixture = try TemporaryStore()
        let recent = RecentSearches(store: fixture.store)
        #expect(recent.list().isEmpty)
        try recent.record("김치")
        try recent.record("첫눈")
        try recent.record("  김치 ")
        try recent.record("Snow  day")
        try recent.record("snow day")
        #expect(recent.list() == ["snow day", "김치", "첫눈"])
        for i in 1...25 { try recent.record("q\(i)") }
        #expect(recent.list().count == 20)
        #expect(recent.list().first == "q25")
        #expect(try recent.forget("Q25"))
        #expect(try !recent.forget("없는 검색"))
        #expect(recent.list().first == "q24")
        #expect(try recent.forgetAll() == 19)
        #expect(recent.list().isEmpty)
        #expect(recent.path.hasSuffix(".kept/state/recent-searches"))
    }
}

/// The words of `kept search`: which last word is a kind and which is searched for.
@Suite("Search: a trailing kind word")
struct SearchWordsTests {
    @Test func aLastWordNamingAKindNarrowsTheSearch() throws {
        let fixture = try TemporaryStore()
        let words = SearchWords(["김치", "찌개", "fridge"], in: fixture.store)
        #expect(words.text == "김치 찌개")
        #expect(words.kind?.name == "fridge")
        // The folder name names the kind too, in any case.
        #expect(SearchWords(["살다", "Cards"], in: fixture.store).kind?.name == "card")
    }

    @Test func aSingleWordOrAnUnknownKindIsSearchedFor() throws {
        let fixture = try TemporaryStore()
        let alone = SearchWords(["diary"], in: fixture.store)
        #expect(alone.text == "diary")
        #expect(alone.kind == nil)
        let other = SearchWords(["첫눈", "walk"], in: fixture.store)
        #expect(other.text == "첫눈 walk")
        #expect(other.kind == nil)
    }
}
