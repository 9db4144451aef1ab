import Foundation
import Testing
@testable import Kept

/// `kept calendar`: the year heatmap with its streaks and the month grid, exact output on
/// fixed stores (a leap year, a streak across the new year, a gap of one day, no entries).
struct CalendarCommandTests {
    /// Writes a diary entry as another program would: the calendar reads files, not commits.
    static func diary(_ sandbox: Sandbox, _ date: String, _ title: String, body: String = "") throws {
        let parts = date.prefix(10).split(separator: "-")
        let slug = Slug.make(title)
        try sandbox.write("diary/\(parts[0])/\(parts[1])/\(date.prefix(10))-\(slug).md",
                          "---\ntitle: \(title)\ndate: \(date)\n---\n\(body)\n")
    }

    @Test func aLeapYearAsAHeatmap() throws {
        let sandbox = try Sandbox()
        for (date, title) in [("2024-02-28", "a"), ("2024-02-29", "b"), ("2024-02-29T10:00", "c"), ("2024-03-01", "d"),
                              ("2024-12-31", "e"), ("2024-12-31T01:00", "f"), ("2024-12-31T02:00", "g"), ("2024-12-31T03:00", "h"),
                              ("2023-12-31", "old")] {
            try Self.diary(sandbox, date, title)
        }
        let result = try sandbox.ok(["calendar", "2024"])
        #expect(result.stdout == Self.leapYear, "\(result.stdout)")
    }

    static let leapYear = """
        2024 · diary
           Jan Feb Mar  Apr May Jun  Jul Aug Sep  Oct Nov Dec
        Mo ·····················································
        Tu ····················································█
        We ········░···········································
        Th ········▒···········································
        Fr ········░···········································
        Sa ····················································
        Su ····················································
           · 0  ░ 1  ▒ 2  ▓ 3  █ 4+

        8 entries on 4 days in 2024
        current streak: 0 days · longest streak: 3 days (2024-02-28 – 2024-03-01)

        """

    @Test func aStreakAcrossTheNewYearCountsWholeInBothYears() throws {
        let sandbox = try Sandbox()
        for date in ["2024-12-30", "2024-12-31", "2025-01-01", "2025-01-02", "2025-01-05"] { try Self.diary(sandbox, date, "d \(date)") }
        let result = try sandbox.ok(["calendar", "2025", "diary"])
        #expect(result.stdout == """
            2025 · diary
               Jan Feb Mar  Apr May Jun  Jul Aug  Sep Oct Nov  Dec
            Mo  ····················································
            Tu  ····················································
            We ░····················································
            Th ░···················································
            Fr ····················································
            Sa ····················································
            Su ░···················································
               · 0  ░ 1  ▒ 2  ▓ 3  █ 4+

            3 entries on 3 days in 2025
            current streak: 0 days · longest streak: 4 days (2024-12-30 – 2025-01-02)

            """, "\(result.stdout)")
        let earlier = try sandbox.ok(["calendar", "diary", "2024"])
        #expect(earlier.stdout.hasSuffix("2 entries on 2 days in 2024\ncurrent streak: 0 days · longest streak: 4 days (2024-12-30 – 2025-01-02)\n"),
                "\(earlier.stdout)")
    }

    @Test func aGapOfOneDayEndsAStreak() throws {
        let sandbox = try Sandbox()
        for date in ["2026-03-01", "2026-03-02", "2026-03-04"] { try Self.diary(sandbox, date, "d \(date)") }
        let result = try sandbox.ok(["calendar", "2026"])
        #expect(result.lines.suffix(2) == ["3 entries on 3 days in 2026",
                                           "current streak: 0 days · longest streak: 2 days (2026-03-01 – 2026-03-02)"] as [String],
                "\(result.stdout)")
    }

    @Test func noEntriesDrawAnEmptyYear() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.ok(["calendar", "2023"])
        #expect(result.stdout == """
            2023 · diary
               Jan  Feb Mar Apr  May Jun Jul  Aug Sep Oct  Nov Dec
            Mo  ····················································
            Tu  ····················································
            We  ····················································
            Th  ····················································
            Fr  ····················································
            Sa  ····················································
            Su ·····················································
               · 0  ░ 1  ▒ 2  ▓ 3  █ 4+

            0 entries on 0 days in 2023
            current streak: 0 days · longest streak: 0 days

            """, "\(result.stdout)")
        let korean = try sandbox.ok(["calendar", "2023"], env: ["LANG": "ko_KR.UTF-8", "LC_TIME": "C.UTF-8"])
        #expect(korean.lines.suffix(2) == ["2023년: 0일에 항목 0개", "지금 이어 쓴 날: 0일 · 가장 길게 이어 쓴 날: 0일"] as [String], "\(korean.stdout)")
    }

    @Test func theCurrentStreakReachesToday() throws {
        let sandbox = try Sandbox()
        let today = Day(Date())
        for offset in [0, -1, -2, -4] { try Self.diary(sandbox, today.plus(days: offset).iso, "d\(offset)") }
        let result = try sandbox.ok(["calendar"])
        #expect(result.lines.first == "\(today.year) · diary")
        #expect(result.lines.last?.hasPrefix("current streak: 3 days · longest streak: 3 days") == true, "\(result.stdout)")
    }

    @Test func wideTerminalsGetTwoColumnsADay() throws {
        let sandbox = try Sandbox()
        try Self.diary(sandbox, "2024-01-01", "new year")
        let result = try sandbox.ok(["calendar", "2024"], env: ["COLUMNS": "140"])
        #expect(result.lines[1] == "   Jan     Feb     Mar       Apr     May     Jun       Jul     Aug     Sep       Oct     Nov     Dec")
        #expect(result.lines[2].hasPrefix("Mo ░ · · "))
        #expect(result.lines.allSatisfy { DisplayWidth.of($0) <= 140 })
    }

    @Test func aMonthShowsEachDaysTitlesAlignedInKorean() throws {
        let sandbox = try Sandbox()
        try Self.diary(sandbox, "2024-02-01T08:00", "첫눈")
        try Self.diary(sandbox, "2024-02-01T21:00", "Evening walk by the river")
        for (i, title) in ["하나", "둘", "셋", "넷"].enumerated() { try Self.diary(sandbox, "2024-02-29T0\(i):00", title) }
        try Self.diary(sandbox, "2024-03-01", "not this month")
        let english = try sandbox.ok(["calendar", "2024-02"])
        #expect(english.stdout == """
            February 2024 · diary
            Mo         Tu         We         Th         Fr         Sa         Su
                                             1          2          3          4
                                             첫눈
                                             Evening w…
            5          6          7          8          9          10         11
            12         13         14         15         16         17         18
            19         20         21         22         23         24         25
            26         27         28         29
                                             하나
                                             둘
                                             +2 more

            6 entries in February 2024

            """, "\(english.stdout)")
        let korean = try sandbox.ok(["calendar", "2024-02"], env: ["LANG": "ko_KR.UTF-8", "COLUMNS": "100"])
        #expect(korean.stdout == """
            2024년 2월 · diary
            일            월            화            수            목            금            토
                                                                    1             2             3
                                                                    첫눈
                                                                    Evening walk…
            4             5             6             7             8             9             10
            11            12            13            14            15            16            17
            18            19            20            21            22            23            24
            25            26            27            28            29
                                                                    하나
                                                                    둘
                                                                    외 2개

            2024년 2월: 항목 6개

            """, "\(korean.stdout)")
    }

    @Test func aWordThatIsNeitherPeriodNorKindIsAUsageError() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["calendar", "2024-13"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("`2024-13` is neither a year (2026), a month (2026-11) nor a kind"), "\(result.stderr)")
        // A kind of one's own without a date field has nothing to put on a calendar.
        try sandbox.write(".kept/templates/book.md", "---\nkept:\n  path: books/{{slug}}.md\ntitle: {{title}}\n---\n")
        let undated = try sandbox.run(["calendar", "2024", "book"])
        #expect(undated.status == 1 && undated.stderr == "kept: book entries have no date field, so they cannot be counted by day: pick a dated kind (diary)\n",
                "\(undated)")
    }
}
