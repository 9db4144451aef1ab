import Foundation

extension Catalogue {
    /// Typed dates kept cannot read (`--date`, `--from`, `--expires`, `set date=`): what was
    /// typed, why its numbers name no day, and the forms kept reads (docs/dates.md).
    static let koreanDates: Table = [
        "dates.typed.notDate": [
            .english: "`{input}` is not a date: write {forms}",
            .korean: "`{input}`{|은} 날짜가 아닙니다: {forms}처럼 쓰세요",
        ],
        "dates.typed.noSuchDay": [
            .english: "`{input}` is not a date: {reason}; write {forms}",
            .korean: "`{input}`{|은} 없는 날짜입니다: {reason}. {forms}처럼 쓰세요",
        ],
        "dates.typed.forms": [
            .english: "2026-11-22, 2026-11-22T09:14, 2026.11.22, 11월 22일, 2026년 11월 22일, today, yesterday, tomorrow, 오늘, 어제, 모레, +3d, -2w, +1m, 3일 전, 일주일 뒤, monday, last monday, 지난 금요일 or 다음 주 월요일",
            .korean: "2026-11-22, 2026-11-22T09:14, 2026.11.22, 11월 22일, 2026년 11월 22일, 오늘, 어제, 내일, 그저께, 모레, 3일 전, 일주일 뒤, 한 달 후, 지난 금요일, 다음 주 월요일, +3d, -2w",
        ],
        "dates.typed.noMonth": [
            .english: "there is no month {month}",
            .korean: "{month}월은 없습니다",
        ],
        "dates.typed.outOfRange": [
            .english: "it falls in the year {year}, and kept reads years 1 to 9999",
            .korean: "{year}년이 되는데, kept는 1년부터 9999년까지만 읽습니다",
        ],
        "dates.typed.shortMonth": [
            .english: "{month} has {days} days",
            .korean: "{month|은} {days}일까지 있습니다",
        ],
    ]
}
