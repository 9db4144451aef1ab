extension Catalogue {
    /// Issue 29's first-hour items: Markdown notes dated by their file time, reminders where
    /// systemd cannot run, `kept fridge bought` of several items.
    static let firstHourMisc: Table = [
        "import.datedByFileTime.one": [
            .english: "{count} note has no date of its own (no `date:` or `created:`, no date in its file name, no commit): dated by its file's modification time",
            .korean: "노트 {count}개는 날짜가 없어서(`date:`도 `created:`도, 파일 이름의 날짜도, 커밋도 없음) 파일을 고친 시각으로 날짜를 정했습니다",
        ],
        "import.datedByFileTime.other": [
            .english: "{count} notes have no date of their own (no `date:` or `created:`, no date in their file names, no commit): dated by their files' modification times",
            .korean: "노트 {count}개는 날짜가 없어서(`date:`도 `created:`도, 파일 이름의 날짜도, 커밋도 없음) 파일을 고친 시각으로 날짜를 정했습니다",
        ],
    ]
}
