import Foundation
import Kept
import MCP

/// The fridge's tools beyond adding: what expires soon, using something up, the shopping list,
/// through the operations `kept fridge expiring`, `consume` and `buy` use.
extension ToolCalls {
    func fridgeExpiring(_ arguments: ToolArguments) throws -> Answer {
        let fridge = try Fridge.load(store)
        let days = try arguments.text("within").map { text -> Int in
            guard let days = DayWindow.parse(text) else { throw ToolCallError(.cliFridgeExpiringNotAWindow, ["text": text]) }
            return days
        } ?? fridge.soon
        let today = Day(Date())
        let items = fridge.expiring(within: days, today: today)
        let lines = items.map { item in
            "- " + item.title.replacingOccurrences(of: "\n", with: " ") + (item.expires.map { " (\($0.iso))" } ?? "")
        }
        return Answer(text: ([say(.mcpResultExpiring, count: items.count, ["days": String(days)])] + lines).joined(separator: "\n"),
                      structured: .object(["within_days": .int(days), "items": .array(items.map { EntryValues.fridgeItem($0, today: today) })]))
    }

    func fridgeConsume(_ arguments: ToolArguments) throws -> Answer {
        let name = try arguments.required("name")
        let all = try arguments.flag("all")
        let quantity = try arguments.quantity("quantity")
        if all && quantity != nil { throw ToolCallError(.mcpArgumentQuantityOrAll, ["tool": AssistantTool.fridgeConsume.rawValue]) }
        return committed(try FridgeConsume(name, all ? .all : .quantity(quantity ?? 1)).run(in: store).change)
    }

    func fridgeBuy(_ arguments: ToolArguments) throws -> Answer {
        let name = try arguments.required("name")
        switch try FridgeChanges(store).buy(name, category: try arguments.text("category"), quantity: try arguments.quantity("quantity")) {
        case let .alreadyListed(path):
            return Answer(text: say(.mcpResultAlreadyListed, ["name": name, "path": path]), structured: .object(["path": .string(path)]))
        case let .relisted(change), let .added(change):
            return committed(change)
        }
    }
}
