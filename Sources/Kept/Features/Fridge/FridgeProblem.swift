/// A fridge item whose status or quantity does not allow what was asked of it
/// (`KeptError.fridgeState`); nothing is changed.
package enum FridgeProblem: Equatable, Sendable {
    /// Less left (`amount`, as written) than the quantity to consume.
    case notEnoughLeft(path: String, title: String, amount: String, wanted: Double)
    /// Put on the shopping list while still in stock.
    case stillInStock(path: String, title: String, amount: String)
    /// Bought while already in stock.
    case alreadyInStock(path: String, title: String)
    /// Consumed or discarded while on the shopping list.
    case onShoppingList(path: String, title: String)
    /// Consumed or discarded (`verb`) while already `status`.
    case already(FridgeStatus, path: String, title: String, verb: String)
    /// A `status:` kept does not know.
    case unknownStatus(path: String, status: String)
    /// A new item in stock with a quantity of 0.
    case stockedWithNone(title: String)

    package var message: Message {
        switch self {
        case let .notEnoughLeft(path, title, amount, wanted):
            return Message(.errorFridgeOnlyLeft, ["path": path, "amount": amount, "title": title, "quantity": Quantity.text(wanted)])
        case let .stillInStock(path, title, amount):
            return Message(.errorFridgeStillInStock, ["path": path, "title": title, "amount": amount])
        case let .alreadyInStock(path, title):
            return Message(.errorFridgeAlreadyInStock, ["path": path, "title": title])
        case let .onShoppingList(path, title):
            return Message(.errorFridgeOnShoppingList, ["path": path, "title": title])
        case let .already(status, path, title, verb):
            return Message(.errorFridgeAlreadyInStatus, ["path": path, "title": title, "rawValue": status.rawValue, "verb": verb])
        case let .unknownStatus(path, status):
            return Message(.errorFridgeUnknownStatus, ["path": path, "statusText": status])
        case let .stockedWithNone(title):
            return Message(.fridgeQuantityZero, ["name": title, "quoted": ShellWord.quoted(title)])
        }
    }
}
