import Foundation

/// The sort values of a list as one integer each, when every sort column holds only dates or
/// only numbers: then `SortValue.compare` orders them as the integers do, and sorting 100,000
/// diary entries by date compares two words rather than two parsed values (which cost a
/// quarter of a `kept list --format paths`). Nil when some column would compare as text, mixes
/// kinds of value, or holds values `SortValue` does not order consistently (below): such a
/// list is sorted by `SortValue`, as before.
///
/// A key is ascending as its column asks (descending columns are flipped); a missing value is
/// `UInt64.max` in either direction, as missing values sort last.
struct IntegerSortKeys {
    let width: Int
    /// `width` keys a row, row after row.
    let keys: [UInt64]

    static let missing = UInt64.max

    /// `texts` holds `width` values a row; `descending` says for each column which way it goes.
    init?(texts: [String?], width: Int, descending: [Bool]) {
        guard width > 0, descending.count == width else { return nil }
        let rows = texts.count / width
        var keys = [UInt64](repeating: Self.missing, count: texts.count)
        for column in 0..<width {
            var reading = Column()
            for row in 0..<rows {
                guard let text = texts[row * width + column] else { continue }
                guard let key = reading.key(of: text) else { return nil }
                keys[row * width + column] = descending[column] ? (Self.missing - 1) - key : key
            }
            guard reading.isConsistent else { return nil }
            if reading.offsetsDiffer {
                // Rare (a diary kept across time zones): a second look at this column only.
                var offsetOfKey: [UInt64: Int] = [:]
                for row in 0..<rows {
                    guard let text = texts[row * width + column], let date = FieldDate(text), let offset = date.utcOffset else { continue }
                    let key = keys[row * width + column]
                    if let known = offsetOfKey.updateValue(offset, forKey: key), known != offset { return nil }
                }
            }
        }
        self.width = width
        self.keys = keys
    }
}

private extension IntegerSortKeys {
    /// What one column holds so far, and the checks its keys need.
    struct Column {
        enum Values { case none, localDates, datesWithOffset, numbers }
        var values = Values.none
        /// `2026-11-22` and `2026-11-22T00:00` of one day: `SortValue` orders neither before
        /// the other (each compares as after), so no integer order is the one it gives.
        var anyWithoutTime = false, anyAtMidnight = false
        /// Dates with differing offsets may name one instant in two spellings, which
        /// `SortValue` also leaves unordered: looked for once the column is read.
        var firstOffset: Int?, offsetsDiffer = false

        /// The value's key: a date's day, then within that day its time (local dates) or its
        /// instant (dates with an offset), as `SortValue.compare` orders them; a number's
        /// IEEE bits made to order as unsigned integers.
        mutating func key(of text: String) -> UInt64? {
            if let date = FieldDate(text) {
                let day = UInt64(date.day.year * 512 + date.day.month * 32 + date.day.day) << 20
                if let offset = date.utcOffset {
                    // Within ±14 h an offset is a fixed time zone (`FieldDate.instant`); beyond,
                    // Foundation makes none and the local zone is used: left to `SortValue`.
                    guard values == .none || values == .datesWithOffset, abs(offset) <= 14 * 3600 else { return nil }
                    values = .datesWithOffset
                    let key = day | UInt64((date.secondsOfDay ?? 0) - offset + (1 << 19))
                    if let firstOffset, firstOffset != offset { offsetsDiffer = true }
                    if firstOffset == nil { firstOffset = offset }
                    return key
                }
                guard values == .none || values == .localDates else { return nil }
                values = .localDates
                if date.secondsOfDay == nil { anyWithoutTime = true }
                if date.secondsOfDay == 0 { anyAtMidnight = true }
                return day | UInt64(date.secondsOfDay ?? 0)
            }
            guard values == .none || values == .numbers,
                  let number = Double(text.trimmingCharacters(in: .whitespaces)), !number.isNaN else { return nil }
            values = .numbers
            // -0 and 0 compare the same.
            let bits = (number == 0 ? 0.0 : number).bitPattern
            return number < 0 ? ~bits : bits | (1 << 63)
        }

        var isConsistent: Bool {
            !(anyWithoutTime && anyAtMidnight)
        }
    }
}
