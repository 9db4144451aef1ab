import Foundation

/// Reads the dates people and programs write in front matter: `2026-11-22`,
/// `2026-11-22T09:14`, `2026-11-22 09:14:00`, `2026-11-22T09:14:00+09:00`, `…Z`.
///
/// A date with an offset is an instant; without one it is local time. Either way the `day`
/// is the one written, never shifted by the reader's time zone (zk #382).
public struct FieldDate: Sendable, Equatable, Comparable {
    public let day: Day
    /// Seconds since midnight, when a time was written.
    public let secondsOfDay: Int?
    /// The written UTC offset in seconds, when one was written.
    public let utcOffset: Int?

    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let m = trimmed.wholeMatch(
            of: /(\d{4}-\d{1,2}-\d{1,2})(?:[Tt ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?)?/),
              let day = Day(iso: m.1) else { return nil }
        self.day = day
        if let h = m.2.flatMap({ Int($0) }), let min = m.3.flatMap({ Int($0) }) {
            let s = m.4.flatMap { Int($0) } ?? 0
            guard h < 24, min < 60, s < 61 else { return nil }
            secondsOfDay = h * 3600 + min * 60 + s
        } else {
            secondsOfDay = nil
        }
        if let zone = m.5.map(String.init) {
            if zone == "Z" || zone == "z" {
                utcOffset = 0
            } else {
                let sign = zone.hasPrefix("-") ? -1 : 1
                let digits = zone.dropFirst().filter(\.isNumber)
                let hours = Int(digits.prefix(2)) ?? 0
                let minutes = Int(digits.dropFirst(2)) ?? 0
                utcOffset = sign * (hours * 3600 + minutes * 60)
            }
        } else {
            utcOffset = nil
        }
    }

    /// The instant: with its offset when written, else in `calendar`'s zone.
    public func instant(calendar: Calendar = .current) -> Date {
        var cal = calendar
        if let utcOffset, let zone = TimeZone(secondsFromGMT: utcOffset) { cal.timeZone = zone }
        return day.start(in: cal).addingTimeInterval(TimeInterval(secondsOfDay ?? 0))
    }

    public static func < (a: FieldDate, b: FieldDate) -> Bool {
        if a.day != b.day { return a.day < b.day }
        return a.instant() < b.instant()
    }
}

/// Writes instants as diary dates: ISO 8601 with the local UTC offset, to the second.
public enum DateText {
    public static func iso(_ date: Date, timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
        return formatter.string(from: date)
    }
}
