import Foundation
import Testing
@testable import Kept

/// `kept tags`: every tag with its count, Korean names aligned by display width.
struct TagsCommandTests {
    static func store() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("diary/2025/01/2025-01-01-a.md", "---\ntitle: a\ndate: 2025-01-01\ntags: [김치, walk, 겨울]\n---\n")
        try sandbox.write("diary/2025/01/2025-01-02-b.md", "---\ntitle: b\ndate: 2025-01-02\ntags: [김치, Walk, 김치]\n---\n")
        try sandbox.write("diary/2025/01/2025-01-05-c.md", "---\ntitle: c\ndate: 2025-01-05\ntags: ['#김치', 된장찌개]\n---\n")
        try sandbox.write("cards/korean/살다.md", "---\ntitle: 살다\ntags: [동사, 김치]\n---\nto live\n")
        return sandbox
    }

    @Test func mostUsedFirstWithKoreanNamesAligned() throws {
        let sandbox = try Self.store()
        let result = try sandbox.ok(["tags"])
        #expect(result.stdout == """
            김치      4  ██████████████████████████████
            Walk      2  ███████████████
            겨울      1  ███████▌
            동사      1  ███████▌
            된장찌개  1  ███████▌

            """, "\(result.stdout)")
        let byName = try sandbox.ok(["tags", "diary", "--sort", "name"], env: ["COLUMNS": "20"])
        #expect(byName.stdout == """
            Walk      2  ████▋
            겨울      1  ██▍
            김치      3  ███████
            된장찌개  1  ██▍

            """, "\(byName.stdout)")
    }

    @Test func jsonListsEveryTagWithItsCount() throws {
        let sandbox = try Self.store()
        let result = try sandbox.ok(["tags", "card", "--format", "json"])
        let list = try parseJSONList(result.stdout)
        #expect(list.map { "\($0["tag"]!)=\($0["count"]!)" } == ["김치=1", "동사=1"])
        let none = try sandbox.ok(["tags", "fridge"])
        #expect(none.stdout.isEmpty && none.stderr.contains("no entry has tags yet"))
        #expect(try sandbox.ok(["tags", "fridge", "--format", "json"]).stdout == "[\n\n]\n")
        #expect(try sandbox.run(["tags", "--sort", "size"]).status == 64)
    }

    @Test func tagsDifferingInCaseOrHashAreOne() {
        func entry(_ tags: String) -> Entry {
            Entry(path: "diary/x.md", kind: "diary", document: EntryDocument(text: "---\ntags: \(tags)\n---\n"))
        }
        let counts = TagCounts.make([entry("[Walk, '#walk']"), entry("[walk]"), entry("[Walk]"), entry("[김치]")])
        // The spelling most entries use.
        #expect(counts == [TagCount(tag: "Walk", count: 3), TagCount(tag: "김치", count: 1)])
    }
}
