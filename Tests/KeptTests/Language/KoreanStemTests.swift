import Foundation
import KeptGit
import Testing
@testable import Kept

/// A verb or adjective typed in its dictionary form finds its forms (`KoreanStem`).
@Suite("Search: dictionary forms find their stem's forms")
struct KoreanStemTests {
    /// The texts of `text`'s matches of `query`.
    func found(_ query: String, in text: String, exact: Bool = false) throws -> [String] {
        let term = try #require(try SearchQuery(query, exact: exact).terms.first)
        let folded = FoldedText(text)
        return term.matches(in: folded, initials: false).map { folded.text($0) }
    }

    @Test func aDictionaryFormFindsTheStemFollowedByAnEnding() throws {
        #expect(try found("먹다", in: "붕어빵을 사 먹고 왔다. 김치찌개를 먹었다. 같이 먹어요! 먹는 중") == ["먹고", "먹었", "먹어", "먹는"])
        #expect(try found("먹다", in: "먹다") == ["먹다"])
        // The stem must start a word and be followed by an ending: 먹구름 and 물먹고 are not 먹다.
        #expect(try found("먹다", in: "먹구름 물먹고 먹") == [])
        // Longer stems alike.
        #expect(try found("아름답다", in: "아름답고 아름다운") == ["아름답고"])
    }

    @Test func whatTheRuleDoesNotCatch() throws {
        // Irregular stems and stems whose vowel merges with the ending are documented misses.
        #expect(try found("듣다", in: "음악을 들어요") == [])
        #expect(try found("가다", in: "학교에 갔다") == [])
    }

    @Test func 다AloneQuotedWordsAndExactMatchOnlyAsWritten() throws {
        #expect(try SearchQuery("다").terms.first?.stem == nil)
        #expect(try found("다", in: "먹다 가다") == ["다", "다"])
        #expect(try found("먹다", in: "먹었다", exact: true) == [])
        #expect(try found("\"먹다\"", in: "먹었다") == [])
        // Not a Hangul word ending in 다: no stem.
        #expect(try SearchQuery("ㅁ다").terms.first?.stem == nil)
        #expect(try SearchQuery("data").terms.first?.stem == nil)
    }

    @Test func anEntrySearchFindsFormsInBodiesAndAFileWithoutTheStemIsSkippedUnread() throws {
        let search = EntrySearch(try SearchQuery("먹다"), snippets: false)
        #expect(search.cannotMatch(file: Data("---\ntitle: a\n---\n김치를 샀다\n".utf8), path: "diary/a.md"))
        #expect(!search.cannotMatch(file: Data("---\ntitle: a\n---\n김치를 먹었다\n".utf8), path: "diary/a.md"))
    }
}
