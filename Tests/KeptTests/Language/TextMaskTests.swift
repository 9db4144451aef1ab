import Testing
@testable import Kept

/// `TextMask` only passes over what cannot match: on random short texts and terms drawn from
/// the same few syllables, consonants, letters and spaces, every text a term matches (as
/// search matches titles, initials included) has a mask that may hold it.
struct TextMaskTests {
    static let pieces = ["김", "치", "찌", "개", "가", "각", "깎", "ㄱ", "ㅊ", "ㄲ", "ㄳ", "a", "B", "é", " ", "1", "먹", "다", "었"]

    /// A generator of its own, so that a failure is the same on every run.
    struct Dice {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        mutating func text(_ length: Int) -> String {
            (0..<length).map { _ in TextMaskTests.pieces[next(TextMaskTests.pieces.count)] }.joined()
        }
    }

    @Test func noMatchIsPassedOver() {
        var dice = Dice(state: 2026)
        var matched = 0
        for _ in 0..<20_000 {
            let text = FoldedText(dice.text(1 + dice.next(8)))
            let words = dice.text(1 + dice.next(3)).split(separator: " ").joined(separator: " ")
            guard let query = try? SearchQuery(words) else { continue }
            let textMask = TextMask.of(text.folded)
            for term in query.terms where term.firstMatch(in: text, initials: true) != nil {
                matched += 1
                #expect(TextMask.mayHold(textMask, TextMask.of(term)), "\(term.text) in \(text.folded)")
            }
        }
        // The draw makes matches, or the check would pass on nothing.
        #expect(matched > 2_000)
    }

    @Test func aTitleWithoutTheConsonantsIsPassedOver() throws {
        let term = try #require(try SearchQuery("ㄱㅊ").terms.first)
        #expect(TextMask.mayHold(TextMask.of(FoldedText("김치찌개").folded), TextMask.of(term)))
        #expect(!TextMask.mayHold(TextMask.of(FoldedText("오늘의 일기").folded), TextMask.of(term)))
        #expect(!TextMask.mayHold(TextMask.of(FoldedText("2026-11-27").folded), TextMask.of(term)))
    }
}

/// A search over a shelf (its masks and body bits read first) finds exactly what the entry
/// by entry search finds: random entries of the same pieces, bodies in NFC and in NFD.
struct SearchShelfPlacesTests {
    @Test func theShelfsPassFindsWhatEachEntrySays() throws {
        var dice = TextMaskTests.Dice(state: 27)
        var files: [String: String] = [:]
        for i in 0..<300 {
            let title = dice.text(1 + dice.next(6)).replacingOccurrences(of: " ", with: "")
            let tags = dice.text(1 + dice.next(4)).replacingOccurrences(of: " ", with: "")
            var body = dice.text(5 + dice.next(40))
            if i % 7 == 0 { body = body.decomposedStringWithCanonicalMapping }
            files["diary/2026/11/e\(i).md"] = "---\ntitle: \"\(title)x\"\ndate: 2026-11-\(10 + i % 18)\ntags: \"\(tags)\"\n---\n\(body)\n"
        }
        let temp = try TemporaryStore(files: files)
        let listed = StoreIndex.load(temp.store).entries
        let shelf = SearchShelf(temp.store, listed: listed)
        #expect(shelf.entries.count == 300)
        var found = 0
        for _ in 0..<300 {
            let words = dice.text(1 + dice.next(3))
            guard let query = try? SearchQuery(words) else { continue }
            for initials in [false, true] {
                let search = EntrySearch(query, initialsInBody: initials, snippets: false)
                let all = search.places(shelf.entries)
                #expect(search.places(in: shelf).map { "\($0.place)\($0.index)" } == all.map { "\($0.place)\($0.index)" }, "\(words)")
                let odd = search.places(in: shelf, included: { $0 % 2 == 1 })
                #expect(odd.map(\.index) == all.map(\.index).filter { $0 % 2 == 1 })
                found += all.count
            }
        }
        #expect(found > 1_000, "the draw makes hits, or the comparison would pass on nothing")
    }
}
