import Foundation
import FuzzSupport
@testable import Kept

/// The date grammar: a typed date (`+3d`, `last monday`, `2026-11-22T09:14`) and a front-matter
/// date, parsed at a fixed moment; a parsed field date must print and compare without trapping.
runFuzzer { data, size in
    let text = text(data, size)
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
    if let date = try? PersonDate.parse(text, now: now, calendar: calendar) {
        _ = date.instant(now: now, calendar: calendar)
    }
    _ = try? DaySpan.parse(text, now: now, calendar: calendar)
    if let field = FieldDate(text) {
        _ = field.instant(calendar: calendar)
        _ = field < field
    }
    return 0
}
