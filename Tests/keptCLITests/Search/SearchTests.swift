import Foundation
import Testing
import Kept

/// `kept search` end to end on one store shared by the tests that only read it.
@Suite("kept search")
struct SearchTests {
    static let shared: Result<Sandbox, Error> = Result {
        let sandbox = try Sandbox(shared: true)
        let files: [String: String] = [
            "fridge/반찬/김치.md": "---\ntitle: 김치\ncategory: 반찬\nexpires: 2026-12-01\nquantity: 2\nstatus: stocked\n---\n어머니가 보내주신 것.\n",
            "fridge/other/두부.md": "---\ntitle: 두부\ncategory: other\nexpires: 2026-11-25\nnote: 김치찌개용\n---\n",
            "diary/2026/11/2026-11-22-첫눈.md":
                "---\ntitle: 첫눈\ndate: 2026-11-22T09:14:00+09:00\n---\n# 아침\n오늘 아침 첫눈이 내렸다. 종로구까지 걸어가서 김치찌개를 먹었다.\n",
            "diary/2026/11/2026-11-20-market.md": "---\ntitle: Market day\ndate: 2026-11-20T18:00:00+09:00\n---\nBought 김치 and TOFU.\n",
            "cards/단어/사과.md": "---\ntitle: 사과\ncategory: 단어\n---\napple\n",
            "cards/컴퓨터/ip-주소.md": "---\ntitle: IP 주소\ncategory: 컴퓨터\n---\n공유기 설정에서 바꾼다.\n",
        ]
        for (path, text) in files { try sandbox.write(path, text) }
        return sandbox
    }

    func search(_ args: [String], env: [String: String?] = [:]) throws -> KeptResult {
        try Self.shared.get().run(["search"] + args, env: env)
    }

    @Test func resultsAreGroupedByKindAndRankedTitleFieldBody() throws {
        let result = try search(["김치"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == """
            fridge (2)
              김치  fridge/반찬/김치.md
              두부  note: 김치찌개용

            diary (2)
              첫눈        diary/2026/11/2026-11-22-첫눈.md
                  오늘 아침 첫눈이 내렸다. 종로구까지 걸어가서 김치찌개를 먹었다.
              Market day  diary/2026/11/2026-11-20-market.md
                  Bought 김치 and TOFU.

            """)
    }

    @Test func initialConsonantsFindTitlesAndFields() throws {
        #expect(try search(["ㄱㅊ", "--format", "paths"]).lines == ["fridge/반찬/김치.md", "fridge/other/두부.md"])
        #expect(try search(["IP ㅈㅅ", "--format", "paths"]).lines == ["cards/컴퓨터/ip-주소.md"])
        #expect(try search(["ㄲ", "--format", "paths"]).status == 1)
        #expect(try search(["ㅈㄹㄱ", "--format", "paths", "--initials-in-body"]).lines == ["diary/2026/11/2026-11-22-첫눈.md"])
    }

    @Test func aLastWordNamingAKindSearchesOnlyThatKind() throws {
        #expect(try search(["김치", "diary", "--format", "paths"]).lines
            == ["diary/2026/11/2026-11-22-첫눈.md", "diary/2026/11/2026-11-20-market.md"])
        #expect(try search(["tofu", "--format", "paths"]).lines == ["diary/2026/11/2026-11-20-market.md"], "any case")
        #expect(try search(["김치", "--where", "expires<=2026-11-30", "--format", "paths"]).lines == ["fridge/other/두부.md"])
    }

    @Test func phrasesAndSeveralWords() throws {
        #expect(try search(["\"아침 첫눈\"", "--format", "paths"]).lines == ["diary/2026/11/2026-11-22-첫눈.md"])
        #expect(try search(["\"첫눈 아침\""]).status == 1)
        #expect(try search(["첫눈", "종로구", "--format", "paths"]).lines == ["diary/2026/11/2026-11-22-첫눈.md"])
    }

    @Test func nothingMatchingExitsOne() throws {
        let result = try search(["삭"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "kept: nothing matches `삭`\n")
        #expect(try search([]).status == 64)
    }

    @Test func jsonSaysWhereEachEntryMatched() throws {
        let result = try search(["김치", "--format", "json"])
        let hits = try parseJSONList(result.stdout)
        #expect(hits.compactMap { $0["match"] as? String } == ["title", "field", "body", "body"])
        #expect(hits[1]["matched_fields"] as? [String] == ["note"])
        #expect(hits[3]["snippet"] as? String == "Bought 김치 and TOFU.")
    }

    @Test func highlightsOnlyOnATerminal() throws {
        let piped = try search(["김치"], env: ["NO_COLOR": nil])
        #expect(!piped.stdout.contains("\u{1B}["), "no escapes into a pipe")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let sandbox = try Self.shared.get()
        let kept = try KeptBinary.url().path
        let tty = try sandbox.run(["-qec", "\(kept) search 김치찌개 diary", "/dev/null"], env: ["NO_COLOR": nil],
                                  executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(tty.stdout.contains("\u{1B}[33m\u{1B}[1m김치찌개\u{1B}[0m\u{1B}[0m"), "\(tty)")
    }
}

/// Recent searches change the store's state folder: each test has its own sandbox.
@Suite("kept search --recent")
struct RecentSearchCommandTests {
    @Test func keptNewestFirstFoldedForgottenAndNeverCommitted() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "김치", "--category", "음식", "--no-edit"])
        let commits = try sandbox.messages()
        for query in ["김치", "ㄱㅊ", "없는말", "김치"] { _ = try sandbox.run(["search", query]) }
        #expect(try sandbox.ok(["search", "--recent"]).lines == ["김치", "없는말", "ㄱㅊ"])
        let json = try sandbox.ok(["search", "--recent", "--format", "json"])
        #expect(json.stdout == "[\"김치\", \"없는말\", \"ㄱㅊ\"]\n")

        let forget = try sandbox.ok(["search", "--forget", "없는말"])
        #expect(forget.stderr == "kept: forgot the search `없는말`\n")
        #expect(try sandbox.ok(["search", "--recent"]).lines == ["김치", "ㄱㅊ"])
        let unknown = try sandbox.run(["search", "--forget", "다른말"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("`다른말` is not among the recent searches"))

        #expect(try sandbox.messages() == commits, "searching commits nothing")
        #expect(try sandbox.pending().isEmpty, "the state folder is ignored")
        #expect(sandbox.exists(".kept/state/recent-searches"))

        #expect(try sandbox.ok(["search", "--forget-all"]).stderr == "kept: forgot 2 recent searches\n")
        #expect(try sandbox.ok(["search", "--recent"]).stdout == "")
        #expect(try sandbox.run(["search", "--recent", "김치"]).status == 64)
    }
}

/// Tables align by display width whatever the script.
@Suite("Tables with Korean, emoji and combining marks")
struct WidthTests {
    @Test func columnsLineUp() throws {
        let sandbox = try Sandbox()
        let cafe = "cafe\u{301}"  // NFD é: the mark takes no column
        let rows: [(category: String, title: String)] = [("김치", "배추김치 한 포기"), ("🍎", "사과"), (cafe, "라떼"), ("ab", "Ａ fullwidth")]
        for row in rows {
            try sandbox.write("cards/\(row.category)/\(row.title).md", "---\ntitle: \(row.title)\ncategory: \(row.category)\n---\n")
        }
        let result = try sandbox.ok(["list", "card"])
        #expect(result.lines.count == 4, "\(result)")
        for line in result.lines {
            let row = try #require(rows.first { line.contains($0.title) })
            let before = String(line[..<line.range(of: row.title)!.lowerBound])
            #expect(DisplayWidth.of(before) == 2 + 4 + 2, "title column starts at column 8 in `\(line)`")
        }
        #expect(!result.stdout.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) }, "no box drawing")
    }
}
