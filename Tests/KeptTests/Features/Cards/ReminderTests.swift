import Foundation
import Testing
@testable import Kept

@Suite("Reminders: weighted random picks and timers")
struct ReminderTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    var today: Day { Day(now, calendar: seoul) }

    func card(_ id: String, reviewed: ReviewSchedule.State? = nil) -> Card {
        Card(entry: Entry(path: "cards/c/\(id).md", kind: "card",
                          document: EntryDocument(text: "---\ntitle: \(id)\nid: \(id)\ncategory: c\ncreated: 2026-11-01\n---\n")),
             state: reviewed)
    }

    func notDue() -> ReviewSchedule.State {
        ReviewSchedule(records: [ReviewRecord(card: "x", time: now, grade: .easy, machine: "m")]).states["x"]!
    }

    @Test func theSameSeedGivesTheSamePicks() {
        let cards = (1...20).map { card("card\($0)") }
        var a = SeededRandom(seed: 99), b = SeededRandom(seed: 99)
        let first = ReminderPicker.pick(cards, count: 5, history: ReminderHistory(), today: today, now: now, calendar: seoul, random: &a)
        let second = ReminderPicker.pick(cards, count: 5, history: ReminderHistory(), today: today, now: now, calendar: seoul, random: &b)
        #expect(first.map(\.id) == second.map(\.id))
        #expect(Set(first.map(\.id)).count == 5)
        // SplitMix64's published first outputs for seed 0 (Vigna's reference implementation).
        var zero = SeededRandom(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        #expect(zero.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func theLastCardIsNeverPickedFirstAgain() {
        let cards = ["a", "b", "c"].map { card($0) }
        var history = ReminderHistory()
        var random = SeededRandom(seed: 1)
        for _ in 0..<200 {
            let pick = ReminderPicker.pick(cards, count: 1, history: history, today: today, now: now, calendar: seoul, random: &random)
            #expect(pick.count == 1 && pick[0].id != history.last)
            history.add(pick.map(\.id), at: now)
        }
        // A single card is still shown: there is no other.
        #expect(ReminderPicker.pick([card("a")], count: 1, history: history, today: today, now: now, calendar: seoul, random: &random).count == 1)
    }

    @Test func dueAndLongUnremindedCardsAreFavoured() {
        let fresh = card("fresh", reviewed: notDue())
        let due = card("due")
        var history = ReminderHistory()
        history.add(["fresh"], at: now.addingTimeInterval(-3600))
        history.add(["other"], at: now)
        // due (new, never reminded): 2 × 11 = 22; fresh (not due, reminded an hour ago): 1 × ~1.01.
        var random = SeededRandom(seed: 5)
        var counts: [String: Int] = [:]
        for _ in 0..<1000 {
            let pick = ReminderPicker.pick([fresh, due], count: 1, history: history, today: today, now: now, calendar: seoul, random: &random)
            counts[pick[0].id, default: 0] += 1
        }
        #expect(counts["due", default: 0] > 900)
        #expect(counts["fresh", default: 0] > 10)
    }

    @Test func timersFireOnTheHoursAskedForAndCronSaysTheSame() throws {
        let timer = try ReminderTimer(every: "2h", between: "09:00-22:00")
        #expect(timer.calendarSpecs == ["*-*-* 09,11,13,15,17,19,21:00:00"])
        #expect(try ReminderTimer(every: "90m").calendarSpecs == ["*-*-* 00,03,06,09,12,15,18,21:00:00", "*-*-* 01,04,07,10,13,16,19,22:30:00"])
        #expect(try ReminderTimer(every: "1d", between: "9-10").calendarSpecs == ["*-*-* 09:00:00"])
        #expect(try ReminderTimer(every: "1h 30m").every == 90)
        #expect(timer.crontabLine(executable: "/usr/bin/kept", store: "/home/me/my kept", uid: 1000)
            == "0 9,11,13,15,17,19,21 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus /usr/bin/kept --store '/home/me/my kept' remind --notify")
        #expect(timer.cronNote == nil)
        #expect(timer.serviceUnit(executable: "/usr/bin/kept", store: "/home/me/my kept")
            .contains("ExecStart=/usr/bin/kept --store \"/home/me/my kept\" remind --notify\n"))
        #expect(throws: KeptError.self) { try ReminderTimer(every: "0h") }
        #expect(throws: KeptError.self) { try ReminderTimer(every: "2h", between: "25:00-26:00") }
    }

    /// Issue 20: one crontab line whatever the interval (the nearest cron can keep, said so),
    /// and spans over midnight.
    @Test func cronGetsOneLineAndSpansMayRunOverMidnight() throws {
        func line(_ every: String, _ between: String? = nil) throws -> String {
            String(try ReminderTimer(every: every, between: between).crontabLine(executable: "k", store: "/s", uid: 1).prefix { $0 != "D" })
        }
        #expect(try line("7m") == "*/6 * * * * ")
        #expect(try ReminderTimer(every: "7m").cronNote?.english == "cron cannot run every 7m: this line runs every 6m, the nearest interval it can")
        #expect(try line("15m", "09:30-22:00") == "*/15 9-22 * * * ", "by the hour: `remind --notify` keeps to 09:30-22:00 itself")
        #expect(try line("20m", "09:10-10:00") == "10-59/20 9 * * * ")
        #expect(try line("90m") == "0 * * * * ", "between 1h and 2h, the shorter")
        #expect(try line("5h", "08:00-20:00") == "0 8,12,16,20 * * * ", "5h is nearer 4h than 6h")
        #expect(try line("1d", "07:30-08:00") == "30 7 * * * ")
        #expect(try line("7m", "22:00-02:00") == "*/6 22-23,0-1 * * * ")
        #expect(try line("1h", "22:00-02:00") == "0 22,23,0,1,2 * * * ")

        let night = try ReminderTimer(every: "1h", between: "22:00-02:00")
        #expect(night.overnight)
        #expect(night.times == [22 * 60, 23 * 60, 0, 60, 120])
        #expect(night.calendarSpecs == ["*-*-* 00,01,02,22,23:00:00"])
        var seoul = Calendar(identifier: .gregorian)
        seoul.timeZone = TimeZone(identifier: "Asia/Seoul")!
        func at(_ hour: Int, _ minute: Int) -> Date {
            seoul.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: hour, minute: minute))!
        }
        #expect(night.allows(at(23, 30), calendar: seoul) && night.allows(at(1, 59), calendar: seoul))
        #expect(!night.allows(at(2, 1), calendar: seoul) && !night.allows(at(12, 0), calendar: seoul) && !night.allows(at(21, 59), calendar: seoul))
        #expect(try ReminderTimer(every: "2h", between: "09:00-22:00").allows(at(12, 0), calendar: seoul))
        #expect(throws: KeptError.self) { try ReminderTimer(every: "2h", between: "09:00-09:00") }
    }

    @Test func remindSettingsKeysDefaultsAndWhatInstallSaves() throws {
        let none = ReminderSettings(config: try StoreConfig(text: "cards:\n  review:\n    retention: 0.9\n"))
        #expect(none.every == nil && none.between == nil)
        #expect(try none.allows(Date(timeIntervalSince1970: 0)))
        // Nothing given: the default interval, nothing saved.
        let plain = try none.install(every: nil, between: nil)
        #expect(plain.timer == (try ReminderTimer(every: ReminderTimer.defaultEvery)))
        #expect(plain.save == nil)

        let set = ReminderSettings(config: try StoreConfig(text: "cards:\n  remind:\n    every: 3h\n    between: 09:00-21:00\n"))
        #expect(set.every == "3h" && set.between == "09:00-21:00")
        #expect(!(try set.allows(seoul.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 23))!, calendar: seoul)))
        // The settings stand for what is not given; only what is given is saved, as typed.
        let given = try set.install(every: " 90m ", between: nil)
        #expect(given.timer == (try ReminderTimer(every: "90m", between: "09:00-21:00")))
        #expect(given.save?.settings.map { "\($0.key)=\($0.value)" } == ["cards.remind.every=90m"])
        #expect(given.save?.message == "cards: remind every 1h30m between 09:00-21:00")
        let both = try none.install(every: "2h", between: "08:00 - 20:00")
        #expect(both.save?.settings.map { "\($0.key)=\($0.value)" } == ["cards.remind.every=2h", "cards.remind.between=08:00-20:00"])
        #expect(both.save?.message == "cards: remind every 2h between 08:00 - 20:00")
    }

    @Test func cardsGoOnTheCalendarOnTheirDueDayWithTheirIdAsUID() throws {
        let fixture = try TemporaryStore()
        let store = fixture.store
        let kind = try store.kind(named: "card")
        _ = try store.add(kind, text: "---\ntitle: 살다\nid: salda001\ncategory: 동사\ncreated: 2026-11-01\n---\nto live\n")
        _ = try store.add(kind, text: "---\ntitle: 먹다\nid: meokda01\ncategory: 동사\ncreated: 2026-11-20\n---\nto eat\n")
        try "laptop-1a2b\n".write(toFile: store.absolutePath(MachineID.relativePath), atomically: true, encoding: .utf8)
        let deck = try CardDeck.load(store)
        let reviewedAt = seoul.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 9))!
        _ = try store.record(.easy, card: deck.cards.first { $0.id == "salda001" }!, at: reviewedAt)
        let entries = try CardDeck.load(store).cards.map(\.entry)

        let events = try CalendarExport.events(for: entries, kind: kind, store: store, today: Day(year: 2026, month: 11, day: 22))

        #expect(events.map(\.uid) == ["meokda01@kept", "salda001@kept"])
        // Easy first review: 8 days. A new card is due from the day it was made.
        #expect(events.map(\.day) == [Day(year: 2026, month: 11, day: 20), Day(reviewedAt.addingTimeInterval(8 * 86400))])
        #expect(events[1].summary == "Review: 살다")
        #expect(events[1].description == "to live · reviewed 1×, last easy, interval 8d · cards/동사/살다.md")
        #expect(throws: KeptError.self) { try CalendarExport.events(for: entries, kind: kind) }
    }
}

@Suite("kept check on cards and reviews")
struct CardCheckTests {
    @Test func sharedIdsAndBrokenLogLinesAreProblems() throws {
        let fixture = try TemporaryStore(files: [
            "cards/a/one.md": "---\ntitle: one\nid: sameid01\n---\n",
            "cards/b/copy.md": "---\ntitle: copy\nid: sameid01\n---\n",
            ".kept/reviews/m-0001.jsonl": "{\"card\":\"sameid01\",\"time\":\"2026-11-22T01:00:00Z\",\"grade\":3}\n{oops\n",
        ])
        let report = fixture.store.check()
        #expect(report.problems.contains(".kept/reviews/m-0001.jsonl:2: this is not a review (`{\"card\":\"ID\",\"time\":\"2026-11-22T01:14:05Z\",\"grade\":3}`); fix or remove the line"))
        #expect(report.problems.contains("cards/a/one.md, cards/b/copy.md share the card id `sameid01`, so their reviews mix: remove the `id:` line from all but one (kept gives a new id on its next review)"))
    }

    /// A sync's conflict copy keeps its card's id until the user joins the two: a note, not a
    /// "shared id" problem (found when sync learned to follow renames).
    @Test func aConflictCopyIsANoteNotASharedId() throws {
        let fixture = try TemporaryStore(files: [
            "cards/a/one.md": "---\ntitle: one\nid: sameid01\n---\nours\n",
            "cards/a/one.conflict-laptop-20261122.md": "---\ntitle: one\nid: sameid01\n---\ntheirs\n",
        ])
        let report = fixture.store.check()
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.notes.contains("1 conflict copy from a sync (`kept conflicts` lists it): join each into its entry with `kept resolve COPY`"))
    }
}
