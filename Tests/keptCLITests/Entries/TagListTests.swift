import Foundation
import Testing

/// `tags: 김치, 요리` written by hand in the editor is two tags, as `kept set tags=김치,요리`
/// makes them: the first-hour case 07 (`../shared/cases/first-hour-2/07-tags-without-brackets.sh`),
/// where `kept tags` listed one tag "김치, 요리" beside 김치 and 요리, and `--tag 요리` missed it.
@Suite("Tags written without brackets")
struct TagListTests {
    @Test("first-hour-2 case 07: a comma-separated tags line is read as its tags everywhere")
    func commaSeparatedTagsAreTags() throws {
        let sandbox = try Sandbox()
        let editor = try sandbox.editor("tags", """
            sed -i 's/^tags: \\[\\]$/tags: 김치, 요리/' "$1"; printf '총각김치를 담갔다.\\n' >> "$1"
            """)
        let path = try sandbox.ok(["new", "diary", "김치 담그기", "--date", "2026-11-20"], env: ["KEPT_EDITOR": editor]).lines[0]
        #expect(try sandbox.read(path).contains("\ntags: 김치, 요리\n"), "the file keeps what the user wrote")
        try sandbox.ok(["new", "diary", "반찬", "--date", "2026-11-21", "--body", "x"])
        try sandbox.ok(["set", "반찬", "tags=김치,요리"])

        #expect(try sandbox.ok(["check"]).status == 0)
        let tags = try sandbox.ok(["tags", "--format", "json"])
        let counts = try parseJSONList(tags.stdout).map { "\($0["tag"] ?? "")=\($0["count"] ?? "")" }
        #expect(counts.sorted() == ["김치=2", "요리=2"], "\(tags)")
        #expect(try sandbox.ok(["list", "--tag", "요리", "--format", "paths"]).lines.count == 2)
        #expect(try sandbox.ok(["list", "--where", "tags=요리", "--format", "paths"]).lines.count == 2)
        let json = try parseJSONList(try sandbox.ok(["list", "diary", "--format", "json"]).stdout)
        #expect(json.map { $0["tags"] as? [String] ?? [] } == [["김치", "요리"], ["김치", "요리"]], "\(json)")
        #expect(try sandbox.ok(["list", "diary", "--format", "{{#tags}}#{{.}} {{/tags}}"]).lines == ["#김치 #요리 ", "#김치 #요리 "])
    }
}
