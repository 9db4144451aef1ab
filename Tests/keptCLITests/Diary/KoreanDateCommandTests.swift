import Foundation
import Testing

/// Dates typed as Koreans type them, through the binary with `LANG=ko_KR.UTF-8` (issue 29,
/// Korean dates): `--date`, `--from`, `--expires`, `set date=`, `--where`, `fridge calendar`.
/// Expected days are counted with Foundation's calendar in Seoul, the sandbox's zone.
@Suite("Korean dates on the command line")
struct KoreanDateCommandTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    static var seoul: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        return calendar
    }

    /// Today plus `days` in Seoul, as `YYYY-MM-DD`.
    static func day(_ days: Int) -> String {
        let date = seoul.date(byAdding: .day, value: days, to: Date())!
        let c = seoul.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
    }

    /// The front matter line `key: …` of the file at `path`.
    static func field(_ key: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix("\(key): ") }.map { String($0.dropFirst(key.count + 2)) }
    }

    @Test func aDiaryEntryDatedInKoreanThenMovedToTheDayBeforeYesterday() throws {
        let sandbox = try Sandbox()
        let ko = Self.korean
        let made = try sandbox.ok(["new", "diary", "첫눈", "--date", "2025년 11월 26일", "--no-edit", "--body", "x"], env: ko)
        #expect(made.stdout.contains("diary/2025/11/2025-11-26-첫눈.md"), "\(made)")
        #expect(Self.field("date", in: try sandbox.read("diary/2025/11/2025-11-26-첫눈.md")) == "2025-11-26")

        try sandbox.ok(["new", "diary", "점", "--date", "2025. 11. 27.", "--no-edit", "--body", "x"], env: ko)
        #expect(Self.field("date", in: try sandbox.read("diary/2025/11/2025-11-27-점.md")) == "2025-11-27")

        let set = try sandbox.ok(["set", "첫눈", "date=그저께"], env: ko)
        let paths = try sandbox.ok(["list", "diary", "--format", "paths"], env: ko).lines
        let moved = try #require(paths.first { $0.contains("첫눈") }, "\(paths)")
        #expect(Self.field("date", in: try sandbox.read(moved)) == Self.day(-2), "\(set)")
        #expect(set.stdout.contains(Self.day(-2)), "\(set)")

        // The entry of 그저께 is listed from 3일 전, the one of 2025 never.
        let recent = try sandbox.ok(["list", "diary", "--from", "3일 전", "--format", "paths"], env: ko).lines
        #expect(recent == [moved], "\(recent)")
        // 지난 금요일 is 1 to 7 days ago: on a Saturday it is yesterday, after 그저께 (Thursday),
        // and nothing is listed from it; on any other day 그저께 is on or after it.
        let fromFriday = try sandbox.run(["list", "diary", "--from", "지난 금요일", "--to", "오늘", "--format", "{{title}}"], env: ko)
        if Self.seoul.component(.weekday, from: Date()) == 7 {
            #expect(fromFriday.status == 1 && fromFriday.stderr == "kept: 맞는 항목이 없습니다\n", "\(fromFriday)")
        } else {
            #expect(fromFriday.status == 0 && fromFriday.lines == ["첫눈"], "\(fromFriday)")
        }
        let november = try sandbox.ok(["list", "diary", "--from", "2025년 11월", "--to", "2025.11", "--format", "{{title}}"], env: ko).lines
        #expect(november == ["점"], "\(november)")
    }

    @Test func fridgeExpiryInKorean() throws {
        let sandbox = try Sandbox()
        let ko = Self.korean
        let added = try sandbox.ok(["fridge", "add", "우유", "--expires", "모레"], env: ko)
        let path = try #require(try sandbox.ok(["list", "fridge", "--format", "paths"], env: ko).lines.first, "\(added)")
        #expect(Self.field("expires", in: try sandbox.read(path)) == Self.day(2), "\(added)")
        try sandbox.ok(["fridge", "add", "두부", "--expires", "일주일 뒤"], env: ko)
        let soon = try sandbox.ok(["list", "fridge", "--where", "expires<=글피", "--format", "{{title}}"], env: ko).lines
        #expect(soon == ["우유"], "\(soon)")
        try sandbox.ok(["fridge", "calendar", "다음 달"], env: ko)
    }

    @Test func impossibleDatesAreRefusedInKoreanAndChangeNothing() throws {
        let sandbox = try Sandbox()
        let ko = Self.korean
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2025.11.26", "--no-edit", "--body", "x"], env: ko)
        let before = try sandbox.read("diary/2025/11/2025-11-26-첫눈.md")
        let log = try sandbox.ok(["log"], env: ko).stdout

        let new = try sandbox.run(["new", "diary", "눈", "--date", "11월 31일", "--no-edit", "--body", "x"], env: ko)
        #expect(new.status == 64, "\(new)")
        #expect(new.stderr.hasPrefix("kept: `11월 31일`은 없는 날짜입니다: "), "\(new)")
        #expect(new.stderr.contains("11월은 30일까지 있습니다. 2026-11-22, "), "\(new)")

        let set = try sandbox.run(["set", "첫눈", "date=2025.13.40"], env: ko)
        #expect(set.status != 0, "\(set)")
        #expect(set.stderr.contains("`2025.13.40`은 없는 날짜입니다: 13월은 없습니다."), "\(set)")
        #expect(try sandbox.read("diary/2025/11/2025-11-26-첫눈.md") == before)

        let english = try sandbox.run(["fridge", "add", "우유", "--expires", "작년 크리스마스"])
        #expect(english.status == 64, "\(english)")
        #expect(english.stderr.hasPrefix("kept: `작년 크리스마스` is not a date: write 2026-11-22, 2026-11-22T09:14, 2026.11.22, 11월 22일"), "\(english)")
        #expect(try sandbox.ok(["log"], env: ko).stdout == log)
        #expect(try sandbox.ok(["list", "--format", "{{title}}"], env: ko).lines == ["첫눈"])
    }
}
