import Foundation

extension Store {
    /// The card with an `id`: one given to it (a one-line change and one commit) when it has
    /// none, as on its first review or reminder.
    package func identified(_ card: Card) throws -> Card {
        guard card.id.isEmpty else { return card }
        let kind = try kindOrThrow(card.path)
        let entry: Entry = try locked {
            let before = EntryDocument(text: try text(at: card.path))
            if let existing = before.fields["id"]?.text, !existing.isEmpty {
                return Entry(path: card.path, kind: kind.name, document: before)
            }
            let document: EntryDocument
            do {
                // The id its path gave its UID until now (`EntryID`): a calendar event stays
                // one event, and two machines reviewing it before a sync write the same id.
                document = try before.setting("id", yaml: YAMLScalar.renderText(EntryID.derived(kind: kind.name, path: card.path)))
            } catch let error as FieldEditError {
                throw KeptError.invalidField(path: card.path, line: nil, Message(.errorCardDeckCannotGiveCardId, ["error": "\(error)"]))
            }
            let message = CommitMessage.make("id", document, path: card.path, kind: kind,
                                             detail: document.fields["id"]!.text)
            _ = try rewrite(card.path, as: card.path, text: document.text, message: message)
            return Entry(path: card.path, kind: kind.name, document: document)
        }
        return Card(entry: entry, state: card.state, item: card.item, isFirstItem: card.isFirstItem)
    }
}
