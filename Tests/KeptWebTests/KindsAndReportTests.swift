import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// A kind of the user's own is listed, read, written from its template and edited like the
/// built-in ones; the report is `kept report`'s page, for devices that may read everything.
@Suite("kept serve: any kind and the report")
struct KindsAndReportTests {
    static let recipes = "---\nkept:\n  path: recipes/{{slug}}.md\n  sort: [title]\ntitle: {{title}}\nserves: 2\n---\n"

    @Test func aKindOfTheUsersOwnIsListedWrittenAndRead() async throws {
        let lab = try WebLab(files: [".kept/templates/recipes.md": Self.recipes])
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/kinds", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.text.contains("href=\"/k/recipes\""))
                #expect(response.text.contains("href=\"/report\""))
            }
            let location = try await client.execute(uri: "/k/recipes/new", method: .post, headers: WebLab.headers(lab.everything), body: try lab.form(lab.everything, [("title", "김치찌개"), ("body", "김치를 볶는다.")])) { response in
                #expect(response.status == .seeOther)
                return try #require(response.headers[.location])
            }
            try await client.execute(uri: location, method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("<h1>김치찌개</h1>"))
                #expect(response.text.contains("김치를 볶는다."))
            }
            try await client.execute(uri: "/k/recipes", method: .get, headers: WebLab.headers(lab.everything)) { #expect($0.text.contains("김치찌개")) }
            try await client.execute(uri: "/k/recipes", method: .get, headers: WebLab.headers(lab.fridgeOnly)) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/k/nonsense", method: .get, headers: WebLab.headers(lab.everything)) { #expect($0.status == .notFound) }
        }
        #expect(try lab.commits().first == "recipes: add 김치찌개")
        #expect(try lab.text("recipes/김치찌개.md").contains("serves: 2"))
    }

    @Test func theReportIsForDevicesThatMayReadEverything() async throws {
        let lab = try WebLab()
        _ = try lab.store.add(try lab.store.kind(named: "diary"), text: "---\ntitle: 일기\ndate: 2026-11-20\n---\n")
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/report", method: .get, headers: WebLab.headers(lab.everything, language: "ko")) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("<svg"))
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src") == false)
                #expect(response.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'") == true)
            }
            try await client.execute(uri: "/report", method: .get, headers: WebLab.headers(lab.fridgeOnly)) { #expect($0.status == .forbidden) }
            try await client.execute(uri: "/kinds", method: .get, headers: WebLab.headers(lab.fridgeOnly)) { response in
                #expect(!response.text.contains("/report"))
                #expect(!response.text.contains("/k/diary"))
            }
        }
    }
}
