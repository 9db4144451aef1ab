import Foundation

/// A grade for one question of a card: the terminal's review, the phone's buttons and an
/// assistant's `review_grade` are this one operation. The card gets an id if it had none (its
/// own commit), the grade is a line in this machine's review log (one commit:
/// `cards: review 먹다 (good)`), and the outcome says when the card comes back.
package struct CardGrade: Sendable {
    /// The question graded, as the deck listed it.
    package var card: Card
    package var grade: Grade

    package init(_ card: Card, _ grade: Grade) {
        self.card = card
        self.grade = grade
    }

    /// Records the grade at `now`; `schedule` is the deck's (what the card comes back by).
    package func run(in store: Store, schedule: ReviewSchedule, at now: Date = Date()) throws -> CardGraded {
        let identified = try store.identified(card)
        let change = try store.record(grade, card: identified, at: now)
        let next = schedule.after(card.state, grade: grade, at: now, card: identified.id)
        return CardGraded(change: change, card: identified, grade: grade, next: next)
    }
}

/// What `CardGrade` did: the commit, the card as graded (with its id), and its next review.
package struct CardGraded: Sendable {
    package let change: Change
    package let card: Card
    package let grade: Grade
    package let next: ReviewSchedule.State

    /// The day the card comes back.
    package var due: Day { Day(next.due) }
}
