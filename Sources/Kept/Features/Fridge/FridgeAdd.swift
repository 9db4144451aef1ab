import Foundation

/// Putting something in the fridge. `kept fridge add`, the phone's form and an assistant's
/// `fridge_add` are this one operation: the same checks (a name, `FridgeQuantity`'s rule, a
/// second batch of something in stock refused unless asked for, decided under the store
/// lock), the same file and commit, the same outcome to show.
package struct FridgeAdd: Sendable {
    package var item: NewFridgeItem
    /// Add a second batch of something already in stock (`--new`) instead of refusing it.
    package var secondBatch: Bool

    package init(_ item: NewFridgeItem, secondBatch: Bool = false) {
        self.item = item
        self.secondBatch = secondBatch
    }

    /// The new entry's text, nothing written: what `--edit` opens, and what `run` files when
    /// it is given no text. Refuses a bad item before any editor opens.
    package func draft(in store: Store, now: Date = Date()) throws -> String {
        let kind = try store.kind(named: "fridge")
        let request = try item.newEntry(kind: kind, defaultCategory: Fridge.defaultCategory(for: kind, config: try store.config()))
        if !secondBatch { try Self.refuseSecondBatch(of: item.title, in: store) }
        return try store.draft(kind, request, now: now)
    }

    /// Files the item (`text`, the draft as the user edited it, or the draft itself) and
    /// commits `fridge: add 우유`. A second batch is refused under the store lock, so that two
    /// writers adding the same thing at once make one item.
    package func run(in store: Store, text: String? = nil, source: String? = nil, now: Date = Date()) throws -> FridgeAdded {
        let kind = try store.kind(named: "fridge")
        let text = try text ?? draft(in: store, now: now)
        let title = item.title
        let change = try store.add(kind, text: text, source: source, now: now) {
            if !secondBatch { try Self.refuseSecondBatch(of: title, in: store) }
        }
        let added = FridgeItem(try store.entry(at: change.path))
        return FridgeAdded(change: change, item: added)
    }
}

extension FridgeAdd {
    /// Throws `AlreadyStockedError` when an item called `name` is in stock.
    static func refuseSecondBatch(of name: String, in store: Store) throws {
        if let stocked = try Fridge.items(named: name, in: store).first(where: { $0.status == .stocked }) {
            throw AlreadyStockedError(item: stocked)
        }
    }
}

/// What `FridgeAdd` did: the commit, the item as filed, and what to say of it.
package struct FridgeAdded: Sendable {
    package let change: Change
    package let item: FridgeItem

    /// `우유 added (fridge/dairy/우유.md)`.
    package var message: Message { Message(.fridgeAdded, ["title": item.title, "path": change.path]) }

    /// A warning when the item expires before it was bought (most likely a mistyped date).
    package var warning: Message? { item.expiryWarning }
}
