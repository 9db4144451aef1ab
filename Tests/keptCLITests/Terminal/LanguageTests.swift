import Foundation
import Testing

/// Messages, headings, relative dates, calendars and help in the user's language: Korean
/// for a `ko*` locale (LC_ALL, then LC_MESSAGES, then LANG), English otherwise, and
/// `ui.language` in .kept/config.yaml over both. The interface follows the user, not the
/// entries: Korean entries on an English machine get English words around them.
@Suite("messages in the user's language")
struct LanguageTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]
    static let english = ["LANG": "C.UTF-8"]

    static func memories() throws -> Sandbox {
        let sandbox = try Sandbox()
        for (title, date) in [("첫눈", "2025-11-22T09:14"), ("장마", "2019-11-22T09:00")] {
            try sandbox.ok(["new", "diary", title, "--date", date, "--no-edit", "--body", "\(title) 왔다."])
        }
        return sandbox
    }

    func setLanguage(_ value: String, in sandbox: Sandbox) throws {
        let existing = (try? sandbox.read(".kept/config.yaml")) ?? ""
        try sandbox.write(".kept/config.yaml", existing + "ui:\n  language: \(value)\n")
    }

    @Test func onThisDayOverKoreanEntriesSpeaksTheLocale() throws {
        let sandbox = try Self.memories()
        let english = try sandbox.ok(["on-this-day", "2026-11-22"], env: Self.english)
        #expect(english.stdout == """
            Sunday, 22 November 2026
              1 year ago   2025-11-22 09:14  첫눈  첫눈 왔다.
              7 years ago  2019-11-22 09:00  장마  장마 왔다.

            """)
        let korean = try sandbox.ok(["on-this-day", "2026-11-22"], env: Self.korean)
        #expect(korean.stdout == """
            2026년 11월 22일 일요일
              1년 전  2025-11-22 09:14  첫눈  첫눈 왔다.
              7년 전  2019-11-22 09:00  장마  장마 왔다.

            """)
        let nothing = try sandbox.run(["on-this-day", "2026-11-23"], env: Self.korean)
        #expect(nothing.status == 1)
        #expect(nothing.stderr == "kept: 예전 해의 2026년 11월 23일 월요일에 쓴 글이 없습니다\n")
    }

    @Test func lcAllThenLcMessagesThenLangDecide() throws {
        let sandbox = try Self.memories()
        let cases: [([String: String?], String)] = [
            (["LANG": "ko_KR.UTF-8"], "1년 전"),
            (["LANG": "C.UTF-8"], "1 year ago"),
            (["LANG": nil], "1 year ago"),
            (["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], "1 year ago"),
            (["LANG": "C.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"], "1년 전"),
            (["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8", "LC_ALL": "C"], "1 year ago"),
            (["LANG": "C.UTF-8", "LC_ALL": "ko_KR.UTF-8"], "1년 전"),
            // LC_TIME says how dates look in share text, not which language kept speaks.
            (["LANG": "C.UTF-8", "LC_TIME": "ko_KR.UTF-8"], "1 year ago"),
        ]
        for (env, expected) in cases {
            let result = try sandbox.ok(["on-this-day", "2026-11-22"], env: env)
            #expect(result.stdout.contains(expected), "\(env): \(result.stdout)")
        }
    }

    @Test func uiLanguageInTheStoreForcesOne() throws {
        let sandbox = try Self.memories()
        try setLanguage("ko", in: sandbox)
        #expect(try sandbox.ok(["on-this-day", "2026-11-22"], env: Self.english).stdout.contains("1년 전"))
        #expect(try sandbox.run(["on-this-day", "--help"], env: Self.english).stdout
            .hasPrefix("개요: 예전 해의 같은 달 같은 날에 쓴 일기를 최근 것부터 보여 줍니다."))

        let other = try Self.memories()
        try setLanguage("en", in: other)
        #expect(try other.ok(["on-this-day", "2026-11-22"], env: Self.korean).stdout.contains("1 year ago"))
        // --store names the store whose setting counts, even from elsewhere.
        let outside = try other.ok(["--store", other.store.path, "on-this-day", "2026-11-22"],
                                   env: Self.korean.merging(["KEPT_STORE": "/nonexistent"]) { $1 })
        #expect(outside.stdout.contains("1 year ago"))
    }

    @Test func errorsAreInTheUsersLanguage() throws {
        let sandbox = try Sandbox()
        let english = try sandbox.run(["show", "없는것"], env: Self.english)
        #expect(english.status == 1)
        #expect(english.stderr == "kept: no entry matches `없는것`: try `kept list` or `kept search 없는것`\n")
        let korean = try sandbox.run(["show", "없는것"], env: Self.korean)
        #expect(korean.status == 1)
        #expect(korean.stderr == "kept: `없는것`에 맞는 항목이 없습니다: `kept list`나 `kept search 없는것`을 해 보세요\n")
        let date = try sandbox.run(["new", "diary", "x", "--date", "someday", "--no-edit"], env: Self.korean)
        #expect(date.stderr.contains("`someday`는 날짜가 아닙니다"), "\(date)")
    }

    @Test func helpAbstractsAreInTheUsersLanguage() throws {
        let sandbox = try Sandbox()
        // argument-parser wraps lines to the terminal: compare with the breaks undone.
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let english = try sandbox.ok(["--help"], env: Self.english)
        #expect(words(english.stdout).hasPrefix("OVERVIEW: Keep a diary, memory cards and a fridge in plain Markdown files, versioned with git."))
        #expect(words(english.stdout).contains("on-this-day Diary entries written on this month and day in earlier years"))
        let korean = try sandbox.ok(["--help"], env: Self.korean)
        #expect(words(korean.stdout).hasPrefix("개요: 일기, 기억 카드, 냉장고를 git으로 버전 관리되는 평범한 마크다운 파일로 보관합니다."))
        #expect(words(korean.stdout).contains("예전 해의 같은 달 같은 날에 쓴 일기를 최근 것부터 보여 줍니다."))
        let fridge = try sandbox.ok(["fridge", "calendar", "--help"], env: Self.korean)
        #expect(fridge.stdout.hasPrefix("개요: 한 달을 달력으로"))
    }

    @Test func calendarNamesFollowTheLanguage() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "우유", "--expires", "2027-02-12"])
        let korean = try sandbox.ok(["fridge", "calendar", "2027-02"], env: Self.korean)
        let koreanLines = korean.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(koreanLines[0].trimmingCharacters(in: .whitespaces) == "2027년 2월")
        #expect(koreanLines[1] == "일  월  화  수  목  금  토")
        #expect(korean.stdout.contains("12 금  우유"))
        // Korean items, English machine: English names around them.
        let english = try sandbox.ok(["fridge", "calendar", "2027-02"], env: ["LANG": "en_US.UTF-8"])
        let englishLines = english.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(englishLines[0].trimmingCharacters(in: .whitespaces) == "February 2027")
        #expect(englishLines[1] == "Su  Mo  Tu  We  Th  Fr  Sa")
        #expect(english.stdout.contains("12 Fr  우유"))
        let empty = try sandbox.ok(["fridge", "calendar", "2027-05"], env: Self.korean)
        #expect(empty.stdout.hasSuffix("2027년 5월에는 유통기한이 끝나는 것이 없습니다\n"))
    }

    @Test func htmlExportHeadingsFollowTheUserNotTheEntries() throws {
        let sandbox = try Self.memories()
        let english = try sandbox.ok(["export", "diary", "--to", "html"], env: Self.english).stdout
        #expect(english.contains("<html lang=\"en\">"))
        #expect(english.contains("<h2>Contents</h2>"))
        #expect(english.contains("<h2>November 2025</h2>"))
        #expect(english.contains("<p class=\"summary\">2 entries · exported "))
        // The entry's own date line keeps its language, as its share text does.
        #expect(english.contains("2025년 11월 22일 토요일"))
        let korean = try sandbox.ok(["export", "diary", "--to", "html"], env: Self.korean).stdout
        #expect(korean.contains("<html lang=\"ko\">"))
        #expect(korean.contains("<h2>목차</h2>"))
        #expect(korean.contains("<h2>2025년 11월</h2>"))
        #expect(korean.contains("<p class=\"summary\">항목 2개 · "))
    }

    /// A front-matter problem is cached with the index as a message, not as English text: the
    /// next run in another language reads it in its own.
    @Test func frontMatterProblemsAreInTheLanguageOfTheRunThatShowsThem() throws {
        let sandbox = try Sandbox()
        try sandbox.write("diary/2026/11/2026-11-22-broken.md", "---\ntitle: Broken\ntitle: Again\n---\nText.\n")
        let english = try sandbox.run(["list", "diary"], env: Self.english)
        #expect(english.stdout.contains("(unreadable: line 3:"), "\(english)")
        let korean = try sandbox.run(["list", "diary"], env: Self.korean)
        #expect(korean.stdout.contains("(읽을 수 없음: 3번째"), "\(korean)")
        let check = try sandbox.run(["check"], env: Self.korean)
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("diary/2026/11/2026-11-22-broken.md:3:1: 키 `title`이 두 번 나옵니다. 하나만 남기세요\n"), "\(check)")
        #expect(check.stderr.contains("항목 1개에서 문제 1개"), "\(check)")
    }
}
