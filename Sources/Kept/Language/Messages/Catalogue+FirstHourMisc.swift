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
        "help.fridge.bought.discussion": [
            .english: "Name one item or several (`kept fridge bought 우유 계란 두부`), or `--all` for everything on the shopping list (`kept fridge shopping`). Each item is its own commit; an item already in stock is named and the others are still marked.",
            .korean: "물건을 하나 또는 여럿 적거나(`kept fridge bought 우유 계란 두부`), 장보기 목록(`kept fridge shopping`)의 물건을 모두 옮기려면 `--all`을 쓰세요. 물건마다 커밋이 하나씩 생기고, 이미 보관 중인 물건이 있으면 그 물건을 알리고 나머지는 그대로 옮깁니다.",
        ],
        "option.fridgeShopping.bought.all": [
            .english: "Every item on the shopping list.",
            .korean: "장보기 목록의 모든 물건.",
        ],
        "cli.fridge.bought.allOrNames": [
            .english: "give the items' names or --all, not both",
            .korean: "물건 이름과 --all 중 하나만 쓰세요",
        ],
        "cli.fridge.bought.nameOrAll": [
            .english: "name the items you bought (`kept fridge bought 우유 계란`), or --all for the whole shopping list",
            .korean: "산 물건의 이름을 적거나(`kept fridge bought 우유 계란`), 장보기 목록 전체라면 --all을 쓰세요",
        ],
    ]
}
