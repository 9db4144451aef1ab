extension Catalogue {
    /// What `kept calendar`, `kept tags`, `kept stats` and `kept report` say and label.
    static let report: Table = [
        "report.kindHasNoDate": [
            .english: "{kind} entries have no date field, so they cannot be counted by day: pick a dated kind (diary)",
            .korean: "{kind} 항목에는 날짜 필드가 없어 날짜별로 셀 수 없습니다. 날짜가 있는 종류(diary)를 고르세요",
        ],
        "month.short.1": [.english: "Jan", .korean: "1월"],
        "month.short.2": [.english: "Feb", .korean: "2월"],
        "month.short.3": [.english: "Mar", .korean: "3월"],
        "month.short.4": [.english: "Apr", .korean: "4월"],
        "month.short.5": [.english: "May", .korean: "5월"],
        "month.short.6": [.english: "Jun", .korean: "6월"],
        "month.short.7": [.english: "Jul", .korean: "7월"],
        "month.short.8": [.english: "Aug", .korean: "8월"],
        "month.short.9": [.english: "Sep", .korean: "9월"],
        "month.short.10": [.english: "Oct", .korean: "10월"],
        "month.short.11": [.english: "Nov", .korean: "11월"],
        "month.short.12": [.english: "Dec", .korean: "12월"],
        "calendar.year.title": [.english: "{year} · {kind}", .korean: "{year}년 · {kind}"],
        "calendar.month.title": [.english: "{month} · {kind}", .korean: "{month} · {kind}"],
        "calendar.year.summary.one": [.english: "{count} entry on {days} in {year}", .korean: "{year}년: {days}에 항목 {count}개"],
        "calendar.year.summary.other": [.english: "{count} entries on {days} in {year}", .korean: "{year}년: {days}에 항목 {count}개"],
        "calendar.month.summary.one": [.english: "{count} entry in {month}", .korean: "{month}: 항목 {count}개"],
        "calendar.month.summary.other": [.english: "{count} entries in {month}", .korean: "{month}: 항목 {count}개"],
        "calendar.streaks": [
            .english: "current streak: {current} · longest streak: {longest}{span}",
            .korean: "지금 이어 쓴 날: {current} · 가장 길게 이어 쓴 날: {longest}{span}",
        ],
        "calendar.more": [.english: "+{count} more", .korean: "외 {count}개"],
        "help.calendar.abstract": [
            .english: "A year of entries as a heatmap with streaks, or a month with each day's titles.",
            .korean: "한 해의 항목을 히트맵과 연속 기록으로, 또는 한 달을 날마다의 제목과 함께 보여 줍니다.",
        ],
        "help.calendar.discussion": [
            .english: "`kept calendar` shows this year of the diary; `kept calendar 2025`, `kept calendar 2025-11 diary`, or any kind with a date. Each column is a week: `·` no entry, `░ ▒ ▓ █` one, two, three, four or more. The current streak counts the days in a row up to today (or yesterday, while today is not written yet); the longest is over all years. Weeks start as `kept fridge calendar`'s do (the locale, or `fridge.week-start` in .kept/config.yaml). Filters (--tag, --category, --where, --from, --to) choose the entries counted.",
            .korean: "`kept calendar`는 올해의 일기를 보여 줍니다. `kept calendar 2025`, `kept calendar 2025-11 diary`처럼 날짜가 있는 어떤 종류든 됩니다. 세로줄 하나가 한 주입니다. `·`는 항목 없음, `░ ▒ ▓ █`는 하나, 둘, 셋, 넷 이상입니다. 지금 이어 쓴 날은 오늘(오늘 아직 안 썼으면 어제)까지 연달아 쓴 날 수이고, 가장 길게 이어 쓴 날은 모든 해에서 셉니다. 한 주의 시작은 `kept fridge calendar`와 같습니다(로캘, 또는 .kept/config.yaml의 `fridge.week-start`). 필터(--tag, --category, --where, --from, --to)가 셀 항목을 고릅니다.",
        ],
        "option.calendar.words": [
            .english: "A year (YYYY) or a month (YYYY-MM), and the kind (default: this year, diary).",
            .korean: "해(YYYY)나 달(YYYY-MM), 그리고 종류(기본: 올해, diary).",
        ],
        "calendar.badWord": [
            .english: "`{word}` is neither a year (2026), a month (2026-11) nor a kind ({kinds})",
            .korean: "`{word}`는 해(2026)도, 달(2026-11)도, 종류({kinds})도 아닙니다",
        ],
        "help.tags.abstract": [
            .english: "Every tag with the number of entries that carry it.",
            .korean: "모든 태그와 그 태그가 붙은 항목 수.",
        ],
        "help.tags.discussion": [
            .english: "Most used first (--sort name: by name). Tags that differ only in case or a leading # are counted as one. --format json prints [{\"tag\": …, \"count\": …}].",
            .korean: "많이 쓴 태그부터 보여 줍니다(--sort name: 이름순). 대소문자나 앞의 #만 다른 태그는 하나로 셉니다. --format json은 [{\"tag\": …, \"count\": …}]를 출력합니다.",
        ],
        "option.tags.kind": [.english: "Only this kind's entries (default: every kind).", .korean: "이 종류의 항목만(기본: 모든 종류)."],
        "option.tags.sort": [.english: "count (most used first) or name.", .korean: "count(많이 쓴 것부터) 또는 name(이름순)."],
        "option.tags.format": [.english: "table or json.", .korean: "table 또는 json."],
        "tags.badSort": [.english: "--sort is count or name, not `{value}`", .korean: "--sort는 count나 name입니다. `{value}`는 안 됩니다"],
        "tags.badFormat": [.english: "--format is table or json, not `{value}`", .korean: "--format은 table이나 json입니다. `{value}`는 안 됩니다"],
        "tags.none": [.english: "no entry has tags yet: add some with `tags: [walk, 김치]` in the front matter", .korean: "아직 태그가 붙은 항목이 없습니다. 머리말에 `tags: [walk, 김치]`처럼 붙이세요"],
    ]
}
