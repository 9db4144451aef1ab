import Foundation
import Kept
import Testing

/// `--set tags=…` and `kept set REF tags=…`: YAML's flow list as front matter writes it
/// (`[겨울, 산책]`), the short form `a,b`, and a comma inside quotes, each stored as the list
/// the user meant.
@Suite("list values in --set and kept set")
struct FieldListTests {
    @Test(arguments: [
        ("[겨울,산책]", ["겨울", "산책"]),
        ("[겨울, 산책]", ["겨울", "산책"]),
        ("겨울,산책", ["겨울", "산책"]),
        (" 겨울 , 산책 ", ["겨울", "산책"]),
        ("[\"New York, NY\", travel]", ["New York, NY", "travel"]),
        ("\"New York, NY\",travel", ["New York, NY", "travel"]),
        ("['it''s', \"a: b\"]", ["it's", "a: b"]),
        ("[]", []),
    ])
    func aListIsStoredAsTheItemsMeant(typed: String, items: [String]) throws {
        let sandbox = try Sandbox()
        let path = try sandbox.ok(["new", "diary", "T", "--no-edit", "--date", "2026-12-01", "--set", "tags=\(typed)"]).stdout
            .trimmingCharacters(in: .newlines)
        let text = try sandbox.read(path)
        let document = EntryDocument(text: text)
        #expect(document.problem == nil)
        #expect(document.fields["tags"]?.items ?? [] == items, "\(text)")
        // The tags are found as tags.
        if let first = items.first {
            #expect(try sandbox.ok(["list", "--tag", first, "--format", "paths"]).stdout == path + "\n")
        }
    }

    @Test func keptSetTakesTheSameFormsAndAnUnclosedListIsRefused() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.ok(["new", "diary", "T", "--no-edit", "--date", "2026-12-01"]).stdout.trimmingCharacters(in: .newlines)
        try sandbox.ok(["set", "T", "tags=[겨울, 산책]"])
        let flow = try sandbox.read(path)
        #expect(flow.contains("tags: [겨울, 산책]\n"), "\(flow)")
        try sandbox.ok(["set", "T", "tags=a,b"])
        let short = try sandbox.read(path)
        #expect(short.contains("tags: [a, b]\n"), "\(short)")

        let before = try sandbox.read(path)
        let broken = try sandbox.run(["set", "T", "tags=[겨울, 산책"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("`tags=[겨울, 산책` is not a list kept can read: write `tags=[a, b]`"), "\(broken)")
        #expect(try sandbox.read(path) == before, "nothing changed")
        let korean = try sandbox.run(["set", "T", "tags=[겨울"], env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("`tags=[겨울`은 kept가 읽을 수 있는 목록이 아닙니다"), "\(korean)")
    }
}
