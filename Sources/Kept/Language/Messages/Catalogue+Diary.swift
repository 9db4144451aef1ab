extension Catalogue {
    /// The diary: today's entry, a line for it, the weather, on this day.
    static let diary: Table = [
        "cli.diaryWeather.noWeather": [
            .english: "no weather: {UserFacingError}",
            .korean: "날씨 없음: {UserFacingError}",
        ],
        "cli.today.appendAlone": [
            .english: "--append adds a line to today's entry as it is: give it without a title, --date, --set or --draft",
            .korean: "--append는 오늘 항목에 줄만 덧붙입니다: 제목, --date, --set, --draft 없이 쓰세요",
        ],
        "cli.today.openingTheEntry": [
            .english: "{day} already has an entry; opening it (`kept new diary {title}` writes another)",
            .korean: "{day}에는 이미 항목이 있어 그것을 엽니다(`kept new diary {title}`{|은} 하나 더 씁니다)",
        ],
        "cli.today.openingTheFirstEntry": [
            .english: "{day} has {count} entries; opening the first (others: {existing})",
            .korean: "{day}에는 항목이 {count}개 있어 첫 번째를 엽니다(나머지: {existing})",
        ],
        "diary.line.control": [
            .english: "line {line} of the text holds the control character {code}, which no diary line has: is it a binary file? Nothing was written",
            .korean: "{line}번 줄에 일기에 쓸 수 없는 제어 문자 {code}{|이} 들어 있습니다. 바이너리 파일을 넣은 건 아닌지 확인하세요. 아무것도 쓰지 않았습니다",
        ],
        "diary.line.empty": [
            .english: "the line for today is empty: nothing was written",
            .korean: "오늘 일기에 덧붙일 내용이 비어 있어 아무것도 쓰지 않았습니다",
        ],
        "diary.line.notUTF8": [
            .english: "the text is not UTF-8 (byte {offset} is {byte}): nothing was written; save it as UTF-8 and try again",
            .korean: "글이 UTF-8이 아닙니다({offset}번째 바이트가 {byte}입니다). 아무것도 쓰지 않았습니다. UTF-8로 저장한 뒤 다시 해 보세요",
        ],
        "diary.line.tooLong": [
            .english: "the line for today is {bytes} bytes, more than the {limit} a line may hold: nothing was written; write a long text with `kept edit`",
            .korean: "오늘 일기에 덧붙일 글이 {bytes}바이트로, 한 번에 덧붙일 수 있는 {limit}바이트보다 깁니다. 아무것도 쓰지 않았습니다. 긴 글은 `kept edit` 명령으로 쓰세요",
        ],
        "fields.kind.diary": [.english: "diary", .korean: "일기"],
        "help.onThisDay.abstract": [
            .english: "Diary entries written on this month and day in earlier years, newest first.",
            .korean: "예전 해의 같은 달 같은 날에 쓴 일기를 최근 것부터 보여 줍니다.",
        ],
        "help.onThisDay.discussion": [
            .english: "February 29 entries come back on February 28 in years without a 29th.",
            .korean: "2월 29일의 일기는 29일이 없는 해에는 2월 28일에 돌아옵니다.",
        ],
        "help.today.abstract": [
            .english: "Open today's diary entry in $EDITOR, writing it from the template if there is none.",
            .korean: "오늘의 일기를 $EDITOR로 엽니다. 없으면 템플릿으로 씁니다.",
        ],
        "help.today.discussion": [
            .english: "One entry a day: when the day has one, it is opened (the earliest, if `kept new diary` made more). A new entry gets the weather from diary.weather_command in .kept/config.yaml when that is set. Without a title the file is named by its date (diary/2026/11/2026-11-22.md) unless you write a title in the editor.",
            .korean: "하루에 항목 하나: 그날의 항목이 있으면 그것을 엽니다(`kept new diary`로 여럿을 만들었으면 가장 이른 것). 새 항목은 .kept/config.yaml의 diary.weather_command가 정해져 있으면 거기서 날씨를 받습니다. 제목이 없으면 편집기에서 제목을 쓰지 않는 한 파일 이름은 날짜입니다(diary/2026/11/2026-11-22.md).",
        ],
        "onThisDay.nothing": [
            .english: "nothing written on {day} in earlier years",
            .korean: "예전 해의 {day}에 쓴 글이 없습니다",
        ],
        "option.onThisDay.date": [.english: "The day (default today): 2026-11-22, yesterday, last monday…", .korean: "날(기본 오늘): 2026-11-22, yesterday, last monday…"],
        "option.today.append": [
            .english: "Add TEXT at the end of today's entry as a paragraph of its own, without opening the editor (`-` reads it from standard input); the entry is made when there is none.",
            .korean: "편집기를 열지 않고 TEXT를 오늘 항목 끝에 새 문단으로 덧붙입니다(`-`이면 표준 입력에서 읽음). 오늘 항목이 없으면 새로 만듭니다.",
        ],
        "option.today.assignments": [.english: "A field, as key=value (repeatable): mood=calm, location='종로구 37.5735,126.9788'.", .korean: "필드, key=value로(여러 번): mood=calm, location='종로구 37.5735,126.9788'."],
        "option.today.date": [.english: "Another day: 2026-11-22, yesterday, -2d, last monday…", .korean: "다른 날: 2026-11-22, yesterday, -2d, last monday…"],
        "option.today.draft": [.english: "Resume from a draft kept by an earlier attempt.", .korean: "앞선 시도에서 남긴 초안에서 이어 씁니다."],
        "option.today.noEdit": [.english: "Do not open the editor (create the entry, or only apply --set).", .korean: "편집기를 열지 않습니다(항목을 만들거나 --set만 적용)."],
        "option.today.title": [.english: "A title for a new entry.", .korean: "새 항목의 제목."],
        "overview.todaysDiary": [.english: "today's diary: {title}  ({path})", .korean: "오늘의 일기: {title}  ({path})"],
        "overview.todaysDiaryNotYet": [.english: "today's diary: not written yet  (kept today)", .korean: "오늘의 일기: 아직 쓰지 않음  (kept today)"],
        "report.diary": [.english: "Diary", .korean: "일기"],
        "today.alreadyHasEntryNoEdit": [
            .english: "{day} already has an entry; nothing changed",
            .korean: "{day}에는 이미 항목이 있습니다. 아무것도 바꾸지 않았습니다",
        ],
        "today.alreadyHasEntryNoEditTitled": [
            .english: "{day} already has an entry; nothing changed (`kept new diary {title}` writes another)",
            .korean: "{day}에는 이미 항목이 있습니다. 아무것도 바꾸지 않았습니다(`kept new diary {title}`{|은} 하나 더 씁니다)",
        ],
        "weather.exitStatus": [.english: "failed (exit status {status})", .korean: "실패했습니다(종료 상태 {status})"],
        "weather.failed": [.english: "no weather: `{command}` (diary.weather_command in {file}) {reason}; the entry is written without it", .korean: "날씨 없음: `{command}`({file}의 diary.weather_command)가 {reason}. 항목은 날씨 없이 씁니다"],
        "weather.notStarted": [.english: "could not be started ({error})", .korean: "시작할 수 없었습니다({error})"],
        "weather.printedNothing": [.english: "printed nothing", .korean: "아무것도 출력하지 않았습니다"],
        "weather.tookLonger": [.english: "took longer than {seconds}", .korean: "{seconds}보다 오래 걸렸습니다"],
    ]
}
