import Foundation

extension Catalogue {
    /// Field names typed wrong (`KnownFields`) and conditions written as in a program (`==`).
    static let fields: Table = [
        "fields.unknown": [
            .english: "unknown field `{field}` for {kind}; {hint}",
            .korean: "{kind}에는 `{field}` 필드가 없습니다. {hint}",
        ],
        "fields.unknownAddable": [
            .english: "unknown field `{field}` for {kind}; {hint} `--new-field` adds it as a new field",
            .korean: "{kind}에는 `{field}` 필드가 없습니다. {hint} 새 필드로 추가하려면 `--new-field`를 붙이세요",
        ],
        "fields.kind.diary": [.english: "diary", .korean: "일기"],
        "fields.kind.card": [.english: "card", .korean: "카드"],
        "fields.kind.fridge": [.english: "fridge", .korean: "냉장고"],
        "fields.kinds": [.english: "{kinds}", .korean: "{kinds}"],
        "fields.didYouMean": [
            .english: "did you mean `{field}`?",
            .korean: "혹시 `{field}`{|을} 쓰려고 하셨나요?",
        ],
        "fields.knownAre": [
            .english: "its fields are {fields}.",
            .korean: "있는 필드는 {fields}입니다.",
        ],
        "option.fields.newField": [
            .english: "Add a field the kind's template does not name (without it a field name no entry of the kind holds is refused as a typo).",
            .korean: "템플릿에 없는 필드를 추가합니다. 이 옵션이 없으면 그 종류의 어느 항목에도 없는 필드 이름은 오타로 보고 거절합니다.",
        ],
        "change.set": [
            .english: "set {entry} {details}",
            .korean: "{entry}의 필드를 바꿨습니다: {details}",
        ],
        "change.restore": [
            .english: "restore {entry} from {commit}",
            .korean: "{entry}{|을} {commit} 버전으로 되돌렸습니다",
        ],
        "change.noValue": [
            .english: "(none)",
            .korean: "(없음)",
        ],
        // The weekday column of `kept list` (English keeps its three letters).
        "weekday.column.1": [.english: "Mon", .korean: "월"],
        "weekday.column.2": [.english: "Tue", .korean: "화"],
        "weekday.column.3": [.english: "Wed", .korean: "수"],
        "weekday.column.4": [.english: "Thu", .korean: "목"],
        "weekday.column.5": [.english: "Fri", .korean: "금"],
        "weekday.column.6": [.english: "Sat", .korean: "토"],
        "weekday.column.7": [.english: "Sun", .korean: "일"],
        "fridge.boughtExpiry": [
            .english: ", expires {date} ({left})",
            .korean: ", 유통기한 {date}({left})",
        ],
        // A grade's next interval at the review prompt: `3 좋음 (2일)`.
        "review.interval.days": [.english: "{n}d", .korean: "{n}일"],
        "review.interval.months": [.english: "{n}mo", .korean: "{n}개월"],
        "review.interval.years": [.english: "{n}y", .korean: "{n}년"],
        "review.undone": [
            .english: "took back {grade} for {card}",
            .korean: "{card}에 준 {grade} 평가를 되돌렸습니다",
        ],
        "review.nothingToUndo": [
            .english: "nothing to undo in this session",
            .korean: "이번 복습에서 되돌릴 평가가 없습니다",
        ],
        "cli.import.giveSource": [
            .english: "give the file or folder to import (`kept import jrnl` alone imports the journal jrnl's own settings name)",
            .korean: "가져올 파일이나 폴더를 주세요(`kept import jrnl`만 쓰면 jrnl 설정에 적힌 일기를 가져옵니다)",
        ],
        "cli.import.jrnlConfigFound": [
            .english: "reading jrnl's settings from {path}",
            .korean: "jrnl 설정을 {path}에서 읽습니다",
        ],
        "filter.doubleEquals": [
            .english: "equality is one `=`: did you mean `{condition}`?",
            .korean: "같은지 비교하는 연산자는 `=` 하나입니다. 혹시 `{condition}`{|을} 쓰려고 하셨나요?",
        ],
    ]
}
