import Foundation

/// One review, as one line of a machine's log:
/// `{"card":"k3x9q2ab","time":"2026-11-22T01:14:05Z","grade":3}`.
public struct ReviewRecord: Sendable, Equatable {
    /// The card's `id` field.
    public let card: String
    /// When it was graded, to the second.
    public let time: Date
    public let grade: Grade
    /// The machine whose log holds it (the file name), for ordering ties and messages.
    public let machine: String

    public init(card: String, time: Date, grade: Grade, machine: String) {
        self.card = card
        // Whole seconds: what the log keeps, so a replay sees what was recorded.
        self.time = Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.down))
        self.grade = grade
        self.machine = machine
    }

    /// The log line, without its newline; keys in a fixed order so lines diff cleanly.
    public var line: String {
        "{\"card\":\(QuotedString.make(card)),\"time\":\"\(ReviewRecord.utc(time))\",\"grade\":\(grade.rawValue)}"
    }

    /// Reads a log line; nil when it is not one (the caller names the file and line).
    public static func parse(_ line: String, machine: String) -> ReviewRecord? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let card = object["card"] as? String, !card.isEmpty,
              let timeText = object["time"] as? String, let time = utcFormatter.date(from: timeText),
              let number = object["grade"] as? Int, let grade = Grade(rawValue: number) else { return nil }
        return ReviewRecord(card: card, time: time, grade: grade, machine: machine)
    }

    /// Replay order: by time, then machine and card, so every machine sorts a merged log alike.
    public static func replayOrder(_ a: ReviewRecord, _ b: ReviewRecord) -> Bool {
        (a.time, a.machine, a.card, a.grade.rawValue) < (b.time, b.machine, b.card, b.grade.rawValue)
    }

    static func utc(_ date: Date) -> String { utcFormatter.string(from: date) }
}

nonisolated(unsafe) private let utcFormatter: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()
