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
            .korean: "{kind}에는 `{field}` 필드가 없습니다. {hint} 새 필드로 더하려면 `--new-field`를 붙이세요",
        ],
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
            .korean: "종류의 템플릿에 없는 필드를 더합니다(이것이 없으면 그 종류의 어느 항목에도 없는 필드 이름은 오타로 보고 거절합니다).",
        ],
        "filter.doubleEquals": [
            .english: "equality is one `=`: did you mean `{condition}`?",
            .korean: "같은지 비교하는 연산자는 `=` 하나입니다. 혹시 `{condition}`{|을} 쓰려고 하셨나요?",
        ],
    ]
}
