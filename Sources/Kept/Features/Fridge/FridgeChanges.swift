import Foundation

/// What is done to the fridge's items, each one commit: taken out, thrown away, bought back,
/// put on the shopping list; and the item a reference names. `FridgeAdd` and `FridgeConsume`
/// are the operations the front ends call; these are the steps under them and the phone's buttons.
package struct FridgeChanges: Sendable {
    package let store: Store

    package init(_ store: Store) { self.store = store }

    /// Takes `amount` out of a stocked item: `quantity` goes down (one line); at zero the
    /// status becomes `consumed` too (a second line). Taking more than is left changes nothing.
    /// Commit: `fridge: consume 김치 (2 → 1)`.
    package func consume(_ path: String, _ amount: ConsumeAmount, now: Date = Date()) throws -> Change {
        try store.update(path, verb: "consume", now: now) { document in
            try FridgeTransition.consume(path, document, amount)
        }
    }

    /// Marks a stocked item `discarded` (one line): thrown away, not eaten.
    package func discard(_ path: String, now: Date = Date()) throws -> Change {
        try store.update(path, verb: "discard", now: now) { document in
            try FridgeTransition.discard(path, document)
        }
    }

    /// Puts a consumed or discarded item on the shopping list (`status: to-buy`); the amount
    /// to buy is `quantity` when given, else 1 when nothing was left, else what it was.
    private func putOnShoppingList(_ path: String, quantity: Double? = nil, now: Date = Date()) throws -> Change {
        try store.update(path, verb: "buy", now: now) { document in
            try FridgeTransition.putOnShoppingList(path, document, quantity: quantity)
        }
    }

    /// Moves an item back into stock: `status: stocked`, `purchased` today, and its new
    /// expiry date when given. Commit: `fridge: bought 우유 (expires 2026-12-01)`.
    package func bought(_ path: String, expires: Day? = nil, quantity: Double? = nil, now: Date = Date()) throws -> Change {
        try store.update(path, verb: "bought", now: now) { document in
            try FridgeTransition.bought(path, document, expires: expires, quantity: quantity, now: now)
        }
    }

    /// Puts `name` on the shopping list: the item of that name already there is left as it
    /// is; a consumed or discarded one goes back on the list; otherwise (nothing known, or
    /// only one still in stock) a new item to buy is written, in the category of the last
    /// one of that name when no category is given.
    package func buy(_ name: String, category: String? = nil, quantity: Double? = nil,
                    now: Date = Date()) throws -> BuyOutcome {
        let kind = try store.kind(named: "fridge")
        let wanted = name.precomposedStringWithCanonicalMapping.lowercased()
        let named: [FridgeItem]
        if wanted.contains("/") || wanted.hasSuffix(".md") {
            named = [FridgeItem(try store.entry(at: try store.resolve(name, kinds: [kind.name])))]
        } else {
            named = try Fridge.items(named: name, in: store)
        }
        if let listed = named.first(where: { $0.status == .toBuy }) {
            if let quantity, quantity != listed.quantity {
                return .relisted(try putOnShoppingList(listed.path, quantity: quantity, now: now))
            }
            return .alreadyListed(path: listed.path)
        }
        let gone = named.filter { $0.status == .consumed || $0.status == .discarded }
            .sorted { ($0.purchased ?? Day(ordinal: 0), $0.path) > ($1.purchased ?? Day(ordinal: 0), $1.path) }
        if let last = gone.first, category == nil || category == last.category {
            return .relisted(try putOnShoppingList(last.path, quantity: quantity, now: now))
        }
        let title = named.first?.title ?? name.trimmingCharacters(in: .whitespacesAndNewlines)
        var item = NewFridgeItem(title: title, category: category ?? named.first?.category, quantity: quantity, status: .toBuy)
        if item.category?.isEmpty == true { item.category = nil }
        let text = try store.draft(kind, try item.newEntry(kind: kind, defaultCategory: Fridge.defaultCategory(for: kind, config: try store.config())), now: now)
        return .added(try store.add(kind, text: text, verb: "buy", now: now))
    }

    /// The fridge item `reference` names. When a title names several items (a new 우유 beside
    /// the one used up last week), the one whose status is in `preferring` is taken if it is
    /// the only such one; otherwise the candidates are listed as for any ambiguous reference.
    package func item(_ reference: String, preferring: Swift.Set<FridgeStatus>) throws -> String {
        let index = StoreIndex.load(store, kinds: [try store.kind(named: "fridge")])
        do {
            return try store.resolve(reference, kinds: ["fridge"], index: index)
        } catch let KeptError.ambiguous(ref, candidates) {
            let byPath = Dictionary(index.entries.map { ($0.path, FridgeItem($0)) }, uniquingKeysWith: { a, _ in a })
            let preferred = candidates.filter { byPath[$0]?.status.map(preferring.contains) ?? false }
            if preferred.count == 1 { return preferred[0] }
            throw KeptError.ambiguous(ref, candidates: preferred.count > 1 ? preferred : candidates)
        }
    }
}
