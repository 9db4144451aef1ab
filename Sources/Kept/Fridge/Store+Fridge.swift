import Foundation

/// How much of an item `consume` takes.
public enum ConsumeAmount: Sendable, Equatable {
    case quantity(Double)
    /// All that is left.
    case all
}

extension Store {
    /// Takes `amount` out of a stocked item: `quantity` goes down (one line); at zero the
    /// status becomes `consumed` too (a second line). Taking more than is left changes nothing.
    /// Commit: `fridge: consume 김치 (2 → 1)`.
    public func consume(_ path: String, _ amount: ConsumeAmount, now: Date = Date()) throws -> Change {
        try update(path, verb: "consume", now: now) { document in
            let item = try stockedItem(path, document, doing: "consume")
            if let written = item.entry.value(of: "quantity"), item.writtenQuantity == nil {
                // Counting down from a guess would overwrite what the user wrote.
                throw KeptError.invalidField(path: path, line: document.line(of: "quantity"),
                    Message("error.fridge.quantityNotNumberSo", ["written": "\(written)", "title": "\(item.title)"]))
            }
            let left = item.quantity
            let taken: Double
            switch amount {
            case .all: taken = left
            case let .quantity(n):
                guard n > 0 else {
                    throw KeptError.unsupported(Message("error.fridge.consumeQuantityAboveOr", ["Quantity": "\(Quantity.text(n))"]))
                }
                guard n <= left + 1e-9 else {
                    throw KeptError.unsupported(Message("error.fridge.onlyLeft", ["path": path, "amount": item.amount,
                                                                                  "title": item.title, "quantity": Quantity.text(n)]))
                }
                taken = n
            }
            // Rounded so that 1 - 0.1 - 0.9 ends at 0, not at a sliver of a float.
            let remaining = max(0, ((left - taken) * 1_000_000).rounded() / 1_000_000)
            var assignments = [FieldAssignment(key: "quantity", value: Quantity.text(remaining))]
            if remaining == 0 { assignments.append(FieldAssignment(key: "status", value: FridgeStatus.consumed.rawValue)) }
            return (assignments, "(\(Quantity.text(left)) → \(Quantity.text(remaining)))")
        }
    }

    /// Marks a stocked item `discarded` (one line): thrown away, not eaten.
    public func discard(_ path: String, now: Date = Date()) throws -> Change {
        try update(path, verb: "discard", now: now) { document in
            _ = try stockedItem(path, document, doing: "discard")
            return ([FieldAssignment(key: "status", value: FridgeStatus.discarded.rawValue)], "")
        }
    }

    /// Puts a consumed or discarded item on the shopping list (`status: to-buy`); the amount
    /// to buy is `quantity` when given, else 1 when nothing was left, else what it was.
    public func putOnShoppingList(_ path: String, quantity: Double? = nil, now: Date = Date()) throws -> Change {
        try update(path, verb: "buy", now: now) { document in
            let item = FridgeItem(Entry(path: path, kind: "fridge", document: document))
            switch item.status {
            case .consumed?, .discarded?, .toBuy?: break
            case .stocked?:
                throw KeptError.unsupported(Message("error.fridge.stockConsumeOrDiscard", ["path": "\(path)", "title": "\(item.title)", "amount": "\(item.amount)"]))
            case nil:
                throw KeptError.unsupported(Message("error.fridge.statusNotOneKnows", ["path": "\(path)", "statusText": "\(item.statusText)"]))
            }
            var assignments = [FieldAssignment(key: "status", value: FridgeStatus.toBuy.rawValue)]
            if let quantity {
                assignments.append(FieldAssignment(key: "quantity", value: Quantity.text(quantity)))
            } else if item.quantity <= 0 {
                assignments.append(FieldAssignment(key: "quantity", value: "1"))
            }
            return (assignments, "")
        }
    }

    /// Moves an item back into stock: `status: stocked`, `purchased` today, and its new
    /// expiry date when given. Commit: `fridge: bought 우유 (expires 2026-12-01)`.
    public func bought(_ path: String, expires: Day? = nil, quantity: Double? = nil, now: Date = Date()) throws -> Change {
        try update(path, verb: "bought", now: now) { document in
            let item = FridgeItem(Entry(path: path, kind: "fridge", document: document))
            if item.status == .stocked {
                throw KeptError.unsupported(Message("error.fridge.alreadyStockFridgeAdd", ["path": "\(path)", "title": "\(item.title)"]))
            }
            var assignments = [
                FieldAssignment(key: "status", value: FridgeStatus.stocked.rawValue),
                FieldAssignment(key: "purchased", value: Day(now).iso),
            ]
            if let expires { assignments.append(FieldAssignment(key: "expires", value: expires.iso)) }
            if let quantity {
                assignments.append(FieldAssignment(key: "quantity", value: Quantity.text(quantity)))
            } else if item.quantity <= 0 {
                assignments.append(FieldAssignment(key: "quantity", value: "1"))
            }
            return (assignments, expires.map { "(expires \($0.iso))" } ?? "")
        }
    }
}

private extension Store {
    func stockedItem(_ path: String, _ document: EntryDocument, doing verb: String) throws -> FridgeItem {
        let item = FridgeItem(Entry(path: path, kind: "fridge", document: document))
        switch item.status {
        case .stocked?: return item
        case .toBuy?:
            throw KeptError.unsupported(Message("error.fridge.onShoppingListNot", ["path": "\(path)", "title": "\(item.title)"]))
        case let status?:
            throw KeptError.unsupported(Message("error.fridge.alreadySoThereNothing", ["path": "\(path)", "title": "\(item.title)", "rawValue": "\(status.rawValue)", "verb": "\(verb)"]))
        case nil:
            throw KeptError.unsupported(Message("error.fridge.statusNotOneKnows", ["path": "\(path)", "statusText": "\(item.statusText)"]))
        }
    }
}
