import Kept
import MCP

/// The tools `kept mcp` offers, each with its JSON schema and what it needs: the kind it reads
/// or writes, and whether it changes the store. The server lists only those the user's limits
/// allow (`--read-only`, `--kinds`), and refuses the others when called anyway.
enum AssistantTool: String, CaseIterable, Sendable {
    case search, list, show, today
    case appendToday = "append_today"
    case newEntry = "new_entry"
    case setFields = "set_fields"
    case onThisDay = "on_this_day"
    case cardsDue = "cards_due"
    case reviewGrade = "review_grade"
    case fridgeExpiring = "fridge_expiring"
    case fridgeAdd = "fridge_add"
    case fridgeConsume = "fridge_consume"
    case fridgeBuy = "fridge_buy"
    case shoppingList = "shopping_list"
    case stats

    var writes: Bool {
        switch self {
        case .appendToday, .newEntry, .setFields, .reviewGrade, .fridgeAdd, .fridgeConsume, .fridgeBuy: true
        default: false
        }
    }

    /// The one kind the tool works on; nil for tools over every kind the scope allows (those
    /// check the kind of what they are given: `new_entry`'s kind, `set_fields`' entry).
    var kind: String? {
        switch self {
        case .search, .list, .show, .newEntry, .setFields, .stats: nil
        case .today, .appendToday, .onThisDay: "diary"
        case .cardsDue, .reviewGrade: "card"
        case .fridgeExpiring, .fridgeAdd, .fridgeConsume, .fridgeBuy, .shoppingList: "fridge"
        }
    }

    var description: MessageKey {
        switch self {
        case .search: .mcpToolSearch
        case .list: .mcpToolList
        case .show: .mcpToolShow
        case .today: .mcpToolToday
        case .appendToday: .mcpToolAppendToday
        case .newEntry: .mcpToolNewEntry
        case .setFields: .mcpToolSetFields
        case .onThisDay: .mcpToolOnThisDay
        case .cardsDue: .mcpToolCardsDue
        case .reviewGrade: .mcpToolReviewGrade
        case .fridgeExpiring: .mcpToolFridgeExpiring
        case .fridgeAdd: .mcpToolFridgeAdd
        case .fridgeConsume: .mcpToolFridgeConsume
        case .fridgeBuy: .mcpToolFridgeBuy
        case .shoppingList: .mcpToolShoppingList
        case .stats: .mcpToolStats
        }
    }

    /// One argument: its name, JSON type, what it means, and whether it must be given.
    struct Argument {
        let name: String
        let type: String
        let meaning: MessageKey
        var required = false
    }

    var arguments: [Argument] {
        switch self {
        case .search: [.init(name: "query", type: "string", meaning: .mcpArgumentQuery, required: true),
                       .init(name: "kinds", type: "array", meaning: .mcpArgumentKinds), .init(name: "limit", type: "integer", meaning: .mcpArgumentLimit)]
        case .list: [.init(name: "kind", type: "string", meaning: .mcpArgumentKind), .init(name: "limit", type: "integer", meaning: .mcpArgumentLimit),
                     .init(name: "from", type: "string", meaning: .mcpArgumentFrom), .init(name: "to", type: "string", meaning: .mcpArgumentTo)]
        case .show: [.init(name: "reference", type: "string", meaning: .mcpArgumentReference, required: true)]
        case .today, .shoppingList: []
        case .appendToday: [.init(name: "text", type: "string", meaning: .mcpArgumentText, required: true)]
        case .newEntry: [.init(name: "kind", type: "string", meaning: .mcpArgumentNewKind, required: true),
                         .init(name: "title", type: "string", meaning: .mcpArgumentTitle), .init(name: "body", type: "string", meaning: .mcpArgumentBody),
                         .init(name: "date", type: "string", meaning: .mcpArgumentDate), .init(name: "category", type: "string", meaning: .mcpArgumentCategory),
                         .init(name: "fields", type: "object", meaning: .mcpArgumentFields)]
        case .setFields: [.init(name: "reference", type: "string", meaning: .mcpArgumentReference, required: true),
                          .init(name: "fields", type: "object", meaning: .mcpArgumentFields, required: true)]
        case .onThisDay: [.init(name: "date", type: "string", meaning: .mcpArgumentDay)]
        case .cardsDue: [.init(name: "category", type: "string", meaning: .mcpArgumentCardCategory), .init(name: "limit", type: "integer", meaning: .mcpArgumentLimit)]
        case .reviewGrade: [.init(name: "card", type: "string", meaning: .mcpArgumentCard, required: true),
                            .init(name: "grade", type: "string", meaning: .mcpArgumentGrade, required: true),
                            .init(name: "item", type: "string", meaning: .mcpArgumentItem)]
        case .fridgeExpiring: [.init(name: "within", type: "string", meaning: .mcpArgumentWithin)]
        case .fridgeAdd: [.init(name: "name", type: "string", meaning: .mcpArgumentName, required: true),
                          .init(name: "expires", type: "string", meaning: .mcpArgumentExpires), .init(name: "quantity", type: "number", meaning: .mcpArgumentQuantity),
                          .init(name: "unit", type: "string", meaning: .mcpArgumentUnit)]
        case .fridgeConsume: [.init(name: "name", type: "string", meaning: .mcpArgumentFridgeItem, required: true),
                              .init(name: "quantity", type: "number", meaning: .mcpArgumentUsed), .init(name: "all", type: "boolean", meaning: .mcpArgumentAll)]
        case .fridgeBuy: [.init(name: "name", type: "string", meaning: .mcpArgumentName, required: true),
                          .init(name: "quantity", type: "number", meaning: .mcpArgumentQuantity), .init(name: "category", type: "string", meaning: .mcpArgumentCategory)]
        case .stats: [.init(name: "kind", type: "string", meaning: .mcpArgumentStatsKind)]
        }
    }

    /// The tool as `tools/list` gives it, described in `language`.
    func tool(_ language: Language) -> Tool {
        var properties: [String: Value] = [:]
        for argument in arguments {
            var schema: [String: Value] = ["type": .string(argument.type), "description": .string(Kept.Message(argument.meaning).text(in: language))]
            switch (argument.type, argument.name) {
            case ("array", _): schema["items"] = .object(["type": "string"])
            case ("object", _): schema["additionalProperties"] = .object(["type": .array(["string", "number", "boolean"])])
            case (_, "limit"): schema["minimum"] = 1
            case (_, "quantity"): schema["exclusiveMinimum"] = 0
            case (_, "grade"):
                schema["enum"] = .array(Grade.allCases.map { .string($0.name) } + Grade.allCases.map { .string(String($0.rawValue)) }
                    + Grade.allCases.map { .string(Kept.Message(.grade($0)).text(in: .korean)) })
            default: break
            }
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
