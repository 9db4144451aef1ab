import Foundation

/// The cards a reminder shows, as `kept remind` and the hub's push both choose them: at random,
/// weighted towards due and long-unseen cards (`ReminderPicker`), each given its id and
/// written to this machine's reminder history, so the next reminder does not repeat it.
package enum CardReminder {
    /// Up to `count` cards of `category` (every category when nil), recorded as reminded at `now`.
    package static func next(in store: Store, count: Int = 1, category: String? = nil, now: Date,
                             random: inout SeededRandom) throws -> [Card] {
        let deck = try CardDeck.load(store, category: category)
        var history = ReminderHistory.load(store)
        let picked = ReminderPicker.pick(deck.cards, count: count, history: history, today: Day(now), now: now, random: &random)
        let cards = try picked.map { try store.identified($0) }
        if !cards.isEmpty {
            history.add(cards.map(\.id), at: now)
            try history.save(store)
        }
        return cards
    }
}
