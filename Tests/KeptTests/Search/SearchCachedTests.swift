import Foundation
import Testing
@testable import Kept

/// A search decides most entries on the index cache's bytes and the file's
/// (`EntrySearch.verdict`) rather than making each entry and asking `hit`: whatever it
/// decides must be what `hit` says of the entry parsed from its file.
@Suite("Search: decided on cached bytes as on parsed entries")
struct SearchCachedTests {
    let fixture: TemporaryStore
    var store: Store { fixture.store }

    static let nfd = "---\ntitle: \("첫눈 산책".decomposedStringWithCanonicalMapping)\ndate: 2026-11-03\n---\n\("첫눈이 왔다. 김치".decomposedStringWithCanonicalMapping)\n"
    static let files = [
        "diary/2026/11/2026-11-01-title.md": "---\ntitle: COFFEE 첫눈\ndate: 2026-11-01\ntags: []\n---\nNothing here but tea.\n",
        "diary/2026/11/2026-11-02-tags.md": "---\ntitle: 장보기\ndate: 2026-11-02\ntags: [coffee, 김치볶음]\nlocation: 서울\n---\n시장에 갔다.\n",
        "diary/2026/11/2026-11-03-nfd.md": nfd,
        "diary/2026/11/2026-11-04-body.md": "---\ntitle: Morning\ndate: 2026-11-04\nmood: calm\n---\nRain  slowly fell; Coffee and 배추김치 for lunch.\n",
        "diary/2026/11/2026-11-05-apart.md": "---\ntitle: 김 치\ndate: 2026-11-05\n---\n김 치 coffee\n",
        "diary/2026/11/2026-11-06-no-title.md": "---\ndate: 2026-11-06\n---\n첫눈 coffee\n",
        "diary/2026/11/2026-11-07-escape.md": "---\ntitle: \"\\uCCAB\\uB208 walk\"\ndate: 2026-11-07\n---\nquiet\n",
        "diary/2026/11/2026-11-08-istanbul.md": "---\ntitle: İstanbul trip\ndate: 2026-11-08\n---\nistanbul coffee\n",
        "diary/2026/11/2026-11-09-map.md": "---\ntitle: Walk\ndate: 2026-11-09\nlocation: {name: 김치마을, lat: 37.5}\nweather: 비 18°C\n---\n걷기 ㄱㅊ\n",
        "diary/2026/11/2026-11-10-crlf.md": "---\r\ntitle: 비 오는 날\r\ndate: 2026-11-10\r\n---\r\ncoffee\r\n첫눈\r\n",
        "diary/2026/11/2026-11-11-nfront.md": "coffee with no front matter 김치\n",
        "fridge/other/김치.md": "---\ntitle: 김치\nexpires: 2026-12-01\nnote: coffee 옆에\n---\n",
    ]
    static let queries = [
        "coffee", "COFFEE", "첫눈", "ㄱㅊ", "김ㅊ", "김치", "coffee 김치", "\"rain slowly\"", "\"rain slowly fell\"",
        "istanbul", "18°C", "비", "서울", "walk", "첫눈 walk", "ㅊㄴ", "tea", "김치볶음", "calm", "morning coffee", "ㄱ",
    ]

    init() throws {
        fixture = try TemporaryStore(files: Self.files)
    }

    /// Everything a command can show of each hit.
    func shown(_ text: String, snippets: Bool, initialsInBody: Bool = false) throws -> [String] {
        let search = EntrySearch(try SearchQuery(text), initialsInBody: initialsInBody, snippets: snippets)
        return store.search(search, now: sundayMorning).map { hit in
            var line = "\(hit.entry.path) \(hit.place) \(hit.entry.title) \(hit.entry.body.utf8.count)"
            if snippets {
                line += " [\(hit.title.pieces)] \(hit.fields.map { "\($0.name)=\($0.value.pieces)" }) \(String(describing: hit.snippet?.pieces))"
            }
            return line
        }
    }

    func everything() throws -> [String] {
        try Self.queries.flatMap { query in
            try [false, true].flatMap { snippets in
                try [false, true].map { initials in
                    "\(query) \(snippets) \(initials): \(try shown(query, snippets: snippets, initialsInBody: initials))"
                }
            }
        }
    }

    @Test func aCachedStoreFindsWhatAParsedOneFinds() throws {
        let cachePath = (fixture.root as NSString).appendingPathComponent(IndexCache.relativePath)
        try? FileManager.default.removeItem(atPath: cachePath)
        let parsed = try everything()
        // A clock a second ahead: the files are old enough for the cache to keep them.
        _ = StoreIndex.load(store, now: Date().addingTimeInterval(1))
        #expect(FileManager.default.fileExists(atPath: cachePath))
        let cached = try everything()
        for (a, b) in zip(parsed, cached) { #expect(a == b) }
        #expect(parsed.count == cached.count)
    }

    @Test func placesAndOrderOfTrickyHits() throws {
        _ = StoreIndex.load(store, now: Date().addingTimeInterval(1))
        func paths(_ query: String) throws -> [String] {
            try shown(query, snippets: false).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        }
        // Kinds by their best match (a diary title beats the fridge's field), then title,
        // field (tags too), body, newest first; a file without front matter (no date) last.
        let coffee = try paths("coffee")
        #expect(coffee == [
            "diary/2026/11/2026-11-01-title.md title", "diary/2026/11/2026-11-02-tags.md field",
            "diary/2026/11/2026-11-10-crlf.md body", "diary/2026/11/2026-11-08-istanbul.md body",
            "diary/2026/11/2026-11-06-no-title.md body", "diary/2026/11/2026-11-05-apart.md body",
            "diary/2026/11/2026-11-04-body.md body", "diary/2026/11/2026-11-11-nfront.md body",
            "fridge/other/김치.md field",
        ], "\(coffee)")
        // Initials match in titles and fields (a map's text too), syllables in a row only;
        // in bodies only the jamo themselves (the body of 09-map holds `ㄱㅊ`, its field 김치마을).
        let initials = try paths("ㄱㅊ")
        #expect(initials == [
            "fridge/other/김치.md title",
            "diary/2026/11/2026-11-09-map.md field", "diary/2026/11/2026-11-02-tags.md field",
        ], "\(initials)")
        #expect(try paths("첫눈") == [
            "diary/2026/11/2026-11-07-escape.md title", "diary/2026/11/2026-11-03-nfd.md title",
            "diary/2026/11/2026-11-01-title.md title", "diary/2026/11/2026-11-10-crlf.md body",
            "diary/2026/11/2026-11-06-no-title.md body",
        ])
        #expect(try paths("\"rain slowly\"") == ["diary/2026/11/2026-11-04-body.md body"])
    }

    @Test func aFileChangedAfterTheCacheWasWrittenIsSearchedAsItIsNow() throws {
        _ = StoreIndex.load(store, now: Date().addingTimeInterval(1))
        let path = "diary/2026/11/2026-11-04-body.md"
        try fixture.write(path, "---\ntitle: Morning 첫눈\ndate: 2026-11-04\nmood: calm\n---\ntea only\n")
        let found = try shown("첫눈", snippets: false)
        #expect(found.contains("\(path) title Morning 첫눈 9"), "\(found)")
        #expect(try !shown("coffee", snippets: false).contains { $0.hasPrefix(path) })
    }
}
