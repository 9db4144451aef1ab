import Foundation
import Testing

/// Search and pick as a Korean speaker types (issue 29, first-hour-2 cases 12 and 13; case 11,
/// review, is `ReviewHangulKeysTests`).
@Suite("Korean typing in search and pick")
struct KoreanSearchReviewTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    @Test("first-hour-2 case 13: 초성 name the flag that looks in bodies, a dictionary form finds its forms, never with --exact")
    func case13SearchKorean() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "첫눈 오는 밤", "--date", "2026-11-26",
                        "--body", "종로에서 붕어빵을 사 먹고 걸어서 왔다. 김치찌개를 먹었다."])
        let found = """
            diary (1)
              첫눈 오는 밤  diary/2026/11/2026-11-26-첫눈-오는-밤.md
                  종로에서 붕어빵을 사 먹고 걸어서 왔다. 김치찌개를 먹었다.

            """
        for query in [["먹다"], ["붕어빵"], ["ㅂㅇㅃ", "--initials-in-body"]] {
            let result = try sandbox.run(["search"] + query, env: Self.korean)
            #expect(result.status == 0 && result.stdout == found && result.stderr == "", "\(query): \(result)")
        }
        // As written only: --exact, or the word in quotes.
        for (query, shown) in [(["먹다", "--exact"], "먹다"), (["\"먹다\""], "\"먹다\"")] {
            let result = try sandbox.run(["search"] + query, env: Self.korean)
            #expect(result.status == 1 && result.stdout == "" && result.stderr == "kept: `\(shown)`에 맞는 것이 없습니다\n", "\(query): \(result)")
        }
        // Consonants alone are looked for in titles and fields (in bodies every search would read
        // each body through: 77% slower on 10,000 entries), and the message says how to look further.
        for query in ["ㅂㅇㅃ", "ㄱ"] {
            let one = try sandbox.run(["search", query], env: Self.korean)
            #expect(one.status == 1 && one.stderr == """
                kept: `\(query)`에 맞는 것이 없습니다
                kept: 초성 검색(ㄱㅊ)은 제목과 필드에서만 찾습니다. 본문에서도 찾으려면 --initials-in-body를 붙이세요

                """, "\(one)")
        }
        #expect(try sandbox.run(["search", "ㄱ", "--initials-in-body", "--format", "paths"]).stdout
                == "diary/2026/11/2026-11-26-첫눈-오는-밤.md\n")
    }

    @Test("first-hour-2 case 12: kept pick --query filters by 초성 and says when nothing matches",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fzf")))
    func case12PickInitials() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "card", "눈치", "--category", "단어", "--body", "the art of sensing the mood"])
        try sandbox.ok(["new", "card", "사과", "--category", "단어", "--body", "apple"])
        let byText = try sandbox.run(["pick", "card", "--query", "눈"], env: Self.korean, stdin: "")
        #expect(byText.status == 0 && byText.stdout == "cards/단어/눈치.md\n", "\(byText)")
        let byInitials = try sandbox.run(["pick", "card", "--query", "ㄴㅊ"], env: Self.korean, stdin: "")
        #expect(byInitials.status == 0 && byInitials.stdout == "cards/단어/눈치.md\n" && byInitials.stderr == "", "\(byInitials)")
        for query in ["ㅂㅂ", "없는말"] {
            let none = try sandbox.run(["pick", "card", "--query", query], env: Self.korean, stdin: "")
            #expect(none.status == 1 && none.stdout == "" && none.stderr == "kept: `\(query)`에 맞는 항목이 없습니다\n", "\(none)")
        }
    }
}
