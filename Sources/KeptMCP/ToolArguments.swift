import Foundation
import Kept
import MCP

/// A tool call's arguments, checked against its schema: a missing, unknown or mistyped one is
/// a tool error with kept's message, before anything is read or written.
struct ToolArguments {
    let tool: AssistantTool
    private let values: [String: Value]

    init(_ tool: AssistantTool, _ values: [String: Value]?) throws(ToolCallError) {
        self.tool = tool
        self.values = values ?? [:]
        let known = tool.arguments.map(\.name)
        for name in self.values.keys.sorted() where !known.contains(name) {
            throw ToolCallError(.mcpArgumentUnknown, ["tool": tool.rawValue, "argument": name,
                                                      "known": known.isEmpty ? "-" : known.joined(separator: ", ")])
        }
        for argument in tool.arguments where argument.required && self.values[argument.name] == nil {
            throw ToolCallError(.mcpArgumentMissing, ["tool": tool.rawValue, "argument": argument.name])
        }
        // A text past the documented limit is refused at once, naming it, before anything is
        // read or written (the assistant can split it into several writes).
        for name in self.values.keys.sorted() {
            let size = Self.textBytes(self.values[name]!)
            guard size <= Self.textLimit else {
                throw ToolCallError(.mcpArgumentTooLarge, ["tool": tool.rawValue, "argument": name,
                                                          "size": String(format: "%.1f", Double(size) / 1_048_576), "limit": "1"])
            }
        }
    }

    /// The most text one argument may hold (its strings together, in UTF-8): 1 MiB, as the
    /// phone's forms (docs/assistant.md says so).
    static let textLimit = 1 << 20

    /// The bytes of the strings in `value`, nested ones included.
    private static func textBytes(_ value: Value) -> Int {
        switch value {
        case let .string(text): return text.utf8.count
        case let .array(items): return items.reduce(0) { $0 + textBytes($1) }
        case let .object(fields): return fields.reduce(0) { $0 + $1.key.utf8.count + textBytes($1.value) }
        default: return 0
        }
    }

    private func problem(_ key: MessageKey, _ name: String) -> ToolCallError {
        ToolCallError(key, ["tool": tool.rawValue, "argument": name])
    }

    /// The text given as `name`, trimmed; nil when not given (JSON null counts as not given).
    func text(_ name: String) throws(ToolCallError) -> String? {
        guard let value = values[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw problem(.mcpArgumentNotText, name) }
        // A NUL ends a git commit message: `x (via phone)\0` would drop or forge the mark.
        guard !text.contains("\0") else { throw problem(.mcpArgumentNul, name) }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw problem(.mcpArgumentEmpty, name) }
        return trimmed
    }

    /// A required text (its presence was checked when the arguments were read).
    func required(_ name: String) throws(ToolCallError) -> String {
        guard let text = try text(name) else { throw problem(.mcpArgumentMissing, name) }
        return text
    }

    /// A number above 0; a whole number where `whole` (a limit).
    func positive(_ name: String, whole: Bool = false) throws(ToolCallError) -> Double? {
        guard let value = values[name], value != .null else { return nil }
        let number: Double? = switch value {
        case let .int(int): Double(int)
        case let .double(double): double
        default: nil
        }
        guard let number, number > 0, number.isFinite, !whole || number == number.rounded() else {
            throw problem(.mcpArgumentNotNumber, name)
        }
        return number
    }

    /// A fridge quantity, as a number or as text, by the rule every front end takes one by
    /// (`FridgeQuantity`): its refusal is the domain's sentence, the same as at the terminal.
    func quantity(_ name: String) throws -> Double? {
        guard let value = values[name], value != .null else { return nil }
        switch value {
        case let .int(int): return try FridgeQuantity.checked(Double(int), as: String(int))
        case let .double(double): return try FridgeQuantity.checked(double)
        case let .string(text): return try FridgeQuantity.parseIfGiven(text)
        default: throw problem(.mcpArgumentNotNumber, name)
        }
    }

    /// True or false; false when not given.
    func flag(_ name: String) throws(ToolCallError) -> Bool {
        guard let value = values[name], value != .null else { return false }
        guard let flag = value.boolValue else { throw problem(.mcpArgumentNotFlag, name) }
        return flag
    }

    /// Fields as `kept set` takes them (`rating=5`): an object of names to text, numbers or
    /// true/false, in the order of their names; nil when not given.
    func fields(_ name: String) throws -> [FieldAssignment]? {
        guard let value = values[name], value != .null else { return nil }
        guard let object = value.objectValue else { throw problem(.mcpArgumentNotFields, name) }
        var assignments: [FieldAssignment] = []
        for key in object.keys.sorted() {
            let text: String
            switch object[key]! {
            case let .string(string): text = string
            case let .int(int): text = String(int)
            case let .double(double): text = double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
            case let .bool(bool): text = bool ? "true" : "false"
            default: throw problem(.mcpArgumentNotFields, name)
            }
            // Checked as `kept set` checks `key=value` (a key YAML and kept can hold).
            guard !key.contains("=") else { throw problem(.mcpArgumentNotFields, name) }
            guard !text.contains("\0"), !key.contains("\0") else { throw problem(.mcpArgumentNul, name) }
            // The card's id ties it to its reviews: another card's would merge their histories.
            guard key != "id" else { throw ToolCallError(.mcpArgumentOwnField, ["field": key]) }
            assignments.append(try FieldAssignment.parse(key + "=" + text))
        }
        return assignments
    }

    /// A list of names; a single name is taken as a list of one.
    func names(_ name: String) throws(ToolCallError) -> [String]? {
        guard let value = values[name], value != .null else { return nil }
        if let one = value.stringValue { return [one] }
        guard let array = value.arrayValue else { throw problem(.mcpArgumentNotList, name) }
        var names: [String] = []
        for item in array {
            guard let text = item.stringValue else { throw problem(.mcpArgumentNotList, name) }
            names.append(text.trimmingCharacters(in: .whitespaces))
        }
        return names
    }
}

/// A tool call kept refuses: its limits, its arguments. Told to the assistant as a tool error.
struct ToolCallError: Error, UserMessageError {
    let message: Kept.Message

    init(_ key: MessageKey, _ arguments: [String: String] = [:]) {
        message = Kept.Message(key, arguments)
    }
}
