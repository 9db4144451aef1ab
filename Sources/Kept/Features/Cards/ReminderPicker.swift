import Foundation

/// Chooses the cards `kept remind` shows: at random, weighted towards cards that are due for
/// review and cards not reminded of for a long time, never the card reminded of last nor a
/// suspended one.
package enum ReminderPicker {
    /// Up to `count` different cards from `cards`.
    ///
    /// A card's weight is (3 when due, 2 when never reviewed, else 1) × (1 + days since it was
    /// last reminded of / 3, counting a card never reminded of as 30 days): a card due and
    /// forgotten for a month is 33 times likelier than one seen today and not due.
    package static func pick(_ cards: [Card], count: Int, history: ReminderHistory, today: Day, now: Date,
                            calendar: Calendar = .current, random: inout SeededRandom) -> [Card] {
        // A suspended card is set aside from reminders as from reviews.
        var pool = cards.filter { !$0.isSuspended }
        // Never twice in a row, unless there is no other card to show.
        if let last = history.last, pool.count > 1 { pool.removeAll { $0.id == last } }
        var weights = pool.map { weight($0, history: history, today: today, now: now, calendar: calendar) }
        var chosen: [Card] = []
        while chosen.count < count, !pool.isEmpty {
            let total = weights.reduce(0, +)
            var target = random.unit() * total
            var index = pool.count - 1
            for (i, weight) in weights.enumerated() {
                if target < weight { index = i; break }
                target -= weight
            }
            chosen.append(pool.remove(at: index))
            weights.remove(at: index)
        }
        return chosen
    }

    static func weight(_ card: Card, history: ReminderHistory, today: Day, now: Date, calendar: Calendar) -> Double {
        let review: Double = card.isNew ? 2 : (card.isDue(today: today, calendar: calendar) ? 3 : 1)
        let days = card.id.isEmpty ? nil : history.lastTime(of: card.id).map { max(0, now.timeIntervalSince($0) / 86400) }
        return review * (1 + min(days ?? 30, 30) / 3)
    }
}
