import Foundation

/// What each fridge verb sets on an item, decided from the entry as it is once the store is
/// locked: the fields to write and the commit's detail, or the refusal of a move its status
/// does not allow.
enum FridgeTransition {
    static func consume(_ path: String, _ document: EntryDocument, _ amount: ConsumeAmount) throws -> (assignments: [FieldAssignment], detail: String?) {
        let item = try stockedItem(path, document, doing: "consume")
        if let written = item.entry.value(of: "quantity"), item.writtenQuantity == nil {
            // Counting down from a guess would overwrite what the user wrote.
            throw KeptError.invalidField(path: path, line: document.line(of: "quantity"),
                Message(.errorFridgeQuantityNotANumber, ["written": "\(written)", "title": "\(item.title)"]))
        }
        let left = item.quantity
        let taken: Double
        switch amount {
        case .all: taken = left
        case let .quantity(n):
            guard n > 0 else {
                throw KeptError.invalidValue(.consumedQuantity(n))
            }
            guard n <= left + 1e-9 else {
                throw KeptError.fridgeState(.notEnoughLeft(path: path, title: item.title, amount: item.amount, wanted: n))
            }
            taken = n
        }
        // Rounded so that 1 - 0.1 - 0.9 ends at 0, not at a sliver of a float.
        let remaining = max(0, ((left - taken) * 1_000_000).rounded() / 1_000_000)
        var assignments = [FieldAssignment(key: "quantity", value: Quantity.text(remaining))]
        if remaining == 0 { assignments.append(FieldAssignment(key: "status", value: FridgeStatus.consumed.rawValue)) }
        return (assignments, "(\(Quantity.text(left)) → \(Quantity.text(remaining)))")
    }

    static func discard(_ path: String, _ document: EntryDocument) throws -> (assignments: [FieldAssignment], detail: String?) {
        _ = try stockedItem(path, document, doing: "discard")
        return ([FieldAssignment(key: "status", value: FridgeStatus.discarded.rawValue)], "")
    }

    static func putOnShoppingList(_ path: String, _ document: EntryDocument, quantity: Double?) throws -> (assignments: [FieldAssignment], detail: String?) {
        let item = FridgeItem(Entry(path: path, kind: "fridge", document: document))
        switch item.status {
        case .consumed?, .discarded?, .toBuy?: break
        case .stocked?:
            throw KeptError.fridgeState(.stillInStock(path: path, title: item.title, amount: item.amount))
        case nil:
            throw KeptError.fridgeState(.unknownStatus(path: path, status: item.statusText))
        }
        var assignments = [FieldAssignment(key: "status", value: FridgeStatus.toBuy.rawValue)]
        if let quantity {
            assignments.append(FieldAssignment(key: "quantity", value: Quantity.text(quantity)))
        } else if item.quantity <= 0 {
            assignments.append(FieldAssignment(key: "quantity", value: "1"))
        }
        return (assignments, "")
    }

    static func bought(_ path: String, _ document: EntryDocument, expires: Day?, quantity: Double?, now: Date) throws -> (assignments: [FieldAssignment], detail: String?) {
        let item = FridgeItem(Entry(path: path, kind: "fridge", document: document))
        if item.status == .stocked {
            throw KeptError.fridgeState(.alreadyInStock(path: path, title: item.title))
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

    private static func stockedItem(_ path: String, _ document: EntryDocument, doing verb: String) throws -> FridgeItem {
        let item = FridgeItem(Entry(path: path, kind: "fridge", document: document))
        switch item.status {
        case .stocked?: return item
        case .toBuy?:
            throw KeptError.fridgeState(.onShoppingList(path: path, title: item.title))
        case let status?:
            throw KeptError.fridgeState(.already(status, path: path, title: item.title, verb: verb))
        case nil:
            throw KeptError.fridgeState(.unknownStatus(path: path, status: item.statusText))
        }
    }
}
