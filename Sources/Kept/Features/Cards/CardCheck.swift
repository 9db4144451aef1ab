import Foundation

/// What `kept check` finds wrong with cards and reviews.
enum CardCheck {
    /// Review log lines that cannot be read, cards of a type kept does not know, and entries
    /// sharing an id (`SharedIDs`).
    static func problems(in store: Store) -> [Message] {
        var problems: [Message] = []
        do {
            _ = try ReviewLog.all(in: store)
        } catch {
            problems.append(Message.of(error))
        }
        problems += unknownTypes(in: store)
        return problems + SharedIDs.problems(in: store)
    }

    /// A `type` that is not basic, reversed or cloze: the card is reviewed as basic meanwhile,
    /// so nothing is lost, and this names the file and line to fix. So is a `suspended` that is
    /// neither true nor false (the card is reviewed as not suspended meanwhile).
    static func unknownTypes(in store: Store) -> [Message] {
        guard let kind = try? store.kind(named: "card") else { return [] }
        return StoreIndex.load(store, kinds: [kind]).entries.withoutConflictCopies.flatMap { entry -> [Message] in
            guard entry.problem == nil else { return [] }
            func problem(_ field: String, _ message: Message) -> Message {
                let line = (try? store.text(at: entry.path)).flatMap { EntryDocument(text: $0).line(of: field) }
                return Message.of(KeptError.invalidField(path: entry.path, line: line, message))
            }
            var problems: [Message] = []
            if let type = entry.value(of: "type"), CardType.named(type) == nil {
                problems.append(problem("type", Message(.errorCardUnknownType,
                    ["type": type, "types": CardType.allCases.map(\.rawValue).joined(separator: ", ")])))
            }
            if let suspended = entry.value(of: "suspended"), YesOrNo.read(suspended) == nil {
                problems.append(problem("suspended", Message(.errorCardSuspendedNotTrueOrFalse, ["value": suspended])))
            }
            return problems
        }
    }
}
