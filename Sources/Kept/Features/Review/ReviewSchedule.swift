import Foundation

/// Every card's schedule, computed by replaying all machines' review logs in time order.
///
/// Nothing of it is stored in the card files or committed: the logs are the truth, so the
/// same logs give the same schedule on every machine, whatever order they were merged in.
package struct ReviewSchedule: Sendable {
    /// What the reviews of one card add up to.
    package struct State: Sendable, Equatable {
        package var memory: FSRS.Memory
        package var lastReview: Date
        package var lastGrade: Grade
        /// When recall is expected to fall to the desired retention.
        package var due: Date
        package var reviews: Int
        /// Times it was graded `again` after having been learned.
        package var lapses: Int
        package var interval: Int
    }

    package let fsrs: FSRS
    /// Cards whose category has weights of its own (`FSRSWeights`): card id → their FSRS.
    package let fsrsByCard: [String: FSRS]
    /// `key(card:item:)` → state; items never reviewed are absent.
    package let states: [String: State]
    /// Every review replayed, in replay order: what the day's limits count (`DailyLimits`).
    package let records: [ReviewRecord]
    /// Cards put aside for a day (`ReviewBury`).
    package let buries: [ReviewBury]
    /// Weight settings that could not be used (their cards schedule with the defaults).
    package var warnings: [KeptError] = []

    /// A card's first item is its id alone (as logs before items wrote it), another `id#item`.
    package static func key(card: String, item: String?) -> String {
        item.map { card + "#" + $0 } ?? card
    }

    /// Replays `records` (any order: they are sorted here) with `fsrs`, or the card's own
    /// in `fsrsByCard`.
    package init(records: [ReviewRecord], buries: [ReviewBury] = [], fsrs: FSRS = FSRS(), fsrsByCard: [String: FSRS] = [:]) {
        self.fsrs = fsrs
        self.fsrsByCard = fsrsByCard
        self.records = records.sorted(by: ReviewRecord.replayOrder)
        self.buries = buries
        var states: [String: State] = [:]
        for record in self.records {
            let key = ReviewSchedule.key(card: record.card, item: record.item)
            states[key] = ReviewSchedule.after(states[key], grade: record.grade, at: record.time,
                                               fsrs: fsrsByCard[record.card] ?? fsrs)
        }
        self.states = states
    }

    /// A card's state after one more review: what a grade would do, before it is given.
    package func after(_ previous: State?, grade: Grade, at time: Date, card: String? = nil) -> State {
        ReviewSchedule.after(previous, grade: grade, at: time, fsrs: card.flatMap { fsrsByCard[$0] } ?? fsrs)
    }

    static func after(_ previous: State?, grade: Grade, at time: Date, fsrs: FSRS) -> State {
        let elapsed = previous.map { Int((time.timeIntervalSince($0.lastReview) / 86400).rounded(.down)) } ?? 0
        let memory = fsrs.review(previous?.memory, grade: grade, elapsedDays: max(elapsed, 0))
        let interval = fsrs.interval(stability: memory.stability)
        return State(memory: memory, lastReview: time, lastGrade: grade,
                     due: time.addingTimeInterval(Double(interval) * 86400),
                     reviews: (previous?.reviews ?? 0) + 1,
                     lapses: (previous?.lapses ?? 0) + (previous != nil && grade == .again ? 1 : 0),
                     interval: interval)
    }

    /// The store's schedule: its logs replayed with its desired retention.
    /// The weights are the store's configured ones (`FSRSWeights.configured`): fitted by
    /// `kept review --optimize`, per category when fitted so.
    package static func load(_ store: Store) throws -> ReviewSchedule {
        let config = try store.config()
        let retention = try retention(config)
        let weights = FSRSWeights.configured(config)
        var byCard: [String: FSRS] = [:]
        if !weights.categories.isEmpty {
            let kind = try store.kind(named: "card")
            let fitted = weights.categories.mapValues { FSRS(retention: retention, weights: $0) }
            for entry in StoreIndex.load(store, kinds: [kind]).entries where entry.problem == nil {
                let card = Card(entry: entry, state: nil)
                if let id = entry.value(of: "id"), let fsrs = fitted[CardCategory.key(card.category)] {
                    byCard[id] = fsrs
                }
            }
        }
        let log = try ReviewLog.load(store)
        var schedule = ReviewSchedule(records: log.records, buries: log.buries, fsrs: FSRS(retention: retention, weights: weights.all),
                                      fsrsByCard: byCard)
        schedule.warnings = weights.warnings
        return schedule
    }

    /// `cards.review.retention` from the store's settings, 0.9 by default.
    package static func retention(_ config: StoreConfig) throws -> Double {
        guard let value = try config.number("cards.review.retention") else { return FSRS.defaultRetention }
        guard (0.5...0.99).contains(value) else {
            throw KeptError.invalidField(path: StoreConfig.relativePath, line: nil,
                Message(.errorReviewScheduleBadRetention, ["value": "\(value)"]))
        }
        return value
    }
}
