import Foundation

/// Which cards this machine reminded of, and when: `.kept/state/reminders.json`
/// (per machine, not committed). The newest is last.
package struct ReminderHistory: Sendable, Codable, Equatable {
    package struct Reminder: Sendable, Codable, Equatable {
        package let card: String
        package let time: Date
    }

    package static let relativePath = ".kept/state/reminders.json"
    /// Enough to know every card's last reminder in a large deck, small enough to rewrite.
    static let kept = 2000

    package private(set) var reminders: [Reminder] = []

    package init(reminders: [Reminder] = []) { self.reminders = reminders }

    /// The card reminded of last, which the next reminder must not repeat.
    package var last: String? { reminders.last?.card }

    package func lastTime(of card: String) -> Date? { reminders.last { $0.card == card }?.time }

    package mutating func add(_ cards: [String], at time: Date) {
        reminders += cards.map { Reminder(card: $0, time: time) }
        if reminders.count > ReminderHistory.kept { reminders.removeFirst(reminders.count - ReminderHistory.kept) }
    }

    /// The history in `store`; a missing or unreadable file (it is only a convenience) is empty.
    package static func load(_ store: Store) -> ReminderHistory {
        guard let data = (try? store.contents(at: relativePath)) ?? nil else { return ReminderHistory() }
        return (try? decoder.decode(ReminderHistory.self, from: data)) ?? ReminderHistory()
    }

    package func save(_ store: Store) throws {
        let data = try encoder.encode(self)
        try store.writeFile(String(decoding: data, as: UTF8.self) + "\n", at: ReminderHistory.relativePath)
    }
}

private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    return encoder
}()

private let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
}()
