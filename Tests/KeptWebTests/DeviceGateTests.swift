import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// Only paired devices get in, each within its scope: every address answers 401 without a
/// device's cookie, a revoked device is a stranger at once, and a fridge-only device meets a
/// diary entry as if it were not there.
@Suite("kept serve: devices and scopes")
struct DeviceGateTests {
    static let diaryEntry = "---\ntitle: 비밀 일기\ndate: 2026-11-20\n---\n아무도 몰라야 하는 이야기\n"

    func diaryPath(_ lab: WebLab) throws -> String {
        try lab.store.add(try lab.store.kind(named: "diary"), text: Self.diaryEntry).path
    }

    @Test func everyAddressWithoutADeviceIs401() async throws {
        let lab = try WebLab()
        let path = try diaryPath(lab)
        let before = try lab.commits()
        let pages = ["/", "/cards", "/cards/review", "/diary", "/diary?page=1", "/fridge", "/search?q=비밀", "/search/results?q=비밀", EntryLink.to(path),
                     "/report", EntryLink.to(AttachmentFolder.of(path) + "/photo.jpg"), "/attach" + EntryLink.to(path), "/no/such/page", "/e/.git/config"]
        try await lab.app.test(.router) { client in
            for page in pages {
                try await client.execute(uri: page, method: .get) { response in
                    #expect(response.status == .unauthorized, "\(page)")
                    #expect(!response.text.contains("비밀"), "\(page) shows the entry")
                    #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                    // `no-referrer` made Chromium send `Origin: null` with the server's own forms.
                    #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")
                }
            }
            // Every address that writes: a stranger's grade, bury or undo reaches no review log either.
            for action in ["/diary/today", "/fridge/consume", "/fridge/discard", "/fridge/bought", "/fridge/buy", "/fridge/add",
                           "/cards/grade", "/cards/bury", "/cards/undo", "/k/diary/new", "/attach" + EntryLink.to(path), EntryLink.to(path)] {
                try await submit(client, action, WebLab.headers(nil), WebLab.encode([("text", "침입")])) { response in
                    #expect(response.status == .unauthorized, "\(action)")
                }
            }
            // A made-up token is no better than none.
            try await client.execute(uri: "/", method: .get, headers: WebLab.headers("AAAA" + lab.everything.dropFirst(4))) { response in
                #expect(response.status == .unauthorized)
            }
            // The shell and the pairing page are open: they hold nothing of the store.
            for open in ["/pair", "/static/app.css", "/static/app.js", "/static/icon.svg", "/manifest.webmanifest"] {
                try await client.execute(uri: open, method: .get) { response in #expect(response.status == .ok, "\(open)") }
            }
        }
        #expect(try lab.commits().allSatisfy { !$0.contains("침입") })
        #expect(try lab.commits() == before, "a request without a device committed something")
    }

    @Test func aRevokedDeviceIsAStrangerAtOnce() async throws {
        let lab = try WebLab()
        let id = try #require(try lab.devices.device(token: lab.everything)).id
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/", method: .get, headers: WebLab.headers(lab.everything)) { #expect($0.status == .ok) }
            // As `kept devices --revoke` does, from another process: the file changes under the server.
            #expect(try PairedDevices(path: lab.devices.path).revoke(id))
            try await client.execute(uri: "/", method: .get, headers: WebLab.headers(lab.everything)) { #expect($0.status == .unauthorized) }
        }
    }

    @Test func aFridgeOnlyDeviceNeverSeesTheDiary() async throws {
        let lab = try WebLab()
        let path = try diaryPath(lab)
        let written = try lab.text(path)
        _ = try lab.store.add(try lab.store.kind(named: "fridge"), text: "---\ntitle: 비밀 김치\nstatus: stocked\nexpires: 2099-01-01\n---\n")
        try await lab.app.test(.router) { client in
            let headers = WebLab.headers(lab.fridgeOnly)
            try await client.execute(uri: "/diary", method: .get, headers: headers) { #expect($0.status == .forbidden) }
            // Not 403: a device outside the diary does not learn that the entry exists.
            try await client.execute(uri: EntryLink.to(path), method: .get, headers: headers) { response in
                #expect(response.status == .notFound)
                #expect(!response.text.contains("아무도"))
            }
            try await client.execute(uri: "/search/results?q=비밀", method: .get, headers: headers) { response in
                #expect(response.text.contains("비밀 김치"))
                #expect(!response.text.contains("비밀 일기"))
            }
            // The search tabs name only the fridge, and the owner's recent searches stay the owner's.
            try RecentSearches(store: lab.store).record("비밀 일기 검색")
            try await client.execute(uri: "/search", method: .get, headers: headers) { response in
                #expect(!response.text.contains("kind=diary"))
                #expect(response.text.contains("kind=fridge"))
                #expect(!response.text.contains("비밀 일기 검색"))
            }
            try await client.execute(uri: "/search/results?q=비밀&kind=diary", method: .get, headers: headers) { response in
                #expect(!response.text.contains("비밀 일기"))
            }
            try await client.execute(uri: "/search", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.text.contains("비밀 일기 검색"))
            }
            try await client.execute(uri: "/", method: .get, headers: headers) { response in
                #expect(response.status == .ok)
                #expect(!response.text.contains("href=\"/diary\""))
                #expect(!response.text.contains("/diary/today"))
            }
            try await submit(client, "/diary/today", headers, try lab.form(lab.fridgeOnly, [("text", "몰래 쓰기")])) { #expect($0.status == .forbidden) }
            try await submit(client, EntryLink.to(path), headers, try lab.form(lab.fridgeOnly, [("text", "덮어쓰기")])) { #expect($0.status == .notFound) }
        }
        #expect(try lab.text(path) == written)
    }

    /// Found by an attack: a link in the fridge's folder to a diary entry was refused with
    /// kept's sentence, which names the link's target: the diary entry's title and day.
    @Test func aRefusalNamesNoPathToAScopedDevice() async throws {
        let lab = try WebLab()
        let path = try diaryPath(lab)
        try FileManager.default.createDirectory(atPath: lab.root + "/fridge/other", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: lab.root + "/fridge/other/sneaky.md", withDestinationPath: "../../" + path)
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/e/fridge/other/sneaky.md", method: .get, headers: WebLab.headers(lab.fridgeOnly)) { response in
                #expect(response.status == .notFound)
                #expect(!response.text.contains("diary"))
                #expect(!response.text.contains("비밀"))
            }
        }
    }

    @Test func aReadOnlyDeviceReadsButChangesNothing() async throws {
        let lab = try WebLab()
        let path = try diaryPath(lab)
        let before = try lab.commits()
        try await lab.app.test(.router) { client in
            let headers = WebLab.headers(lab.readOnly)
            try await client.execute(uri: EntryLink.to(path), method: .get, headers: headers) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("아무도 몰라야"))
                #expect(!response.text.contains("<textarea"))
            }
            try await submit(client, EntryLink.to(path), headers, try lab.form(lab.readOnly, [("text", "바꿈")])) { #expect($0.status == .forbidden) }
            try await submit(client, "/fridge/add", headers, try lab.form(lab.readOnly, [("title", "우유")])) { #expect($0.status == .forbidden) }
        }
        #expect(try lab.commits() == before)
    }
}
