import Foundation

/// Review logs as FSRS's optimizer (fsrs-rs) trains on them: per card, the grades with the whole
/// days elapsed since the card's previous review (0 for the first and for a same-day review).
///
/// Every review on a later day than the one before is a prediction to score: FSRS predicts its
/// recall from the reviews before it. Same-day reviews are history only (they move stability
/// through FSRS's short-term formula, w17…w19) and are not scored, as Anki hands fsrs-rs its
/// items. Later predictions weigh more (fsrs-rs's recency weights, 0.25 … 1 by review order), and
/// a card's reviews past the 256th are not scored (fsrs-rs's `max_seq_len`).
package struct FSRSTrainingSet: Sendable {
    package struct Review: Sendable, Equatable {
        package let days: Int
        package let grade: Grade
    }

    package struct CardHistory: Sendable {
        /// The review item: a card's id, or `id#item` for its other items (`ReviewSchedule.key`).
        package let card: String
        package let reviews: [Review]
        /// Per review: its recency weight when it is scored, 0 when it is not.
        package let weights: [Double]
        /// Per review: its place among all scored reviews (time order), -1 when not scored.
        package let order: [Int]
    }

    /// Cards with at least one scored review, in the order their first review was made.
    package let cards: [CardHistory]
    /// Scored reviews: reviews after the first on a later day.
    package let predictions: Int
    /// Every review read.
    package let reviews: Int

    /// The longest history fsrs-rs trains on.
    static let maximumLength = 256

    /// From records in any order (sorted here in replay order, as ReviewSchedule replays them);
    /// `only` keeps the cards with those ids.
    package init(records: [ReviewRecord], only: Set<String>? = nil) {
        var histories: [String: [Review]] = [:]
        var orders: [String: [Int]] = [:]
        var last: [String: Date] = [:]
        var firstSeen: [String] = []
        var scored = 0, read = 0
        for record in records.sorted(by: ReviewRecord.replayOrder) {
            if let only, !only.contains(record.card) { continue }
            read += 1
            // Each review item (a reversed card's reverse, a cloze) is a history of its own,
            // as ReviewSchedule replays it.
            let item = ReviewSchedule.key(card: record.card, item: record.item)
            let previous = last[item]
            // Whole 24-hour periods on UTC instants, as ReviewSchedule counts them.
            let days = previous.map { max(Int((record.time.timeIntervalSince($0) / 86400).rounded(.down)), 0) } ?? 0
            if previous == nil { firstSeen.append(item) }
            last[item] = record.time
            histories[item, default: []].append(Review(days: days, grade: record.grade))
            let length = histories[item]!.count
            if previous != nil, days > 0, length <= FSRSTrainingSet.maximumLength {
                orders[item, default: []].append(scored)
                scored += 1
            } else {
                orders[item, default: []].append(-1)
            }
        }
        let span = Double(max(scored - 1, 1))
        cards = firstSeen.compactMap { card in
            let order = orders[card]!
            guard order.contains(where: { $0 >= 0 }) else { return nil }
            return CardHistory(card: card, reviews: histories[card]!,
                               weights: order.map { $0 < 0 ? 0 : 0.25 + 0.75 * pow(Double($0) / span, 3) }, order: order)
        }
        predictions = scored
        reviews = read
    }

    /// The share of scored reviews recalled (graded above again).
    var averageRecall: Double {
        var recalled = 0, total = 0
        for card in cards {
            for (review, weight) in zip(card.reviews, card.weights) where weight > 0 {
                total += 1
                if review.grade != .again { recalled += 1 }
            }
        }
        return total == 0 ? 0 : Double(recalled) / Double(total)
    }
}
