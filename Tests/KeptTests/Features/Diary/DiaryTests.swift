import Foundation
import Testing
@testable import Kept

@Suite("Diary: locations, days, anniversaries, weather")
struct DiaryTests {
    // MARK: Location

    @Test(arguments: [
        ("종로구 37.5735,126.9788", Location(name: "종로구", latitude: "37.5735", longitude: "126.9788")),
        ("종로구 (37.5735, 126.9788)", Location(name: "종로구", latitude: "37.5735", longitude: "126.9788")),
        ("Seoul Forest, 37.544,127.0374", Location(name: "Seoul Forest", latitude: "37.544", longitude: "127.0374")),
        ("37.5735,126.9788", Location(name: nil, latitude: "37.5735", longitude: "126.9788")),
        ("geo:-33.8568,151.2153", Location(name: nil, latitude: "-33.8568", longitude: "151.2153")),
        ("부산 해운대", Location(name: "부산 해운대", latitude: nil, longitude: nil)),
        ("{name: 집, lat: 37.5, lon: 127}", Location(name: "집", latitude: "37.5", longitude: "127")),
    ])
    func typedLocationsAreRead(_ typed: String, _ expected: Location) throws {
        #expect(try Location.parse(typed) == expected)
    }

    @Test func impossibleCoordinatesAreRefusedWithHowToWriteThem() {
        #expect(throws: LocationError.self) { try Location.parse("어딘가 137.5,126.9") }
        #expect(throws: LocationError.self) { try Location.parse("{name: x, lat: north}") }
        #expect(throws: LocationError.self) { try Location.parse("{name: x, lat: 1}") }
        do {
            _ = try Location.parse("12.5,200")
        } catch let error as LocationError {
            #expect(error.description == "longitude 200 is not between -180 and 180; write it as `NAME LAT,LON` (e.g. `종로구 37.5735,126.9788`), `LAT,LON`, or just a name")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aLocationIsWrittenAsAOneLineMappingThatReadsBack() throws {
        for location in [Location(name: "종로구", latitude: "37.5735", longitude: "126.9788"),
                         Location(name: "Café, the corner {1}", latitude: "-1", longitude: "2.25"),
                         Location(name: "yes", latitude: nil, longitude: nil)] {
            let document = try EntryDocument(text: "---\ntitle: x\nlocation:\n---\n").setting("location", yaml: location.yaml)
            #expect(!location.yaml.contains("\n"))
            #expect(Location(document.fields["location"]) == location)
        }
    }

    @Test func setLocationWritesOneLineAndCheckAcceptsIt() throws {
        let fixture = try TemporaryStore()
        let diary = try fixture.store.kind(named: "diary")
        let request = NewEntry(title: "산책", date: PersonDate(day: Day(year: 2026, month: 11, day: 22), time: (9, 0)),
                               assignments: [FieldAssignment(key: "location", value: "종로구 37.5735,126.9788")])
        let change = try fixture.store.add(diary, text: try fixture.store.draft(diary, request, now: sundayMorning))
        #expect(try fixture.read(change.path).contains("\nlocation: {name: 종로구, lat: 37.5735, lon: 126.9788}\n"))
        let moved = try fixture.store.set(change.path, [FieldAssignment(key: "location", value: "37.57,126.98")])
        #expect(moved.message == "diary: set 2026-11-22 산책 location 종로구 → 37.57, 126.98")
        #expect(try fixture.read(change.path).contains("\nlocation: {lat: 37.57, lon: 126.98}\n"))
        #expect(throws: KeptError.self) { try fixture.store.set(change.path, [FieldAssignment(key: "location", value: "x 95,1")]) }

        // One part of the place: the rest is kept.
        let renamed = try fixture.store.set(change.path, [FieldAssignment(key: "location.name", value: "광화문")])
        #expect(renamed.message == "diary: set 2026-11-22 산책 location 37.57, 126.98 → 광화문")
        #expect(try fixture.read(change.path).contains("\nlocation: {name: 광화문, lat: 37.57, lon: 126.98}\n"))
        #expect(throws: KeptError.self) { try fixture.store.set(change.path, [FieldAssignment(key: "location.lat", value: "north")]) }
        #expect(throws: KeptError.self) { try fixture.store.set(change.path, [FieldAssignment(key: "location.height", value: "3")]) }
        _ = try fixture.store.set(change.path, [FieldAssignment(key: "location.lat", value: ""), FieldAssignment(key: "location.lon", value: "")])
        #expect(try fixture.read(change.path).contains("\nlocation: {name: 광화문}\n"))

        let parts = NewEntry(title: "부분", date: PersonDate(day: Day(year: 2026, month: 11, day: 22), time: (9, 0)),
                             assignments: [FieldAssignment(key: "location.lat", value: "35.1"), FieldAssignment(key: "location.lon", value: "129.1"),
                                           FieldAssignment(key: "location.name", value: "부산")])
        #expect(try fixture.store.draft(diary, parts, now: sundayMorning).contains("\nlocation: {name: 부산, lat: 35.1, lon: 129.1}\n"))
    }

    // MARK: Days

    func diaryEntry(_ date: String, _ title: String) -> Entry {
        Entry(path: "diary/\(date.prefix(4))/\(date.dropFirst(5).prefix(2))/\(date.prefix(10))-\(title).md", kind: "diary",
              document: EntryDocument(text: "---\ntitle: \(title)\ndate: \(date)\n---\n"))
    }

    var diary: Kind { try! TemporaryStore().store.kind(named: "diary") }

    @Test func onThisDayFindsEarlierYearsNewestFirst() {
        let entries = [diaryEntry("2025-11-22T09:00:00+09:00", "last-year"), diaryEntry("2023-11-22T21:00:00+09:00", "three"),
                       diaryEntry("2023-11-22T07:00:00+09:00", "three-early"), diaryEntry("2026-11-22T09:00:00+09:00", "today"),
                       diaryEntry("2025-11-21T09:00:00+09:00", "other-day"), diaryEntry("2027-11-22T09:00:00+09:00", "future")]
        let found = Anniversaries.find(Day(year: 2026, month: 11, day: 22), in: entries, kind: diary)
        #expect(found.memories.map(\.entry.title) == ["last-year", "three", "three-early"])
        #expect(found.memories.map(\.yearsAgo) == [1, 3, 3])
    }

    @Test func leapDaysComeBackOnTheTwentyEighthInOtherYears() {
        let entries = [diaryEntry("2024-02-29T09:00:00+09:00", "leap"), diaryEntry("2024-02-28T09:00:00+09:00", "eve"),
                       diaryEntry("2023-02-28T09:00:00+09:00", "plain"), diaryEntry("2020-02-29T09:00:00+09:00", "old-leap")]
        func titles(_ day: Day) -> [String] { Anniversaries.find(day, in: entries, kind: diary).memories.map(\.entry.title) }
        // 2025 has no 29th: the leap-day entries join the 28th's.
        #expect(titles(Day(year: 2025, month: 2, day: 28)) == ["leap", "eve", "plain", "old-leap"])
        #expect(titles(Day(year: 2025, month: 3, day: 1)) == [])
        // 2028 has one: the 29th shows leap days only, the 28th only 28ths.
        #expect(titles(Day(year: 2028, month: 2, day: 29)) == ["leap", "old-leap"])
        #expect(titles(Day(year: 2028, month: 2, day: 28)) == ["eve", "plain"])
        #expect(Anniversaries.find(Day(year: 2028, month: 2, day: 29), in: entries, kind: diary).memories.map(\.yearsAgo) == [4, 8])
    }

    @Test func theDaysEntriesAreFoundEarliestFirst() throws {
        let fixture = try TemporaryStore()
        try fixture.write("diary/2026/11/2026-11-22-b.md", "---\ntitle: b\ndate: 2026-11-22T20:00:00+09:00\n---\n")
        try fixture.write("diary/2026/11/2026-11-22-a.md", "---\ntitle: a\ndate: 2026-11-22T08:00:00+09:00\n---\n")
        try fixture.write("diary/2026/11/2026-11-21-c.md", "---\ntitle: c\ndate: 2026-11-21T08:00:00+09:00\n---\n")
        #expect(try Diary(fixture.store).entries(on: Day(year: 2026, month: 11, day: 22)).map(\.title) == ["a", "b"])
        #expect(try Diary(fixture.store).entries(on: Day(year: 2026, month: 11, day: 20)).isEmpty)
    }

    // MARK: Weather

    /// A runner that answers as told and notes what it was asked: the domain starts no
    /// process (the command line's `ShellCommandRunner` does; keptCLITests run real ones).
    final class ToldRunner: CommandRunner, @unchecked Sendable {
        let answer: CommandRun
        var asked: [(command: String, folder: String, timeout: TimeInterval)] = []
        init(_ answer: CommandRun) { self.answer = answer }
        func run(_ command: String, in folder: String, timeout: TimeInterval) -> CommandRun {
            asked.append((command, folder, timeout))
            return answer
        }
    }

    @Test func theWeatherIsTheFirstLineTrimmed() throws {
        let runner = ToldRunner(.printed("  맑음 3°C  \nsecond line\n"))
        let result = WeatherCommand(command: "weather now", timeout: 2).run(in: "/store", using: runner)
        #expect(try result.get() == "맑음 3°C")
        #expect(runner.asked.map { "\($0.command) in \($0.folder) for \($0.timeout)" } == ["weather now in /store for 2.0"])
        #expect(try WeatherCommand(command: "x").run(in: "/", using: ToldRunner(.printed(String(repeating: "해", count: 300)))).get().count == 200)
    }

    @Test func aFailingSilentOrSlowCommandGivesAReason() {
        func reason(_ run: CommandRun, timeout: TimeInterval = 5) -> String? {
            if case let .failure(failure) = WeatherCommand(command: "x", timeout: timeout).run(in: "/tmp", using: ToldRunner(run)) {
                return failure.reason
            }
            return nil
        }
        #expect(reason(.failed(status: 6)) == "failed (exit status 6)")
        #expect(reason(.printed("\n  \n")) == "printed nothing")
        #expect(reason(.tookLonger, timeout: 0.3) == "took longer than 0.3 s")
        #expect(reason(.tookLonger) == "took longer than 5 s")
        #expect(reason(.notStarted(reason: "no /bin/sh"))?.contains("no /bin/sh") == true)
    }

    @Test func onlyANewDiaryEntryOfTodayWithoutWeatherGetsIt() throws {
        let fixture = try TemporaryStore()
        let diary = try fixture.store.kind(named: "diary")
        let now = seoul.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 23, minute: 50))!
        let today = Day(year: 2026, month: 11, day: 22)
        #expect(WeatherCommand.isWanted(kind: diary, request: NewEntry(title: "첫눈"), now: now, calendar: seoul))
        #expect(WeatherCommand.isWanted(kind: diary, request: NewEntry(date: PersonDate(day: today, time: nil)), now: now, calendar: seoul))
        #expect(!WeatherCommand.isWanted(kind: diary, request: NewEntry(date: PersonDate(day: today.plus(days: -1), time: nil)),
                                         now: now, calendar: seoul), "yesterday's entry gets no weather of today")
        #expect(!WeatherCommand.isWanted(kind: diary, request: NewEntry(assignments: [FieldAssignment(key: "weather", value: "비")]),
                                         now: now, calendar: seoul))
        #expect(!WeatherCommand.isWanted(kind: try fixture.store.kind(named: "card"), request: NewEntry(title: "살다"), now: now, calendar: seoul))
    }

    @Test func theCommandComesFromTheStoreConfig() throws {
        let config = try StoreConfig(text: "diary:\n  weather_command: echo sunny\n  weather_timeout: 2\n")
        let command = try #require(try WeatherCommand(config: config))
        #expect(command.command == "echo sunny")
        #expect(command.timeout == 2)
        #expect(try WeatherCommand(config: StoreConfig(text: "fridge:\n  soon: 3\n")) == nil)
        #expect(throws: KeptError.self) { try WeatherCommand(config: StoreConfig(text: "diary:\n  weather_command: x\n  weather_timeout: soon\n")) }
    }
}
