import Foundation

/// A card with what its reviews say about it.
package struct Card: Sendable {
    package let entry: Entry
    /// The `id` field; empty for a card that has none yet (given on first review or reminder).
    package let id: String
    package let state: ReviewSchedule.State?

    package init(entry: Entry, state: ReviewSchedule.State?) {
        self.entry = entry
        self.id = entry.value(of: "id") ?? ""
        self.state = state
    }

    package var title: String { entry.title }
    package var path: String { entry.path }
    /// The `category` field, else the folder it is filed in.
    package var category: String {
        if let category = entry.value(of: "category"), !category.isEmpty { return category }
        let parts = entry.path.split(separator: "/")
        return parts.count > 2 ? String(parts[1]) : "general"
    }

    /// The first non-empty line of the content, Markdown marks dropped.
    package var firstLine: String {
        for line in entry.body.split(whereSeparator: \.isNewline) {
            let text = line.drop { $0 == "#" || $0 == " " || $0 == ">" || $0 == "-" || $0 == "*" }
                .trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { return text }
        }
        return ""
    }

    package var isNew: Bool { state == nil }

    /// The day it is next due: a reviewed card's due day, a new card's day of creation
    /// (it is due for its first review from then), else `today`.
    package func dueDay(today: Day, calendar: Calendar = .current) -> Day {
        if let state { return Day(state.due, calendar: calendar) }
        if let created = entry.value(of: "created").flatMap(FieldDate.init)?.day, created < today { return created }
        return today
    }

    package func isDue(today: Day, calendar: Calendar = .current) -> Bool {
        dueDay(today: today, calendar: calendar) <= today
    }

    /// Whole days since it fell due: 0 when due today, negative when due later.
    package func daysOverdue(today: Day, calendar: Calendar = .current) -> Int {
        dueDay(today: today, calendar: calendar).days(until: today)
    }
}
