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

extension Store {
    /// Suspends the card at `path` (`suspended: true` in its front matter, as an imported Anki
    /// card that was suspended there) or takes that back (the field removed): one edit, one
    /// commit, so every machine sees it after a sync. Nothing changes, and nothing is
    /// committed, when the card already is so.
    package func setSuspended(_ path: String, _ suspended: Bool) throws -> Change {
        let kind = try kindOrThrow(path)
        guard kind.name == "card" else {
            throw KeptError.invalidField(path: path, line: nil, Message(.errorSuspendNotACard, ["kind": kind.name]))
        }
        return try locked {
            let before = EntryDocument(text: try text(at: path))
            let was = Card(entry: Entry(path: path, kind: kind.name, document: before), state: nil).isSuspended
            let document: EntryDocument
            do {
                document = was == suspended ? before
                    : suspended ? try before.setting("suspended", yaml: "true") : try before.removing("suspended")
            } catch let error as FieldEditError {
                throw KeptError.invalidField(path: path, line: nil, Message(.errorSetCannotSet, ["key": "suspended", "error": "\(error)"]))
            }
            let summary = CommitMessage.summary(suspended ? "suspend" : "unsuspend", document, path: path, kind: kind, details: [])
            let message = CommitMessage.make(summary, kind: kind)
            guard document.text != before.text else { return Change(path: path, message: message, commit: nil, summary: summary) }
            return try rewrite(path, as: path, text: document.text, message: message, summary: summary)
        }
    }
}

extension Store {
    /// Appends one review to this machine's log and commits it, holding the store lock:
    /// one commit per review, so a session cut short keeps every grade already given.
    package func record(_ grade: Grade, card: Card, at time: Date = Date()) throws -> Change {
        let machine = try MachineID.of(self)
        let record = ReviewRecord(card: card.id, item: card.logItem, time: time, grade: grade, machine: machine)
        let message = "cards: review \(Store.reviewName(card)) (\(grade.name))"
        return try append(record.line, machine: machine, message: message)
    }

    /// Takes back this machine's review of `card` at `reviewed` (a session's `u`): an undo line
    /// appended to the log, so the card is scheduled as it was before that grade.
    package func undoReview(of card: Card, reviewedAt reviewed: Date, at time: Date = Date()) throws -> Change {
        let machine = try MachineID.of(self)
        let undo = ReviewUndo(card: card.id, item: card.logItem, time: time, undone: reviewed, machine: machine)
        let message = "cards: review \(Store.reviewName(card)) (undo)"
        return try append(undo.line, machine: machine, message: message)
    }

    /// Buries `card` (every item of it) until tomorrow: a bury line appended to this machine's
    /// log, so every machine leaves it out of the day's reviews.
    package func bury(_ card: Card, at time: Date = Date()) throws -> Change {
        let machine = try MachineID.of(self)
        let bury = ReviewBury(card: card.id, time: time, machine: machine)
        let message = "cards: review \(card.title.replacingOccurrences(of: "\n", with: " ")) (bury)"
        return try append(bury.line, machine: machine, message: message)
    }

    /// The card's title in a commit message, with the item when the card has more than its front:
    /// `먹다 · reverse`, `수도 · c2`.
    private static func reviewName(_ card: Card) -> String {
        card.title.replacingOccurrences(of: "\n", with: " ") + (card.itemLabel.map { " · " + $0 } ?? "")
    }

    private func append(_ line: String, machine: String, message: String) throws -> Change {
        let path = ReviewLog.path(machine: machine)
        return try locked {
            var text = ""
            if let data = try contents(at: path) {
                text = String(decoding: data, as: UTF8.self)
                if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            }
            // Appending rewrites the file atomically with the old lines untouched: a crash
            // leaves the log as it was, never half a line.
            try writeFile(text + line + "\n", at: path)
            return Change(path: path, message: message, commit: try commit([path], message: message))
        }
    }
}

extension Store {
    /// `kept review --optimize`: FSRS fitted to every machine's reviews of the store's cards
    /// (`category`'s only when given), the weights written to `.kept/config.yaml` and committed
    /// as one change. With too few reviews, or a fit no better than the current weights, nothing
    /// is written.
    package func optimizeReviews(category: String? = nil) throws -> (outcome: FSRSOptimizer.Outcome, change: Change?) {
        var only: Set<String>?
        if let category {
            only = Set(try CardDeck.load(self, category: category).cards.map(\.id))
        }
        let set = FSRSTrainingSet(records: try ReviewLog.all(in: self), only: only)
        let configured = FSRSWeights.configured(try config())
        let current = category.flatMap { configured.categories[CardCategory.key($0)] } ?? configured.all
        let outcome = FSRSOptimizer.optimize(set, current: current)
        // As Anki does: weights that predict no better than the current ones are not kept.
        guard case let .fitted(result) = outcome, result.after.logLoss < result.before.logLoss else { return (outcome, nil) }
        let message = "cards: FSRS weights fitted to \(result.predictions) reviews" + (category.map { " (\($0))" } ?? "")
        let change = try changeSettings([(FSRSWeights.key(category: category), FSRSWeights.text(result.weights))], message: message)
        return (outcome, change)
    }
}
