import Foundation
import Kept
import MCP

/// Entries and fridge items as a tool's structured content: what an assistant needs to name,
/// show or quote one, never more than the entry holds.
enum EntryValues {
    static func entry(_ entry: Entry, kinds: [Kind]) -> Value {
        let kind = kinds.first { $0.name == entry.kind }
        var value: [String: Value] = [
            "path": .string(entry.path), "kind": .string(entry.kind), "title": .string(entry.title),
            "excerpt": .string(entry.excerpt),
        ]
        if let date = entry.date(in: kind) { value["date"] = .string(date.day.iso) }
        if let category = entry.category { value["category"] = .string(category) }
        if !entry.tags.isEmpty { value["tags"] = .array(entry.tags.map { .string($0) }) }
        return .object(value)
    }

    static func fridgeItem(_ item: FridgeItem, today: Day) -> Value {
        var value: [String: Value] = [
            "path": .string(item.path), "name": .string(item.title), "amount": .string(item.amount),
            "quantity": .double(item.quantity), "status": .string(item.statusText),
        ]
        if !item.unit.isEmpty { value["unit"] = .string(item.unit) }
        if !item.category.isEmpty { value["category"] = .string(item.category) }
        if let expires = item.expires { value["expires"] = .string(expires.iso) }
        if let left = item.daysLeft(today: today) { value["days_left"] = .string(left.description) }
        return .object(value)
    }

    /// One line an assistant can read aloud: `2026-11-27 첫눈 (diary/2026/11/2026-11-27.md)`.
    static func line(_ entry: Entry, kinds: [Kind]) -> String {
        let kind = kinds.first { $0.name == entry.kind }
        let title = entry.title.replacingOccurrences(of: "\n", with: " ")
        let date = entry.date(in: kind).map { $0.day.iso + " " } ?? ""
        return "- " + (title.hasPrefix(date.trimmingCharacters(in: .whitespaces)) && !date.isEmpty ? "" : date) + title + " (\(entry.path))"
    }
}
