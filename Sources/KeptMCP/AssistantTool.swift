import Kept
import MCP

/// The tools `kept mcp` offers, each with its JSON schema and what it needs: the kind it reads
/// or writes, and whether it changes the store. The server lists only those the user's limits
/// allow (`--read-only`, `--kinds`), and refuses the others when called anyway.
enum AssistantTool: String, CaseIterable, Sendable {
    case search, list, show, today
    case appendToday = "append_today"
    case fridgeAdd = "fridge_add"
    case shoppingList = "shopping_list"

    var writes: Bool { self == .appendToday || self == .fridgeAdd }

    /// The one kind the tool works on; nil for tools over every kind the scope allows.
    var kind: String? {
        switch self {
        case .search, .list, .show: nil
        case .today, .appendToday: "diary"
        case .fridgeAdd, .shoppingList: "fridge"
        }
    }

    var description: MessageKey {
        switch self {
        case .search: .mcpToolSearch
        case .list: .mcpToolList
        case .show: .mcpToolShow
        case .today: .mcpToolToday
        case .appendToday: .mcpToolAppendToday
        case .fridgeAdd: .mcpToolFridgeAdd
        case .shoppingList: .mcpToolShoppingList
        }
    }

    /// The arguments: name, JSON type, what it means, and whether it must be given.
    var arguments: [(name: String, type: String, meaning: MessageKey, required: Bool)] {
        switch self {
        case .search: [("query", "string", .mcpArgumentQuery, true), ("kinds", "array", .mcpArgumentKinds, false),
                       ("limit", "integer", .mcpArgumentLimit, false)]
        case .list: [("kind", "string", .mcpArgumentKind, false), ("limit", "integer", .mcpArgumentLimit, false),
                     ("from", "string", .mcpArgumentFrom, false), ("to", "string", .mcpArgumentTo, false)]
        case .show: [("reference", "string", .mcpArgumentReference, true)]
        case .today, .shoppingList: []
        case .appendToday: [("text", "string", .mcpArgumentText, true)]
        case .fridgeAdd: [("name", "string", .mcpArgumentName, true), ("expires", "string", .mcpArgumentExpires, false),
                          ("quantity", "number", .mcpArgumentQuantity, false), ("unit", "string", .mcpArgumentUnit, false)]
        }
    }

    /// The tool as `tools/list` gives it, described in `language`.
    func tool(_ language: Language) -> Tool {
        var properties: [String: Value] = [:]
        for argument in arguments {
            var schema: [String: Value] = ["type": .string(argument.type), "description": .string(Kept.Message(argument.meaning).text(in: language))]
            if argument.type == "array" { schema["items"] = .object(["type": "string"]) }
            if argument.name == "limit" { schema["minimum"] = 1 }
            if argument.name == "quantity" { schema["exclusiveMinimum"] = 0 }
            properties[argument.name] = .object(schema)
        }
        let schema: Value = .object([
            "type": "object",
            "properties": .object(properties),
            "required": .array(arguments.filter(\.required).map { .string($0.name) }),
            "additionalProperties": false,
        ])
        return Tool(name: rawValue, description: Kept.Message(description).text(in: language), inputSchema: schema,
                    annotations: .init(readOnlyHint: !writes, destructiveHint: writes ? false : nil, openWorldHint: false))
    }

    /// Whether `scope` lets an assistant call this tool at all.
    func allowed(in scope: AccessScope) -> Bool {
        if writes && scope.readOnly { return false }
        return kind.map(scope.reads) ?? true
    }
}
