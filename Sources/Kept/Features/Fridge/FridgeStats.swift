import Foundation

/// What `kept fridge stats` shows: the stock per category, what expires within a week, and
/// how much was eaten versus thrown away lately.
package struct FridgeStats: Sendable {
    package struct CategoryShare: Sendable, Equatable {
        package let category: String
        /// Stocked items (entries, not their quantities) in the category.
        package let items: Int
        /// The category's part of all stocked items, 0…1.
        package let share: Double
    }

    /// Largest category first (then by name).
    package let categories: [CategoryShare]
    package let stocked: Int
    /// Stocked items past their expiry day.
    package let expired: [FridgeItem]
    /// Stocked items expiring from today through `weekEnd`.
    package let expiringThisWeek: [FridgeItem]
    package let weekEnd: Day
    /// Items used up and thrown away from `since` through today, as kept's commits record.
    package let consumed: Int
    package let discarded: Int
    package let since: Day

    /// Days of history `make` reads for consumed versus discarded.
    package static let recentDays = 30

    package init(fridge: Fridge, today: Day, history: [(summary: String, day: Day)]) {
        let stock = fridge.stock()
        stocked = stock.count
        var counts: [String: Int] = [:]
        for item in stock { counts[item.category.isEmpty ? "(none)" : item.category, default: 0] += 1 }
        categories = counts.map { CategoryShare(category: $0.key, items: $0.value, share: Double($0.value) / Double(max(1, stock.count))) }
            .sorted { $0.items != $1.items ? $0.items > $1.items : $0.category.localizedStandardCompare($1.category) == .orderedAscending }
        let weekEnd = today.plus(days: 6)
        self.weekEnd = weekEnd
        expired = stock.filter { $0.daysLeft(today: today)?.isExpired == true }
        expiringThisWeek = stock.filter { item in item.expires.map { today <= $0 && $0 <= weekEnd } ?? false }
        since = today.plus(days: -(Self.recentDays - 1))
        var consumed = 0, discarded = 0
        for commit in history where since <= commit.day && commit.day <= today {
            switch Self.event(commit.summary) {
            case .consumed?: consumed += 1
            case .discarded?: discarded += 1
            default: break
            }
        }
        self.consumed = consumed
        self.discarded = discarded
    }

    /// Reads the last `recentDays` days of the store's history for `fridge` (loaded when nil).
    package static func make(_ store: Store, fridge: Fridge? = nil, today: Day, calendar: Calendar = .current) throws -> FridgeStats {
        let fridge = try fridge ?? Fridge.load(store)
        let start = today.plus(days: -recentDays).start(in: calendar)
        let commits = try store.history(since: start).map { (summary: $0.summary, day: Day($0.date, calendar: calendar)) }
        return FridgeStats(fridge: fridge, today: today, history: commits)
    }

    /// What a commit did to a fridge item, read from the messages kept writes:
    /// `fridge: consume 김치 (1 → 0)` used it up, `fridge: discard 김치` threw it away, and
    /// `fridge: set 김치 status stocked → consumed` did either by hand.
    /// A change made through the assistant reads as the same change (`CommitAttribution`).
    static func event(_ marked: String) -> FridgeStatus? {
        let summary = CommitAttribution.read(marked).summary
        guard summary.hasPrefix("fridge: ") else { return nil }
        if summary.hasPrefix("fridge: consume "), summary.hasSuffix(" → 0)") { return .consumed }
        if summary.hasPrefix("fridge: discard ") { return .discarded }
        if summary.hasPrefix("fridge: set "), let range = summary.range(of: " status ") {
            let change = summary[range.upperBound...].prefix { $0 != "," }
            if change.hasSuffix("→ consumed") { return .consumed }
            if change.hasSuffix("→ discarded") { return .discarded }
        }
        return nil
    }
}
