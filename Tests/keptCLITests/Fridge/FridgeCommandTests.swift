import Foundation
import Kept
import KeptGit
import ReferenceTools
import Testing

/// `kept fridge …` end to end: what the user sees, the files written and the commits made.
@Suite("kept fridge", .tags(.slow), .fullSuiteOnly)
struct FridgeCommandTests {
    /// Today where the sandbox's `kept` runs (TZ Asia/Seoul unless a test says otherwise).
    static func today(_ zone: String = "Asia/Seoul") -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return Day(Date(), calendar: calendar)
    }

    /// The lines HEAD's commit removed (`-…`) and added (`+…`), read with the git binary.
    static func headDiff(_ sandbox: Sandbox) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-c", "core.quotepath=false", "-C", sandbox.store.path, "show", "--format=", "--unified=0", "HEAD"]
        process.environment = sandbox.env
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").map(String.init)
            .filter { ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++ ") && !$0.hasPrefix("--- ") }
    }

    @Test(arguments: ["America/New_York", "Europe/Berlin", "Asia/Seoul"])
    func listShowsDaysLeftSoonestFirst(zone: String) throws {
        let sandbox = try Sandbox()
        sandbox.env["TZ"] = zone
        try sandbox.ok(["fridge", "add", "김치", "--expires", "+3d", "--quantity", "2", "--unit", "통"])
        try sandbox.ok(["fridge", "add", "우유", "--category", "유제품", "--expires", "-2d", "--unit", "팩"])
        try sandbox.ok(["fridge", "add", "두부", "--expires", "today"])
        try sandbox.ok(["fridge", "add", "Greek yoghurt", "--category", "유제품", "--expires", "+40d"])
        try sandbox.ok(["fridge", "add", "Salt"])
        let today = Self.today(zone)
        let date = { (days: Int) in today.plus(days: days).iso }

        let list = try sandbox.ok(["fridge"])

        #expect(list.stdout == """
              D+2    \(date(-2))  우유           1팩  유제품
              D-day  \(date(0))  두부           1    other
              D-3    \(date(3))  김치           2통  other
              D-40   \(date(40))  Greek yoghurt  1    유제품
              -      -           Salt           1    other

            """, "\(list)")
        #expect(try sandbox.ok(["fridge", "list"]).stdout == list.stdout)
        #expect(try sandbox.read("fridge/other/김치.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == """
            ---
            title: 김치
            category: other
            purchased: \(date(0))
            expires: \(date(3))
            quantity: 2
            unit: 통
            status: stocked
            tags: []
            id: ID
            ---

            """)
        #expect(try sandbox.messages().prefix(2) == ["fridge: add Salt", "fridge: add Greek yoghurt"])
    }

    /// Expiry dates on both sides of the clock changes of 2026 and 2027, counted by the binary
    /// in that zone, against Foundation's own count of calendar days between the two dates.
    @Test(arguments: ["America/New_York", "Europe/Berlin"])
    func daysLeftAcrossClockChangesEndToEnd(zone: String) throws {
        let sandbox = try Sandbox()
        sandbox.env["TZ"] = zone
        let changes = ["2026-03-07", "2026-03-08", "2026-03-09", "2026-03-28", "2026-03-29", "2026-03-30",
                       "2026-10-24", "2026-10-25", "2026-10-26", "2026-10-31", "2026-11-01", "2026-11-02",
                       "2027-03-13", "2027-03-14", "2027-03-15", "2027-03-27", "2027-03-28", "2027-03-29",
                       "2027-10-30", "2027-10-31", "2027-11-01", "2027-11-06", "2027-11-07", "2027-11-08"]
        for date in changes { try sandbox.ok(["fridge", "add", "item \(date)", "--expires", date]) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let today = calendar.startOfDay(for: Date())

        let list = try sandbox.ok(["fridge", "list", "--format", "table"])

        for date in changes {
            let day = try #require(Day(iso: date))
            let expiry = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
            let days = calendar.dateComponents([.day], from: today, to: expiry).day!
            let label = days == 0 ? "D-day" : days > 0 ? "D-\(days)" : "D+\(-days)"
            let line = try #require(list.lines.first { $0.contains("item \(date)") })
            #expect(line.hasPrefix("  \(label) "), "\(zone): \(line) should say \(label)")
        }
    }

    /// Issue 20: the default category is the store's (written by `kept init` from the locale
    /// of that moment), so two machines with different locales file alike.
    @Test func theDefaultCategoryIsTheStoresWhateverTheLocaleNow() throws {
        let korean = try Sandbox(initStore: false)
        try korean.ok(["init", korean.store.path], env: ["LANG": "C.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"])
        #expect(try korean.read(".kept/config.yaml").contains("\nfridge:\n  # the category of a new fridge item without --category (kept fridge add, kept new fridge)\n  category: 기타\n"))
        #expect(try korean.ok(["fridge", "add", "깍두기"], env: ["LANG": "ko_KR.UTF-8"]).stdout == "fridge/기타/깍두기.md\n")
        #expect(try korean.ok(["fridge", "add", "배추"], env: ["LANG": "en_US.UTF-8"]).stdout == "fridge/기타/배추.md\n",
                "the other machine, in English, files it under the store's category too")

        let english = try Sandbox()
        #expect(try english.ok(["fridge", "add", "Kale"], env: ["LANG": "ko_KR.UTF-8"]).stdout == "fridge/other/kale.md\n")

        // A store made before the setting: `other` on every machine.
        try english.write(".kept/config.yaml", "version: 1\n")
        #expect(try english.ok(["fridge", "add", "무"], env: ["LANG": "ko_KR.UTF-8"]).stdout == "fridge/other/무.md\n")
    }

    @Test func addTakesDates() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "Ham", "--purchased", "2026-11-01", "--expires", "2026-11-30", "--quantity", "0.5", "--unit", "kg"])
        let ham = try sandbox.read("fridge/other/ham.md")
        #expect(ham.contains("\npurchased: 2026-11-01\nexpires: 2026-11-30\nquantity: 0.5\nunit: kg\n"), "\(ham)")

        let bad = try sandbox.run(["fridge", "add", "Jam", "--expires", "someday"])
        #expect(bad.status == 64, "a malformed argument is a usage error")
        #expect(bad.stderr.hasPrefix("kept: `someday` is not a date"), "\(bad)")
        #expect(!sandbox.exists("fridge/other/jam.md"))
    }

    @Test func addWithEditOpensTheEditor() throws {
        let sandbox = try Sandbox()
        let editor = try sandbox.editor("unit", #"sed -i 's/^unit:$/unit: 병/' "$1""#)
        let result = try sandbox.ok(["fridge", "add", "식초", "--edit"], env: ["KEPT_EDITOR": editor])
        #expect(result.stdout == "fridge/other/식초.md\n")
        #expect(try sandbox.read("fridge/other/식초.md").contains("\nunit: 병\n"))
    }

    @Test func consumeIsAOneLineDiffAndTwoLinesAtZero() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "김치", "--expires", "+3d", "--quantity", "3", "--unit", "통"])
        let commits = try sandbox.history().count

        let first = try sandbox.ok(["fridge", "consume", "김치"])
        #expect(first.stdout == "consumed 김치: 2통 left\n")
        #expect(try sandbox.messages().first == "fridge: consume 김치 (3 → 2)")
        #expect(try Self.headDiff(sandbox) == ["-quantity: 3", "+quantity: 2"])

        let rest = try sandbox.ok(["fridge", "consume", "김치", "--quantity", "2"])
        #expect(rest.stdout == "consumed 김치: none left\n")
        #expect(try sandbox.messages().first == "fridge: consume 김치 (2 → 0)")
        #expect(try Self.headDiff(sandbox) == ["-quantity: 2", "+quantity: 0", "-status: stocked", "+status: consumed"])
        #expect(try sandbox.history().count == commits + 2, "one commit each")
        #expect(try sandbox.pending() == [])
    }

    @Test func consumingMoreThanIsLeftChangesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "김치", "--quantity", "2", "--unit", "통"])
        let before = try sandbox.read("fridge/other/김치.md")
        let commits = try sandbox.messages()

        let result = try sandbox.run(["fridge", "consume", "김치", "--quantity", "3"])

        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "kept: fridge/other/김치.md: only 2통 of 김치 left, so 3 cannot be consumed; nothing was changed (use --all to finish it)\n")
        #expect(try sandbox.read("fridge/other/김치.md") == before)
        #expect(try sandbox.messages() == commits)
        #expect(try sandbox.pending() == [])

        let all = try sandbox.ok(["fridge", "consume", "김치", "--all"])
        #expect(all.stdout == "consumed 김치: none left\n")
        let again = try sandbox.run(["fridge", "consume", "김치"])
        #expect(again.status == 1)
        #expect(again.stderr == "kept: fridge/other/김치.md: 김치 is already consumed, so there is nothing to consume\n", "\(again)")
        let both = try sandbox.run(["fridge", "consume", "김치", "--all", "--quantity", "1"])
        #expect(both.status == 64)
    }

    @Test func discardBuyAndBoughtEachMakeOneSmallCommit() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "우유", "--category", "유제품", "--expires", "+2d", "--unit", "팩"])
        let today = Self.today()

        let discard = try sandbox.ok(["fridge", "discard", "우유"])
        #expect(discard.stdout == "discarded 우유 (1팩)\n")
        #expect(try sandbox.messages().first == "fridge: discard 우유")
        #expect(try Self.headDiff(sandbox) == ["-status: stocked", "+status: discarded"])

        let buy = try sandbox.ok(["fridge", "buy", "우유"])
        #expect(buy.stdout == "우유 is back on the shopping list (1팩)\n")
        #expect(try sandbox.messages().first == "fridge: buy 우유")
        #expect(try Self.headDiff(sandbox) == ["-status: discarded", "+status: to-buy"])

        let twice = try sandbox.ok(["fridge", "buy", "우유"])
        #expect(twice.stderr == "kept: fridge/유제품/우유.md: already on the shopping list; nothing changed\n")
        #expect(try sandbox.messages().first == "fridge: buy 우유")

        try sandbox.ok(["fridge", "buy", "계란", "--quantity", "10"])
        #expect(try sandbox.ok(["fridge", "shopping"]).stdout == """
              [ ] 계란  10   other
              [ ] 우유  1팩  유제품

            """)

        // Bought on a later day than purchased: both lines change, and the new expiry.
        try sandbox.write("fridge/유제품/우유.md", try sandbox.read("fridge/유제품/우유.md")
            .replacingOccurrences(of: "purchased: \(today.iso)", with: "purchased: 2026-01-02"))
        try sandbox.ok(["commit", "-m", "older purchase"])
        let bought = try sandbox.ok(["fridge", "bought", "우유", "--expires", "+5d"])
        #expect(bought.stdout == "bought 우유: 1팩 in stock, expires \(today.plus(days: 5).iso) (D-5)\n")
        #expect(try sandbox.messages().first == "fridge: bought 우유 (expires \(today.plus(days: 5).iso))")
        #expect(try Self.headDiff(sandbox) == [
            "-purchased: 2026-01-02", "-expires: \(today.plus(days: 2).iso)",
            "+purchased: \(today.iso)", "+expires: \(today.plus(days: 5).iso)",
            "-status: to-buy", "+status: stocked",
        ])
        #expect(try sandbox.ok(["fridge", "shopping"]).stdout == "  [ ] 계란  10  other\n")
        #expect(try sandbox.pending() == [])
    }

    @Test func expiringExitsOneWhenNothingExpires() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "김치", "--expires", "+10d"])
        let none = try sandbox.run(["fridge", "expiring"])
        #expect(none.status == 1)
        #expect(none.stdout == "")
        #expect(none.stderr == "kept: nothing expires within 3 days\n")

        let week = try sandbox.run(["fridge", "expiring", "--within", "2w"])
        #expect(week.status == 0)
        #expect(week.lines.count == 1 && week.stdout.contains("D-10"), "\(week)")
        let paths = try sandbox.ok(["fridge", "expiring", "--within", "10d", "--format", "paths"])
        #expect(paths.stdout == "fridge/other/김치.md\n")
        let titles = try sandbox.ok(["fridge", "list", "--format", "{{title}}: {{quantity}}"])
        #expect(titles.stdout == "김치: 1\n")

        try sandbox.write(".kept/config.yaml", "fridge:\n  soon: 10\n")
        #expect(try sandbox.run(["fridge", "expiring"]).status == 0)
        let bad = try sandbox.run(["fridge", "expiring", "--within", "soon"])
        #expect(bad.status == 64)
    }

    /// Korean item names and weekday names take two columns each; the grid and the list
    /// under it stay aligned, measured by display width.
    @Test(arguments: ["ko_KR.UTF-8", "C.UTF-8", "en_US.UTF-8"])
    func calendarIsAlignedWithKoreanNames(lang: String) throws {
        let sandbox = try Sandbox()
        sandbox.env["LANG"] = lang
        try sandbox.ok(["fridge", "add", "깍두기", "--expires", "2027-02-04", "--unit", "통"])
        try sandbox.ok(["fridge", "add", "Greek yoghurt", "--expires", "2027-02-04"])
        try sandbox.ok(["fridge", "add", "우유", "--expires", "2027-02-12", "--quantity", "2", "--unit", "팩"])
        try sandbox.ok(["fridge", "add", "묵은지 김치찌개용", "--expires", "2027-02-28"])
        try sandbox.ok(["fridge", "add", "Elsewhere", "--expires", "2027-03-01"])
        let today = Self.today()
        let left = { (day: Int) in DaysLeft(from: today, to: Day(year: 2027, month: 2, day: day)).description }

        let result = try sandbox.ok(["fridge", "calendar", "2027-02"])

        let expected: String
        switch lang {
        case "ko_KR.UTF-8":
            // CLDR starts Korean weeks on Sunday.
            expected = """
                        2027년 2월
                일  월  화  수  목  금  토
                     1   2   3   4*  5   6
                 7   8   9  10  11  12* 13
                14  15  16  17  18  19  20
                21  22  23  24  25  26  27
                28*

                 4 목  Greek yoghurt      1    \(left(4))
                       깍두기             1통  \(left(4))
                12 금  우유               2팩  \(left(12))
                28 일  묵은지 김치찌개용  1    \(left(28))
                """
        case "en_US.UTF-8":
            expected = """
                       February 2027
                Su  Mo  Tu  We  Th  Fr  Sa
                     1   2   3   4*  5   6
                 7   8   9  10  11  12* 13
                14  15  16  17  18  19  20
                21  22  23  24  25  26  27
                28*

                 4 Th  Greek yoghurt      1    \(left(4))
                       깍두기             1통  \(left(4))
                12 Fr  우유               2팩  \(left(12))
                28 Su  묵은지 김치찌개용  1    \(left(28))
                """
        default:
            expected = """
                       February 2027
                Mo  Tu  We  Th  Fr  Sa  Su
                 1   2   3   4*  5   6   7
                 8   9  10  11  12* 13  14
                15  16  17  18  19  20  21
                22  23  24  25  26  27  28*

                 4 Th  Greek yoghurt      1    \(left(4))
                       깍두기             1통  \(left(4))
                12 Fr  우유               2팩  \(left(12))
                28 Su  묵은지 김치찌개용  1    \(left(28))
                """
        }
        #expect(result.stdout == expected + "\n", "\(result)")

        // Measured: every grid row's cells start every four columns, and the days-left
        // column starts at the same display column on every item line.
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let grid = lines[1..<(lines.firstIndex(of: "")!)]
        for line in grid {
            #expect(DisplayWidth.of(line) <= 27, "\(line)")
            for (i, character) in line.enumerated() where character != " " && character != "*" {
                let column = DisplayWidth.of(String(line.prefix(i)))
                #expect(column % 4 <= 1, "`\(line)`: `\(character)` at column \(column)")
            }
        }
        let items = lines.filter { $0.contains("D-") || $0.contains("D+") }
        #expect(items.count == 4)
        let columns = Set(items.map { line in DisplayWidth.of(String(line[..<line.range(of: "D", options: .backwards)!.lowerBound])) })
        #expect(columns.count == 1, "\(items)")

        let bad = try sandbox.run(["fridge", "calendar", "2027-13"])
        #expect(bad.status == 1)
        #expect(bad.stderr == (lang == "ko_KR.UTF-8" ? "kept: `2027-13`은 달이 아닙니다: YYYY-MM으로 쓰세요. 예: 2026-12\n"
                                                     : "kept: `2027-13` is not a month: write it as YYYY-MM, e.g. 2026-12\n"))
    }

    @Test func weekStartCanBeSetForTheStore() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/config.yaml", "fridge:\n  week-start: sunday\n")
        let result = try sandbox.ok(["fridge", "calendar", "2027-02"])
        #expect(result.lines[1] == "Su  Mo  Tu  We  Th  Fr  Sa")
        #expect(result.stdout.hasSuffix("\nnothing expires in February 2027\n"), "\(result)")
    }

    @Test func statsChartTheStockAndCountTheLastThirtyDays() throws {
        let sandbox = try Sandbox()
        for (name, category) in [("우유", "유제품"), ("치즈", "유제품"), ("요거트", "유제품"), ("파", "채소"), ("Salt", "other")] {
            try sandbox.ok(["fridge", "add", name, "--category", category, "--expires", "+10d"])
        }
        try sandbox.ok(["fridge", "add", "두부", "--category", "채소", "--expires", "+1d"])
        try sandbox.ok(["fridge", "add", "Ham", "--category", "other", "--expires", "-1d"])
        try sandbox.ok(["fridge", "consume", "Salt"])
        try sandbox.ok(["fridge", "discard", "Ham"])
        try sandbox.ok(["fridge", "add", "Jam", "--expires", "-3d"])
        let today = Self.today()

        let result = try sandbox.ok(["fridge", "stats"])

        #expect(result.stdout == """
            stock by category (6 items)
              유제품  ##############################  3   50%
              채소    ####################            2   33%
              other   ##########                      1   17%

            expired: 1  Jam D+3
            expiring this week (through \(today.plus(days: 6).iso)): 1  두부 D-1
            last 30 days (since \(today.plus(days: -29).iso)): 1 consumed, 1 discarded (50% thrown away)

            """, "\(result)")
        #expect(!result.stdout.contains("\u{1B}"), "no colour off a terminal")
    }

    @Test func unreadableItemsAndUnknownStatusesAreNeverDroppedSilently() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "김치", "--expires", "+3d"])
        try sandbox.write("fridge/other/broken.md", "---\ntitle: [broken\n---\n")
        try sandbox.write("fridge/other/ice.md", "---\ntitle: Ice\nstatus: frozen\n---\n")

        let list = try sandbox.ok(["fridge"])

        #expect(list.lines.count == 2, "\(list)")
        #expect(list.lines.last?.hasPrefix("! fridge/other/broken.md (unreadable: line ") == true, "\(list)")
        #expect(list.stderr == "kept: 1 item has a status kept does not know (frozen); `kept fridge list --all` shows it\n")
        let all = try sandbox.ok(["fridge", "list", "--all"])
        #expect(all.lines.contains { $0.hasSuffix("Ice   1  other  frozen") }, "\(all)")
        let consume = try sandbox.run(["fridge", "consume", "Ice"])
        #expect(consume.status == 1)
        #expect(consume.stderr.contains("`status: frozen` is not one kept knows"), "\(consume)")
    }
}
