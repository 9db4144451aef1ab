import Foundation

/// The fridge in numbers for `kept stats` and the report: what `kept fridge stats` shows
/// (stock by category, expired, expiring this week, the last 30 days) and what was eaten
/// versus thrown away in each of the last twelve months, read from kept's commits.
package struct FridgeNumbers: Sendable, Codable, Equatable {
    package struct CategoryCount: Sendable, Codable, Equatable { package let category: String; package let items: Int }
    package struct MonthCount: Sendable, Codable, Equatable {
        package let month: String
        package let consumed: Int
        package let discarded: Int
    }

    package let stocked: Int
    /// Largest first.
    package let categories: [CategoryCount]
    package let expired: Int
    package let expiringThisWeek: Int
    /// Consumed and discarded over the last `FridgeStats.recentDays` days.
    package let recentDays: Int
    package let consumed: Int
    package let discarded: Int
    /// The last twelve months, this one last.
    package let months: [MonthCount]

    package static let monthCount = 12

    package init(stats: FridgeStats, history: [(summary: String, day: Day)], today: Day) {
        stocked = stats.stocked
        categories = stats.categories.map { CategoryCount(category: $0.category, items: $0.items) }
        expired = stats.expired.count
        expiringThisWeek = stats.expiringThisWeek.count
        recentDays = FridgeStats.recentDays
        consumed = stats.consumed
        discarded = stats.discarded
        let keys = MonthKey.last(Self.monthCount, endingWith: today)
        var counts: [String: (consumed: Int, discarded: Int)] = [:]
        for commit in history {
            switch FridgeStats.event(commit.summary) {
            case .consumed?: counts[MonthKey.of(commit.day), default: (0, 0)].consumed += 1
            case .discarded?: counts[MonthKey.of(commit.day), default: (0, 0)].discarded += 1
            default: break
            }
        }
        months = keys.map { MonthCount(month: $0, consumed: counts[$0]?.consumed ?? 0, discarded: counts[$0]?.discarded ?? 0) }
    }
}

/// Everything `kept stats --format json` prints, and what the report draws.
package struct StoreStats: Sendable, Codable, Equatable {
    package let today: String
    /// One for each kind asked for (every kind when none was).
    package let kinds: [EntryStats]
    package let cards: CardStats?
    package let fridge: FridgeNumbers?

    package init(today: Day, kinds: [EntryStats], cards: CardStats?, fridge: FridgeNumbers?) {
        self.today = today.iso
        self.kinds = kinds
        self.cards = cards
        self.fridge = fridge
    }

    package func kind(_ name: String) -> EntryStats? { kinds.first { $0.kind == name } }
}
