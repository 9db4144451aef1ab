extension Catalogue {
    /// Headings and labels of what kept draws: tables, the overview, calendars, exports.
    static let views: Table = [
        "html.contents": [.english: "Contents", .korean: "목차"],
        "html.undated": [.english: "Undated", .korean: "날짜 없음"],
        "html.summary.one": [.english: "{count} entry · exported {day}", .korean: "항목 {count}개 · {day} 내보냄"],
        "html.summary.other": [.english: "{count} entries · exported {day}", .korean: "항목 {count}개 · {day} 내보냄"],
    ]
}
