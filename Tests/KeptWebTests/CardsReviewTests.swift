import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// A review from the phone is `kept review`'s: the same log line and commit for a grade, an
/// undo line for the last one, and the card due again after it.
@Suite("kept serve: cards")
struct CardsReviewTests {
    @Test func aGradeAndItsUndoAreTheTerminalsLogLines() async throws {
        let lab = try WebLab()
        let card = try lab.store.add(try lab.store.kind(named: "card"),
                                     text: "---\ntitle: 살다\ncategory: 동사\n---\nto live\n").path
        try await lab.app.test(.router) { client in
            let headers = WebLab.headers(lab.everything, language: "ko")
            try await client.execute(uri: "/cards", method: .get, headers: headers) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("동사"))
                #expect(response.text.contains("카드 1장 · 복습 1장"))
            }
            // Every category: the heading is the word alone, never "복습 · " with nothing after.
            try await client.execute(uri: "/cards/review", method: .get, headers: headers) { response in
                #expect(response.text.contains("<h1>복습</h1>"), "\(response.text)")
            }
            try await client.execute(uri: "/cards/review?category=%EB%8F%99%EC%82%AC", method: .get, headers: headers) { response in
                #expect(response.text.contains("<h1>복습 · 동사</h1>"))
                #expect(response.text.contains("<h2>살다</h2>"))
                #expect(response.text.contains("<summary>답 보기</summary>"))
                #expect(response.text.contains("to live"))
                for word in ["다시", "어려움", "좋음", "쉬움"] { #expect(response.text.contains(word), "\(word)") }
            }
            let location = try await client.execute(uri: "/cards/grade", method: .post, headers: headers, body: try lab.form(lab.everything, [("path", card), ("grade", "3"), ("category", "동사")])) { response in
                #expect(response.status == .seeOther)
                return try #require(response.headers[.location])
            }
            #expect(try lab.commits().first == "cards: review 살다 (good)")
            let at = try await client.execute(uri: location, method: .get, headers: headers) { response in
                #expect(response.text.contains("복습할 카드가 없습니다"))
                #expect(response.text.contains("마지막 평가 되돌리기"))
                return String(try #require(response.text.firstMatch(of: /name="at" value="(\d+)"/)).output.1)
            }
            try await submit(client, "/cards/undo", headers, try lab.form(lab.everything, [("path", card), ("at", at), ("category", "동사")])) { #expect($0.status == .ok) }
            #expect(try lab.commits().first == "cards: review 살다 (undo)")
            #expect(try CardDeck.load(lab.store).due(today: Day(Date())).map(\.path) == [card])
        }
    }

    /// A reversed card's reverse and a cloze's blanks on the phone: each graded item is written
    /// with its name, as `kept review` writes it, and its undo takes back that item only.
    @Test func reversedAndClozeItemsAreAskedAndGradedEachOnItsOwn() async throws {
        let lab = try WebLab()
        let kind = try lab.store.kind(named: "card")
        let card = try lab.store.add(kind, text: "---\ntitle: 먹다\nid: meokda01\ncategory: 동사\ntype: reversed\n---\nto eat\n").path
        let cloze = try lab.store.add(kind, text: "---\ntitle: 수도\nid: sudo0001\ncategory: 지리\ntype: cloze\n---\n{{c1::서울}}은 {{c2::수도::무엇}}\n").path
        try await lab.app.test(.router) { client in
            let headers = WebLab.headers(lab.everything)
            try await client.execute(uri: "/cards", method: .get, headers: WebLab.headers(lab.everything, language: "ko")) { response in
                #expect(response.text.contains("카드 1장에 질문 2개, 복습할 것 2개"), "\(response.text)")
            }
            for (item, grade) in [("", "3"), ("reverse", "4")] {
                _ = try await client.execute(uri: "/cards/grade", method: .post, headers: headers,
                                             body: try lab.form(lab.everything, [("path", card), ("item", item), ("grade", grade), ("category", "동사")])) { $0.status }
            }
            #expect(try lab.commits().prefix(2) == ["cards: review 먹다 · reverse (easy)", "cards: review 먹다 (good)"])
            try await client.execute(uri: "/cards/review?category=%EC%A7%80%EB%A6%AC", method: .get, headers: headers) { response in
                #expect(response.text.contains("<strong>[...]</strong>은 수도"), "\(response.text)")
                #expect(response.text.contains("<strong>서울</strong>은 수도"))
                #expect(response.text.contains(" · c1"))
                #expect(response.text.contains(#"name="item" value="""#))
            }
            _ = try await client.execute(uri: "/cards/grade", method: .post, headers: headers,
                                         body: try lab.form(lab.everything, [("path", cloze), ("item", ""), ("grade", "3"), ("category", "지리")])) { $0.status }
            let at = try await client.execute(uri: "/cards/review?category=%EC%A7%80%EB%A6%AC", method: .get, headers: headers) { response in
                #expect(response.text.contains("서울은 <strong>[무엇]</strong>"), "\(response.text)")
                #expect(response.text.contains(#"name="item" value="c2""#))
                return String(try #require(response.text.firstMatch(of: /name="at" value="(\d+)"/)).output.1)
            }
            // The undo form names the item graded last (the first cloze, written without an item).
            try await submit(client, "/cards/undo", headers, try lab.form(lab.everything, [("path", cloze), ("item", ""), ("at", at), ("category", "지리")])) { #expect($0.status == .ok) }
            #expect(try lab.commits().first == "cards: review 수도 · c1 (undo)")
        }
        let log = try String(contentsOfFile: lab.store.absolutePath(ReviewLog.path(machine: MachineID.of(lab.store))), encoding: .utf8)
        #expect(log.contains(#"{"card":"meokda01","item":"reverse","time":"#), "\(log)")
        let items = try CardDeck.load(lab.store).items
        #expect(items.map { $0.state?.lastGrade } == [.good, .easy, nil, nil])
    }

    /// The phone keeps to the daily limits and says what waits for tomorrow; its bury is the
    /// terminal's `-`: a bury line in the log, the card gone for the day, the next one in its place.
    @Test func aBuryAndTheDailyLimitOnThePhone() async throws {
        let lab = try WebLab()
        let kind = try lab.store.kind(named: "card")
        let gada = try lab.store.add(kind, text: "---\ntitle: 가다\nid: gada0001\ncategory: 동사\n---\nto go\n").path
        _ = try lab.store.add(kind, text: "---\ntitle: 오다\nid: oda00001\ncategory: 동사\n---\nto come\n")
        try lab.store.writeFile(try lab.store.config().setting("cards.review.new-per-day", to: "1"), at: StoreConfig.relativePath)
        try await lab.app.test(.router) { client in
            let headers = WebLab.headers(lab.everything)
            try await client.execute(uri: "/cards/review", method: .get, headers: headers) { response in
                #expect(response.text.contains("<h2>가다</h2>"), "\(response.text)")
                #expect(response.text.contains("1 more new card waits for tomorrow (limit 1 a day)."), "\(response.text)")
                #expect(response.text.contains("Bury until tomorrow"))
            }
            try await submit(client, "/cards/bury", headers, try lab.form(lab.everything, [("path", gada), ("item", ""), ("category", "동사")])) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("<h2>오다</h2>"), "\(response.text)")
                #expect(!response.text.contains("waits for tomorrow"))
            }
            #expect(try lab.commits().first == "cards: review 가다 (bury)")
        }
        let log = try String(contentsOfFile: lab.store.absolutePath(ReviewLog.path(machine: MachineID.of(lab.store))), encoding: .utf8)
        #expect(log.hasPrefix(#"{"card":"gada0001","time":"#) && log.hasSuffix("\"bury\":true}\n"), "\(log)")
    }

    @Test func aFridgeOnlyDeviceHasNoCards() async throws {
        let lab = try WebLab()
        let card = try lab.store.add(try lab.store.kind(named: "card"), text: "---\ntitle: 살다\n---\nto live\n").path
        try await lab.app.test(.router) { client in
            let headers = WebLab.headers(lab.fridgeOnly)
            for page in ["/cards", "/cards/review"] {
                try await client.execute(uri: page, method: .get, headers: headers) { #expect($0.status == .forbidden, "\(page)") }
            }
            try await submit(client, "/cards/grade", headers, try lab.form(lab.fridgeOnly, [("path", card), ("grade", "4")])) { #expect($0.status == .forbidden) }
            try await client.execute(uri: "/", method: .get, headers: headers) { #expect(!$0.text.contains("/cards")) }
        }
    }
}
