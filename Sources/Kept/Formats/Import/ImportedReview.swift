import Foundation

/// A review another program recorded (Anki's `revlog`), carried into this machine's review log
/// so the card's schedule goes on where it was instead of starting again.
package struct ImportedReview: Sendable, Equatable {
    package let time: Date
    package let grade: Grade
    /// The review item of the card it was given to: nil for the card itself (front → back, the
    /// lowest cloze), `reverse` for a reversed pair's back → front, `c<N>` for another cloze.
    package let item: String?

    package init(time: Date, grade: Grade, item: String?) {
        self.time = time
        self.grade = grade
        self.item = item
    }

    /// The log record of this review of the card `card`, for its item.
    func record(card: String, machine: String) -> ReviewRecord {
        ReviewRecord(card: card, item: item, time: time, grade: grade, machine: machine)
    }
}
