extension Catalogue {
    /// `kept mcp`: the command's help, and what an assistant reads: each tool's description and
    /// its arguments', the short text beside a tool's result, and why a call was refused.
    static let assistant: Table = [
        "help.mcp.abstract": [
            .english: "Let an assistant read and write the store, over the Model Context Protocol on standard input and output.",
            .korean: "어시스턴트가 보관함을 읽고 쓸 수 있게 합니다. 표준 입출력으로 MCP(Model Context Protocol)를 씁니다.",
        ],
        "help.mcp.discussion": [
            .english: "A desktop assistant starts `kept mcp` itself (see docs/assistant.md for its configuration) and speaks to it until it closes standard input; nothing else is printed on standard output. --print-config prints the JSON to put in the assistant's configuration. Tools: search, list, show, today, append_today, fridge_add, shopping_list. --read-only leaves out the tools that change the store and refuses them; --kinds diary,fridge lets the assistant read and name entries of those kinds only. Every change is one commit whose message ends with (via assistant): `kept log` shows them and `kept restore` undoes one.",
            .korean: "데스크톱 어시스턴트가 `kept mcp`를 직접 실행하고, 표준 입력을 닫을 때까지 주고받습니다(설정은 docs/assistant.md 참고). 표준 출력에는 프로토콜 말고는 아무것도 출력하지 않습니다. --print-config는 어시스턴트 설정에 넣을 JSON을 출력합니다. 도구: search, list, show, today, append_today, fridge_add, shopping_list. --read-only를 주면 보관함을 바꾸는 도구는 목록에서 빠지고, 불러도 거절합니다. --kinds diary,fridge를 주면 어시스턴트는 그 종류의 항목만 읽고 이름을 볼 수 있습니다. 모든 변경은 메시지가 (via assistant)로 끝나는 커밋 하나가 됩니다. `kept log`로 확인하고 `kept restore`로 되돌릴 수 있습니다.",
        ],
        "option.mcp.kinds": [.english: "Kinds the assistant may read and name, comma-separated (every kind if not given).", .korean: "어시스턴트가 읽고 이름을 볼 수 있는 종류. 쉼표로 구분합니다(주지 않으면 모든 종류)."],
        "option.mcp.readOnly": [.english: "The assistant may read but not change: the tools that write are left out.", .korean: "어시스턴트는 읽기만 하고 바꿀 수 없습니다. 쓰는 도구는 빠집니다."],
        "option.mcp.printConfig": [.english: "Print the JSON a desktop assistant's configuration takes to start this server, and exit.", .korean: "데스크톱 어시스턴트 설정에 넣을, 이 서버를 실행하는 JSON을 출력하고 끝냅니다."],
        "cli.mcp.unavailable": [.english: "This program has no assistant server: run `kept mcp`.", .korean: "이 프로그램에는 어시스턴트 서버가 없습니다. `kept mcp`를 실행하세요."],

        "mcp.tool.search": [
            .english: "Search the user's kept store (diary, notes, fridge, cards…) for words; Hangul initials alone (ㄱㅊ) find 김치. Returns matching entries, best first, with the path to pass to show.",
            .korean: "사용자의 kept 보관함(일기, 노트, 냉장고, 카드…)에서 낱말을 찾습니다. 초성만 써도(ㄱㅊ) 김치를 찾습니다. 맞는 항목을 잘 맞는 순서로 돌려주며, show에 넘길 경로도 함께 줍니다.",
        ],
        "mcp.tool.list": [
            .english: "List entries of the store, newest first within each kind, optionally of one kind and between two dates.",
            .korean: "보관함의 항목을 나열합니다. 종류마다 최신순이며, 한 종류와 두 날짜 사이로 좁힐 수 있습니다.",
        ],
        "mcp.tool.show": [
            .english: "Show one entry's whole file (YAML front matter and Markdown body), by its path or a reference (a title or part of one).",
            .korean: "항목 하나의 파일 전체(YAML 머리말과 마크다운 본문)를 보여 줍니다. 경로나 참조(제목 또는 그 일부)로 찾습니다.",
        ],
        "mcp.tool.today": [
            .english: "Read today's diary entry, if there is one.",
            .korean: "오늘 일기가 있으면 읽습니다.",
        ],
        "mcp.tool.appendToday": [
            .english: "Append a paragraph to today's diary entry (a new entry when there is none). One commit, undoable with `kept restore`.",
            .korean: "오늘 일기 끝에 문단을 덧붙입니다(없으면 새 일기를 만듭니다). 커밋 하나로 남고, `kept restore`로 되돌릴 수 있습니다.",
        ],
        "mcp.tool.fridgeAdd": [
            .english: "Add an item to the fridge, optionally with its expiry date, quantity and unit. One commit, undoable with `kept restore`.",
            .korean: "냉장고에 품목을 넣습니다. 유통기한, 수량, 단위를 함께 줄 수 있습니다. 커밋 하나로 남고, `kept restore`로 되돌릴 수 있습니다.",
        ],
        "mcp.tool.shoppingList": [
            .english: "The shopping list: fridge items marked to buy.",
            .korean: "장보기 목록: 사야 할 것으로 표시한 냉장고 품목입니다.",
        ],
        "mcp.argument.query": [.english: "The words to find; Korean words match their inflected forms, Hangul initials match syllables.", .korean: "찾을 낱말. 한국어 낱말은 활용형도 찾고, 초성은 그 초성의 음절을 찾습니다."],
        "mcp.argument.kinds": [.english: "Only entries of these kinds (e.g. diary, fridge).", .korean: "이 종류의 항목만(예: diary, fridge)."],
        "mcp.argument.kind": [.english: "Only entries of this kind (e.g. diary).", .korean: "이 종류의 항목만(예: diary)."],
        "mcp.argument.limit": [.english: "At most this many entries.", .korean: "최대 항목 수."],
        "mcp.argument.from": [.english: "From this date on (2026-11-01, yesterday, -1w).", .korean: "이 날짜부터(2026-11-01, 어제, -1w)."],
        "mcp.argument.to": [.english: "Up to this date (2026-11-30, today).", .korean: "이 날짜까지(2026-11-30, 오늘)."],
        "mcp.argument.reference": [.english: "The entry's path (diary/2026/11/2026-11-27.md) or a title.", .korean: "항목의 경로(diary/2026/11/2026-11-27.md) 또는 제목."],
        "mcp.argument.text": [.english: "The paragraph to append, in Markdown.", .korean: "덧붙일 문단(마크다운)."],
        "mcp.argument.name": [.english: "What the item is (우유, eggs).", .korean: "품목 이름(우유, 달걀)."],
        "mcp.argument.expires": [.english: "Its expiry date (2026-12-01, +3d, next friday).", .korean: "유통기한(2026-12-01, +3d, 다음 주 금요일)."],
        "mcp.argument.quantity": [.english: "How many or how much, a number above 0.", .korean: "개수나 양. 0보다 큰 수."],
        "mcp.argument.unit": [.english: "The quantity's unit (L, g, 개).", .korean: "수량의 단위(L, g, 개)."],

        "mcp.refused.readOnly": [.english: "{tool} changes the store, and this server is read-only (kept mcp --read-only).", .korean: "{tool|은} 보관함을 바꾸는데, 이 서버는 읽기 전용입니다(kept mcp --read-only)."],
        "mcp.refused.kind": [.english: "{tool} needs the kind {kind}, which this server may not use (kept mcp --kinds).", .korean: "{tool|은} {kind} 종류가 필요한데, 이 서버는 그 종류를 쓸 수 없습니다(kept mcp --kinds)."],
        "mcp.argument.missing": [.english: "{tool} needs the argument {argument}.", .korean: "{tool}에는 {argument} 인자가 필요합니다."],
        "mcp.argument.notText": [.english: "The argument {argument} of {tool} must be text.", .korean: "{tool}의 {argument} 인자는 문자열이어야 합니다."],
        "mcp.argument.notNumber": [.english: "The argument {argument} of {tool} must be a number above 0.", .korean: "{tool}의 {argument} 인자는 0보다 큰 수여야 합니다."],
        "mcp.argument.notList": [.english: "The argument {argument} of {tool} must be a list of kinds' names.", .korean: "{tool}의 {argument} 인자는 종류 이름의 목록이어야 합니다."],
        "mcp.argument.unknown": [.english: "{tool} takes no argument {argument}; it takes: {known}.", .korean: "{tool}에는 {argument} 인자가 없습니다. 받는 인자: {known}."],
        "mcp.argument.empty": [.english: "The argument {argument} of {tool} is empty.", .korean: "{tool}의 {argument} 인자가 비어 있습니다."],
        "mcp.result.found.one": [.english: "1 entry found for {query}.", .korean: "{query}: 항목 1개를 찾았습니다."],
        "mcp.result.found.other": [.english: "{count} entries found for {query}.", .korean: "{query}: 항목 {count}개를 찾았습니다."],
        "mcp.result.listed.one": [.english: "1 entry.", .korean: "항목 1개."],
        "mcp.result.listed.other": [.english: "{count} entries.", .korean: "항목 {count}개."],
        "mcp.result.noDiaryToday": [.english: "No diary entry for today ({day}) yet.", .korean: "오늘({day}) 일기는 아직 없습니다."],
        "mcp.result.shopping.one": [.english: "1 item to buy.", .korean: "살 것 1개."],
        "mcp.result.shopping.other": [.english: "{count} items to buy.", .korean: "살 것 {count}개."],
        "mcp.result.committed": [.english: "Done: {message}. `kept restore` undoes it.", .korean: "완료: {message}. `kept restore`로 되돌릴 수 있습니다."],
    ]
}
