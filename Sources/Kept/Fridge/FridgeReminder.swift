/// One line a reminder shows for a fridge item expiring within `fridge.soon`:
/// `우유 expires in 2 days (D-2)`. `kept remind` lists these beside its cards.
public struct FridgeReminder: Sendable {
    public let item: FridgeItem
    public let daysLeft: DaysLeft

    /// The reminders due `today`: stocked items expiring within `fridge.soon`, expired
    /// included, soonest first. Reads the store's fridge and settings.
    public static func due(in store: Store, today: Day) throws -> [FridgeReminder] {
        try due(in: Fridge.load(store), today: today)
    }

    public static func due(in fridge: Fridge, today: Day) -> [FridgeReminder] {
        fridge.reminders(today: today).compactMap { item in
            item.daysLeft(today: today).map { FridgeReminder(item: item, daysLeft: $0) }
        }
    }

    /// A sentence for a notification or a terminal line.
    public var text: String {
        let days = abs(daysLeft.days)
        let span = days == 1 ? "1 day" : "\(days) days"
        switch daysLeft.days {
        case 0: return "\(item.title) expires today (\(daysLeft))"
        case 1...: return "\(item.title) expires in \(span) (\(daysLeft))"
        default: return "\(item.title) expired \(span) ago (\(daysLeft))"
        }
    }
}
