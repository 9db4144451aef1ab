import Foundation

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
