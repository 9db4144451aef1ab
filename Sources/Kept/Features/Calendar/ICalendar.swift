import Foundation

/// One all-day event: what an expiry date or a card's due day becomes in a calendar app.
package struct CalendarEvent: Sendable, Equatable {
    /// Stable across exports, so re-importing updates the event instead of duplicating it.
    package let uid: String
    package let day: Day
    package let summary: String
    package let description: String?
    package let categories: [String]

    package init(uid: String, day: Day, summary: String, description: String? = nil, categories: [String] = []) {
        self.uid = uid
        self.day = day
        self.summary = summary
        self.description = description
        self.categories = categories
    }
}

/// Writes iCalendar (RFC 5545) documents: CRLF line ends, lines folded at 75 octets on
/// character boundaries, text values escaped.
package enum ICalendar {
    package static let productID = "-//kept//kept//EN"

    /// A VCALENDAR holding `events`, each stamped (DTSTAMP, UTC) with `stamp`.
    package static func document(_ events: [CalendarEvent], name: String? = nil, stamp: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(productID)", "CALSCALE:GREGORIAN"]
        if let name { lines.append("X-WR-CALNAME:\(escaped(name))") }
        let stampText = utcStamp(stamp)
        for event in events {
            lines.append("BEGIN:VEVENT")
            lines.append("UID:\(escaped(event.uid))")
            lines.append("DTSTAMP:\(stampText)")
            lines.append("DTSTART;VALUE=DATE:\(compact(event.day))")
            // DTEND is exclusive: an all-day event ends the next day.
            lines.append("DTEND;VALUE=DATE:\(compact(event.day.adding(days: 1, calendar: gregorianUTC)))")
            lines.append("SUMMARY:\(escaped(event.summary))")
            if let description = event.description, !description.isEmpty {
                lines.append("DESCRIPTION:\(escaped(description))")
            }
            if !event.categories.isEmpty {
                lines.append("CATEGORIES:" + event.categories.map(escaped).joined(separator: ","))
            }
            lines.append("TRANSP:TRANSPARENT")
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// Escapes a TEXT value: backslash, semicolon, comma and line breaks.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n": if !previousWasCR { out += "\\n" }
            default:
                // Other control characters are not allowed in TEXT.
                if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F { break }
                out.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return out
    }

    /// Splits a content line into pieces of at most 75 octets, continuation lines starting
    /// with one space, never inside a UTF-8 sequence (or a grapheme cluster, where that fits).
    package static func folded(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var pieces: [String] = []
        var current = ""
        var currentOctets = 0
        var limit = 75
        for character in line {
            let octets = character.utf8.count
            if currentOctets + octets > limit && !current.isEmpty {
                pieces.append(current)
                current = ""
                currentOctets = 0
                limit = 74  // the leading space of a continuation line counts
            }
            if octets > limit {
                // A single grapheme longer than a line: split it by scalars instead.
                for scalar in character.unicodeScalars {
                    let size = String(scalar).utf8.count
                    if currentOctets + size > limit && !current.isEmpty {
                        pieces.append(current)
                        current = ""
                        currentOctets = 0
                        limit = 74
                    }
                    current.unicodeScalars.append(scalar)
                    currentOctets += size
                }
                continue
            }
            current.append(character)
            currentOctets += octets
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces.joined(separator: "\r\n ")
    }
}

private extension ICalendar {
    static let gregorianUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func compact(_ day: Day) -> String { String(format: "%04d%02d%02d", day.year, day.month, day.day) }

    static func utcStamp(_ date: Date) -> String {
        let c = gregorianUTC.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
    }
}
