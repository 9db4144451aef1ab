/// Messages of sync safety, disabled kinds, refused changes, completions and usage errors.
extension Catalogue {
    static let safety: Table = [
        "error.fieldEdit.usesAnchors": [
            .english: "its front matter uses YAML anchors (&x / *x), which a change of one line would break; edit it with `kept edit`",
            .korean: "머리말에 YAML 앵커(&x / *x)가 있어 한 줄만 바꾸면 깨집니다. `kept edit`로 고치세요",
        ],
        "error.fieldEdit.wouldBreak": [
            .english: "the change would leave its front matter unreadable ({problem}); nothing was changed",
            .korean: "이렇게 바꾸면 머리말을 읽을 수 없게 됩니다({problem}). 아무것도 바꾸지 않았습니다",
        ],
        "kind.disabled": [
            .english: "kind `{name}` is disabled: {problem} (fix or remove {template}; the other kinds work)",
            .korean: "`{name}` 종류가 꺼졌습니다: {problem}({template|을} 고치거나 지우세요. 다른 종류는 됩니다)",
        ],
        "kind.disabledUse": [
            .english: "kind `{name}` is disabled: its template {template} cannot be used (what is wrong is said above and by `kept check`); fix or remove it",
            .korean: "`{name}` 종류가 꺼졌습니다: 템플릿 {template|을} 쓸 수 없습니다(무엇이 잘못인지는 위와 `kept check`가 알려 줍니다). 고치거나 지우세요",
        ],
        "store.commitFailedKept": [
            .english: "cannot commit {paths}: {error} (libgit2 error {code}); nothing was committed and the files keep their edits: fix the cause (disk space, permissions of .git), then run `kept commit`",
            .korean: "{paths|을} 커밋할 수 없습니다: {error}(libgit2 오류 {code}). 아무것도 커밋하지 않았고 파일은 고친 그대로입니다: 원인(디스크 공간, .git의 권한)을 고친 뒤 `kept commit`을 실행하세요",
        ],
        "store.commitFailedLeft": [
            .english: "cannot commit {paths}: {error} (libgit2 error {code}); {left} changed but is not committed: fix the cause (disk space, permissions of .git), then run `kept commit` to record it (`kept check` shows the store's state)",
            .korean: "{paths|을} 커밋할 수 없습니다: {error}(libgit2 오류 {code}). {left|은} 바뀌었지만 커밋되지 않았습니다: 원인(디스크 공간, .git의 권한)을 고친 뒤 `kept commit`으로 기록하세요(`kept check`가 보관함의 상태를 보여 줍니다)",
        ],
        "store.commitFailedUndone": [
            .english: "cannot commit {paths}: {error} (libgit2 error {code}); the change was undone, your files are as they were: fix the cause (disk space, permissions of .git) and run the command again",
            .korean: "{paths|을} 커밋할 수 없습니다: {error}(libgit2 오류 {code}). 바꾼 것을 되돌렸으니 파일은 그대로입니다: 원인(디스크 공간, .git의 권한)을 고치고 명령을 다시 실행하세요",
        ],
        "error.filterBecause": [
            .english: "`{text}` is not a condition: {reason}",
            .korean: "`{text}`{|은} 조건이 아닙니다: {reason}",
        ],
        "filter.notOperator": [
            .english: "`{op}` is not an operator: use one of = != < <= > >= ~ and then a value",
            .korean: "`{op}`{|은} 연산자가 아닙니다: = != < <= > >= ~ 중 하나와 값을 쓰세요",
        ],
        "filter.noValue": [
            .english: "it has no value after `{op}`",
            .korean: "`{op}` 뒤에 값이 없습니다",
        ],
        "filter.notDate": [
            .english: "`{value}` is not a date ({field} is a date field): write 2026-11-22, today, +3d, -2w, monday…",
            .korean: "`{value}`{|은} 날짜가 아닙니다({field|은} 날짜 필드입니다): 2026-11-22, today, +3d, -2w, monday…처럼 쓰세요",
        ],
        "filter.notNumber": [
            .english: "`{value}` is not a number ({field} is a number field)",
            .korean: "`{value}`{|은} 숫자가 아닙니다({field|은} 숫자 필드입니다)",
        ],
        "mustache.problemAt": [
            .english: "--format, column {column}: {problem}",
            .korean: "--format, {column}번째 글자: {problem}",
        ],
        "mustache.notTemplate": [
            .english: "--format: not a Mustache template ({error})",
            .korean: "--format: Mustache 템플릿이 아닙니다({error})",
        ],
        "mustache.closesOtherSection": [
            .english: "`{tag}` closes a section other than the one open: close the last {{#name}} with {{/name}}",
            .korean: "`{tag}`{|은} 열린 것이 아닌 다른 구역을 닫습니다: 마지막 {{#name}}은 {{/name}}으로 닫으세요",
        ],
        "mustache.tagNotClosed": [
            .english: "the tag `{tag}` is not closed: end it with }}",
            .korean: "태그 `{tag}`{|이} 닫히지 않았습니다: }}로 끝내세요",
        ],
        "mustache.sectionNeverClosed": [
            .english: "a section is never closed: end each {{#name}} (or {{^name}}) with {{/name}}",
            .korean: "닫히지 않은 구역이 있습니다: {{#name}}(또는 {{^name}})마다 {{/name}}으로 끝내세요",
        ],
        "mustache.badDelimiter": [
            .english: "`{tag}` is not a valid delimiter change: write {{=<% %>=}}",
            .korean: "`{tag}`{|은} 올바른 구분자 바꾸기가 아닙니다: {{=<% %>=}}처럼 쓰세요",
        ],
        "mustache.unknownTag": [
            .english: "`{tag}` is not a tag kept can use here: write {{field}}, {{#list}}…{{/list}} or {{^field}}…{{/field}}",
            .korean: "`{tag}`{|은} kept가 여기서 쓸 수 있는 태그가 아닙니다: {{field}}, {{#list}}…{{/list}}, {{^field}}…{{/field}}처럼 쓰세요",
        ],
        "fridge.expiresBeforeBought": [
            .english: "{title} expires {expires}, before it was bought ({purchased}): added as given; if a date is wrong, change it with `kept set {path} expires=…`",
            .korean: "{title}의 유통기한 {expires|이} 산 날({purchased})보다 앞섭니다: 준 대로 넣었습니다. 날짜가 틀렸으면 `kept set {path} expires=…`로 고치세요",
        ],
        "fridge.stockedExpires": [.english: "expires {date}", .korean: "유통기한 {date}"],
        "fridge.stockedNoExpiry": [.english: "no expiry date", .korean: "유통기한 없음"],
        "fridge.alreadyStocked": [
            .english: "{title} is already stocked: quantity {amount}, {expiry} ({path}); to add a second batch, run `kept fridge add {quoted} --new`",
            .korean: "{title|은} 이미 냉장고에 있습니다: 수량 {amount}, {expiry}({path}). 하나 더 넣으려면 `kept fridge add {quoted} --new`를 실행하세요",
        ],
        "refused.change": [.english: "{path}: {reason}", .korean: "{path}: {reason}"],
        "refused.outsideLink": [
            .english: "a symbolic link to {target}, outside the store: kept does not commit it (replace it with the real folder or file, or delete it)",
            .korean: "보관함 밖의 {target|을} 가리키는 심볼릭 링크입니다: kept는 이것을 커밋하지 않습니다(실제 폴더나 파일로 바꾸거나 지우세요)",
        ],
        "refused.insideOutsideLink": [
            .english: "inside {link}, a symbolic link to {target}, outside the store: kept does not commit it (replace the link with the real folder)",
            .korean: "보관함 밖의 {target|을} 가리키는 심볼릭 링크 {link} 안에 있습니다: kept는 이것을 커밋하지 않습니다(링크를 실제 폴더로 바꾸세요)",
        ],
        "refused.nestedRepository": [
            .english: "a git repository inside the store: kept does not commit it (move it out of the store)",
            .korean: "보관함 안의 git 저장소입니다: kept는 이것을 커밋하지 않습니다(보관함 밖으로 옮기세요)",
        ],
        "cli.commit.notCommitted": [.english: "not committed: {item}", .korean: "커밋하지 않음: {item}"],
        "reminder.cronNearest": [
            .english: "cron cannot run every {every}: this line runs every {cronEvery}, the nearest interval it can",
            .korean: "cron은 {every}마다 실행할 수 없습니다: 이 줄은 가장 가까운 간격인 {cronEvery}마다 실행합니다",
        ],
        "check.syncInterrupted": [
            .english: "a sync was interrupted while writing files (bringing the store to {commit}); run `kept sync` to finish it (any kept command that changes something finishes it first; nothing it was writing is committed as an edit)",
            .korean: "동기화가 파일을 쓰던 중에 끊겼습니다(보관함을 {commit|으로} 맞추던 중). `kept sync`로 마저 끝내세요(무언가를 바꾸는 kept 명령은 모두 먼저 그것을 끝냅니다. 쓰던 파일이 편집으로 커밋되지는 않습니다)",
        ],
        "edit.collidesWhileOpen": [
            .english: "{path} changed while the editor was open (a sync or another kept wrote it) and your edit collides with that change; nothing was written: your text is kept in {source}, run `kept edit {path}` again and bring it over",
            .korean: "편집기가 열려 있는 동안 {path|이} 바뀌었고(동기화나 다른 kept가 썼습니다) 고친 내용이 그 변경과 부딪칩니다. 아무것도 쓰지 않았습니다: 쓴 글은 {source}에 있으니 `kept edit {path}`{|을} 다시 실행해 옮겨 오세요",
        ],
        "edit.collidesWhileOpenDraft": [
            .english: "{path} changed while the editor was open (a sync or another kept wrote it) and your edit collides with that change; nothing was written: your text is kept in its draft, run `kept edit {path}` again and bring it over",
            .korean: "편집기가 열려 있는 동안 {path|이} 바뀌었고(동기화나 다른 kept가 썼습니다) 고친 내용이 그 변경과 부딪칩니다. 아무것도 쓰지 않았습니다: 쓴 글은 초안에 있으니 `kept edit {path}`{|을} 다시 실행해 옮겨 오세요",
        ],
        "remove.fileGone": [
            .english: "cannot read the file (it may have been moved or deleted)",
            .korean: "파일을 읽을 수 없습니다(옮겨졌거나 지워졌을 수 있습니다)",
        ],
        "fridge.quantityZero": [
            .english: "an item in the fridge needs a quantity above 0; to put {name} on the shopping list, run `kept fridge buy {quoted}`",
            .korean: "냉장고에 넣을 물건은 수량이 0보다 커야 합니다. {name|을} 장보기 목록에 올리려면 `kept fridge buy {quoted}`{|을} 실행하세요",
        ],
        "atomic.cannotWriteLink": [
            .english: "cannot write the link: {reason}",
            .korean: "링크를 쓸 수 없습니다: {reason}",
        ],
        "init.insideStore": [
            .english: "is inside the store {outer}; {what} there would be a git repository inside that store's files: choose a folder outside {outer}",
            .korean: "보관함 {outer} 안에 있습니다. 거기에 {what|을} 두면 그 보관함의 파일 속에 git 저장소가 생깁니다: {outer} 밖의 폴더를 고르세요",
        ],
        "init.aStore": [.english: "a store", .korean: "보관함"],
        "init.aClone": [.english: "a clone", .korean: "클론"],
        "journal.cannotFinish": [
            .english: "cannot finish the sync that was interrupted ({journal})",
            .korean: "끊긴 동기화를 마저 끝낼 수 없습니다({journal})",
        ],
        "journal.throughLink": [
            .english: "the sync would write it through {link}, a symbolic link to {target} outside the store; kept never writes through one: replace the link with a real folder and run `kept sync` again",
            .korean: "동기화가 보관함 밖의 {target|을} 가리키는 심볼릭 링크 {link|을} 거쳐 이것을 쓰게 됩니다. kept는 링크를 거쳐 쓰지 않습니다: 링크를 실제 폴더로 바꾸고 `kept sync`를 다시 실행하세요",
        ],
        "pick.needsTerminal": [
            .english: "kept pick needs a terminal to choose on (fzf draws there), and there is none here: in a script, use `kept list --format paths` (it takes the same filters)",
            .korean: "kept pick은 고를 터미널이 필요한데(fzf가 거기에 그립니다) 여기에는 없습니다: 스크립트에서는 `kept list --format paths`를 쓰세요(같은 조건을 받습니다)",
        ],
        "sync.step.note --allow-http in .git/config": [
            .english: "note --allow-http in .git/config",
            .korean: ".git/config에 --allow-http 적어 두기",
        ],
        "remind.outsideBetween": [
            .english: "not reminding now: outside cards.remind.between ({between}) in .kept/config.yaml",
            .korean: "지금은 알리지 않습니다: .kept/config.yaml의 cards.remind.between({between}) 밖입니다",
        ],
        "today.alreadyHasEntryNoEdit": [
            .english: "{day} already has an entry; nothing changed",
            .korean: "{day}에는 이미 항목이 있습니다. 아무것도 바꾸지 않았습니다",
        ],
        "today.alreadyHasEntryNoEditTitled": [
            .english: "{day} already has an entry; nothing changed (`kept new diary {title}` writes another)",
            .korean: "{day}에는 이미 항목이 있습니다. 아무것도 바꾸지 않았습니다(`kept new diary {title}`{|은} 하나 더 씁니다)",
        ],
        "search.conflictCopy": [.english: "(conflict copy: kept conflicts)", .korean: "(충돌 사본: kept conflicts)"],
        "list.limitAtLeastOne": [
            .english: "--limit must be 1 or more, not {limit}",
            .korean: "--limit는 1 이상이어야 합니다. {limit|은} 안 됩니다",
        ],
        "option.fridgeAdd.add.new": [
            .english: "Add a second batch of something already stocked (otherwise refused, saying what is there).",
            .korean: "이미 있는 물건을 한 묶음 더 넣습니다(없으면 거절하고 무엇이 있는지 알려 줍니다).",
        ],
        "option.clone.allowHttp": [
            .english: "Let $KEPT_GIT_TOKEN go to this plain http:// remote, unencrypted (refused otherwise).",
            .korean: "$KEPT_GIT_TOKEN을 이 평범한 http:// 원격에 암호화 없이 보냅니다(아니면 거절).",
        ],
    ]
}
