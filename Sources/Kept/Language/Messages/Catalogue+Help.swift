extension Catalogue {
    /// Help texts and options of the commands not named above.
    static let help: Table = [
        "help.kept.abstract": [
            .english: "Keep a diary, memory cards and a fridge in plain Markdown files, versioned with git.",
            .korean: "일기, 기억 카드, 냉장고를 git으로 버전 관리되는 평범한 마크다운 파일로 보관합니다.",
        ],
        "help.kept.discussion": [
            .english: "With no command, shows an overview of the store. The store is --store DIR, else the store you are in (the nearest folder above holding .kept/), else $KEPT_STORE, else ${XDG_DATA_HOME:-~/.local/share}/kept.",
            .korean: "명령 없이 실행하면 보관함의 개요를 보여 줍니다. 보관함은 --store DIR, 아니면 지금 있는 보관함(.kept/가 있는 가장 가까운 상위 폴더), 아니면 $KEPT_STORE, 아니면 ${XDG_DATA_HOME:-~/.local/share}/kept입니다.",
        ],
        "help.move.abstract": [
            .english: "Retitle an entry and rename its file (history follows it).",
            .korean: "항목의 제목을 바꾸고 파일 이름도 바꿉니다(기록이 따라갑니다).",
        ],
        "help.show.abstract": [
            .english: "Print an entry's file.",
            .korean: "항목의 파일을 출력합니다.",
        ],
        "option.entryArgument.ref": [.english: "The entry: its path, title or a unique part of it.", .korean: "항목: 경로, 제목, 또는 그 일부로 하나만 맞는 것."],
        "option.globalOptions.noColor": [.english: "Never colour the output (also off when NO_COLOR is set or output is not a terminal).", .korean: "출력에 색을 쓰지 않습니다(NO_COLOR가 있거나 출력이 터미널이 아닐 때도 꺼집니다)."],
        "option.globalOptions.noPager": [.english: "Never send long output through the pager ($KEPT_PAGER, the store's `pager:` setting, $PAGER or less).", .korean: "긴 출력을 페이저($KEPT_PAGER, 보관함의 `pager:` 설정, $PAGER, less)로 보내지 않습니다."],
        "option.show.path": [.english: "Print only the path.", .korean: "경로만 출력합니다."],
    ]
}
