import Foundation

extension CardDeck {
    /// What one day's review holds: the items due and let through by the day's limits, in
    /// review order, and per category what the limits keep for tomorrow.
    package struct Today: Sendable {
        package let items: [Card]
        /// Category → what its limits hold back; absent when nothing is.
        package let heldBack: [String: HeldBack]
        /// Ids of the cards buried for the day (`ReviewBury`).
        package let buried: Set<String>
    }

    /// Due items a category's limits keep for another day, and those limits.
    package struct HeldBack: Sendable, Equatable {
        package var new = 0
        package var reviews = 0
        package let limit: DailyLimits.Limit
    }

    /// The items due by `today`, most overdue first, new ones (in deck order) after the reviewed
    /// ones, without suspended cards (`Card.isDue`), cards buried for the day (and, when
    /// `DailyLimits.burySiblings`, items of a card another item of which was reviewed today), and no more
    /// per category than its limits leave after what every machine's log already holds for
    /// `today` (its local day, by `calendar`): an item's first review counts as new, any later one
    /// as a review.
    package func today(_ today: Day, calendar: Calendar = .current) -> Today {
        var category: [String: String] = [:]
        for item in items where !item.id.isEmpty && category[item.id] == nil { category[item.id] = item.category }
        var newDone: [String: Int] = [:], reviewsDone: [String: Int] = [:]
        // The local day as an interval: a calendar's day of each of years of reviews is slow on Linux.
        let start = today.start(in: calendar), end = today.plus(days: 1).start(in: calendar)
        let isToday = { (time: Date) in time >= start && time < end }
        var reviewed = Set<String>()
        // Card id → the items of it reviewed today, for `DailyLimits.burySiblings`.
        var reviewedToday: [String: Set<String>] = [:]
        for record in schedule.records {
            let first = reviewed.insert(ReviewSchedule.key(card: record.card, item: record.item)).inserted
            guard isToday(record.time), let name = category[record.card] else { continue }
            if first { newDone[name, default: 0] += 1 } else { reviewsDone[name, default: 0] += 1 }
            reviewedToday[record.card, default: []].insert(record.item ?? "")
        }
        let buried = Set(schedule.buries.filter { isToday($0.time) }.map(\.card))
        func setAside(_ card: Card) -> Bool {
            guard !card.id.isEmpty else { return false }
            if buried.contains(card.id) { return true }
            return limits.burySiblings && reviewedToday[card.id].map { !$0.subtracting([card.logItem ?? ""]).isEmpty } == true
        }
        let due = items.filter { $0.isDue(today: today, calendar: calendar) && !setAside($0) }
        let reviews = due.filter { !$0.isNew }.sorted { ($0.state!.due, $0.path) < ($1.state!.due, $1.path) }
        var held: [String: HeldBack] = [:]
        var allowed: [Card] = []
        for card in reviews {
            let limit = limits.limit(for: card.category)
            if reviewsDone[card.category, default: 0] < limit.reviews {
                reviewsDone[card.category, default: 0] += 1
                allowed.append(card)
            } else {
                held[card.category, default: HeldBack(limit: limit)].reviews += 1
            }
        }
        for card in due where card.isNew {
            let limit = limits.limit(for: card.category)
            if newDone[card.category, default: 0] < limit.new {
                newDone[card.category, default: 0] += 1
                allowed.append(card)
            } else {
                held[card.category, default: HeldBack(limit: limit)].new += 1
            }
        }
        return Today(items: allowed, heldBack: held, buried: buried)
    }
}
