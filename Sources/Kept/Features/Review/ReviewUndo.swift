import Foundation

/// A grade taken back, as one line of the machine's log that graded it:
/// `{"card":"k3x9q2ab","time":"2026-11-22T01:14:09Z","undo":"2026-11-22T01:14:05Z"}` cancels the
/// review of that card at `undo` (with `"item":"reverse"` after `card`, of that item). The log stays append-only: the grade stays written, and every
/// reader of the log (`ReviewLog.all`) leaves out the review it takes back.
package struct ReviewUndo: Sendable, Equatable {
    package let card: String
    /// The review item, as `ReviewRecord.item`: nil for the card's first.
    package let item: String?
    /// When the grade was taken back.
    package let time: Date
    /// The time of the review it takes back.
    package let undone: Date
    package let machine: String

    package init(card: String, item: String? = nil, time: Date, undone: Date, machine: String) {
        self.card = card
        self.item = item
        self.time = Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.down))
        self.undone = Date(timeIntervalSince1970: undone.timeIntervalSince1970.rounded(.down))
        self.machine = machine
    }

    package var line: String {
        "{\"card\":\(QuotedString.make(card)),\(item.map { "\"item\":\(QuotedString.make($0))," } ?? "")\"time\":\"\(ReviewRecord.utc(time))\",\"undo\":\"\(ReviewRecord.utc(undone))\"}"
    }

    /// Reads an undo line; nil when the line is not one.
    package static func parse(_ line: String, machine: String) -> ReviewUndo? {
        guard line.contains("\"undo\""),
              let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let card = object["card"] as? String, !card.isEmpty,
              let timeText = object["time"] as? String, let undoText = object["undo"] as? String,
              let time = seconds(timeText), let undone = seconds(undoText) else { return nil }
        var item: String?
        if let value = object["item"] {
            guard let name = value as? String, !name.isEmpty else { return nil }
            item = name
        }
        return ReviewUndo(card: card, item: item, time: time, undone: undone, machine: machine)
    }

    private static func seconds(_ text: String) -> Date? {
        ReviewRecord.utcSeconds(Array(text.utf8)[...]).map { Date(timeIntervalSince1970: Double($0)) }
    }

    /// Whether this takes back `record`: the same machine's review of the same card and item at that time.
    func cancels(_ record: ReviewRecord) -> Bool {
        record.machine == machine && record.card == card && record.item == item && record.time == undone
    }
}
