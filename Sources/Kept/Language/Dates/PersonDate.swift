import Foundation

/// A date as a person types it on the command line.
///
/// `2026-11-22`, `2026-11-22T09:14`, `today`, `yesterday`, `tomorrow` (and 오늘, 어제, 내일),
/// `+3d`, `-2w`, `+1m`, `+1y`, weekday names (`monday` is the next one after today,
/// `last monday` the one before it), and the forms Koreans type (`KoreanDate`): `2025.11.26`,
/// `11월 26일`, `모레`, `3일 전`, `지난 금요일`, `다음 주 월요일`. The rules: docs/dates.md.
package struct PersonDate: Sendable, Equatable {
    package let day: Day
    /// Hour and minute, when typed.
    package let time: (hour: Int, minute: Int)?

    package static func == (a: PersonDate, b: PersonDate) -> Bool {
        a.day == b.day && a.time?.hour == b.time?.hour && a.time?.minute == b.time?.minute
    }

    package init(day: Day, time: (hour: Int, minute: Int)? = nil) {
        self.day = day
        self.time = time
    }

    package static func parse(_ input: String, now: Date = Date(), calendar: Calendar = .current) throws -> PersonDate {
        let date = try read(input, now: now, calendar: calendar)
        // `99999년 후` counts to a day no ISO date can write (a four-digit year).
        guard (1...9999).contains(date.day.year) else {
            throw PersonDateError(input: input, reason: Message(.datesTypedOutOfRange, ["year": String(date.day.year)]))
        }
        return date
    }

    private static func read(_ input: String, now: Date, calendar: Calendar) throws -> PersonDate {
        let text = input.trimmingCharacters(in: .whitespaces).lowercased()
        let today = Day(now, calendar: calendar)
        if let field = FieldDate(text), field.utcOffset == nil {
            let time = field.secondsOfDay.map { (hour: $0 / 3600, minute: ($0 % 3600) / 60) }
            return PersonDate(day: field.day, time: time)
        }
        switch text {
        case "today", "now", "오늘": return PersonDate(day: today)
        case "yesterday", "어제": return PersonDate(day: today.adding(days: -1, calendar: calendar))
        case "tomorrow", "내일": return PersonDate(day: today.adding(days: 1, calendar: calendar))
        default: break
        }
        if let m = text.wholeMatch(of: /([+-])([0-9]{1,5})([dwmy])/), let n = Int(m.2) {
            let count = m.1 == "-" ? -n : n
            switch m.3 {
            case "d": return PersonDate(day: today.adding(days: count, calendar: calendar))
            case "w": return PersonDate(day: today.adding(days: 7 * count, calendar: calendar))
            case "m": return PersonDate(day: today.adding(months: count, calendar: calendar))
            default: return PersonDate(day: today.adding(years: count, calendar: calendar))
            }
        }
        do {
            if let day = try KoreanDate.day(text, today: today) { return PersonDate(day: day) }
        } catch let problem as DateError {
            throw PersonDateError(input: input, reason: problem.message)
        }
        let words = text.split(separator: " ").map(String.init)
        if (1...2).contains(words.count), let weekday = weekdays[words.last!] {
            let direction: Int
            switch words.count == 1 ? "next" : words[0] {
            case "next", "this": direction = 1
            case "last": direction = -1
            default: throw PersonDateError(input: input)
            }
            var day = today
            repeat { day = day.adding(days: direction, calendar: calendar) } while day.weekday(calendar: calendar) != weekday
            return PersonDate(day: day)
        }
        throw PersonDateError(input: input)
    }

    /// The instant an entry made for this date gets: the typed time; for today without one,
    /// now; for another day without one, 09:00 (as jrnl does), so the entry stays on its day.
    package func instant(now: Date = Date(), calendar: Calendar = .current) -> Date {
        if let time {
            return day.start(in: calendar).addingTimeInterval(TimeInterval(time.hour * 3600 + time.minute * 60))
        }
        if day == Day(now, calendar: calendar) { return now }
        return day.start(in: calendar).addingTimeInterval(9 * 3600)
    }

    /// What a date-and-time field (a diary's `date`) gets for this date: the typed time with
    /// its offset; for today without one, now; for another day without one, the day alone
    /// (`2026-11-02`), shown without a time, since none was given.
    package func fieldText(now: Date = Date(), calendar: Calendar = .current) -> String {
        if time == nil && day != Day(now, calendar: calendar) { return day.iso }
        return DateText.iso(instant(now: now, calendar: calendar), timeZone: calendar.timeZone)
    }

    private static let weekdays: [String: Int] = [
        "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3, "wednesday": 4, "wed": 4,
        "thursday": 5, "thu": 5, "friday": 6, "fri": 6, "saturday": 7, "sat": 7,
    ]
}

/// A typed date that does not follow the grammar, or whose numbers name no day (`11월 31일`):
/// the message names what was typed, why when known, and the forms kept reads.
package struct PersonDateError: UserMessageError, Equatable, Sendable, CustomStringConvertible {
    package let input: String
    /// Why the numbers name no day (`2025년 11월은 30일까지 있습니다`), when they are a form kept reads.
    package var reason: Message? = nil

    package init(input: String, reason: Message? = nil) {
        self.input = input
        self.reason = reason
    }

    package var message: Message {
        let forms = Message(.datesTypedForms)
        guard let reason else { return Message(.datesTypedNotDate, ["input": input]).localizing("forms", forms) }
        return Message(.datesTypedNoSuchDay, ["input": input]).localizing("reason", reason).localizing("forms", forms)
    }
    package var description: String { message.english }
}

/// A span of days typed for `--from` / `--to`: a date, a month (`2026-11`, `2026.11`,
/// `2026년 11월`, `11월`, `이번 달`, `지난달`), a week (`이번 주`, `지난주`: Monday to Sunday) or a
/// year (`2025`, `2025년`, `올해`, `작년`).
package struct DaySpan: Sendable, Equatable {
    package let first: Day
    package let last: Day

    package static func parse(_ input: String, now: Date = Date(), calendar: Calendar = .current) throws -> DaySpan {
        let text = input.trimmingCharacters(in: .whitespaces)
        do {
            if let (first, last) = try KoreanDate.span(text, today: Day(now, calendar: calendar)) {
                return DaySpan(first: first, last: last)
            }
        } catch let problem as DateError {
            throw PersonDateError(input: input, reason: problem.message)
        }
        if let m = text.wholeMatch(of: /([0-9]{4})-([0-9]{1,2})/), let y = Int(m.1), let mo = Int(m.2), (1...12).contains(mo) {
            return DaySpan(first: Day(year: y, month: mo, day: 1),
                           last: Day(year: y, month: mo, day: Day.daysIn(month: mo, year: y)))
        }
        if let m = text.wholeMatch(of: /([0-9]{4})/), let y = Int(m.1) {
            return DaySpan(first: Day(year: y, month: 1, day: 1), last: Day(year: y, month: 12, day: 31))
        }
        let day = try PersonDate.parse(text, now: now, calendar: calendar).day
        return DaySpan(first: day, last: day)
    }
}
