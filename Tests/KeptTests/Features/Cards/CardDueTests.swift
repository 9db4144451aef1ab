import Foundation
import Testing
@testable import Kept

/// Which card is due next and how overdue a card is: what `kept review` and `kept cards` say,
/// counted in calendar days.
@Suite("Cards: due days")
struct CardDueTests {
    let today = Day(year: 2026, month: 11, day: 22)

    func card(_ title: String, created: String, due: Day? = nil) -> Card {
        let entry = Entry(path: "cards/c/\(title).md", kind: "card",
                          document: EntryDocument(text: "---\ntitle: \(title)\ncategory: c\ncreated: \(created)\n---\n"))
        return Card(entry: entry, state: due.map { state(due: $0) })
    }

    /// A reviewed card's state falling due at noon (Seoul) of `due`.
    func state(due: Day) -> ReviewSchedule.State {
        let base = ReviewSchedule(records: [ReviewRecord(card: "x", time: Date(timeIntervalSince1970: 0), grade: .good, machine: "m")])
            .states["x"]!
        var state = base
        state.due = seoul.date(byAdding: .hour, value: 12, to: due.start(in: seoul))!
        return state
    }

    @Test func theNextDueIsTheNearestLaterDayThenTheTitle() {
        let deck = CardDeck(cards: [
            card("살다", created: "2026-11-01", due: today.plus(days: 3)),
            card("가다", created: "2026-11-01", due: today.plus(days: 3)),
            card("먹다", created: "2026-11-01", due: today.plus(days: 5)),
            card("overdue", created: "2026-11-01", due: today.plus(days: -2)),
            card("new later", created: "2026-11-30"),
        ], schedule: ReviewSchedule(records: []))
        let next = deck.nextDue(after: today, calendar: seoul)
        #expect(next?.card.title == "가다")
        #expect(next?.day == today.plus(days: 3))
        #expect(CardDeck(cards: [card("overdue", created: "2026-11-01", due: today)], schedule: ReviewSchedule(records: []))
            .nextDue(after: today, calendar: seoul) == nil)
    }

    @Test func aSessionsGradesStandForTheCardsStates() {
        let deck = CardDeck(cards: [card("살다", created: "2026-11-01", due: today.plus(days: 3)),
                                    card("가다", created: "2026-11-01", due: today)],
                            schedule: ReviewSchedule(records: []))
        let graded = ["cards/c/가다.md#front": state(due: today.plus(days: 1))]
        let next = deck.nextDue(after: today, graded: graded, calendar: seoul)
        #expect(next?.card.title == "가다")
        #expect(next?.day == today.plus(days: 1))
    }

    @Test func overdueDaysAreCalendarDaysAcrossMonthsAndYears() {
        #expect(card("a", created: "2026-11-01", due: today).daysOverdue(today: today, calendar: seoul) == 0)
        #expect(card("b", created: "2026-11-01", due: Day(year: 2026, month: 10, day: 30)).daysOverdue(today: today, calendar: seoul) == 23)
        #expect(card("c", created: "2026-11-01", due: Day(year: 2025, month: 11, day: 22)).daysOverdue(today: today, calendar: seoul) == 365)
        #expect(card("d", created: "2026-11-01", due: today.plus(days: 4)).daysOverdue(today: today, calendar: seoul) == -4)
        // A new card is due from the day it was made.
        #expect(card("new", created: "2026-11-20").daysOverdue(today: today, calendar: seoul) == 2)
    }
}
