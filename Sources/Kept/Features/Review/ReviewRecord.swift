import Foundation

/// One review, as one line of a machine's log:
/// `{"card":"k3x9q2ab","time":"2026-11-22T01:14:05Z","grade":3}`, or with the item it reviews
/// when that is not the card's first: `{"card":"k3x9q2ab","item":"reverse","time":…,"grade":3}`.
package struct ReviewRecord: Sendable, Equatable {
    /// The card's `id` field.
    package let card: String
    /// The review item (`reverse`, `c2`): nil for the card's first item.
    package let item: String?
    /// When it was graded, to the second.
    package let time: Date
    package let grade: Grade
    /// The machine whose log holds it (the file name), for ordering ties and messages.
    package let machine: String

    package init(card: String, item: String? = nil, time: Date, grade: Grade, machine: String) {
        self.card = card
        self.item = item
        // Whole seconds: what the log keeps, so a replay sees what was recorded.
        self.time = Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.down))
        self.grade = grade
        self.machine = machine
    }

    /// The log line, without its newline; keys in a fixed order so lines diff cleanly.
    package var line: String {
        "{\"card\":\(QuotedString.make(card)),\(item.map { "\"item\":\(QuotedString.make($0))," } ?? "")\"time\":\"\(ReviewRecord.utc(time))\",\"grade\":\(grade.rawValue)}"
    }

    /// Reads a log line; nil when it is not one (the caller names the file and line).
    package static func parse(_ line: String, machine: String) -> ReviewRecord? {
        if let record = parseWritten(Array(line.utf8)[...], machine: machine) { return record }
        // Any other JSON spelling of the same fields (a hand edit, another tool) still counts.
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let card = object["card"] as? String, !card.isEmpty,
              let timeText = object["time"] as? String, let time = utcFormatter.date(from: timeText),
              let number = object["grade"] as? Int, let grade = Grade(rawValue: number) else { return nil }
        var item: String?
        if let value = object["item"] {
            // An item that is not a name is a line this kept cannot place: unreadable, not the first item.
            guard let name = value as? String, !name.isEmpty else { return nil }
            item = name
        }
        return ReviewRecord(card: card, item: item, time: time, grade: grade, machine: machine)
    }

    /// Replay order: by time, then machine and card, so every machine sorts a merged log alike.
    package static func replayOrder(_ a: ReviewRecord, _ b: ReviewRecord) -> Bool {
        (a.time, a.machine, a.card, a.item ?? "", a.grade.rawValue) < (b.time, b.machine, b.card, b.item ?? "", b.grade.rawValue)
    }

    static func utc(_ date: Date) -> String { utcFormatter.string(from: date) }
}

extension ReviewRecord {
    /// The fast path for lines exactly as `line` writes them: Foundation's JSON and date parsers
    /// take about 40 µs a line on Linux, too slow for years of reviews read on every run.
    static func parseWritten(_ bytes: ArraySlice<UInt8>, machine: String) -> ReviewRecord? {
        let prefix = #"{"card":""#, middle = #"","time":""#, suffix = #"","grade":"#, itemKey = #"","item":""#
        guard bytes.count > prefix.utf8.count + middle.utf8.count + 20 + suffix.utf8.count + 2,
              bytes.starts(with: prefix.utf8), bytes.last == UInt8(ascii: "}") else { return nil }
        var i = bytes.startIndex + prefix.utf8.count
        let cardStart = i
        while i < bytes.endIndex, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") { i += 1 }
        guard i < bytes.endIndex, bytes[i] == UInt8(ascii: "\""), i > cardStart else { return nil }
        let card = String(decoding: bytes[cardStart..<i], as: UTF8.self)
        var item: String?
        if bytes[i...].starts(with: itemKey.utf8) {
            i += itemKey.utf8.count
            let itemStart = i
            while i < bytes.endIndex, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") { i += 1 }
            guard i < bytes.endIndex, bytes[i] == UInt8(ascii: "\""), i > itemStart else { return nil }
            item = String(decoding: bytes[itemStart..<i], as: UTF8.self)
        }
        guard bytes[i...].starts(with: middle.utf8) else { return nil }
        i += middle.utf8.count
        guard i + 20 <= bytes.endIndex, let time = utcSeconds(bytes[i..<(i + 20)]) else { return nil }
        i += 20
        guard bytes[i...].starts(with: suffix.utf8), i + suffix.utf8.count + 2 == bytes.endIndex,
              let grade = Grade(rawValue: Int(bytes[i + suffix.utf8.count]) - 48) else { return nil }
        return ReviewRecord(card: card, item: item, time: Date(timeIntervalSince1970: Double(time)), grade: grade, machine: machine)
    }

    /// `2026-11-22T01:14:05Z` as seconds since 1970, or nil.
    static func utcSeconds(_ text: ArraySlice<UInt8>) -> Int? {
        let o = text.startIndex
        func number(_ range: Range<Int>) -> Int? {
            var n = 0
            for i in range {
                guard (48...57).contains(text[o + i]) else { return nil }
                n = n * 10 + Int(text[o + i]) - 48
            }
            return n
        }
        func b(_ i: Int) -> UInt8 { text[o + i] }
        guard b(4) == UInt8(ascii: "-"), b(7) == UInt8(ascii: "-"), b(10) == UInt8(ascii: "T"), b(13) == UInt8(ascii: ":"),
              b(16) == UInt8(ascii: ":"), b(19) == UInt8(ascii: "Z"),
              let y = number(0..<4), let m = number(5..<7), let d = number(8..<10),
              let h = number(11..<13), let mi = number(14..<16), let s = number(17..<19),
              (1...12).contains(m), (1...Day.daysIn(month: m, year: y)).contains(d), h < 24, mi < 60, s < 61 else { return nil }
        // Days from the civil date (Howard Hinnant's algorithm), proleptic Gregorian.
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146097 + doe - 719468
        return days * 86400 + h * 3600 + mi * 60 + s
    }
}

/// ISO 8601 in UTC, for the rare line not in kept's own spelling and for writing one: a
/// formatter is not Sendable, so it is used under a lock.
private let utcFormatter = UTCFormatter()

private final class UTCFormatter: @unchecked Sendable {  // `formatter` is only used under `lock`
    private let lock = NSLock()
    private let formatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    func date(from text: String) -> Date? { lock.withLock { formatter.date(from: text) } }
    func string(from date: Date) -> String { lock.withLock { formatter.string(from: date) } }
}
