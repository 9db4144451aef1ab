import Foundation
import Kept
import MCP

/// The tools over entries of any kind: a new one, its fields, the diary's earlier years, the
/// store's numbers. Each goes through the operation `kept new`, `kept set`, `kept on-this-day`
/// and `kept stats` use, and never past the kinds the scope allows.
extension ToolCalls {
    func newEntry(_ arguments: ToolArguments) throws -> Answer {
        let kind = try kinds([try arguments.required("kind")])[0]
        try store.refuseDuringGitOperation()
        var request = NewEntry(title: try arguments.text("title"), body: try arguments.text("body"))
        if let date = try arguments.text("date") { request.date = try PersonDate.parse(date) }
        request.assignments = try arguments.fields("fields") ?? []
        // Only the fields the kind knows: an assistant's typo is refused, never a new field.
        try store.refuseUnknownFields(request.assignments.map(\.key), kinds: [kind])
        if let category = try arguments.text("category") {
            request.assignments.insert(FieldAssignment(key: "category", value: category), at: 0)
        }
        return committed(try store.add(kind, text: try store.draft(kind, request)))
    }

    func setFields(_ arguments: ToolArguments) throws -> Answer {
        let path = try allowedPath(try arguments.required("reference"))
        guard let fields = try arguments.fields("fields"), !fields.isEmpty else {
            throw ToolCallError(.mcpArgumentEmpty, ["tool": AssistantTool.setFields.rawValue, "argument": "fields"])
        }
        // Refused here as for new_entry: the command line's hint (`--new-field`) is no way out here.
        if let kind = store.kind(ofPath: path) { try store.refuseUnknownFields(fields.map(\.key), kinds: [kind]) }
        return committed(try store.set(path, fields))
    }

    /// The path of `reference` among the allowed kinds only: `resolve` answers a path to
    /// another kind's file as no entry at all.
    func allowedPath(_ reference: String) throws -> String {
        try store.resolve(reference, kinds: try kinds(nil).map(\.name))
    }

    func onThisDay(_ arguments: ToolArguments) throws -> Answer {
        let diary = try store.kind(named: "diary")
        let day = try arguments.text("date").map { try PersonDate.parse($0).day } ?? Day(Date())
        let found = Anniversaries.find(day, in: StoreIndex.load(store, kinds: [diary]).entries.withoutConflictCopies, kind: diary)
        return entries(found.memories.map(\.entry), say(.mcpResultMemories, count: found.memories.count, ["day": day.iso]),
                       beside: ["day": .string(day.iso)]) { ["years_ago": .int(found.memories[$0].yearsAgo)] }
    }

    func stats(_ arguments: ToolArguments) throws -> Answer {
        let name = try arguments.text("kind").map { try kinds([$0])[0].name }
        let text = try ReportJSON.text(try numbers(kind: name))
        return Answer(text: text, structured: try JSONDecoder().decode(Value.self, from: Data(text.utf8)))
    }

    /// `kept stats`' numbers of `kind`, or of every kind the scope allows: the cards' and the
    /// fridge's only when those kinds are allowed.
    func numbers(kind: String?) throws -> StoreStats {
        let today = Day(Date())
        let all = try store.stats(kind: kind, today: today)
        return StoreStats(today: today, kinds: all.kinds.filter { scope.reads($0.kind) },
                          cards: scope.reads("card") ? all.cards : nil, fridge: scope.reads("fridge") ? all.fridge : nil)
    }
}
