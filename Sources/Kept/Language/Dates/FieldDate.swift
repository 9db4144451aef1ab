import Foundation

/// Reads the dates people and programs write in front matter: `2026-11-22`,
/// `2026-11-22T09:14`, `2026-11-22 09:14:00`, `2026-11-22T09:14:00+09:00`, `…Z`.
///
/// A date with an offset is an instant; without one it is local time. Either way the `day`
/// is the one written, never shifted by the reader's time zone (zk #382).
package struct FieldDate: Sendable, Equatable, Comparable {
    package let day: Day
    /// Seconds since midnight, when a time was written.
    package let secondsOfDay: Int?
    /// The written UTC offset in seconds, when one was written.
    package let utcOffset: Int?

    package init?(_ text: String) {
        // Scanned in the string's own bytes: copying them into an array cost an allocation a date.
        var text = text
        guard let date = text.withUTF8({ FieldDate(scanning: DigitScanner($0)) }) else { return nil }
        self = date
    }

    private init?(scanning scanner: DigitScanner) {
        // Hand-written rather than a Regex: sorting 100,000 entries parses dates millions of times.
        var scanner = scanner
        scanner.skipSpaces()
        guard let year = scanner.number(digits: 4...4), scanner.take("-"),
              let month = scanner.number(digits: 1...2), scanner.take("-"),
              let dayOfMonth = scanner.number(digits: 1...2),
              (1...12).contains(month), (1...Day.daysIn(month: month, year: year)).contains(dayOfMonth) else { return nil }
        day = Day(year: year, month: month, day: dayOfMonth)
        var seconds: Int?
        var offset: Int?
        if scanner.take("T") || scanner.take("t") || scanner.take(" ") {
            guard let h = scanner.number(digits: 1...2), scanner.take(":"), let m = scanner.number(digits: 2...2),
                  h < 24, m < 60 else { return nil }
            var s = 0
            if scanner.take(":") {
                guard let value = scanner.number(digits: 2...2), value < 61 else { return nil }
                s = value
                if scanner.take(".") { guard scanner.number(digits: 1...9) != nil else { return nil } }
            }
            seconds = h * 3600 + m * 60 + s
            scanner.skipSpaces()
            if scanner.take("Z") || scanner.take("z") {
                offset = 0
            } else if let sign = scanner.take("+") ? 1 : (scanner.take("-") ? -1 : nil) {
                guard let hours = scanner.number(digits: 2...2) else { return nil }
                _ = scanner.take(":")
                let minutes = scanner.number(digits: 2...2) ?? 0
                offset = sign * (hours * 3600 + minutes * 60)
            }
        }
        scanner.skipSpaces()
        guard scanner.isAtEnd else { return nil }
        secondsOfDay = seconds
        utcOffset = offset
    }

    /// The instant: with its offset when written, else in `calendar`'s zone.
    package func instant(calendar: Calendar = .current) -> Date {
        var cal = calendar
        if let utcOffset, let zone = TimeZone(secondsFromGMT: utcOffset) { cal.timeZone = zone }
        return day.start(in: cal).addingTimeInterval(TimeInterval(secondsOfDay ?? 0))
    }

    package static func < (a: FieldDate, b: FieldDate) -> Bool {
        if a.day != b.day { return a.day < b.day }
        return a.instant() < b.instant()
    }
}

/// Writes instants as diary dates: ISO 8601 with the local UTC offset, to the second.
package enum DateText {
    /// `2026-11-22T09:14:00+09:00`. Worked out from the calendar rather than with a
    /// DateFormatter, whose making costs more than a whole entry does (an import of 10,000).
    package static func iso(_ date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let offset = timeZone.secondsFromGMT(for: date)
        let minutes = abs(offset) / 60
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d%@%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0,
                      c.hour ?? 0, c.minute ?? 0, c.second ?? 0, offset < 0 ? "-" : "+", minutes / 60, minutes % 60)
    }
}

/// Reads ASCII digits and punctuation off UTF-8 text, for the date parsers.
struct DigitScanner {
    /// Only used within the `withUTF8` call that gave it.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// A run of `digits` decimal digits (as many as there are, within the range).
    mutating func number(digits: ClosedRange<Int>) -> Int? {
        var value = 0, count = 0
        while index < bytes.count, count < digits.upperBound, (48...57).contains(bytes[index]) {
            value = value * 10 + Int(bytes[index] - 48)
            index += 1
            count += 1
        }
        return count >= digits.lowerBound ? value : nil
    }
}
