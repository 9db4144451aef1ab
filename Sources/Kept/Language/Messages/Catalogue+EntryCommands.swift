extension Catalogue {
    /// Entries: new, edit, set, mv, rm, restore, log, commit, list, search, pick, the overview.
    static let entryCommands: Table = [
        "archive.moreThanListed": [
            .english: "{file} is damaged or hostile: its member {member} is listed as {listed} but unpacks to more, so unpacking stopped there (nothing of it is kept); export it again",
            .korean: "{file|은} 손상되었거나 악의적으로 조작된 패키지입니다. 안에 든 {member}의 크기가 목록에는 {listed|으로} 적혀 있는데 풀어 보니 그보다 커서 압축 풀기를 멈췄습니다(풀던 파일은 남기지 않고 지웠습니다). 다시 내보내세요",
        ],
        "change.noValue": [
            .english: "(none)",
            .korean: "(없음)",
        ],
        "change.restore": [
            .english: "restore {entry} from {commit}",
            .korean: "{entry}{|을} {commit} 버전으로 되돌렸습니다",
        ],
        "change.set": [
            .english: "set {entry} {details}",
            .korean: "{entry}의 필드를 바꿨습니다: {details}",
        ],
        "cli.commit.notCommitted": [.english: "not committed: {item}", .korean: "커밋하지 않음: {item}"],
        "cli.commit.nothingToCommit": [
            .english: "nothing to commit; the store is as its last commit",
            .korean: "커밋할 것이 없습니다. 보관함은 마지막 커밋 그대로입니다",
        ],
        "cli.edit.noChanges": [
            .english: "{path}: no changes",
            .korean: "{path}: 바뀐 것이 없습니다",
        ],
        "cli.globalOptions.createdNewStoreAt": [
            .english: "created a new store at {root} (use --store DIR or $KEPT_STORE to keep it elsewhere)",
            .korean: "{root}에 새 보관함을 만들었습니다(다른 곳에 두려면 --store DIR이나 $KEPT_STORE를 쓰세요)",
        ],
        "cli.init.alreadyStoreNothingChanged": [
            .english: "{root} is already a kept store; nothing changed",
            .korean: "{root|은} 이미 kept 보관함입니다. 아무것도 바꾸지 않았습니다",
        ],
        "cli.list.noEntriesMatch": [
            .english: "no entries match",
            .korean: "맞는 항목이 없습니다",
        ],
        "cli.listOptions.withinNeedsNear": [
            .english: "--within needs --near LAT,LON, e.g. `--near 37.5735,126.9788 --within 5km`",
            .korean: "--within에는 --near LAT,LON이 필요합니다. 예: `--near 37.5735,126.9788 --within 5km`",
        ],
        "cli.log.deletedTakesNoRef": [
            .english: "--deleted lists every deleted entry; give no REF with it",
            .korean: "--deleted는 지운 항목을 모두 나열합니다. REF와 함께 주지 마세요",
        ],
        "cli.log.noDeletedEntries": [
            .english: "no deleted entries",
            .korean: "지운 항목이 없습니다",
        ],
        "cli.pick.fzfMissing": [
            .english: "kept pick needs fzf, which is not on PATH: install it (`apt install fzf`, `brew install fzf`) or use `kept list --format paths`",
            .korean: "kept pick에는 fzf가 필요한데 PATH에 없습니다: 설치하거나(`apt install fzf`, `brew install fzf`) `kept list --format paths`를 쓰세요",
        ],
        "cli.pick.noEntriesPickFrom": [
            .english: "no entries to pick from",
            .korean: "고를 항목이 없습니다",
        ],
        "cli.restore.alreadyAsItWas": [
            .english: "{path} is already as it was then; nothing changed",
            .korean: "{path|은} 이미 그때와 같습니다. 아무것도 바꾸지 않았습니다",
        ],
        "cli.search.forgotRecent.one": [.english: "forgot {count} recent search", .korean: "최근에 찾은 말 {count}개를 잊었습니다"],
        "cli.search.forgotRecent.other": [.english: "forgot {count} recent searches", .korean: "최근에 찾은 말 {count}개를 잊었습니다"],
        "cli.search.forgotSearch": [
            .english: "forgot the search `{RecentSearches}`",
            .korean: "찾은 말 `{RecentSearches}`{|을} 잊었습니다",
        ],
        "cli.search.historyOptionTakesNoQuery": [
            .english: "--recent, --forget and --forget-all take no query",
            .korean: "--recent, --forget, --forget-all에는 찾을 말을 주지 않습니다",
        ],
        "cli.search.noQuery": [
            .english: "give something to search for, e.g. `kept search 김치` or `kept search ㄱㅊ`",
            .korean: "찾을 말을 주세요. 예: `kept search 김치`, `kept search ㄱㅊ`",
        ],
        "cli.search.nothingMatches": [
            .english: "nothing matches `{text}`",
            .korean: "`{text}`에 맞는 것이 없습니다",
        ],
        "cli.search.oneHistoryOption": [
            .english: "use one of --recent, --forget and --forget-all",
            .korean: "--recent, --forget, --forget-all 중 하나만 쓰세요",
        ],
        "cli.set.alreadySoNothingChanged": [
            .english: "{path}: already so; nothing changed",
            .korean: "{path}: 이미 그렇습니다. 아무것도 바꾸지 않았습니다",
        ],
        "cli.set.giveAtLeastOne": [
            .english: "give at least one key=value to set",
            .korean: "정할 key=value를 하나 이상 주세요",
        ],
        "cli.set.moved": [
            .english: "moved to {path}",
            .korean: "{path|으로} 옮겼습니다",
        ],
        "commit.fallbackIdentity": [.english: "committed as {name} <{email}>: git has no user.name/user.email; set them with `git config --global user.name \"Your Name\"` and `git config --global user.email you@example.com`", .korean: "git에 사용자 이름과 이메일(`user.name`, `user.email`)이 없어서 {name} <{email}> 이름으로 커밋했습니다. `git config --global user.name \"이름\"`과 `git config --global user.email you@example.com`으로 정하세요"],
        "count.day.one": [.english: "{count} day", .korean: "{count}일"],
        "count.day.other": [.english: "{count} days", .korean: "{count}일"],
        "count.item.one": [.english: "{count} item", .korean: "물건 {count}개"],
        "count.item.other": [.english: "{count} items", .korean: "물건 {count}개"],
        "count.question.one": [.english: "{count} question", .korean: "질문 {count}개"],
        "count.question.other": [.english: "{count} questions", .korean: "질문 {count}개"],
        "edit.collidesWhileOpen": [
            .english: "{path} changed while the editor was open (a sync or another kept wrote it) and your edit collides with that change; nothing was written: your text is kept in {source}, run `kept edit {path}` again and bring it over",
            .korean: "편집기가 열려 있는 동안 {path|이} 바뀌었고(동기화나 다른 kept가 썼습니다) 고친 내용이 그 변경과 부딪칩니다. 아무것도 쓰지 않았습니다: 쓴 글은 {source}에 있으니 `kept edit {path}`{|을} 다시 실행해 옮겨 오세요",
        ],
        "edit.isUnchanged": [.english: "{path} is unchanged", .korean: "{path|은} 그대로입니다"],
        "edit.noEntry": [.english: "no entry created", .korean: "항목을 만들지 않았습니다"],
        "edit.noEntryCreated": [.english: "the file was left unchanged or empty; no entry created", .korean: "파일이 그대로이거나 비어 있어 항목을 만들지 않았습니다"],
        "editSession.fixOrStop": [
            .english: "Press Enter to fix it in the editor, or type q to stop:",
            .korean: "편집기에서 고치려면 Enter를, 멈추려면 q를 누르세요:",
        ],
        "error.edit.notInAKindsFolder": [
            .english: "is not in a kind's folder ({kinds})",
            .korean: "어느 종류의 폴더에도 있지 않습니다({kinds})",
        ],
        "error.editor.cannotStart": [
            .english: "cannot start the editor `{command}`: {reason}; set $EDITOR or $KEPT_EDITOR",
            .korean: "편집기 `{command}`{|을} 시작할 수 없습니다: {reason}. $EDITOR나 $KEPT_EDITOR를 정하세요",
        ],
        "error.editor.defaultEditorMissing": [
            .english: "the editor `{program}` is not installed (the default when $KEPT_EDITOR, $VISUAL and $EDITOR are unset); set $EDITOR or $KEPT_EDITOR",
            .korean: "편집기 `{program}`{|이} 설치되어 있지 않습니다($KEPT_EDITOR, $VISUAL, $EDITOR가 없을 때의 기본값). $EDITOR나 $KEPT_EDITOR를 정하세요",
        ],
        "error.editor.exited": [
            .english: "the editor exited with status {status}; nothing was changed",
            .korean: "편집기가 상태 {status|으로} 끝났습니다. 아무것도 바꾸지 않았습니다",
        ],
        "error.editor.exitedStatus": [
            .english: "the editor exited with status {status}",
            .korean: "편집기가 상태 {status|으로} 끝났습니다",
        ],
        "error.editor.keptEditorMissing": [
            .english: "the editor `{program}` is not installed (from $KEPT_EDITOR); set $KEPT_EDITOR to an editor that is installed",
            .korean: "편집기 `{program}`{|이} 설치되어 있지 않습니다($KEPT_EDITOR에서). $KEPT_EDITOR를 설치된 편집기로 정하세요",
        ],
        "error.editor.stopped": [
            .english: "stopped",
            .korean: "멈췄습니다",
        ],
        "error.editor.variableEditorMissing": [
            .english: "the editor `{program}` is not installed (from ${variable}); set ${variable} or $KEPT_EDITOR",
            .korean: "편집기 `{program}`{|이} 설치되어 있지 않습니다(${variable}에서). ${variable|이나} $KEPT_EDITOR를 정하세요",
        ],
        "error.entryPath.missingPathField": [
            .english: "a {name} entry needs `{field}` to be filed: give it with `--set {field}=…`",
            .korean: "{name} 항목을 놓으려면 `{field}`{|이} 필요합니다: `--set {field}=…`로 주세요",
        ],
        "error.escapesStore": [
            .english: "`{path}` would lie outside the store; entries stay inside their kind's folder",
            .korean: "`{path}`{|은} 보관함 밖에 놓이게 됩니다. 항목은 그 종류의 폴더 안에 있어야 합니다",
        ],
        "error.field.problem": [
            .english: "`{field}`: {problem}",
            .korean: "`{field}`: {problem}",
        ],
        "error.fieldAssignment.notAList": [
            .english: "`{key}={value}` is not a list kept can read: write `{key}=[a, b]` (YAML's flow list, closed with `]`; an item with a comma in quotes) or `{key}=a,b`",
            .korean: "`{key}={value}`{|은} kept가 읽을 수 있는 목록이 아닙니다: `{key}=[a, b]`(`]`로 닫는 YAML 목록, 쉼표가 든 항목은 따옴표 안에) 또는 `{key}=a,b`로 쓰세요",
        ],
        "error.fieldAssignment.notANumber": [
            .english: "`{key}` takes a number, not `{value}`",
            .korean: "`{key}`에는 숫자가 들어갑니다. `{value}`{|은} 안 됩니다",
        ],
        "error.fieldAssignment.notDegrees": [
            .english: "`{key}={value}` is not a number of degrees, e.g. `{field}.{part}=37.5735`",
            .korean: "`{key}={value}`{|은} 도 단위의 숫자가 아닙니다. 예: `{field}.{part}=37.5735`",
        ],
        "error.fieldAssignment.placeParts": [
            .english: "`{key}`: a place has a name, lat and lon (e.g. `{field}.name=종로구`)",
            .korean: "`{key}`: 장소에는 name, lat, lon이 있습니다(예: `{field}.name=종로구`)",
        ],
        "error.fieldEdit.flowStyle": [
            .english: "its front matter is written in flow style, with several keys on a line or with line breaks other than LF and CRLF (a lone CR, U+2028); edit it with `kept edit`",
            .korean: "머리말이 흐름 형식이거나, 한 줄에 키가 여럿이거나, LF와 CRLF가 아닌 줄바꿈(홀로 쓴 CR, U+2028)으로 쓰여 있습니다. `kept edit`로 고치세요",
        ],
        "error.fieldEdit.invalidKey": [
            .english: "`{key}` is not a field name: use letters, digits, `_` and `-` (e.g. `mood=calm`)",
            .korean: "`{key}`{|은} 필드 이름이 아닙니다: 글자, 숫자, `_`, `-`를 쓰세요(예: `mood=calm`)",
        ],
        "error.fieldEdit.unreadable": [
            .english: "its front matter cannot be read (line {line}: {problem}); fix it with `kept edit` first",
            .korean: "머리말을 읽을 수 없습니다({line}번째 줄: {problem}). 먼저 `kept edit`로 고치세요",
        ],
        "error.fieldEdit.usesAnchors": [
            .english: "its front matter uses YAML anchors (&x / *x), which a change of one line would break; edit it with `kept edit`",
            .korean: "머리말에 YAML 앵커(&x / *x)가 있어 한 줄만 바꾸면 깨집니다. `kept edit`로 고치세요",
        ],
        "error.fieldEdit.wouldBreak": [
            .english: "the change would leave its front matter unreadable ({problem}); nothing was changed",
            .korean: "이렇게 바꾸면 머리말을 읽을 수 없게 됩니다({problem}). 아무것도 바꾸지 않았습니다",
        ],
        "error.filter": [
            .english: "`{text}` is not a condition: write field=value, or use != < <= > >= ~ (e.g. `status=stocked`, `expires<=+3d`)",
            .korean: "`{text}`{|은} 조건이 아닙니다: field=value로 쓰거나 != < <= > >= ~를 쓰세요(예: `status=stocked`, `expires<=+3d`)",
        ],
        "error.filterBecause": [
            .english: "`{text}` is not a condition: {reason}",
            .korean: "`{text}`{|은} 조건이 아닙니다: {reason}",
        ],
        "error.init.cannotCreateFolder": [
            .english: "cannot create the folder: {localizedDescription}",
            .korean: "폴더를 만들 수 없습니다: {localizedDescription}",
        ],
        "error.init.gitignoreNotText": [
            .english: "is not UTF-8 text; add `.kept/state/` and `.kept/cache/` to it by hand, then run `kept init` again",
            .korean: "UTF-8 글이 아닙니다. `.kept/state/`와 `.kept/cache/`를 직접 넣은 뒤 `kept init`을 다시 실행하세요",
        ],
        "error.kindTemplate.badPath": [
            .english: "`path: {path}` must start with a plain folder name and end in .md, e.g. `{name}s/{{slug}}.md`",
            .korean: "`path: {path}`{|은} 평범한 폴더 이름으로 시작해 .md로 끝나야 합니다. 예: `{name}s/{{slug}}.md`",
        ],
        "error.kindTemplate.keptBlockNotSettings": [
            .english: "`kept:` must hold settings such as `path:`",
            .korean: "`kept:`에는 `path:` 같은 설정이 들어가야 합니다",
        ],
        "error.kindTemplate.noFrontMatter": [
            .english: "a template starts with a `---` front matter holding a `kept:` block",
            .korean: "템플릿은 `kept:` 블록이 든 `---` 머리말로 시작합니다",
        ],
        "error.kindTemplate.noKeptBlock": [
            .english: "the front matter needs a `kept:` block with at least `path: {name}s/{{slug}}.md`",
            .korean: "머리말에는 적어도 `path: {name}s/{{slug}}.md`가 든 `kept:` 블록이 있어야 합니다",
        ],
        "error.kindTemplate.noPath": [
            .english: "`kept:` needs `path:`, e.g. `path: {name}s/{{slug}}.md`",
            .korean: "`kept:`에는 `path:`가 있어야 합니다. 예: `path: {name}s/{{slug}}.md`",
        ],
        "error.kindTemplate.unknownType": [
            .english: "type `{raw}` of `{key}` is not one of text, date, datetime, number",
            .korean: "`{key}`의 형식 `{raw}`{|은} text, date, datetime, number 중 하나가 아닙니다",
        ],
        "error.newEntry.unreadableFrontMatter": [
            .english: "renders to front matter that cannot be read: {message}",
            .korean: "읽을 수 없는 머리말이 만들어집니다: {message}",
        ],
        "error.notAStore": [
            .english: "{path} is not a kept store (no .kept/ folder): run `kept init {path}` to make one",
            .korean: "{path|은} kept 보관함이 아닙니다(.kept/ 폴더가 없음): `kept init {path}`{|으로} 만드세요",
        ],
        "error.restore.cannotBeReadAt": [
            .english: "{path} cannot be read at {short}: `kept log {path}` shows its commits",
            .korean: "{short}의 {path|을} 읽을 수 없습니다: `kept log {path}`{|이} 그 커밋을 보여 줍니다",
        ],
        "error.restore.didNotExistAt": [
            .english: "{path} did not exist at {short}: `kept log {path}` shows its commits",
            .korean: "{path|은} {short}에 없었습니다: `kept log {path}`{|이} 그 커밋을 보여 줍니다",
        ],
        "error.restore.hasNoOlderVersion": [
            .english: "{path} has no older version (`kept log {path}` shows its history)",
            .korean: "{path}에는 예전 버전이 없습니다(`kept log {path}`{|이} 기록을 보여 줍니다)",
        ],
        "error.restore.nameTakenAgain": [
            .english: "{path} exists again (another entry took its name): move it away with `kept mv` first",
            .korean: "{path|이} 다시 있습니다(다른 항목이 그 이름을 가졌습니다): 먼저 `kept mv`로 옮기세요",
        ],
        "error.restore.noSuchCommit": [
            .english: "`{revision}` names no commit of this store ({message}): `kept log {reference}` shows the ones that changed it",
            .korean: "`{revision}`{|은} 이 보관함의 커밋이 아닙니다({message}): `kept log {reference}`{|이} 그것을 바꾼 커밋을 보여 줍니다",
        ],
        "error.restore.noSuchEntry": [
            .english: "no entry of today or of history matches `{reference}`: `kept log --deleted` lists the deleted ones",
            .korean: "지금 있는 항목에도 기록에도 `{reference}`에 맞는 것이 없습니다: `kept log --deleted`가 지운 항목을 나열합니다",
        ],
        "error.search.emptyQuery": [
            .english: "give something to search for, e.g. `kept search 김치`, `kept search ㄱㅊ` or `kept search '\"IP 주소\"'`",
            .korean: "찾을 말을 주세요. 예: `kept search 김치`, `kept search ㄱㅊ`, `kept search '\"IP 주소\"'`",
        ],
        "error.search.notRecent": [
            .english: "`{query}` is not among the recent searches (see `kept search --recent`)",
            .korean: "`{query}`{|은} 최근에 찾은 말이 아닙니다(`kept search --recent` 참고)",
        ],
        "error.set.cannotDelete": [
            .english: "cannot delete: {localizedDescription}",
            .korean: "지울 수 없습니다: {localizedDescription}",
        ],
        "error.set.cannotSet": [
            .english: "cannot set `{key}`: {error}",
            .korean: "`{key}`{|을} 정할 수 없습니다: {error}",
        ],
        "error.set.giveNewTitle": [.english: "give a new one (`{key}=NEW`, or `kept mv` to rename the file too)", .korean: "새 제목을 주세요(`{key}=NEW`, 파일 이름도 바꾸려면 `kept mv`)"],
        "error.set.giveNewValue": [.english: "give a new value (`{key}=…`)", .korean: "새 값을 주세요(`{key}=…`)"],
        "error.set.requiredField": [
            .english: "`{key}` cannot be emptied: every {name} entry needs one; {fix}. Nothing was changed",
            .korean: "`{key}`{|은} 비울 수 없습니다: {name} 항목에는 모두 하나씩 있어야 합니다. {fix}. 아무것도 바꾸지 않았습니다",
        ],
        "error.store.cannotReadFileIt": [
            .english: "cannot read the file (it may have been moved or deleted)",
            .korean: "파일을 읽을 수 없습니다(옮겨졌거나 지워졌을 수 있습니다)",
        ],
        "error.store.cannotReadThisTemplate": [
            .english: "cannot read this template as UTF-8 text",
            .korean: "이 템플릿을 UTF-8 글로 읽을 수 없습니다",
        ],
        "error.store.folderAlreadyBelongsKind": [
            .english: "folder `{folder}` already belongs to kind `{name}`; give `path:` another folder",
            .korean: "`{folder}` 폴더는 이미 `{name}` 종류의 것입니다. `path:`에 다른 폴더를 주세요",
        ],
        "error.storeBusy.kept": [
            .english: "{lock}: the store is busy: kept (pid {pid}) has held its lock for all of the {waited} s kept waits and is still running, so kept did not take over. Try again when it is done; if it is stuck, stop it (`kill {pid}`): the next kept finishes what it half did (KEPT_LOCK_TIMEOUT sets the wait)",
            .korean: "{lock}: 보관함이 사용 중입니다: kept(pid {pid})가 kept가 기다리는 {waited}초 내내 잠금을 잡고 아직 실행 중이라 넘겨받지 않았습니다. 끝나면 다시 해 보세요. 멈춰 있으면 중지하세요(`kill {pid}`): 다음 kept가 하다 만 일을 마칩니다(KEPT_LOCK_TIMEOUT이 기다리는 시간을 정합니다)",
        ],
        "error.storeBusy.unknown": [
            .english: "{lock}: the store is busy: another process has held its lock for all of the {waited} s kept waits and is still running, so kept did not take over. Try again when it is done (KEPT_LOCK_TIMEOUT sets the wait)",
            .korean: "{lock}: 보관함이 사용 중입니다: 다른 프로세스가 kept가 기다리는 {waited}초 내내 잠금을 잡고 아직 실행 중이라 넘겨받지 않았습니다. 끝나면 다시 해 보세요(KEPT_LOCK_TIMEOUT이 기다리는 시간을 정합니다)",
        ],
        "error.storeConfig.cannotReadSettingsAs": [
            .english: "cannot read the settings as UTF-8 text; save the file as UTF-8",
            .korean: "설정을 UTF-8 글로 읽을 수 없습니다. 파일을 UTF-8로 저장하세요",
        ],
        "error.storeConfig.invalidYAML": [
            .english: "this is not valid YAML: {problem}",
            .korean: "올바른 YAML이 아닙니다: {problem}",
        ],
        "error.storeConfig.invalidYAMLError": [
            .english: "this is not valid YAML: {error}",
            .korean: "올바른 YAML이 아닙니다: {error}",
        ],
        "error.storeConfig.mustBeNumberNot": [
            .english: "`{key}` must be a number, not `{value}`",
            .korean: "`{key}`{|은} 숫자여야 합니다. `{value}`{|은} 안 됩니다",
        ],
        "error.storeConfig.mustBeWholeNumber": [
            .english: "`{key}` must be a whole number, not `{value}`",
            .korean: "`{key}`{|은} 정수여야 합니다. `{value}`{|은} 안 됩니다",
        ],
        "error.storeConfig.notKeyValueLines": [
            .english: "the settings must be `key: value` lines, e.g. `fridge:` then `  soon: 3`",
            .korean: "설정은 `key: value` 줄이어야 합니다. 예: `fridge:` 다음 줄에 `  soon: 3`",
        ],
        "error.storeConfig.tooManyPlainValues": [
            .english: "this file holds more than {limit} values; kept does not read one this long: remove the values no setting uses",
            .korean: "이 파일의 값이 {limit}개를 넘습니다. kept는 이렇게 긴 파일을 읽지 않습니다: 어떤 설정에도 쓰이지 않는 값을 지우세요",
        ],
        "error.storeConfig.tooManyValues": [
            .english: "this file holds more than {limit} values once its YAML aliases (`*name`) are expanded (a \"billion laughs\"); kept does not read it: write the values out, without aliases repeating aliases",
            .korean: "이 파일의 YAML 별칭(`*name`)을 펼치면 값이 {limit}개를 넘습니다(\"billion laughs\"). kept는 읽지 않습니다: 별칭을 되풀이하는 별칭 없이 값을 직접 쓰세요",
        ],
        "error.storeLock.cannotOpenStoreLock": [
            .english: "cannot open the store lock: {cString}",
            .korean: "보관함 잠금을 열 수 없습니다: {cString}",
        ],
        "error.storeLock.cannotTakeStoreLock": [
            .english: "cannot take the store lock: {cString}",
            .korean: "보관함 잠금을 잡을 수 없습니다: {cString}",
        ],
        "error.unknownKind": [
            .english: "there is no kind `{name}`: use one of {known}, or add .kept/templates/{name}.md",
            .korean: "`{name}`{|이라는} 종류가 없습니다: {known} 중 하나를 쓰거나 .kept/templates/{name}.md를 추가하세요",
        ],
        "fields.didYouMean": [
            .english: "did you mean `{field}`?",
            .korean: "혹시 `{field}`{|을} 쓰려고 하셨나요?",
        ],
        "fields.kinds": [.english: "{kinds}", .korean: "{kinds}"],
        "fields.knownAre": [
            .english: "its fields are {fields}.",
            .korean: "있는 필드는 {fields}입니다.",
        ],
        "fields.unknown": [
            .english: "unknown field `{field}` for {kind}; {hint}",
            .korean: "{kind}에는 `{field}` 필드가 없습니다. {hint}",
        ],
        "fields.unknownAddable": [
            .english: "unknown field `{field}` for {kind}; {hint} `--new-field` adds it as a new field",
            .korean: "{kind}에는 `{field}` 필드가 없습니다. {hint} 새 필드로 추가하려면 `--new-field`를 붙이세요",
        ],
        "filter.doubleEquals": [
            .english: "equality is one `=`: did you mean `{condition}`?",
            .korean: "같은지 비교하는 연산자는 `=` 하나입니다. 혹시 `{condition}`{|을} 쓰려고 하셨나요?",
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
        "filter.notOperator": [
            .english: "`{op}` is not an operator: use one of = != < <= > >= ~ and then a value",
            .korean: "`{op}`{|은} 연산자가 아닙니다: = != < <= > >= ~ 중 하나와 값을 쓰세요",
        ],
        "git.cannotOpenStore": [.english: "cannot open the store's git repository at {root}", .korean: "{root}의 보관함 git 저장소를 열 수 없습니다"],
        "help.commit.abstract": [
            .english: "Commit edits that other programs made in the store.",
            .korean: "다른 프로그램이 보관함에서 고친 내용을 커밋합니다.",
        ],
        "help.edit.abstract": [
            .english: "Open an entry in $EDITOR and commit it if it changed.",
            .korean: "항목을 $EDITOR로 열고, 바뀌었으면 커밋합니다.",
        ],
        "help.init.abstract": [
            .english: "Make a store: a git repository with .kept/, adopting the files already there.",
            .korean: "보관함을 만듭니다: .kept/가 있는 git 저장소로, 이미 있는 파일도 받아들입니다.",
        ],
        "help.list.abstract": [
            .english: "List entries, filtered and sorted (each kind in its own order by default).",
            .korean: "항목을 걸러서 정렬해 나열합니다(기본은 종류마다 그 종류의 순서).",
        ],
        "help.list.discussion": [
            .english: "Entries whose front matter cannot be read are listed too, marked with !; conflict copies a sync kept are marked with ~.",
            .korean: "머리말을 읽을 수 없는 항목도 !로 표시해 나열합니다. 동기화가 남긴 충돌 사본은 ~로 표시합니다.",
        ],
        "help.log.abstract": [
            .english: "Show the history of the store, or of one entry (following renames).",
            .korean: "보관함의 기록, 또는 항목 하나의 기록을 보여 줍니다(이름 바뀜도 따라갑니다).",
        ],
        "help.new.abstract": [
            .english: "Write a new entry from its kind's template, in $EDITOR unless told otherwise.",
            .korean: "종류의 템플릿으로 새 항목을 씁니다. 따로 말하지 않으면 $EDITOR에서.",
        ],
        "help.new.discussion": [
            .english: "Prints the new entry's path. An unchanged or emptied file creates nothing.",
            .korean: "새 항목의 경로를 출력합니다. 바뀌지 않았거나 비운 파일은 아무것도 만들지 않습니다.",
        ],
        "help.pick.abstract": [
            .english: "Choose an entry in fzf and print its path (for scripts: `$EDITOR \"$(kept pick card)\"`).",
            .korean: "fzf에서 항목을 골라 경로를 출력합니다(스크립트용: `$EDITOR \"$(kept pick card)\"`).",
        ],
        "help.pick.discussion": [
            .english: "Needs fzf (https://github.com/junegunn/fzf). Exits 1 when nothing was chosen.",
            .korean: "fzf가 필요합니다(https://github.com/junegunn/fzf). 아무것도 고르지 않으면 1로 끝납니다.",
        ],
        "help.remove.abstract": [
            .english: "Delete an entry and commit the deletion (git keeps the old text).",
            .korean: "항목을 지우고 지운 것을 커밋합니다(git이 예전 글을 간직합니다).",
        ],
        "help.restore.abstract": [
            .english: "Bring back a deleted entry, or an older version of one, as a new commit.",
            .korean: "지운 항목이나 항목의 예전 버전을 새 커밋으로 되돌립니다.",
        ],
        "help.restore.discussion": [
            .english: "REF is an entry of today (then its version before its last change, or the one at --at) or a deleted entry by its old path or title (then its last version, or the one at --at); `kept log --deleted` lists deleted entries, `kept log REF` the versions of one. Nothing in history is rewritten: the restored text is one more commit.",
            .korean: "REF는 지금 있는 항목(그러면 마지막 변경 전의 버전, 또는 --at의 버전)이거나 예전 경로나 제목으로 부른 지운 항목(그러면 마지막 버전, 또는 --at의 버전)입니다. `kept log --deleted`가 지운 항목을, `kept log REF`가 한 항목의 버전들을 나열합니다. 기록은 다시 쓰지 않습니다: 되돌린 글은 커밋 하나가 더 생기는 것입니다.",
        ],
        "help.search.abstract": [
            .english: "Search titles, fields and bodies; Hangul initials find syllables (ㄱㅊ finds 김치).",
            .korean: "제목, 필드, 본문을 찾습니다. 한글 초성으로 음절을 찾습니다(ㄱㅊ는 김치를 찾습니다).",
        ],
        "help.search.discussion": [
            .english: "Every word must match somewhere; \"quoted words\" match as a phrase. Consonants typed alone match syllables with those initials (ㄴㅊ: 눈치) in titles and fields, and in bodies with --initials-in-body. A verb or adjective in its dictionary form (먹다) also finds its forms (먹었다, 먹고, 먹어요), unless --exact or quoted. Results come grouped by kind: title matches, then field matches, then body matches, each kind in its own order. A last word naming a kind (diary, card, fridge…) searches only that kind. Exits 1 when nothing matches. Searches are remembered on this machine (--recent).",
            .korean: "모든 낱말이 어딘가에 맞아야 합니다. \"따옴표로 묶은 낱말\"은 구절로 맞춥니다. 홀로 쓴 자음은 그 초성의 음절에 맞습니다(ㄴㅊ: 눈치). 제목과 필드에서 찾고, --initials-in-body이면 본문에서도 찾습니다. 동사나 형용사를 기본형(먹다)으로 쓰면 활용형(먹었다, 먹고, 먹어요)도 찾습니다(--exact나 따옴표로 묶으면 쓴 그대로만). 결과는 종류별로 묶입니다: 제목에 맞은 것, 필드에 맞은 것, 본문에 맞은 것 순이며 종류마다 그 종류의 순서입니다. 마지막 낱말이 종류 이름(diary, card, fridge…)이면 그 종류만 찾습니다. 맞는 것이 없으면 1로 끝납니다. 찾은 말은 이 컴퓨터에 기억합니다(--recent).",
        ],
        "help.set.abstract": [
            .english: "Change fields of an entry in place (one line each) and commit.",
            .korean: "항목의 필드를 제자리에서 바꾸고(필드마다 한 줄) 커밋합니다.",
        ],
        "help.set.discussion": [
            .english: "Dates take the typed forms (expires=+3d); tags=a,b makes a list; key= empties a field.",
            .korean: "날짜는 입력하는 형식을 받습니다(expires=+3d). tags=a,b는 목록이 되고, key=는 필드를 비웁니다.",
        ],
        "init.aStore": [.english: "a store", .korean: "보관함"],
        "init.adoptedEntries.one": [.english: "{count} existing entry committed as it is", .korean: "이미 있던 항목 {count}개를 그대로 커밋했습니다"],
        "init.adoptedEntries.other": [.english: "{count} existing entries committed as they are", .korean: "이미 있던 항목 {count}개를 그대로 커밋했습니다"],
        "init.done": [.english: "initialised a kept store in {root}", .korean: "{root}에 kept 보관함을 만들었습니다"],
        "init.doneAdopting": [.english: "initialised a kept store in {root} (adopting its git repository)", .korean: "{root}에 kept 보관함을 만들었습니다(그곳의 git 저장소를 받아들였습니다)"],
        "init.insideStore": [
            .english: "is inside the store {outer}; {what} there would be a git repository inside that store's files: choose a folder outside {outer}",
            .korean: "보관함 {outer} 안에 있습니다. 거기에 {what|을} 두면 그 보관함의 파일 속에 git 저장소가 생깁니다: {outer} 밖의 폴더를 고르세요",
        ],
        "kind.disabled": [
            .english: "kind `{name}` is disabled: {problem} (fix or remove {template}; the other kinds work)",
            .korean: "`{name}` 종류가 꺼졌습니다: {problem}({template|을} 고치거나 지우세요. 다른 종류는 됩니다)",
        ],
        "kind.disabledUse": [
            .english: "kind `{name}` is disabled: its template {template} cannot be used (what is wrong is said above and by `kept check`); fix or remove it",
            .korean: "`{name}` 종류가 꺼졌습니다: 템플릿 {template|을} 쓸 수 없습니다(무엇이 잘못인지는 위와 `kept check`가 알려 줍니다). 고치거나 지우세요",
        ],
        "list.limitAtLeastOne": [
            .english: "--limit must be 1 or more, not {limit}",
            .korean: "--limit는 1 이상이어야 합니다. {limit|은} 안 됩니다",
        ],
        "log.noCommits": [.english: "no commits yet", .korean: "아직 커밋이 없습니다"],
        "log.noCommitsVia": [.english: "no changes were made through {via} (kept log --via {via})", .korean: "{via|을} 통해 만든 변경이 없습니다(kept log --via {via})"],
        "log.noHistoryFor": [.english: "no history for {path}", .korean: "{path}의 기록이 없습니다"],
        "mustache.tagNotClosed": [
            .english: "the tag `{tag}` is not closed: end it with }}",
            .korean: "태그 `{tag}`{|이} 닫히지 않았습니다: }}로 끝내세요",
        ],
        "mustache.unknownTag": [
            .english: "`{tag}` is not a tag kept can use here: write {{field}}, {{#list}}…{{/list}} or {{^field}}…{{/field}}",
            .korean: "`{tag}`{|은} kept가 여기서 쓸 수 있는 태그가 아닙니다: {{field}}, {{#list}}…{{/list}}, {{^field}}…{{/field}}처럼 쓰세요",
        ],
        "option.commit.message": [.english: "The commit message (default: says what changed).", .korean: "커밋 메시지(기본: 무엇이 바뀌었는지 말합니다)."],
        "option.fields.newField": [
            .english: "Add a field the kind's template does not name (without it a field name no entry of the kind holds is refused as a typo).",
            .korean: "템플릿에 없는 필드를 추가합니다. 이 옵션이 없으면 그 종류의 어느 항목에도 없는 필드 이름은 오타로 보고 거절합니다.",
        ],
        "option.globalOptions.store": [.english: "The store folder (else the store you are in, $KEPT_STORE, or ~/.local/share/kept).", .korean: "보관함 폴더(아니면 지금 있는 보관함, $KEPT_STORE, ~/.local/share/kept)."],
        "option.init.dir": [.english: "The folder (default: the current one).", .korean: "폴더(기본: 지금 폴더)."],
        "option.list.kind": [.english: "Only this kind (diary, card/cards, fridge, …).", .korean: "이 종류만(diary, card/cards, fridge, …)."],
        "option.listOptions.category": [.english: "Only entries of this category.", .korean: "이 분류의 항목만."],
        "option.listOptions.conditions": [.english: "A condition on a field: key=value, or with != < <= > >= ~ (repeatable).", .korean: "필드 조건: key=value, 또는 != < <= > >= ~(여러 번)."],
        "option.listOptions.formatOption.body": [.english: "With --format json, include each entry's body.", .korean: "--format json에서 항목마다 본문을 넣습니다."],
        "option.listOptions.formatOption.format": [.english: "Output: table, paths, json, or a Mustache template such as '{{title}} ({{path}})'.", .korean: "출력: table, paths, json, 또는 '{{title}} ({{path}})' 같은 Mustache 템플릿."],
        "option.listOptions.from": [.english: "From this date, month (2026-11) or year (2025) on, or -1w, yesterday….", .korean: "이 날짜, 달(2026-11), 해(2025)부터. -1w, yesterday…도 됩니다."],
        "option.listOptions.limit": [.english: "At most this many entries.", .korean: "항목을 최대 이만큼."],
        "option.listOptions.near": [.english: "Only entries with a location, nearest first, distance shown: latitude,longitude.", .korean: "위치가 있는 항목만, 가까운 것부터 거리와 함께: 위도,경도."],
        "option.listOptions.reverse": [.english: "Reverse the order.", .korean: "순서를 뒤집습니다."],
        "option.listOptions.sort": [.english: "Sort keys, comma-separated; -key for descending (title, date or any field).", .korean: "정렬 키, 쉼표로 구분. 내림차순은 -key(title, date, 아무 필드)."],
        "option.listOptions.tag": [.english: "Only entries with this tag (repeatable: all must match).", .korean: "이 태그가 있는 항목만(여러 번: 모두 맞아야 함)."],
        "option.listOptions.to": [.english: "Up to this date, month or year (in `kept export`: the format; use --until).", .korean: "이 날짜, 달, 해까지(`kept export`에서는 형식이니 --until을 쓰세요)."],
        "option.listOptions.within": [.english: "With --near, only entries within this distance (5km, 500m).", .korean: "--near와 함께, 이 거리 안의 항목만(5km, 500m)."],
        "option.log.deleted": [.english: "List deleted entries (path, title, when) and the command that restores each.", .korean: "지운 항목(경로, 제목, 때)과 각각을 되돌리는 명령을 나열합니다."],
        "option.log.limit": [.english: "At most this many commits (as `git log -n`).", .korean: "커밋을 최대 이만큼(`git log -n`처럼)."],
        "option.log.ref": [.english: "The entry (a removed entry by its path).", .korean: "항목(지운 항목은 경로로)."],
        "option.log.via": [.english: "Only the changes made through NAME: `--via assistant` lists what kept mcp's assistant committed.", .korean: "NAME을 통해 만든 변경만 보여 줍니다. `--via assistant`는 kept mcp의 어시스턴트가 만든 커밋을 나열합니다."],
        "option.move.newTitle": [.english: "The new title.", .korean: "새 제목."],
        "option.new.assignments": [.english: "A field, as key=value (repeatable).", .korean: "필드, key=value로(여러 번)."],
        "option.new.body": [.english: "The body; `-` reads it from standard input. Implies --no-edit.", .korean: "본문. `-`는 표준 입력에서 읽습니다. --no-edit를 뜻합니다."],
        "option.new.category": [.english: "The category (same as --set category=C).", .korean: "분류(--set category=C와 같음)."],
        "option.new.date": [.english: "The entry's date: 2026-11-22, 2026-11-22T09:14, yesterday, -2d, last monday…", .korean: "항목의 날짜: 2026-11-22, 2026-11-22T09:14, yesterday, -2d, last monday…"],
        "option.new.kind": [.english: "The kind: diary, card, fridge, or one from .kept/templates/ (its folder name works too).", .korean: "종류: diary, card, fridge, 또는 .kept/templates/의 것(폴더 이름도 됩니다)."],
        "option.new.noEdit": [.english: "Do not open the editor.", .korean: "편집기를 열지 않습니다."],
        "option.new.title": [.english: "The title.", .korean: "제목."],
        "option.pick.kind": [.english: "Only this kind (diary, card/cards, fridge, …).", .korean: "이 종류만(diary, card/cards, fridge, …)."],
        "option.pick.query": [.english: "Start fzf with this query typed.", .korean: "이 검색어를 입력한 채로 fzf를 시작합니다."],
        "option.restore.at": [.english: "The commit to take it from (as `kept log` shows it: 1a2b3c4, HEAD~2…).", .korean: "가져올 커밋(`kept log`가 보여 주는 대로: 1a2b3c4, HEAD~2…)."],
        "option.restore.ref": [.english: "The entry: its path or title (a deleted one's old path or title).", .korean: "항목: 경로나 제목(지운 항목은 예전 경로나 제목)."],
        "option.search.exact": [
            .english: "Match words only as written: a verb or adjective in its dictionary form (먹다) does not also find its forms (먹었다, 먹고).",
            .korean: "낱말을 쓴 그대로만 맞춥니다. 기본형(먹다)으로 활용형(먹었다, 먹고)을 함께 찾지 않습니다.",
        ],
        "option.search.forget": [.english: "Remove a search from the recent ones.", .korean: "최근에 찾은 말에서 하나를 지웁니다."],
        "option.search.forgetAll": [.english: "Remove all recent searches.", .korean: "최근에 찾은 말을 모두 지웁니다."],
        "option.search.initialsInBody": [.english: "Match consonants typed alone (ㄱㅊ) in bodies too, not only in titles and fields.", .korean: "초성 검색(ㄱㅊ)을 제목과 필드뿐 아니라 본문에서도 합니다."],
        "option.search.recent": [.english: "List the recent searches on this machine, newest first.", .korean: "이 컴퓨터에서 최근에 찾은 말을 최근 것부터 나열합니다."],
        "option.search.words": [.english: "What to search for, then optionally a kind.", .korean: "찾을 말, 그 뒤에 원하면 종류."],
        "option.set.assignments": [.english: "Fields to set.", .korean: "정할 필드."],
        "overview.entries.one": [.english: "{count} entry", .korean: "항목 {count}개"],
        "overview.entries.other": [.english: "{count} entries", .korean: "항목 {count}개"],
        "overview.newest": [.english: "newest", .korean: "최근 항목"],
        "overview.unpushed.one": [.english: "{count} commit not pushed to {remote}", .korean: "{remote}에 올리지 않은 커밋 {count}개"],
        "overview.unpushed.other": [.english: "{count} commits not pushed to {remote}", .korean: "{remote}에 올리지 않은 커밋 {count}개"],
        "overview.unreadable": [.english: "({count} unreadable: kept check)", .korean: "(읽을 수 없음 {count}개: kept check)"],
        "pick.needsTerminal": [
            .english: "kept pick needs a terminal to choose on (fzf draws there), and there is none here: in a script, use `kept list --format paths` (it takes the same filters)",
            .korean: "kept pick은 고를 터미널이 필요한데(fzf가 거기에 그립니다) 여기에는 없습니다: 스크립트에서는 `kept list --format paths`를 쓰세요(같은 조건을 받습니다)",
        ],
        "pick.nothingMatches": [
            .english: "nothing matches `{text}`",
            .korean: "`{text}`에 맞는 항목이 없습니다",
        ],
        "problem.isList": [.english: "the front matter is a list, not `key: value` lines; write it as `title: …` lines", .korean: "머리말이 `key: value` 줄이 아니라 목록입니다. `title: …` 같은 줄로 쓰세요"],
        "remove.done": [.english: "removed {path}", .korean: "{path|을} 지웠습니다"],
        "remove.doneInCommit": [.english: "removed {path} (in commit {commit}); `kept restore {restore}` brings it back", .korean: "{path|을} 지웠습니다(커밋 {commit}). `kept restore {restore}`{|이} 되돌립니다"],
        "remove.fileGone": [
            .english: "cannot read the file (it may have been moved or deleted)",
            .korean: "파일을 읽을 수 없습니다(옮겨졌거나 지워졌을 수 있습니다)",
        ],
        "scope.noKinds": [.english: "--kinds names no kind: give at least one of {known}, or leave --kinds out for every kind", .korean: "--kinds에 종류 이름이 없습니다. {known} 중 하나 이상을 주거나, 모든 종류를 쓰려면 --kinds를 빼세요"],
        "search.initialsOnlyInTitles": [
            .english: "consonants typed alone (ㄱㅊ) are looked for in titles and fields only: add --initials-in-body to look in bodies too",
            .korean: "초성 검색(ㄱㅊ)은 제목과 필드에서만 찾습니다. 본문에서도 찾으려면 --initials-in-body를 붙이세요",
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
        "table.unreadable": [.english: "{title} (unreadable: line {line}: {problem})", .korean: "{title}(읽을 수 없음: {line}번째 줄: {problem})"],
    ]
}
