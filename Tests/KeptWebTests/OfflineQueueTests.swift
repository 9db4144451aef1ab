import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// What the phone queued offline is sent until an answer arrives, with one key per change:
/// the server applies each key once, even when the first answer was lost and even after a
/// restart, and a key is the device's own.
@Suite("kept serve: changes sent again")
struct OfflineQueueTests {
    static func headers(_ token: String, key: String) -> HTTPFields {
        var fields = WebLab.headers(token)
        fields[IdempotentChanges.header] = key
        return fields
    }

    @Test func aChangeSentThreeTimesIsMadeOnce() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "fridge"),
                                     text: "---\ntitle: 김치\nstatus: stocked\nquantity: 5\nexpires: 2099-01-01\n---\n").path
        let body = try lab.form(lab.everything, [("path", path), ("quantity", "1")])
        try await lab.app.test(.router) { client in
            for attempt in 0..<3 {
                try await client.execute(uri: "/fridge/consume", method: .post, headers: Self.headers(lab.everything, key: "a1b2c3"), body: body) { response in
                    // Each answer sends the browser to the same page, the replays too.
                    #expect(response.status == .seeOther)
                    #expect(response.headers[.location] == "/fridge")
                    #expect((response.headers[IdempotentChanges.replayed] != nil) == (attempt > 0))
                }
            }
            // Another key is another change.
            try await submit(client, "/fridge/consume", Self.headers(lab.everything, key: "d4e5f6"), body) { #expect($0.status == .ok) }
        }
        // A restart: the keys applied are read back from this machine's state.
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/fridge/consume", method: .post, headers: Self.headers(lab.everything, key: "a1b2c3"), body: body) { response in
                #expect(response.headers[IdempotentChanges.replayed] == "true")
                #expect(response.headers[.location] == "/fridge")
            }
        }
        #expect(Array(try lab.commits().prefix(3)) == ["fridge: consume 김치 (4 → 3)", "fridge: consume 김치 (5 → 4)", "fridge: add 김치"])
    }

    @Test func aKeyIsTheDevicesOwn() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "fridge"),
                                     text: "---\ntitle: 두부\nstatus: stocked\nquantity: 3\n---\n").path
        try await lab.app.test(.router) { client in
            try await submit(client, "/fridge/consume", Self.headers(lab.everything, key: "same"), try lab.form(lab.everything, [("path", path)])) { #expect($0.status == .ok) }
            // The family's phone picks the same key: its change is its own, not a replay.
            try await submit(client, "/fridge/consume", Self.headers(lab.fridgeOnly, key: "same"), try lab.form(lab.fridgeOnly, [("path", path)])) { response in
                #expect(response.headers[IdempotentChanges.replayed] == nil)
            }
        }
        #expect(try lab.commits().first == "fridge: consume 두부 (2 → 1)")
    }

    @Test func theShoppingListIsCheckedOffWithNewDates() async throws {
        let lab = try WebLab()
        _ = try FridgeChanges(lab.store).buy("우유")
        let milk = try #require(try Fridge.load(lab.store).shopping().first).path
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/fridge", method: .get, headers: WebLab.headers(lab.everything, language: "ko")) { response in
                #expect(response.text.contains("구매 완료"))
            }
            try await submit(client, "/fridge/bought", WebLab.headers(lab.everything), try lab.form(lab.everything, [("path", milk), ("expires", "7")])) { #expect($0.status == .ok) }
            let item = try #require(try Fridge.load(lab.store).stock().first { $0.title == "우유" })
            #expect(item.expires == Day(Date()).plus(days: 7))
            try await submit(client, "/fridge/discard", WebLab.headers(lab.everything), try lab.form(lab.everything, [("path", item.path)])) { #expect($0.status == .ok) }
            try await submit(client, "/fridge/buy", WebLab.headers(lab.everything), try lab.form(lab.everything, [("path", item.path)])) { #expect($0.status == .ok) }
        }
        #expect(try Fridge.load(lab.store).shopping().map(\.title) == ["우유"])
        let commits = try lab.commits()
        #expect(commits.prefix(3).allSatisfy { $0.hasPrefix("fridge:") })
    }
}
