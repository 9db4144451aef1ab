import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// What pages make from the whole store is kept until the store changes: a write of the
/// server shows on the next page, a change made elsewhere within `StoreDesk.freshFor`, and
/// nothing is made again while nothing changes.
@Suite("kept serve: what the pages keep")
struct StoreDeskTests {
    @Test func aValueIsMadeOnceWhileTheStoreStaysAsItIs() throws {
        let lab = try WebLab()
        let desk = StoreDesk(lab.store)
        let made = Locked(0)
        for _ in 0..<5 { _ = desk.memo("count") { made.withLock { $0 += 1; return $0 } } }
        #expect(made.withLock { $0 } == 1)
        _ = try desk.write { store in try store.add(store.kind(named: "diary"), text: "---\ntitle: 하나\n---\n") }
        #expect(desk.memo("count") { made.withLock { $0 += 1; return $0 } } == 2)
    }

    @Test func aChangeMadeAtTheTerminalShowsWithinFreshFor() async throws {
        let lab = try WebLab()
        let diary = try lab.store.kind(named: "diary")
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/diary", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(!response.text.contains("터미널에서"))
            }
            try await client.execute(uri: "/search/results?q=%ED%84%B0%EB%AF%B8%EB%84%90", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(!response.text.contains("터미널에서"))
            }
            // `kept new` in a terminal: the same store, not through the server.
            _ = try lab.store.add(diary, text: "---\ntitle: 터미널에서\ndate: 2026-10-01\n---\n")
            try await Task.sleep(for: .seconds(StoreDesk.freshFor + 0.1))
            try await client.execute(uri: "/diary", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.text.contains("터미널에서"))
            }
            try await client.execute(uri: "/search/results?q=%ED%84%B0%EB%AF%B8%EB%84%90", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.text.contains("터미널에서"))
            }
        }
    }

    /// The search list's rows are drawn once per entry (`SearchRows`): an entry renamed at
    /// the terminal shows its new title, and each language has its own rows.
    @Test func aSearchRowIsDrawnAgainAfterTheEntryChanges() async throws {
        let lab = try WebLab()
        let diary = try lab.store.kind(named: "diary")
        let path = try lab.store.add(diary, text: "---\ntitle: 김치 담근 날\ndate: 2026-10-01\n---\n배추 두 포기.\n").path
        let uri = "/search/results?q=%E3%84%B1%E3%85%8A"  // ㄱㅊ
        try await lab.app.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: WebLab.headers(lab.everything, language: "ko")) { response in
                #expect(response.text.contains("<span class=\"kind\">일기</span> 김치 담근 날"))
            }
            try await client.execute(uri: uri, method: .get, headers: WebLab.headers(lab.everything, language: "en")) { response in
                #expect(response.text.contains("<span class=\"kind\">Diary</span> 김치 담근 날"))
            }
            try "---\ntitle: 깍두기 & <b>김치</b>\ndate: 2026-10-01\n---\n무 한 개.\n".write(toFile: lab.store.absolutePath(path), atomically: true, encoding: .utf8)
            try await Task.sleep(for: .seconds(StoreDesk.freshFor + 0.1))
            try await client.execute(uri: uri, method: .get, headers: WebLab.headers(lab.everything, language: "ko")) { response in
                #expect(!response.text.contains("김치 담근 날"))
                #expect(response.text.contains("깍두기 &amp; &lt;b&gt;김치&lt;/b&gt;"))
                #expect(response.text.contains("무 한 개."))
            }
        }
    }

    @Test func aWriteOfTheServerShowsOnTheNextPageAtOnce() async throws {
        let lab = try WebLab()
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/", method: .get, headers: WebLab.headers(lab.everything)) { #expect(!$0.text.contains("우산을")) }
            try await client.execute(uri: "/search/results?q=%EC%9A%B0%EC%82%B0", method: .get, headers: WebLab.headers(lab.everything)) {
                #expect(!$0.text.contains("/e/diary/"))
            }
            try await submit(client, "/diary/today", WebLab.headers(lab.everything), try lab.form(lab.everything, [("text", "우산을 챙겼다."), ("base", "")])) { response in
                #expect(response.text.contains("우산을 챙겼다."))
            }
            try await client.execute(uri: "/search/results?q=%EC%9A%B0%EC%82%B0", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.text.contains("/e/diary/"))
            }
        }
    }

    /// Search as you type ranks by `EntrySearch.place` over entries folded once: the same
    /// hits, in the same places, as the command line's `hit`, initials and stems included.
    @Test func aPlaceIsWhereTheCommandLineSearchFindsIt() throws {
        let texts = [
            "---\ntitle: 김치찌개\ntags: [저녁]\n---\n두부를 넣었다.\n",
            "---\ntitle: 첫눈\nweather: 눈\n---\n김치를 담갔다. Coffee at noon.\n",
            "---\ntitle: Plain\n---\nNothing here but ㄱㅊ written as letters, and 먹었다.\n",
            "---\ntitle: 가족 여행\n---\n바다에 갔다.\n",
        ]
        let entries = texts.enumerated().map { i, text in Entry(path: "diary/\(i).md", kind: "diary", document: EntryDocument(text: text)) }
        let folded = entries.map { FoldedEntry($0, excerpt: "") }
        for text in ["김치", "ㄱㅊ", "coffee", "COFFEE", "눈", "저녁", "먹다", "두부 김치", "바다 ㄱ", "없는말"] {
            let query = try SearchQuery(text)
            for (entry, shelved) in zip(entries, folded) {
                #expect(EntrySearch(query, snippets: false).place(shelved) == EntrySearch(query).hit(entry)?.place, "\(text) in \(entry.path)")
            }
        }
    }
}
