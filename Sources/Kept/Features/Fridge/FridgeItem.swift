import Foundation

/// A fridge entry read as food: what it is, how much is left, when it expires.
package struct FridgeItem: Sendable {
    package let entry: Entry

    package init(_ entry: Entry) { self.entry = entry }

    package var path: String { entry.path }
    package var title: String { entry.title }
    package var category: String { entry.category ?? "" }
    package var unit: String { entry.value(of: "unit") ?? "" }
    package var expires: Day? { entry.value(of: "expires").flatMap(FieldDate.init)?.day }
    package var purchased: Day? { entry.value(of: "purchased").flatMap(FieldDate.init)?.day }

    /// The status; nil for a word kept does not know (the entry is then left alone).
    package var status: FridgeStatus? { FridgeStatus(field: entry.value(of: "status")) }
    /// The `status` field as written (`stocked` when empty).
    package var statusText: String { entry.value(of: "status") ?? FridgeStatus.stocked.rawValue }

    /// How much is left; an item without a quantity (or with one that is not a number) counts as one.
    package var quantity: Double { writtenQuantity ?? 1 }

    /// The `quantity` field as a number; nil when it is missing or not a number.
    package var writtenQuantity: Double? {
        entry.value(of: "quantity").flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// `2 통`, `0.5 kg`, `1`.
    package var amount: String {
        let number = Quantity.text(quantity)
        // A Korean counter follows its numeral without a space (2팩, 10개, 1포기); other
        // units keep one (2 kg, 3 packs).
        let counter = unit.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
        return unit.isEmpty ? number : counter ? number + unit : "\(number) \(unit)"
    }

    package func daysLeft(today: Day) -> DaysLeft? { expires.map { DaysLeft(from: today, to: $0) } }

    /// How urgent the item is today, with `soon` days counting as soon.
    package func urgency(today: Day, soon: Int) -> Urgency {
        guard let left = daysLeft(today: today) else { return .undated }
        if left.isExpired { return .expired }
        return left.days <= soon ? .soon : .fresh
    }

    package enum Urgency: Sendable, Equatable {
        /// Past its expiry day: shown red.
        case expired
        /// Expires within `fridge.soon` days (today included): shown yellow.
        case soon
        case fresh
        /// No expiry date written.
        case undated
    }
}

/// Quantities as people write them: whole numbers without `.0`.
package enum Quantity {
    package static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
