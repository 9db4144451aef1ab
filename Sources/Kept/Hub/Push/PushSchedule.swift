import Foundation

/// When the hub pushes, from the store's settings: a card on the reminder timer's times
/// (`cards.remind.every` and `cards.remind.between`, the settings `kept remind --install`
/// writes for the desktop's timer: one schedule for both), and the fridge's warning once a
/// day at `fridge.remind.at` (08:00 unless set). Cards are pushed only once an interval has
/// been chosen: GAMAGU's reminders come "at intervals the user chose".
package struct PushSchedule: Sendable, Equatable {
    package static let fridgeKey = "fridge.remind.at"
    package static let defaultFridgeAt = "08:00"

    /// The card timer; nil when `cards.remind.every` is not set.
    package let cards: ReminderTimer?
    /// The fridge's time of day, in minutes after midnight.
    package let fridgeAt: Int

    package init(cards: ReminderTimer?, fridgeAt: Int) {
        self.cards = cards
        self.fridgeAt = fridgeAt
    }

    /// The schedule `config` sets; a value that is no interval, span or time is an error naming
    /// its line, as the timer's own install says it.
    package init(config: StoreConfig) throws {
        let reminders = ReminderSettings(config: config)
        cards = try reminders.every.map { try ReminderTimer(every: $0, between: reminders.between) }
        let at = config.string(Self.fridgeKey) ?? Self.defaultFridgeAt
        guard let minutes = ReminderTimer.minuteOfDay(at) else {
            throw KeptError.invalidValue(.clockTime(key: Self.fridgeKey, value: at))
        }
        fridgeAt = minutes
    }

    /// The last time at or before `now` that a card was due; nil when cards are not pushed.
    package func lastCardTime(atOrBefore now: Date, calendar: Calendar = .current) -> Date? {
        guard let cards else { return nil }
        return Self.last(of: cards.times, atOrBefore: now, calendar: calendar)
    }

    /// The last time at or before `now` that the fridge's warning was due.
    package func lastFridgeTime(atOrBefore now: Date, calendar: Calendar = .current) -> Date {
        // Today's or yesterday's always exists; the fallback only satisfies the type.
        Self.last(of: [fridgeAt], atOrBefore: now, calendar: calendar) ?? now
    }

    /// The latest of `times` (minutes after midnight) at or before `now`, today or yesterday.
    static func last(of times: [Int], atOrBefore now: Date, calendar: Calendar) -> Date? {
        let today = calendar.startOfDay(for: now)
        for dayOffset in [0, -1] {
            guard let day = calendar.date(byAdding: .day, value: dayOffset, to: today) else { continue }
            let candidates = times.sorted(by: >).compactMap { minute in
                calendar.date(bySettingHour: minute / 60, minute: minute % 60, second: 0, of: day)
            }
            if let latest = candidates.first(where: { $0 <= now }) { return latest }
        }
        return nil
    }
}
