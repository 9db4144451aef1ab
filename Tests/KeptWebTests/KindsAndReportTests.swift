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

    /// The diary's page and a kind's list page alike (one `EntryListPage`): 20 a page, a link
    /// to the older page while there is one and to the newer from the second on; a page past
    /// the end is empty, a page number that is not one is the first.
    @Test func aKindsListPagesAsTheDiaryDoes() async throws {
        let lab = try WebLab(files: [".kept/templates/recipes.md": Self.recipes])
        let recipes = try lab.store.kind(named: "recipes")
        let diary = try lab.store.kind(named: "diary")
        for n in 1...45 {
            _ = try lab.store.add(recipes, text: String(format: "---\ntitle: 요리 %02d\nserves: 2\n---\n", n))
            _ = try lab.store.add(diary, text: String(format: "---\ntitle: 날 %02d\ndate: 2026-%02d-%02d\n---\n", n, (n - 1) / 28 + 1, (n - 1) % 28 + 1))
        }
        try await lab.app.test(.router) { client in
            for (address, pattern) in [("/k/recipes", "요리"), ("/diary", "날")] {
                for (page, count, newer, older) in [(0, 20, nil, 1), (1, 20, 0, 2), (2, 5, 1, nil), (3, 0, 2, nil)] as [(Int, Int, Int?, Int?)] {
                    try await client.execute(uri: "\(address)?page=\(page)", method: .get, headers: WebLab.headers(lab.everything)) { response in
                        #expect(response.text.components(separatedBy: "\(pattern) ").count - 1 == count, "\(address) \(page)")
                        #expect(response.text.contains("href=\"\(address)?page=\(page - 1)\"") == (newer != nil), "\(address) \(page)")
                        #expect(response.text.contains("href=\"\(address)?page=\(page + 1)\"") == (older != nil), "\(address) \(page)")
                    }
                }
                try await client.execute(uri: "\(address)?page=x", method: .get, headers: WebLab.headers(lab.everything)) { response in
                    #expect(response.text.contains("href=\"\(address)?page=1\""))
                    #expect(!response.text.contains("page=-1"))
                }
            }
            // The kind's own sort (by title) is kept: 01…20 on the first page.
            try await client.execute(uri: "/k/recipes", method: .get, headers: WebLab.headers(lab.everything)) { response in
                let titles = response.text.matches(of: /요리 (\d\d)/).map { String($0.output.1) }
                #expect(titles.first == "01" && titles.last == "20")
            }
        }
    }
}
