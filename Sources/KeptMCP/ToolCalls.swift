import Foundation
import Kept
import MCP

/// What each tool does, through the same domain operations as the command line and the phone
/// (`store.search`, `ListQuery`, `store.resolve`, `Diary.appendToToday`, `NewFridgeItem`…). A kind
/// outside the scope is as if it did not exist: it is never searched, listed or resolved.
struct ToolCalls: Sendable {
    let store: Store
    let scope: AccessScope
    let language: Language
    /// Most entries a search or a list answers with when the assistant asks for no limit.
    static let defaultLimit = 20

    /// The answer: a short text for the assistant to read, and the same as structured content.
    struct Answer {
        let text: String
        let structured: Value
    }

    func call(_ tool: AssistantTool, _ arguments: ToolArguments) throws -> Answer {
        switch tool {
        case .search: try search(arguments)
        case .list: try list(arguments)
        case .show: try show(arguments)
        case .today: try today()
        case .appendToday: try appendToday(arguments)
        case .newEntry: try newEntry(arguments)
        case .setFields: try setFields(arguments)
        case .onThisDay: try onThisDay(arguments)
        case .cardsDue: try cardsDue(arguments)
        case .reviewGrade: try reviewGrade(arguments)
        case .fridgeExpiring: try fridgeExpiring(arguments)
        case .fridgeAdd: try fridgeAdd(arguments)
        case .fridgeConsume: try fridgeConsume(arguments)
        case .fridgeBuy: try fridgeBuy(arguments)
        case .shoppingList: try shoppingList()
        case .stats: try stats(arguments)
        }
    }

    func say(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        Kept.Message(key, arguments).text(in: language)
    }

    func say(_ key: MessageKey, count: Int, _ arguments: [String: String] = [:]) -> String {
        Kept.Message(key, count: count, arguments).text(in: language)
    }

    /// The kinds the scope allows, or those of `names` (each of which must be allowed: one
    /// that is not is refused as unknown, naming only the allowed ones).
    func kinds(_ names: [String]?) throws -> [Kind] {
        let allowed = store.kinds.filter { scope.reads($0.name) }
        guard let names, !names.isEmpty else { return allowed }
        return try names.map { name in
            guard let kind = allowed.first(where: { $0.name == name }) else {
                throw KeptError.unknownKind(name, known: allowed.map(\.name))
            }
            return kind
        }
    }

    func limit(_ arguments: ToolArguments) throws -> Int {
        try arguments.positive("limit", whole: true).map { Int(min($0, 10_000)) } ?? Self.defaultLimit
    }

    /// Entries as a line each under `text`, and as structured content: `{"entries": […]}` with
    /// `beside` next to the list and `extra(i)` merged into the i-th entry (where a search found it).
    func entries(_ entries: [Entry], _ text: String, beside: [String: Value] = [:],
                 extra: (Int) -> [String: Value] = { _ in [:] }) -> Answer {
        let lines = entries.map { EntryValues.line($0, kinds: store.kinds) }
        let rows: [Value] = entries.enumerated().map { i, entry in
            guard case var .object(row) = EntryValues.entry(entry, kinds: store.kinds) else { return .null }
            row.merge(extra(i)) { _, added in added }
            return .object(row)
        }
        return Answer(text: ([text] + lines).joined(separator: "\n"),
                      structured: .object(beside.merging(["entries": .array(rows)]) { _, list in list }))
    }

    private func search(_ arguments: ToolArguments) throws -> Answer {
        let text = try arguments.required("query")
        let query = try SearchQuery(text)
        var list = ListQuery()
        list.kinds = try kinds(try arguments.names("kinds")).map(\.name)
        let most = try limit(arguments)
        let hits = Array(store.search(EntrySearch(query), list: list).prefix(most))
        // Where in the body a word was found, beside each entry.
        return entries(hits.map(\.entry), say(.mcpResultFound, count: hits.count, ["query": text])) { i in
            var found: [String: Value] = ["match": .string(hits[i].place.description)]
            if let snippet = hits[i].snippet { found["snippet"] = .string(snippet.text) }
            return found
        }
    }

    private func list(_ arguments: ToolArguments) throws -> Answer {
        let chosen = try kinds(try arguments.text("kind").map { [$0] })
        var query = ListQuery()
        query.kinds = chosen.map(\.name)
        query.from = try arguments.text("from").map { try DaySpan.parse($0).first }
        query.to = try arguments.text("to").map { try DaySpan.parse($0).last }
        query.limit = try limit(arguments)
        let found = query.apply(to: StoreIndex.load(store, kinds: chosen).entries, kinds: store.kinds)
        return entries(found, say(.mcpResultListed, count: found.count))
    }

    /// One entry by path or title, among the allowed kinds only (`allowedPath`).
    private func show(_ arguments: ToolArguments) throws -> Answer {
        try file(try allowedPath(try arguments.required("reference")))
    }

    func file(_ path: String) throws -> Answer {
        let text = try store.text(at: path)
        var structured: [String: Value] = ["path": .string(path), "text": .string(text)]
        let entry = try store.entry(at: path)
        if case let .object(entry) = EntryValues.entry(entry, kinds: store.kinds) {
            structured.merge(entry) { mine, _ in mine }
        }
        return Answer(text: text, structured: .object(structured))
    }

    private func today() throws -> Answer {
        let day = Day(Date())
        guard let entry = try Diary(store).entries(on: day).first else {
            return Answer(text: say(.mcpResultNoDiaryToday, ["day": day.iso]), structured: .object(["day": .string(day.iso)]))
        }
        let answer = try file(entry.path)
        guard case var .object(structured) = answer.structured else { return answer }
        structured["day"] = .string(day.iso)
        return Answer(text: answer.text, structured: .object(structured))
    }

    /// A write's answer: what was committed, or that nothing changed (no commit, nothing to undo).
    func committed(_ change: Change) -> Answer {
        guard let commit = change.commit else {
            return Answer(text: say(.mcpResultUnchanged, ["path": change.path]), structured: .object(["path": .string(change.path)]))
        }
        let message = store.attributed(change.message)
        return Answer(text: say(.mcpResultCommitted, ["message": message]),
                      structured: .object(["path": .string(change.path), "message": .string(message), "commit": .string(commit.id.hex)]))
    }

    private func appendToday(_ arguments: ToolArguments) throws -> Answer {
        let text = try arguments.required("text").replacingOccurrences(of: "\r\n", with: "\n")
        return committed(try Diary(store).appendToToday(text))
    }

    private func fridgeAdd(_ arguments: ToolArguments) throws -> Answer {
        let name = try arguments.required("name")
        let item = NewFridgeItem(title: name, expires: try arguments.text("expires").map { try PersonDate.parse($0).day },
                                 quantity: try arguments.quantity("quantity"), unit: try arguments.text("unit"))
        return committed(try FridgeAdd(item).run(in: store).change)
    }

    private func shoppingList() throws -> Answer {
        let items = try Fridge.load(store).shopping()
        let today = Day(Date())
        let lines = items.map { "- [ ] " + $0.title.replacingOccurrences(of: "\n", with: " ") + ($0.amount.isEmpty ? "" : " (\($0.amount))") }
        return Answer(text: ([say(.mcpResultShopping, count: items.count)] + lines).joined(separator: "\n"),
                      structured: .object(["items": .array(items.map { EntryValues.fridgeItem($0, today: today) })]))
    }
}
