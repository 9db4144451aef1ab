import Foundation

/// The store's cards with their schedules, sorted by category then title.
package struct CardDeck: Sendable {
    /// One per card file: its first item.
    package let cards: [Card]
    /// Every review item of every card, each card's together, first item first.
    package let items: [Card]
    package let schedule: ReviewSchedule
    /// Conflict copies a sync set aside: never reviewed or reminded of, shown marked.
    package let conflictCopies: [Entry]
    /// How many new items and reviews a day brings, per category.
    package let limits: DailyLimits

    /// `cards` are review items, each card's together (a `Card` made without an item is its front).
    package init(cards items: [Card], schedule: ReviewSchedule, conflictCopies: [Entry] = [], limits: DailyLimits = DailyLimits()) {
        self.items = items
        self.cards = items.filter(\.isFirstItem)
        self.schedule = schedule
        self.conflictCopies = conflictCopies
        self.limits = limits
    }

    /// Reads every card (only `category`'s when given) and replays the review logs.
    /// Files whose front matter cannot be read are left out here; `kept list` and
    /// `kept check` show them.
    package static func load(_ store: Store, category: String? = nil) throws -> CardDeck {
        let kind = try store.kind(named: "card")
        let schedule = try ReviewSchedule.load(store)
        let limits = try DailyLimits(config: try store.config())
        let entries = StoreIndex.load(store, kinds: [kind]).entries
        var copies = entries.filter(\.isConflictCopy)
        var cards = entries.withoutConflictCopies
            .filter { $0.problem == nil }
            .map { entry in Card(entry: entry, state: entry.value(of: "id").flatMap { schedule.states[$0] }) }
        if let category {
            let wanted = category.precomposedStringWithCanonicalMapping.lowercased()
            cards = cards.filter { $0.category.lowercased() == wanted }
            copies = copies.filter { ($0.category ?? "").lowercased() == wanted }
            if cards.isEmpty {
                let known = Set(StoreIndex.load(store, kinds: [kind]).entries.map { Card(entry: $0, state: nil).category }).sorted()
                throw KeptError.noCardsInCategory(category, known: known)
            }
        }
        cards.sort { ($0.category.lowercased(), $0.title.lowercased(), $0.path) < ($1.category.lowercased(), $1.title.lowercased(), $1.path) }
        return CardDeck(cards: cards.flatMap { Card.items(of: $0.entry, schedule: schedule) }, schedule: schedule,
                        conflictCopies: copies.sorted { $0.path < $1.path }, limits: limits)
    }

    /// One category: its name, its cards (first items), how many items it has, how many are due
    /// today (within its daily limits) and what those limits hold back.
    package struct Category: Sendable {
        package let name: String
        package let cards: [Card]
        package let items: Int
        package let due: Int
        package let heldBack: HeldBack?
    }

    package func categories(today: Day, calendar: Calendar = .current) -> [Category] {
        categories(of: self.today(today, calendar: calendar))
    }

    /// The same from a day already worked out (`today(_:)`): the logs are not counted again.
    package func categories(of day: Today) -> [Category] {
        var order: [String] = []
        var groups: [String: [Card]] = [:]
        for item in items {
            if groups[item.category] == nil { order.append(item.category) }
            groups[item.category, default: []].append(item)
        }
        var due: [String: Int] = [:]
        for item in day.items { due[item.category, default: 0] += 1 }
        return order.map { name in
            let items = groups[name]!
            return Category(name: name, cards: items.filter(\.isFirstItem), items: items.count,
                            due: due[name] ?? 0, heldBack: day.heldBack[name])
        }
    }

    /// Today's items (`today(_:)`): due, not suspended nor buried, within the daily limits.
    package func due(today: Day, calendar: Calendar = .current) -> [Card] {
        self.today(today, calendar: calendar).items
    }

    /// The item due first after `today` and its day, the nearest title first on a tie; the
    /// states in `graded` (a session's grades, by `Card.itemKey`) stand for the items' own.
    package func nextDue(after today: Day, graded: [String: ReviewSchedule.State] = [:],
                        calendar: Calendar = .current) -> (card: Card, day: Day)? {
        items.compactMap { card -> (card: Card, day: Day)? in
            guard !card.isSuspended else { return nil }
            let day = graded[card.itemKey].map { Day($0.due, calendar: calendar) } ?? card.dueDay(today: today, calendar: calendar)
            return day > today ? (card, day) : nil
        }.min { ($0.day, $0.card.title) < ($1.day, $1.card.title) }
    }
}
