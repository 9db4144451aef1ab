import Foundation

/// Using some or all of an item: `kept fridge consume`, the phone's button and an assistant's
/// `fridge_consume` are this one operation, taking the item by a reference (a path, a title;
/// of several with that title, the one in stock) and a quantity by `FridgeQuantity`'s rule.
package struct FridgeConsume: Sendable {
    package var reference: String
    package var amount: ConsumeAmount

    package init(_ reference: String, _ amount: ConsumeAmount = .quantity(1)) {
        self.reference = reference
        self.amount = amount
    }

    /// The item it names: in the fridge, in stock when a title names several.
    package func item(in store: Store) throws -> String {
        try FridgeChanges(store).item(reference, preferring: [.stocked])
    }

    /// Takes the amount out (one line; at zero, the status too) and commits
    /// `fridge: consume 김치 (2 → 1)`. `path` is the item when the front end resolved it
    /// already (the terminal's picker).
    package func run(in store: Store, path: String? = nil, now: Date = Date()) throws -> FridgeConsumed {
        let change = try FridgeChanges(store).consume(try path ?? item(in: store), amount, now: now)
        return FridgeConsumed(change: change, item: FridgeItem(try store.entry(at: change.path)))
    }
}

/// What `FridgeConsume` did: the commit, the item after it, and what to say of it.
package struct FridgeConsumed: Sendable {
    package let change: Change
    package let item: FridgeItem

    /// Whether nothing is left: the moment to offer the shopping list.
    package var usedUp: Bool { item.status == .consumed }

    /// `김치: all used up` or `김치: 1통 left`.
    package var message: Message {
        usedUp ? Message(.fridgeConsumedAll, ["title": item.title])
            : Message(.fridgeConsumedSome, ["title": item.title, "amount": item.amount])
    }
}
