import Foundation

/// A card put aside until tomorrow (a session's `-`, Anki's "bury"), as one line of the log of
/// the machine that buried it: `{"card":"k3x9q2ab","time":"2026-11-27T10:14:05Z","bury":true}`.
/// Every item of the card stays out of the day's reviews on every machine (the day of `time`
/// in the reader's local time, as reviews are counted to a day) and comes back the next.
/// A log line, not a field in the card file: nothing to commit twice or undo the day after.
package struct ReviewBury: Sendable, Equatable {
    package let card: String
    /// When it was buried, to the second.
    package let time: Date
    package let machine: String

    package init(card: String, time: Date, machine: String) {
        self.card = card
        self.time = Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.down))
        self.machine = machine
    }

    package var line: String {
        "{\"card\":\(QuotedString.make(card)),\"time\":\"\(ReviewRecord.utc(time))\",\"bury\":true}"
    }

    /// Reads a bury line; nil when the line is not one.
    package static func parse(_ line: String, machine: String) -> ReviewBury? {
        guard line.contains("\"bury\""),
              let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let card = object["card"] as? String, !card.isEmpty,
              let bury = object["bury"] as? Bool, bury,
              let timeText = object["time"] as? String, timeText.utf8.count == 20,
              let seconds = ReviewRecord.utcSeconds(Array(timeText.utf8)[...]) else { return nil }
        return ReviewBury(card: card, time: Date(timeIntervalSince1970: Double(seconds)), machine: machine)
    }
}
