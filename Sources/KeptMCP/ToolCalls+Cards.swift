import Foundation
import Kept
import MCP

/// The cards' tools: what is due today and a grade for one question, through the operations
/// `kept review` and the phone's review use (`CardDeck.today`, `Store.identified`,
/// `Store.record`), so an assistant's quiz schedules as a session at the terminal would.
extension ToolCalls {
    func cardsDue(_ arguments: ToolArguments) throws -> Answer {
        let deck = try CardDeck.load(store, category: try arguments.text("category"))
        let today = Day(Date())
        let due = deck.today(today).items
        let shown = due.prefix(try limit(arguments))
        let rows: [Value] = shown.map { card in
            var row: [String: Value] = [
                "card": .string(card.path), "title": .string(card.title), "category": .string(card.category),
                "item": .string(card.item.name), "question": .string(card.question()), "answer": .string(card.answer()),
                "new": .bool(card.isNew), "due": .string(card.dueDay(today: today).iso),
            ]
            if let label = card.itemLabel { row["label"] = .string(label) }
            return .object(row)
        }
        let lines = shown.map { card in
            "- " + card.title.replacingOccurrences(of: "\n", with: " ") + (card.itemLabel.map { " · " + $0 } ?? "")
                + " (\(card.path)" + (card.isFirstItem ? "" : ", item \(card.item.name)") + ")"
        }
        return Answer(text: ([say(.mcpResultDue, count: due.count)] + lines).joined(separator: "\n"),
                      structured: .object(["day": .string(today.iso), "due": .int(due.count), "items": .array(rows)]))
    }

    /// A grade by the name the Korean review shows it (다시, 어려움, 좋음, 쉬움): an assistant
    /// speaking Korean with the user may pass it on as it heard it.
    static func koreanGrade(_ text: String) -> Grade? {
        Grade.allCases.first { Kept.Message(.grade($0)).text(in: .korean) == text.trimmingCharacters(in: .whitespaces) }
    }

    func reviewGrade(_ arguments: ToolArguments) throws -> Answer {
        let reference = try arguments.required("card")
        let typed = try arguments.required("grade")
        guard let grade = Grade(typed: typed) ?? Self.koreanGrade(typed) else { throw ToolCallError(.mcpArgumentNotGrade, ["grade": typed]) }
        let path = try store.resolve(reference, kinds: ["card"])
        let deck = try CardDeck.load(store)
        let items = deck.items.filter { $0.path == path }
        guard !items.isEmpty else { throw KeptError.noMatch(reference) }
        let named = try arguments.text("item")
        guard let card = named.map({ name in items.first { $0.item.name == name || $0.itemLabel == name } }) ?? items.first else {
            throw ToolCallError(.mcpCardNoSuchItem, ["card": reference, "item": named ?? "-",
                                                     "items": items.map(\.item.name).joined(separator: ", ")])
        }
        let graded = try CardGrade(card, grade).run(in: store, schedule: deck.schedule)
        let message = store.attributed(graded.change.message)
        var structured: [String: Value] = [
            "card": .string(card.path), "item": .string(card.item.name), "grade": .string(grade.name),
            "due": .string(graded.due.iso), "interval_days": .int(graded.next.interval), "message": .string(message),
        ]
        if let commit = graded.change.commit { structured["commit"] = .string(commit.id.hex) }
        return Answer(text: say(.mcpResultGraded, ["message": message, "due": graded.due.iso]), structured: .object(structured))
    }
}
