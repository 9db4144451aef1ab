extension Catalogue {
    /// The diary: today's entry and a line for it, wherever it is written from.
    static let diary: Table = [
        "option.today.append": [
            .english: "Add TEXT at the end of today's entry as a paragraph of its own, without opening the editor (`-` reads it from standard input); the entry is made when there is none.",
            .korean: "편집기를 열지 않고 TEXT를 오늘 항목 끝에 새 문단으로 덧붙입니다(`-`이면 표준 입력에서 읽음). 오늘 항목이 없으면 새로 만듭니다.",
        ],
        "cli.today.appendAlone": [
            .english: "--append adds a line to today's entry as it is: give it without a title, --date, --set or --draft",
            .korean: "--append는 오늘 항목에 줄만 덧붙입니다: 제목, --date, --set, --draft 없이 쓰세요",
        ],
    ]
}
