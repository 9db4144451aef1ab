import Foundation
import Testing

/// `kept today`, `kept on-this-day`, diary fields and the weather command, end to end.
@Suite("diary commands")
struct DiaryCommandTests {
    static func appending(_ sandbox: Sandbox, _ name: String, _ line: String) throws -> String {
        try sandbox.editor(name, "printf '%s\\n' '\(line)' >> \"$1\"")
    }

    /// Today in the sandbox's zone (TZ=Asia/Seoul).
    static var today: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }

    @Test func todayCreatesTheEntryOnceAndEditsItAfterwards() throws {
        let sandbox = try Sandbox()
        let first = try sandbox.run(["today", "--date", "2025-03-14"], env: ["KEPT_EDITOR": try Self.appending(sandbox, "morning", "아침: 눈")])
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout == "diary/2025/03/2025-03-14.md\n")
        let created = try sandbox.read("diary/2025/03/2025-03-14.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n")
        #expect(created.hasPrefix("---\ntitle:\ndate: 2025-03-14\ntags: []\nweather:\nlocation:\nmood:\nid: ID\n---\n"))
        #expect(created.hasSuffix("---\n아침: 눈\n"))

        let second = try sandbox.run(["today", "--date", "2025-03-14"], env: ["KEPT_EDITOR": try Self.appending(sandbox, "evening", "저녁: 붕어빵")])
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout == "diary/2025/03/2025-03-14.md\n")
        #expect(try sandbox.read("diary/2025/03/2025-03-14.md").hasSuffix("---\n아침: 눈\n저녁: 붕어빵\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.url("diary/2025/03").path) == ["2025-03-14.md"])
        #expect(try sandbox.messages() == ["diary: edit 2025-03-14", "diary: add 2025-03-14", "kept: init store"])
        #expect(try sandbox.pending() == [])
    }

    @Test func todayOpensTheFirstOfSeveralAndAppliesSet() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "저녁", "--date", "2026-11-22T20:00", "--no-edit"])
        try sandbox.ok(["new", "diary", "아침", "--date", "2026-11-22T08:00", "--no-edit"])

        let result = try sandbox.run(["today", "--date", "2026-11-22", "--no-edit", "--set", "mood=calm",
                                      "--set", "location=종로구 37.5735,126.9788"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "diary/2026/11/2026-11-22-아침.md\n")
        #expect(result.stderr.contains("2026-11-22 has 2 entries; opening the first (others: diary/2026/11/2026-11-22-저녁.md)"))
        let text = try sandbox.read("diary/2026/11/2026-11-22-아침.md")
        #expect(text.contains("\nlocation: {name: 종로구, lat: 37.5735, lon: 126.9788}\nmood: calm\n"))
        #expect(try sandbox.messages().first == "diary: set 2026-11-22 아침 mood (none) → calm, location (none) → 종로구")
        #expect(try sandbox.run(["check"]).status == 0)
    }

    /// A sync's conflict copy sorts before its original by name (`.c` < `.m`); today must
    /// still open the original, and the overview must name it.
    @Test func todayOpensTheOriginalNotItsConflictCopy() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "첫눈", "--date", "2026-11-22T09:00", "--body", "ours", "--no-edit"])
        try sandbox.write("diary/2026/11/2026-11-22-첫눈.conflict-laptop-20261122.md",
                          try sandbox.read("diary/2026/11/2026-11-22-첫눈.md").replacingOccurrences(of: "ours", with: "theirs"))
        try sandbox.ok(["commit"])

        let result = try sandbox.run(["today", "--date", "2026-11-22", "--no-edit", "--set", "mood=calm"])

        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "diary/2026/11/2026-11-22-첫눈.md\n")
        #expect(try sandbox.read("diary/2026/11/2026-11-22-첫눈.md").contains("\nmood: calm\n"))
    }

    @Test func todayWithATitleNamesTheFile() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["today", "첫눈", "--date", "2026-11-23", "--no-edit"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "diary/2026/11/2026-11-23-첫눈.md\n")
        #expect(try sandbox.messages().first == "diary: add 2026-11-23 첫눈")
    }

    @Test func aBadLocationIsRefusedWithHowToWriteIt() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["new", "diary", "x", "--no-edit", "--set", "location=somewhere 91,10"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("`location=somewhere 91,10`: latitude 91 is not between -90 and 90; write it as `NAME LAT,LON`"))
        #expect(!sandbox.exists("diary"))
    }

    @Test func checkNamesAPlaceThatCannotBeOnEarth() throws {
        let sandbox = try Sandbox()
        try sandbox.write("diary/2026/11/2026-11-22-a.md", "---\ntitle: a\ndate: 2026-11-22\nlocation: {name: x, lat: 200, lon: 1}\n---\n")
        try sandbox.write("diary/2026/11/2026-11-22-b.md", "---\ntitle: b\ndate: 2026-11-22\nlocation: {name: y, lat: 37.5}\n---\n")
        try sandbox.write("diary/2026/11/2026-11-22-c.md", "---\ntitle: c\ndate: 2026-11-22\nlocation: [1, 2]\n---\n")
        try sandbox.write("diary/2026/11/2026-11-22-d.md", "---\ntitle: d\ndate: 2026-11-22\nlocation: 그냥 동네\n---\n")
        let result = try sandbox.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("diary/2026/11/2026-11-22-a.md:4:11: `location`: latitude 200 is not between -90 and 90"))
        #expect(result.stdout.contains("diary/2026/11/2026-11-22-b.md:4:11: `location`: give both lat and lon, or neither"))
        #expect(result.stdout.contains("diary/2026/11/2026-11-22-c.md:4:11: `location`: it is not a place"))
        #expect(!result.stdout.contains("2026-11-22-d.md"), "a place may be just a name")
    }

    // MARK: weather

    /// A sandbox whose machine config (`$XDG_CONFIG_HOME/kept/config.yaml`, trusted as it is)
    /// sets the weather command; a store's runs only once approved (`TrustMachineTests`).
    func withWeather(_ command: String, timeout: String? = nil) throws -> Sandbox {
        let sandbox = try Sandbox()
        var config = "diary:\n  weather_command: \(command)\n"
        if let timeout { config += "  weather_timeout: \(timeout)\n" }
        let file = Self.machineConfig(sandbox)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try config.write(to: file, atomically: true, encoding: .utf8)
        return sandbox
    }

    static func machineConfig(_ sandbox: Sandbox) -> URL {
        sandbox.root.appendingPathComponent("config/kept/config.yaml")
    }

    @Test func aNewEntryOfTodayGetsTheWeather() throws {
        let sandbox = try withWeather("\"printf '맑음 3°C\\\\nwind 2 m/s\\\\n'\"")
        let result = try sandbox.run(["today", "--no-edit"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let path = "diary/\(Self.today.prefix(4))/\(Self.today.dropFirst(5).prefix(2))/\(Self.today).md"
        #expect(result.stdout == path + "\n")
        #expect(try sandbox.read(path).contains("\nweather: 맑음 3°C\n"))
    }

    @Test func aGivenWeatherOrAnotherDayDoesNotRunTheCommand() throws {
        let sandbox = try withWeather("touch ran")
        try sandbox.ok(["new", "diary", "옛날", "--date", "2020-01-01", "--no-edit"])
        try sandbox.ok(["today", "--no-edit", "--set", "weather=흐림"])
        #expect(!sandbox.exists("ran"))
    }

    /// A command that would run for five minutes is cut at its timeout: were kept to wait for
    /// it, the test's one-minute limit (a hang guard far above any noise) would fail it.
    @Test(.timeLimit(.minutes(1)),
          arguments: [("exit 3", nil, "failed (exit status 3)"), ("sleep 300", "0.5", "took longer than 0.5 s"), ("true", nil, "printed nothing")])
    func aFailingWeatherCommandNeverBlocksWriting(_ command: String, _ timeout: String?, _ reason: String) throws {
        let sandbox = try withWeather(command, timeout: timeout)
        let result = try sandbox.run(["new", "diary", "비", "--no-edit", "--body", "우산을 잊었다"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "kept: no weather: `\(command)` (diary.weather_command in \(Self.machineConfig(sandbox).path)) \(reason); the entry is written without it\n")
        let path = result.stdout.trimmingCharacters(in: .newlines)
        #expect(try sandbox.read(path).contains("\nweather:\n"))
        #expect(try sandbox.read(path).hasSuffix("우산을 잊었다\n"))
    }

    // MARK: on this day

    static func memories() throws -> Sandbox {
        let sandbox = try Sandbox()
        for (title, date) in [("Leap walk", "2024-02-29T10:00"), ("Old leap", "2020-02-29T10:00"), ("Eve", "2023-02-28T21:30"),
                              ("첫눈", "2025-11-22T09:14"), ("Long ago", "2019-11-22T09:00"), ("Other day", "2025-11-21T09:00")] {
            try sandbox.ok(["new", "diary", title, "--date", date, "--no-edit", "--body", "\(title), *remembered*."])
        }
        return sandbox
    }

    @Test func onThisDayShowsEarlierYearsNewestFirst() throws {
        let sandbox = try Self.memories()
        let result = try sandbox.run(["on-this-day", "2026-11-22"])
        #expect(result.status == 0, "\(result)")
        // The interface follows the locale (C here), not the entries' language.
        #expect(result.stdout == """
            Sunday, 22 November 2026
              1 year ago   2025-11-22 09:14  첫눈      첫눈, remembered.
              7 years ago  2019-11-22 09:00  Long ago  Long ago, remembered.

            """)
    }

    @Test func onThisDayBringsLeapDaysBackOnTheTwentyEighth() throws {
        let sandbox = try Self.memories()
        let result = try sandbox.run(["on-this-day", "2025-02-28"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == """
            Friday, 28 February 2025
              1 year ago   2024-02-29 10:00  Leap walk  Leap walk, remembered.
              2 years ago  2023-02-28 21:30  Eve        Eve, remembered.
              5 years ago  2020-02-29 10:00  Old leap   Old leap, remembered.

            """)
        let leap = try sandbox.run(["on-this-day", "2028-02-29", "--format", "paths"])
        #expect(leap.lines == ["diary/2024/02/2024-02-29-leap-walk.md", "diary/2020/02/2020-02-29-old-leap.md"])
        let eve = try sandbox.run(["on-this-day", "2028-02-28", "--format", "{{title}}"])
        #expect(eve.lines == ["Eve"])
    }

    @Test func onThisDayWithNothingSaysSo() throws {
        let sandbox = try Self.memories()
        let result = try sandbox.run(["on-this-day", "2026-07-01"], env: ["LANG": "en_GB.UTF-8"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "kept: nothing written on Wednesday, 1 July 2026 in earlier years\n")
    }

    @Test func theDiaryListShowsWeekdaysAndExcerptsAndTakesMonths() throws {
        let sandbox = try Self.memories()
        let result = try sandbox.run(["list", "diary", "--from", "2025-11", "--to", "2025"])
        #expect(result.stdout == """
              2025-11-22 09:14  Sat  첫눈       첫눈, remembered.
              2025-11-21 09:00  Fri  Other day  Other day, remembered.

            """)
    }
}
