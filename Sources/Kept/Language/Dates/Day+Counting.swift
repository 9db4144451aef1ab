import Foundation

extension Day {
    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    ///
    /// Plain arithmetic on the written date (Hinnant's days-from-civil), never through an
    /// instant: a day is a day in every time zone, across month and year ends and the days
    /// the clocks change, when a "day" is 23 or 25 hours long.
    package var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `ordinal` days after 1970-01-01.
    package init(ordinal: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Whole days from this day to `other`: positive when `other` is later.
    package func days(until other: Day) -> Int { other.ordinal - ordinal }

    /// The day `count` days later (earlier when negative), by the calendar alone.
    package func plus(days count: Int) -> Day { Day(ordinal: ordinal + count) }

    /// 1 = Monday … 7 = Sunday (ISO 8601), by the calendar alone.
    package var isoWeekday: Int {
        // 1970-01-01 was a Thursday (4).
        let r = (ordinal + 3) % 7
        return (r < 0 ? r + 7 : r) + 1
    }
}
