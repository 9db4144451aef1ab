import Foundation
import Testing

/// What a new user moving a real life in tripped over, each checked as the user sees it
/// through the built `kept`: the export's months, the overview's newest, list excerpts, a
/// place's part set, `today` with a title, fridge add's warnings, a day without a time, check.
@Suite("moving a life in: what a new user sees")
struct MovingInJourneyTests {
    /// A store with a `campaign` kind whose date is its end, beside the diary.
    static func campaignStore() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/templates/campaign.md", """
            ---
            kept:
              path: campaigns/{{slug}}.md
              date: ends
              types: {ends: date}
            title: {{title}}
            ends: {{ends}}
            ---

            """)
        return sandbox
    }

    @Test func htmlExportPutsMonthsNewestFirstAcrossKindsUndatedLast() throws {
        let sandbox = try Self.campaignStore()
        try sandbox.ok(["new", "diary", "봄", "--date", "2021-03-02", "--body", "x"])
        try sandbox.ok(["new", "campaign", "겨울", "--set", "ends=2027-01-10", "--body", "x"])
        try sandbox.ok(["new", "campaign", "가을", "--set", "ends=2026-12-01", "--body", "x"])
        try sandbox.ok(["new", "diary", "시월", "--date", "2026-10-05", "--body", "x"])
        try sandbox.ok(["new", "diary", "옛날", "--date", "2024-10-05", "--body", "x"])
        try sandbox.ok(["new", "campaign", "봄캠", "--set", "ends=2025-03-01", "--body", "x"])
        try sandbox.ok(["new", "campaign", "미정", "--body", "x"])
        let html = try sandbox.ok(["export", "--to", "html"]).stdout
        func all(_ pattern: String) throws -> [String] {
            let regex = try NSRegularExpression(pattern: pattern)
            return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
                String(html[Range($0.range(at: 1), in: html)!])
            }
        }
        #expect(try all("<section id=\"(m[0-9-]+|undated)\"")
                == ["m2027-01", "m2026-12", "m2026-10", "m2025-03", "m2024-10", "m2021-03", "undated"])
        #expect(try all("<li><a href=\"#(m[0-9-]+|undated)\"")
                == ["m2027-01", "m2026-12", "m2026-10", "m2025-03", "m2024-10", "m2021-03", "undated"],
                "the contents list follows the sections")
    }

    @Test func theOverviewsNewestIsWhatWasAddedOrChangedLast() throws {
        let sandbox = try Self.campaignStore()
        try sandbox.ok(["commit", "-m", "campaign kind"])
        try sandbox.ok(["new", "campaign", "겨울 나눔", "--set", "ends=2027-01-10", "--body", "x"])
        try sandbox.ok(["new", "diary", "봄", "--date", "2021-03-02", "--body", "x"])
        try sandbox.ok(["new", "diary", "시월", "--date", "2026-10-05", "--body", "x"])
        try sandbox.ok(["new", "campaign", "봄캠", "--set", "ends=2025-03-01", "--body", "x"])
        try sandbox.ok(["set", "봄", "mood=good"])
        // Changed outside kept, not committed: its file's time says when.
        try sandbox.write("diary/2026/10/2026-10-05-시월.md", try sandbox.read("diary/2026/10/2026-10-05-시월.md") + "more\n")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)],
                                              ofItemAtPath: sandbox.url("diary/2026/10/2026-10-05-시월.md").path)
        let overview = try sandbox.ok(["--no-pager"])
        #expect(Array(overview.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()) == [
            "  diary         2 entries",
            "  cards         0 entries",
            "  fridge        0 entries",
            "  campaigns     2 entries",
            "today's diary: not written yet  (kept today)",
            "",
            "newest",
            // Titles in a column as wide as the widest (Hangul two columns a syllable).
            "  diary    시월       diary/2026/10/2026-10-05-시월.md",
            "  diary    봄         diary/2021/03/2021-03-02-봄.md",
            "  campaign 봄캠       campaigns/봄캠.md",
            "  campaign 겨울 나눔  campaigns/겨울-나눔.md",
            "",
            "1 change made outside kept: `kept commit` records it",
            "",
        ])
    }

    /// A quote in quotes and a table whose header row is where the excerpt's first words end:
    /// the list shows what `kept share` shows, its first words on one line.
    @Test func listExcerptsAreTheSharedTextsFirstWords() throws {
        let sandbox = try Sandbox()
        let body = """
            > “맛있다” 고 했다

            | 메뉴 | 값 | 맛 | 양 | 날 | 곳 | 비고 | 누구 | 때 | 왜 | 어떻게 | 얼마 | 별점 | 다시 | 사진 | 메모 |
            | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
            | 국수 | 8000 | 좋음 | - | - | - | - | - | - | - | - | - | - | - | - | - |

            """
        try sandbox.ok(["new", "diary", "점심", "--date", "2026-11-20T12:30", "--body", body])
        #expect(try sandbox.ok(["list", "diary"]).stdout
                == "  2026-11-20 12:30  Fri  점심  ““맛있다” 고 했다” 메뉴 · 값 · 맛 · 양 · 날 · 곳 · 비고 · 누구 · 때 · 왜 · 어떻게\n")
        let shared = try sandbox.ok(["share", "점심"]).stdout
        #expect(shared.hasPrefix("점심\n2026년 11월 20일 금요일\n\n““맛있다” 고 했다”\n\n메뉴 · 값 · 맛 · 양 · 날 · 곳 · 비고 · 누구 · 때 · 왜 · 어떻게 ·"), "\(shared)")
    }

    @Test func settingAPartOfAPlaceSaysWhatChanged() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "Jeju trip", "--date", "2024-05-18T10:00", "--body", "x",
                        "--set", "location={name: Jeju, lat: 33.5, lon: 126.5}"])
        #expect(try sandbox.ok(["set", "Jeju trip", "location.lat=33.46"]).stdout
                == "set 2024-05-18 Jeju trip location.lat 33.5 → 33.46\n")
        #expect(try sandbox.messages().first == "diary: set 2024-05-18 Jeju trip location.lat 33.5 → 33.46")
        #expect(try sandbox.ok(["set", "Jeju trip", "location.lon=126.53", "location.name=제주"]).stdout
                == "set 2024-05-18 Jeju trip location Jeju → 제주\n", "a new name: the place's label, as before")
        #expect(try sandbox.read("diary/2024/05/2024-05-18-jeju-trip.md").contains("\nlocation: {name: 제주, lat: 33.46, lon: 126.53}\n"))
        #expect(try sandbox.ok(["set", "Jeju trip", "location.lon=126.6"]).stdout
                == "set 2024-05-18 Jeju trip location.lon 126.53 → 126.6\n")
    }

    @Test func todayWithATitleAndNoEditSaysWhatItDid() throws {
        let sandbox = try Sandbox()
        let first = try sandbox.ok(["today", "첫눈", "--date", "2026-11-22", "--no-edit"])
        #expect(first.stdout == "diary/2026/11/2026-11-22-첫눈.md\n", "no entry yet: the title names it")
        #expect(first.stderr == "")
        let again = try sandbox.ok(["today", "두 번째", "--date", "2026-11-22", "--no-edit"])
        #expect(again.stderr == "kept: 2026-11-22 already has an entry; nothing changed (`kept new diary '두 번째'` writes another)\n")
        #expect(again.stdout == "diary/2026/11/2026-11-22-첫눈.md\n")
        let plain = try sandbox.ok(["today", "--date", "2026-11-22", "--no-edit"])
        #expect(plain.stderr == "kept: 2026-11-22 already has an entry; nothing changed\n")
        #expect(plain.stdout == "diary/2026/11/2026-11-22-첫눈.md\n")
        #expect(try sandbox.messages() == ["diary: add 2026-11-22 첫눈", "kept: init store"])
    }

    @Test func fridgeAddRefusesNothingAndSecondBatchesWarnsOfExpiryAndBuySaysBuy() throws {
        let sandbox = try Sandbox()
        let empty = try sandbox.run(["fridge", "add", "우유", "--quantity", "0"])
        #expect(empty.status == 1)
        #expect(empty.stderr == "kept: an item in the fridge needs a quantity above 0; to put 우유 on the shopping list, run `kept fridge buy 우유`\n")
        #expect(empty.stdout == "" && !sandbox.exists("fridge/other/우유.md"))

        try sandbox.ok(["fridge", "add", "배", "--quantity", "3", "--unit", "개", "--expires", "2026-12-01"])
        let second = try sandbox.run(["fridge", "add", "배"])
        #expect(second.status == 1)
        #expect(second.stderr == "kept: 배 is already stocked: quantity 3개, expires 2026-12-01 (fridge/other/배.md); to add a second batch, run `kept fridge add 배 --new`\n")
        #expect(!sandbox.exists("fridge/other/배-2.md"))
        #expect(try sandbox.ok(["fridge", "add", "배", "--new"]).stdout == "fridge/other/배-2.md\n")

        let late = try sandbox.ok(["fridge", "add", "두부", "--purchased", "2026-11-20", "--expires", "2026-11-10"])
        #expect(late.stdout == "fridge/other/두부.md\n")
        #expect(late.stderr == "kept: 두부 expires 2026-11-10, before it was bought (2026-11-20): added as given; if a date is wrong, change it with `kept set fridge/other/두부.md expires=…`\n")

        let bought = try sandbox.ok(["fridge", "buy", "김치"])
        #expect(bought.stdout == "added 김치 to the shopping list: fridge/other/김치.md\n")
        #expect(try sandbox.messages().first == "fridge: buy 김치")
    }

    @Test func aDayGivenWithoutATimeIsStoredAndShownAsADay() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "날짜만", "--date", "2026-11-02", "--body", "x"])
        try sandbox.ok(["new", "diary", "저녁", "--date", "2026-11-03T21:30", "--body", "y"])
        #expect(try sandbox.read("diary/2026/11/2026-11-02-날짜만.md").hasPrefix("---\ntitle: 날짜만\ndate: 2026-11-02\ntags: []\n"))
        #expect(try sandbox.read("diary/2026/11/2026-11-03-저녁.md").hasPrefix("---\ntitle: 저녁\ndate: 2026-11-03T21:30:00+09:00\n"),
                "a time given is kept")
        #expect(try sandbox.ok(["list", "diary"]).stdout == """
              2026-11-03 21:30  Tue  저녁    y
              2026-11-02        Mon  날짜만  x

            """)
        #expect(try sandbox.ok(["set", "저녁", "date=2026-11-04"]).stdout == "set 2026-11-04 저녁 date 2026-11-03T21:30:00+09:00 → 2026-11-04\nmoved to diary/2026/11/2026-11-04-저녁.md\n")
    }

    @Test func checkListsOneFilesProblemsByLineThenColumn() throws {
        let sandbox = try Sandbox()
        try sandbox.write("diary/2026/11/2026-11-01-bad.md",
                          "---\ntitle: bad\nmood: ok\nlocation: {lat: 999, lon: 1}\ndate: someday\n---\n")
        try sandbox.ok(["commit", "-m", "a bad entry"])
        let result = try sandbox.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout == """
            diary/2026/11/2026-11-01-bad.md:4:11: `location`: latitude 999 is not between -90 and 90; write it as `NAME LAT,LON` (e.g. `종로구 37.5735,126.9788`), `LAT,LON`, or just a name
                location: {lat: 999, lon: 1}
                          ^
            diary/2026/11/2026-11-01-bad.md:5:7: `date: someday` is not a date: write it as 2026-11-22T09:14:00+09:00
                date: someday
                      ^

            """)
    }
}
