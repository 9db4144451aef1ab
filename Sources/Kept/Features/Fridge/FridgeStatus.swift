/// Where a fridge item is in its life: in stock, used up, thrown away, or on the shopping list.
package enum FridgeStatus: String, Sendable, CaseIterable {
    case stocked
    case consumed
    case discarded
    case toBuy = "to-buy"

    /// The status an item's `status` field names; a missing or empty field means in stock,
    /// as the template's default says. Unknown words are nil (shown as they are, never guessed).
    package init?(field text: String?) {
        guard let text, !text.isEmpty else { self = .stocked; return }
        self.init(rawValue: text.lowercased())
    }
}
