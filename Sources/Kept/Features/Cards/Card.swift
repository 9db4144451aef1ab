import Foundation

/// One review item of a card (`ReviewItem`: the card itself, its reverse, a cloze) with what
/// its reviews say about it.
package struct Card: Sendable {
    package let entry: Entry
    /// The `id` field; empty for a card that has none yet (given on first review or reminder).
    package let id: String
    package let state: ReviewSchedule.State?
    package let item: ReviewItem
    /// Whether it is its card's first item, the one a log line without `item` reviews.
    package let isFirstItem: Bool

    package init(entry: Entry, state: ReviewSchedule.State?, item: ReviewItem = .front, isFirstItem: Bool = true) {
        self.entry = entry
        self.id = entry.value(of: "id") ?? ""
        self.state = state
        self.item = item
        self.isFirstItem = isFirstItem
    }

    /// Every item of `entry`, each with its state in `schedule`.
    package static func items(of entry: Entry, schedule: ReviewSchedule) -> [Card] {
        let id = entry.value(of: "id")
        return ReviewItem.items(type: CardType.of(entry), body: entry.body).enumerated().map { index, item in
            let logItem = index == 0 ? nil : item.name
            return Card(entry: entry, state: id.flatMap { schedule.states[ReviewSchedule.key(card: $0, item: logItem)] },
                        item: item, isFirstItem: index == 0)
        }
    }

    /// The item's name in the log: nil for the first item, so logs written before items read as they did.
    package var logItem: String? { isFirstItem ? nil : item.name }

    /// The item within a session or page: its path and item name.
    package var itemKey: String { path + "#" + item.name }

    /// The item's name as shown beside the title (`reverse`, `c2`); nil for a basic card.
    package var itemLabel: String? {
        switch item {
        case .front: nil
        case .reverse, .cloze: item.name
        }
    }

    /// What the item asks: the title, the body (reversed) or the body with its cloze hidden.
    package func question(mark: (String) -> String = { $0 }) -> String {
        switch item {
        case .front: title
        case .reverse: entry.body.trimmingCharacters(in: .whitespacesAndNewlines)
        case .cloze(let number): ClozeText(entry.body.trimmingCharacters(in: .whitespacesAndNewlines)).question(for: number, mark: mark)
        }
    }

    /// What it answers: the body, the title (reversed) or the body with its cloze filled in.
    package func answer(mark: (String) -> String = { $0 }) -> String {
        switch item {
        case .front: entry.body.trimmingCharacters(in: .whitespacesAndNewlines)
        case .reverse: title
        case .cloze(let number): ClozeText(entry.body.trimmingCharacters(in: .whitespacesAndNewlines)).answer(for: number, mark: mark)
        }
    }

    package var title: String { entry.title }
    package var path: String { entry.path }
    /// The `category` field, else the folder it is filed in.
    package var category: String {
        if let category = entry.value(of: "category"), !category.isEmpty { return category }
        let parts = entry.path.split(separator: "/")
        return parts.count > 2 ? String(parts[1]) : "general"
    }

    /// The first non-empty line of the content, Markdown marks dropped (a cloze card's clozes
    /// shown as their text).
    package var firstLine: String {
        let body = CardType.of(entry) == .cloze ? ClozeText(entry.body).answer(for: 0) : entry.body
        for line in body.split(whereSeparator: \.isNewline) {
            let text = line.drop { $0 == "#" || $0 == " " || $0 == ">" || $0 == "-" || $0 == "*" }
                .trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { return text }
        }
        return ""
    }

    package var isNew: Bool { state == nil }

    /// `suspended: true` in its front matter (`kept cards suspend`, or a suspended Anki card
    /// imported): never due, never reminded of, until the field goes.
    package var isSuspended: Bool {
        entry.value(of: "suspended").flatMap(YesOrNo.read) == true
    }

    /// The day it is next due: a reviewed card's due day, a new card's day of creation
    /// (it is due for its first review from then), else `today`.
    package func dueDay(today: Day, calendar: Calendar = .current) -> Day {
        if let state { return Day(state.due, calendar: calendar) }
        if let created = entry.value(of: "created").flatMap(FieldDate.init)?.day, created < today { return created }
        return today
    }

    package func isDue(today: Day, calendar: Calendar = .current) -> Bool {
        !isSuspended && dueDay(today: today, calendar: calendar) <= today
    }

    /// Whole days since it fell due: 0 when due today, negative when due later.
    package func daysOverdue(today: Day, calendar: Calendar = .current) -> Int {
        dueDay(today: today, calendar: calendar).days(until: today)
    }
}
