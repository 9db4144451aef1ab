/// One line a reminder shows for a fridge item expiring within `fridge.soon`:
/// `우유 expires in 2 days (D-2)`. `kept remind` lists these beside its cards.
package struct FridgeReminder: Sendable {
    package let item: FridgeItem
    package let daysLeft: DaysLeft

    /// The reminders due `today`: stocked items expiring within `fridge.soon`, expired
    /// included, soonest first. Reads the store's fridge and settings.
    package static func due(in store: Store, today: Day) throws -> [FridgeReminder] {
        try due(in: Fridge.load(store), today: today)
    }

    package static func due(in fridge: Fridge, today: Day) -> [FridgeReminder] {
        expiring(in: fridge, within: fridge.soon, today: today)
    }

    /// Stocked items expiring within `days` (expired included), as reminders.
    package static func expiring(in fridge: Fridge, within days: Int, today: Day) -> [FridgeReminder] {
        fridge.expiring(within: days, today: today).compactMap { item in
            item.daysLeft(today: today).map { FridgeReminder(item: item, daysLeft: $0) }
        }
    }

    /// A sentence for a notification or a terminal line.
    package var message: Message {
        let arguments = ["title": item.title, "left": daysLeft.description]
        switch daysLeft.days {
        case 0: return Message(.fridgeReminderToday, arguments)
        case 1...: return Message(.fridgeReminderIn, count: daysLeft.days, arguments)
        default: return Message(.fridgeReminderAgo, count: -daysLeft.days, arguments)
        }
    }

    /// The sentence in English (tests, logs).
    package var text: String { message.english }
}
