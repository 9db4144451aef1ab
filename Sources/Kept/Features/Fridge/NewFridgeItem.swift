import Foundation

/// What `kept fridge add` (and `buy` for something new) asks for: a title and whatever the
/// user gave; the template fills in the rest (today's purchase date, quantity 1, in stock).
package struct NewFridgeItem: Sendable {
    package var title: String
    package var category: String?
    package var expires: Day?
    /// Defaults to today for an item in stock; an item to buy has none yet.
    package var purchased: Day?
    package var quantity: Double?
    package var unit: String?
    package var status: FridgeStatus = .stocked

    package init(title: String, category: String? = nil, expires: Day? = nil, purchased: Day? = nil,
                quantity: Double? = nil, unit: String? = nil, status: FridgeStatus = .stocked) {
        self.title = title
        self.category = category
        self.expires = expires
        self.purchased = purchased
        self.quantity = quantity
        self.unit = unit
        self.status = status
    }

    /// The request for the template; with no category, `defaultCategory` (see `Fridge.defaultCategory`).
    package func newEntry(kind: Kind, defaultCategory: String) throws -> NewEntry {
        let name = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw KeptError.needsTitle(kind: kind.name) }
        if let quantity { _ = try FridgeQuantity.checked(quantity) }
        // An item in stock with nothing of it is not in the fridge. Refused rather than filed
        // as `to-buy`: `add` means "it is here now", and a quiet change of status would leave
        // the user believing it was stocked; `buy` is the shopping list's own command.
        if let quantity, quantity == 0, status == .stocked {
            throw KeptError.fridgeState(.stockedWithNone(title: name))
        }
        var assignments = [FieldAssignment(key: "category", value: category ?? defaultCategory)]
        if let expires { assignments.append(FieldAssignment(key: "expires", value: expires.iso)) }
        if let quantity { assignments.append(FieldAssignment(key: "quantity", value: Quantity.text(quantity))) }
        if let unit, !unit.isEmpty { assignments.append(FieldAssignment(key: "unit", value: unit)) }
        if status != .stocked { assignments.append(FieldAssignment(key: "status", value: status.rawValue)) }
        if status == .toBuy && purchased == nil { assignments.append(FieldAssignment(key: "purchased", value: "")) }
        return NewEntry(title: name, date: purchased.map { PersonDate(day: $0) }, assignments: assignments)
    }
}

extension FridgeItem {
    /// A warning when the item expires before it was bought: most likely a mistyped
    /// `--expires` or `--purchased`.
    package var expiryWarning: Message? {
        guard status == .stocked, let expires, let purchased, expires < purchased else { return nil }
        return Message(.fridgeExpiresBeforeBought, ["title": title, "expires": expires.iso, "purchased": purchased.iso,
                                                      "path": ShellWord.quoted(path)])
    }
}

/// An item of that name is in the fridge already: `kept fridge add` asks for `--new` to add a
/// second batch rather than a silent `배-2`.
package struct AlreadyStockedError: UserMessageError, CustomStringConvertible, Sendable {
    package let item: FridgeItem

    package var message: Message {
        let expiry = item.expires.map { Message(.fridgeStockedExpires, ["date": $0.iso]) } ?? Message(.fridgeStockedNoExpiry)
        return Message(.fridgeAlreadyStocked, ["title": item.title, "amount": "\(item.amount)", "path": item.path,
                                                 "quoted": ShellWord.quoted(item.title)]).localizing("expiry", expiry)
    }

    package var description: String { message.english
    }
}

/// What `kept fridge buy NAME` did.
package enum BuyOutcome: Sendable {
    /// The item was already on the shopping list: nothing changed.
    case alreadyListed(path: String)
    /// A consumed or discarded item went back on the list.
    case relisted(Change)
    /// Nothing of that name was known: a new item to buy.
    case added(Change)
}
