import Foundation
import Testing

/// Exports lose nothing: `--to text` and `--to markdown` keep every front-matter field of
/// every kind (a fridge item's, a kind of the user's own), markdown and json name the
/// attachments, geojson features say their kind.
@Suite("kept export keeps every field")
struct ExportFieldsTests {
    static let shared: Result<Sandbox, Error> = Result {
        let sandbox = try Sandbox(shared: true)
        try sandbox.write(".kept/templates/book.md", """
            ---
            kept:
              path: books/{{slug}}.md
              date: finished
              types: {finished: date, pages: number}
            title: {{title}}
            author: {{author}}
            finished: {{date}}
            ---

            """)
        try sandbox.ok(["commit", "-m", "a kind for books"])
        try sandbox.ok(["new", "fridge", "김치", "--category", "반찬", "--date", "2026-11-01", "--set", "expires=2026-12-20",
                        "--set", "quantity=2", "--set", "unit=통", "--no-edit"])
        // Written as another program would, with a map and a list.
        try sandbox.write("books/토지.md", """
            ---
            title: 토지
            author: 박경리
            finished: 2026-10-03
            pages: 3000
            shelf: {room: 거실, row: 2}
            tags: [소설, 대하]
            ---
            긴 이야기.

            """)
        try sandbox.ok(["commit", "-m", "a book"])
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:14", "--set", "weather=snow",
                        "--set", "location=종로구 37.5735,126.9788", "--set", "mood=좋음", "--body", "눈.", "--no-edit"])
        let photo = sandbox.root.appendingPathComponent("snow.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: photo)
        try sandbox.ok(["attach", "첫눈", photo.path])
        return sandbox
    }

    func export(_ args: [String]) throws -> String {
        try Self.shared.get().ok(["export"] + args).stdout
    }

    @Test func textKeepsEveryField() throws {
        #expect(try export(["fridge", "--to", "text"]) == """
            김치
            2026년 11월 1일 일요일
            category: 반찬
            expires: 2026-12-20
            quantity: 2
            unit: 통
            status: stocked

            """)
        #expect(try export(["book", "--to", "text"]) == """
            토지
            2026년 10월 3일 토요일
            author: 박경리
            pages: 3000
            shelf: {room: 거실, row: 2}
            tags: 소설, 대하

            긴 이야기.

            """)
        #expect(try export(["diary", "--to", "text"]) == """
            첫눈
            2026년 11월 22일 일요일
            snow · 종로구
            date: 2026-11-22T09:14:00+09:00
            location: {name: 종로구, lat: 37.5735, lon: 126.9788}
            mood: 좋음

            눈.

            """)
    }

    @Test func markdownKeepsEveryFieldAndTheAttachments() throws {
        #expect(try export(["--to", "markdown", "--where", "kind!=diary"]) == """
            # Fridge, Books

            ## 김치

            _2026년 11월 1일 일요일_

            - category: 반찬
            - expires: 2026-12-20
            - quantity: 2
            - unit: 통
            - status: stocked

            ## 토지

            _2026년 10월 3일 토요일_

            - author: 박경리
            - pages: 3000
            - shelf: {room: 거실, row: 2}
            - tags: 소설, 대하

            긴 이야기.

            """)
        #expect(try export(["diary", "--to", "markdown"]) == """
            # Diary

            ## 첫눈

            _2026년 11월 22일 일요일 · snow · 종로구_

            - date: 2026-11-22T09:14:00+09:00
            - location: {name: 종로구, lat: 37.5735, lon: 126.9788}
            - mood: 좋음
            - attachments: `diary/2026/11/2026-11-22-첫눈/snow.jpg`

            눈.

            ![](2026-11-22-첫눈/snow.jpg)

            """)
    }

    @Test func jsonNamesTheAttachments() throws {
        let list = try parseJSONList(try export(["--to", "json"]))
        let diary = try #require(list.first { $0["kind"] as? String == "diary" })
        #expect(diary["attachments"] as? [String] == ["diary/2026/11/2026-11-22-첫눈/snow.jpg"])
        #expect(list.filter { $0["attachments"] != nil }.count == 1, "only entries with files have the member")
    }

    @Test func geojsonFeaturesSayTheirKind() throws {
        let text = try Self.shared.get().run(["export", "--to", "geojson"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let features = try #require(object["features"] as? [[String: Any]])
        #expect(features.map { ($0["properties"] as? [String: Any])?["kind"] as? String } == ["diary"])
    }
}
