import Foundation
import Kept

/// Small wording shared by the card commands (and the fridge stats' item count).
enum CardsText {
    /// `1 card`, `3 cards`, `카드 3장`: `noun` is `card`, `day` or `item`.
    static func count(_ n: Int, _ noun: String) -> String { say(.count(noun), count: n) }

    /// A category's counts: `2 cards, 2 due`, or with the questions its cards ask when a
    /// reversed or cloze card asks more than one: `2 cards asking 5 questions, 3 due`.
    static func counts(_ category: CardDeck.Category) -> String {
        guard category.items != category.cards.count else {
            return say(.cardsCountDue, ["cards": count(category.cards.count, "card"), "due": String(category.due)])
        }
        return say(.cardsCountItemsDue, ["cards": count(category.cards.count, "card"),
                                         "questions": count(category.items, "question"), "due": String(category.due)])
    }

    /// What a category's daily limits keep for tomorrow, a sentence for each limit reached.
    static func heldBack(_ held: CardDeck.HeldBack?) -> [String] {
        guard let held else { return [] }
        return (held.new > 0 ? [say(.cardsHeldNew, count: held.new, ["limit": String(held.limit.new)])] : [])
            + (held.reviews > 0 ? [say(.cardsHeldReviews, count: held.reviews, ["limit": String(held.limit.reviews)])] : [])
    }

    /// The title with the item beside it when the card asks more than its front: `먹다 · reverse`.
    static func title(_ card: Card) -> String {
        card.title + (card.itemLabel.map { " · " + $0 } ?? "")
    }

    /// `today`, `tomorrow`, `in 5 days (2026-11-27)`, `3 days ago (2026-11-19)`.
    static func when(_ day: Day, today: Day) -> String {
        let days = today.days(until: day)
        switch days {
        case 0: return say(.whenToday)
        case 1: return say(.whenTomorrow, ["day": day.iso])
        case -1: return say(.whenYesterday, ["day": day.iso])
        case let n where n > 1: return say(.whenInDays, ["count": String(n), "day": day.iso])
        default: return say(.whenDaysAgo, ["count": String(-days), "day": day.iso])
        }
    }
}
