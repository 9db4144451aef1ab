extension Catalogue {
    /// Errors the domain throws (`error.`) and the few one-off texts of its areas.
    static let errors: Table = [
        "error.calendarExport.cardsNeedReviewLogs": [
            .english: "cards fall on their review due days, which come from the store's review logs: export them with the store",
            .korean: "카드는 복습할 날에 놓이고, 그 날은 보관함의 복습 기록에서 나옵니다: 보관함과 함께 내보내세요",
        ],
        "error.calendarExport.kindHasNoDate": [
            .english: "the kind `{name}` has no date field (`date:` in its template's `kept:` block), so its entries cannot go on a calendar",
            .korean: "`{name}` 종류에는 날짜 필드(템플릿 `kept:` 블록의 `date:`)가 없어서 항목을 달력에 놓을 수 없습니다",
        ],
        "error.cardDeck.cannotGiveCardId": [
            .english: "cannot give the card an id: {error}",
            .korean: "카드에 id를 줄 수 없습니다: {error}",
        ],
        "error.reminderTimer.notASpanOfTheDay": [
            .english: "`{between}` is not a span of the day: write it as `09:00-22:00`, or `22:00-02:00` over midnight",
            .korean: "`{between}`{|은} 하루 중의 시간대가 아닙니다: `09:00-22:00`처럼, 자정을 넘기면 `22:00-02:00`처럼 쓰세요",
        ],
        "error.reminderTimer.notAnInterval": [
            .english: "`{text}` is not an interval kept can remind at: write minutes, hours or a day, from `5m` to `1d`, e.g. `90m` or `2h`",
            .korean: "`{text}`{|은} kept가 알려 줄 수 있는 간격이 아닙니다: 분, 시간, 하루로 `5m`부터 `1d`까지 쓰세요. 예: `90m`, `2h`",
        ],
        "error.entryPath.missingPathField": [
            .english: "a {name} entry needs `{field}` to be filed: give it with `--set {field}=…`",
            .korean: "{name} 항목을 놓으려면 `{field}`{|이} 필요합니다: `--set {field}=…`로 주세요",
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
        "error.newEntry.unreadableFrontMatter": [
            .english: "renders to front matter that cannot be read: {message}",
            .korean: "읽을 수 없는 머리말이 만들어집니다: {message}",
        ],
        "error.edit.notInAKindsFolder": [
            .english: "is not in a kind's folder ({kinds})",
            .korean: "어느 종류의 폴더에도 있지 않습니다({kinds})",
        ],
        "error.move.cannotRetitle": [
            .english: "cannot retitle: {error}",
            .korean: "제목을 바꿀 수 없습니다: {error}",
        ],
        "error.restore.noSuchCommit": [
            .english: "`{revision}` names no commit of this store ({message}): `kept log {reference}` shows the ones that changed it",
            .korean: "`{revision}`{|은} 이 보관함의 커밋이 아닙니다({message}): `kept log {reference}`{|이} 그것을 바꾼 커밋을 보여 줍니다",
        ],
        "error.restore.didNotExistAt": [
            .english: "{path} did not exist at {short}: `kept log {path}` shows its commits",
            .korean: "{path|은} {short}에 없었습니다: `kept log {path}`{|이} 그 커밋을 보여 줍니다",
        ],
        "error.restore.cannotBeReadAt": [
            .english: "{path} cannot be read at {short}: `kept log {path}` shows its commits",
            .korean: "{short}의 {path|을} 읽을 수 없습니다: `kept log {path}`{|이} 그 커밋을 보여 줍니다",
        ],
        "error.restore.hasNoOlderVersion": [
            .english: "{path} has no older version (`kept log {path}` shows its history)",
            .korean: "{path}에는 예전 버전이 없습니다(`kept log {path}`{|이} 기록을 보여 줍니다)",
        ],
        "error.restore.noSuchEntry": [
            .english: "no entry of today or of history matches `{reference}`: `kept log --deleted` lists the deleted ones",
            .korean: "지금 있는 항목에도 기록에도 `{reference}`에 맞는 것이 없습니다: `kept log --deleted`가 지운 항목을 나열합니다",
        ],
        "error.restore.nameTakenAgain": [
            .english: "{path} exists again (another entry took its name): move it away with `kept mv` first",
            .korean: "{path|이} 다시 있습니다(다른 항목이 그 이름을 가졌습니다): 먼저 `kept mv`로 옮기세요",
        ],
        "error.set.requiredField": [
            .english: "`{key}` cannot be emptied: every {name} entry needs one; {fix}. Nothing was changed",
            .korean: "`{key}`{|은} 비울 수 없습니다: {name} 항목에는 모두 하나씩 있어야 합니다. {fix}. 아무것도 바꾸지 않았습니다",
        ],
        "error.set.cannotSet": [
            .english: "cannot set `{key}`: {error}",
            .korean: "`{key}`{|을} 정할 수 없습니다: {error}",
        ],
        "error.set.cannotDelete": [
            .english: "cannot delete: {localizedDescription}",
            .korean: "지울 수 없습니다: {localizedDescription}",
        ],
        "error.drafts.cannotRemoveDraft": [
            .english: "cannot remove the draft: {localizedDescription}",
            .korean: "초안을 지울 수 없습니다: {localizedDescription}",
        ],
        "error.expiryCalendar.notAMonth": [
            .english: "`{text}` is not a month: write it as YYYY-MM, e.g. 2026-12",
            .korean: "`{text}`{|은} 달이 아닙니다: YYYY-MM으로 쓰세요. 예: 2026-12",
        ],
        "error.fridge.badSoonSetting": [
            .english: "{relativePath}: `fridge.soon` must be a number of days (0 or more), e.g. `3` or `1w`, not `{text}`",
            .korean: "{relativePath}: `fridge.soon`은 날수(0 이상)여야 합니다. 예: `3`, `1w`. `{text}`{|은} 안 됩니다",
        ],
        "error.newFridgeItem.negativeQuantity": [
            .english: "a quantity cannot be below 0 (got {Quantity})",
            .korean: "수량은 0보다 작을 수 없습니다({Quantity|을} 받았습니다)",
        ],
        "error.fridge.quantityNotANumber": [
            .english: "`quantity: {written}` is not a number, so nothing can be taken from it; write one with `kept set {title} quantity=N`",
            .korean: "`quantity: {written}`{|은} 숫자가 아니어서 덜어 낼 수 없습니다: `kept set {title} quantity=N`으로 숫자를 쓰세요",
        ],
        "error.fridge.consumeNothing": [
            .english: "consume a quantity above 0 (or --all), not {Quantity}",
            .korean: "0보다 큰 수량을(또는 --all을) 쓰세요. {Quantity|은} 안 됩니다",
        ],
        "error.fridge.stillInStock": [
            .english: "{path}: {title} is in stock ({amount}); consume or discard it first",
            .korean: "{path}: {title|은} 보관 중입니다({amount}). 먼저 먹거나 버리세요",
        ],
        "error.fridge.unknownStatus": [
            .english: "{path}: `status: {statusText}` is not one kept knows (stocked, consumed, discarded, to-buy); fix it with `kept edit`",
            .korean: "{path}: `status: {statusText}`{|은} kept가 아는 상태(stocked, consumed, discarded, to-buy)가 아닙니다. `kept edit`로 고치세요",
        ],
        "error.fridge.alreadyInStock": [
            .english: "{path}: {title} is already in stock; `kept fridge add {title}` adds another one",
            .korean: "{path}: {title|은} 이미 보관 중입니다. `kept fridge add {title}`{|은} 하나를 더 넣습니다",
        ],
        "error.fridge.onShoppingList": [
            .english: "{path}: {title} is on the shopping list, not in stock; `kept fridge bought {title}` stocks it",
            .korean: "{path}: {title|은} 보관 중이 아니라 장보기 목록에 있습니다. `kept fridge bought {title}`{|이} 보관으로 옮깁니다",
        ],
        "error.fridge.alreadyInStatus": [
            .english: "{path}: {title} is already {rawValue}, so there is nothing to {verb}",
            .korean: "{path}: {title|은} 이미 {rawValue} 상태라서 {verb} 것이 없습니다",
        ],
        "error.entryTemplateRenderer.unclosedFrontMatter": [
            .english: "the template's front matter has no closing `---`",
            .korean: "템플릿의 머리말에 닫는 `---`가 없습니다",
        ],
        "error.entryTemplateRenderer.invalidMustache": [
            .english: "the template is not valid Mustache: {error}",
            .korean: "템플릿이 올바른 Mustache가 아닙니다: {error}",
        ],
        "error.kindTemplate.noFrontMatter": [
            .english: "a template starts with a `---` front matter holding a `kept:` block",
            .korean: "템플릿은 `kept:` 블록이 든 `---` 머리말로 시작합니다",
        ],
        "error.kindTemplate.noKeptBlock": [
            .english: "the front matter needs a `kept:` block with at least `path: {name}s/{{slug}}.md`",
            .korean: "머리말에는 적어도 `path: {name}s/{{slug}}.md`가 든 `kept:` 블록이 있어야 합니다",
        ],
        "error.kindTemplate.keptBlockNotSettings": [
            .english: "`kept:` must hold settings such as `path:`",
            .korean: "`kept:`에는 `path:` 같은 설정이 들어가야 합니다",
        ],
        "error.kindTemplate.noPath": [
            .english: "`kept:` needs `path:`, e.g. `path: {name}s/{{slug}}.md`",
            .korean: "`kept:`에는 `path:`가 있어야 합니다. 예: `path: {name}s/{{slug}}.md`",
        ],
        "error.kindTemplate.badPath": [
            .english: "`path: {path}` must start with a plain folder name and end in .md, e.g. `{name}s/{{slug}}.md`",
            .korean: "`path: {path}`{|은} 평범한 폴더 이름으로 시작해 .md로 끝나야 합니다. 예: `{name}s/{{slug}}.md`",
        ],
        "error.kindTemplate.unknownType": [
            .english: "type `{raw}` of `{key}` is not one of text, date, datetime, number",
            .korean: "`{key}`의 형식 `{raw}`{|은} text, date, datetime, number 중 하나가 아닙니다",
        ],
        "error.kindTemplate.unknownMergeRule": [
            .english: "merge rule `{raw}` of `{key}` is not one kept knows ({FieldMergeRule})",
            .korean: "`{key}`의 합치기 규칙 `{raw}`{|은} kept가 아는 것({FieldMergeRule})이 아닙니다",
        ],
        "error.reviewLog.cannotReadThisReview": [
            .english: "cannot read this review log as UTF-8 text",
            .korean: "이 복습 기록을 UTF-8 글로 읽을 수 없습니다",
        ],
        "error.card.unknownType": [
            .english: "no card type is called `{type}`: write one of {types} (or leave `type` out for a basic card); it is reviewed as basic until then",
            .korean: "`{type}`: 그런 카드 유형은 없습니다. {types} 가운데 하나를 쓰세요(기본 카드라면 `type`을 빼도 됩니다). 고칠 때까지는 기본 카드로 복습합니다",
        ],
        "error.reviewLog.notAReview": [
            .english: "this is not a review (`{\"card\":\"ID\",\"time\":\"2026-11-22T01:14:05Z\",\"grade\":3}`); fix or remove the line",
            .korean: "이것은 복습 기록 줄(`{\"card\":\"ID\",\"time\":\"2026-11-22T01:14:05Z\",\"grade\":3}`)이 아닙니다. 줄을 고치거나 지우세요",
        ],
        "error.reviewSchedule.badRetention": [
            .english: "`cards.review.retention` is the share of cards you want to recall when they come due: a number from 0.5 to 0.99 (0.9 by default), not {value}",
            .korean: "`cards.review.retention`은 복습할 때 기억하고 싶은 카드의 비율입니다: 0.5부터 0.99까지의 수(기본 0.9). {value|은} 안 됩니다",
        ],
        "error.atomicFile.cannotCreateFolder": [
            .english: "cannot create the folder: {localizedDescription}",
            .korean: "폴더를 만들 수 없습니다: {localizedDescription}",
        ],
        "error.atomicFile.cannotWrite": [
            .english: "cannot write: {cString}",
            .korean: "쓸 수 없습니다: {cString}",
        ],
        "error.atomicFile.cannotWriteFileUnchanged": [
            .english: "cannot write: {failure}; the file is unchanged",
            .korean: "쓸 수 없습니다: {failure}. 파일은 그대로입니다",
        ],
        "error.init.cannotCreateFolder": [
            .english: "cannot create the folder: {localizedDescription}",
            .korean: "폴더를 만들 수 없습니다: {localizedDescription}",
        ],
        "error.init.gitignoreNotText": [
            .english: "is not UTF-8 text; add `.kept/state/` and `.kept/cache/` to it by hand, then run `kept init` again",
            .korean: "UTF-8 글이 아닙니다. `.kept/state/`와 `.kept/cache/`를 직접 넣은 뒤 `kept init`을 다시 실행하세요",
        ],
        "error.store.cannotReadThisTemplate": [
            .english: "cannot read this template as UTF-8 text",
            .korean: "이 템플릿을 UTF-8 글로 읽을 수 없습니다",
        ],
        "error.store.folderAlreadyBelongsKind": [
            .english: "folder `{folder}` already belongs to kind `{name}`; give `path:` another folder",
            .korean: "`{folder}` 폴더는 이미 `{name}` 종류의 것입니다. `path:`에 다른 폴더를 주세요",
        ],
        "error.store.cannotReadFileIt": [
            .english: "cannot read the file (it may have been moved or deleted)",
            .korean: "파일을 읽을 수 없습니다(옮겨졌거나 지워졌을 수 있습니다)",
        ],
        "error.storeConfig.invalidYAML": [
            .english: "this is not valid YAML: {problem}",
            .korean: "올바른 YAML이 아닙니다: {problem}",
        ],
        "error.storeConfig.invalidYAMLError": [
            .english: "this is not valid YAML: {error}",
            .korean: "올바른 YAML이 아닙니다: {error}",
        ],
        "error.storeConfig.notKeyValueLines": [
            .english: "the settings must be `key: value` lines, e.g. `fridge:` then `  soon: 3`",
            .korean: "설정은 `key: value` 줄이어야 합니다. 예: `fridge:` 다음 줄에 `  soon: 3`",
        ],
        "error.storeConfig.tooManyValues": [
            .english: "this file holds more than {limit} values once its YAML aliases (`*name`) are expanded (a \"billion laughs\"); kept does not read it: write the values out, without aliases repeating aliases",
            .korean: "이 파일의 YAML 별칭(`*name`)을 펼치면 값이 {limit}개를 넘습니다(\"billion laughs\"). kept는 읽지 않습니다: 별칭을 되풀이하는 별칭 없이 값을 직접 쓰세요",
        ],
        "error.storeConfig.cannotReadSettingsAs": [
            .english: "cannot read the settings as UTF-8 text; save the file as UTF-8",
            .korean: "설정을 UTF-8 글로 읽을 수 없습니다. 파일을 UTF-8로 저장하세요",
        ],
        "error.storeConfig.mustBeWholeNumber": [
            .english: "`{key}` must be a whole number, not `{value}`",
            .korean: "`{key}`{|은} 정수여야 합니다. `{value}`{|은} 안 됩니다",
        ],
        "error.storeConfig.mustBeNumberNot": [
            .english: "`{key}` must be a number, not `{value}`",
            .korean: "`{key}`{|은} 숫자여야 합니다. `{value}`{|은} 안 됩니다",
        ],
        "error.storeLock.cannotOpenStoreLock": [
            .english: "cannot open the store lock: {cString}",
            .korean: "보관함 잠금을 열 수 없습니다: {cString}",
        ],
        "error.storeLock.cannotTakeStoreLock": [
            .english: "cannot take the store lock: {cString}",
            .korean: "보관함 잠금을 잡을 수 없습니다: {cString}",
        ],
        "clone.cannotMoveIntoPlace": [
            .english: "the clone is whole in {staging} but cannot be moved here ({reason}); move what is in it here yourself",
            .korean: "복제본은 {staging}에 온전히 있지만 여기로 옮길 수 없습니다({reason}). 그 안의 것을 직접 여기로 옮기세요",
        ],
        "error.remotes.folderNotEmpty": [
            .english: "already exists and is not empty: clone into a new folder (`kept clone URL DIR`)",
            .korean: "이미 있고 비어 있지 않습니다: 새 폴더에 복제하세요(`kept clone URL DIR`)",
        ],
        "error.resolve.hasNoConflictCopy": [
            .english: "{original} has no conflict copy beside it: `kept conflicts` lists the copies there are",
            .korean: "{original} 옆에는 충돌 사본이 없습니다: `kept conflicts`가 있는 사본을 나열합니다",
        ],
        "error.resolve.removedHereChangedThere": [
            .english: "{original} was removed on this machine while the other changed it; `kept resolve {path} --keep theirs` puts the copy back in its place, `--keep mine` removes the copy",
            .korean: "{original|은} 다른 컴퓨터가 고치는 동안 이 컴퓨터에서 지워졌습니다. `kept resolve {path} --keep theirs`는 사본을 제자리에 되돌리고, `--keep mine`은 사본을 지웁니다",
        ],
        "error.resolve.cannotReadConflictCopy": [
            .english: "cannot read the conflict copy (it may have been resolved already)",
            .korean: "충돌 사본을 읽을 수 없습니다(이미 해결되었을 수 있습니다)",
        ],
        "error.resolve.resolvedMeanwhile": [
            .english: "{path} was resolved by another kept while you were editing: {original} was left as that made it, nothing was changed",
            .korean: "편집하는 동안 다른 kept가 {path|을} 해결했습니다: {original|은} 그것이 만든 대로 두었고, 아무것도 바꾸지 않았습니다",
        ],
        "error.resolve.changedMeanwhile": [
            .english: "{original} changed while you were editing (a sync or another kept wrote it): nothing was changed; see the change with `kept log {copy}` and carry it into your text",
            .korean: "편집하는 동안 {original|이} 바뀌었습니다(동기화나 다른 kept가 썼습니다): 아무것도 바꾸지 않았습니다. `kept log {copy}`{|으로} 바뀐 것을 보고 글에 옮기세요",
        ],
        "verbatim": [
            .english: "{text}",
            .korean: "{text}",
        ],
        "error.atLine": [
            .english: "{file}:{line}: {message}",
            .korean: "{file}:{line}: {message}",
        ],
        "error.inFile": [
            .english: "{file}: {message}",
            .korean: "{file}: {message}",
        ],
        "error.unknownKind": [
            .english: "there is no kind `{name}`: use one of {known}, or add .kept/templates/{name}.md",
            .korean: "`{name}`{|이라는} 종류가 없습니다: {known} 중 하나를 쓰거나 .kept/templates/{name}.md를 추가하세요",
        ],
        "error.noMatch": [
            .english: "no entry matches `{ref}`: try `kept list` or `kept search {ref}`",
            .korean: "`{ref}`에 맞는 항목이 없습니다: `kept list`나 `kept search {ref}`{|을} 해 보세요",
        ],
        "error.ambiguous": [
            .english: "`{ref}` matches {count} entries; name one by its path:\n{candidates}",
            .korean: "`{ref}`에 맞는 항목이 {count}개입니다. 경로로 하나를 고르세요:\n{candidates}",
        ],
        "error.needsTitle": [
            .english: "a {kind} entry needs a title: give one (`kept new {kind} \"Title\"`) or fill in `title:`",
            .korean: "{kind} 항목에는 제목이 필요합니다: 제목을 주거나(`kept new {kind} \"제목\"`) `title:`을 채우세요",
        ],
        "error.fieldAssignment.notAList": [
            .english: "`{key}={value}` is not a list kept can read: write `{key}=[a, b]` (YAML's flow list, closed with `]`; an item with a comma in quotes) or `{key}=a,b`",
            .korean: "`{key}={value}`{|은} kept가 읽을 수 있는 목록이 아닙니다: `{key}=[a, b]`(`]`로 닫는 YAML 목록, 쉼표가 든 항목은 따옴표 안에) 또는 `{key}=a,b`로 쓰세요",
        ],
        "error.invalidAssignment": [
            .english: "`{text}` is not a field assignment: write key=value, e.g. `quantity=2` or `tags=winter,walk`",
            .korean: "`{text}`{|은} 필드 지정이 아닙니다: key=value로 쓰세요. 예: `quantity=2`, `tags=winter,walk`",
        ],
        "error.escapesStore": [
            .english: "`{path}` would lie outside the store; entries stay inside their kind's folder",
            .korean: "`{path}`{|은} 보관함 밖에 놓이게 됩니다. 항목은 그 종류의 폴더 안에 있어야 합니다",
        ],
        "error.notAStore": [
            .english: "{path} is not a kept store (no .kept/ folder): run `kept init {path}` to make one",
            .korean: "{path|은} kept 보관함이 아닙니다(.kept/ 폴더가 없음): `kept init {path}`{|으로} 만드세요",
        ],
        "error.git": [
            .english: "{what}: {message} (libgit2 error {code}); your files are untouched, run `kept check` to see the store's state",
            .korean: "{what}: {message}(libgit2 오류 {code}). 파일은 그대로입니다. `kept check`로 보관함 상태를 보세요",
        ],
        "error.draftKept": [
            .english: "{reason}\nyour text is kept in {draft}; nothing was committed. Fix it with `{resume}`",
            .korean: "{reason}\n글은 {draft}에 남겨 두었고 아무것도 커밋하지 않았습니다. `{resume}`{|으로} 고치세요",
        ],
        "error.storeBusy.kept": [
            .english: "{lock}: the store is busy: kept (pid {pid}) has held its lock for all of the {waited} s kept waits and is still running, so kept did not take over. Try again when it is done; if it is stuck, stop it (`kill {pid}`): the next kept finishes what it half did (KEPT_LOCK_TIMEOUT sets the wait)",
            .korean: "{lock}: 보관함이 사용 중입니다: kept(pid {pid})가 kept가 기다리는 {waited}초 내내 잠금을 잡고 아직 실행 중이라 넘겨받지 않았습니다. 끝나면 다시 해 보세요. 멈춰 있으면 중지하세요(`kill {pid}`): 다음 kept가 하다 만 일을 마칩니다(KEPT_LOCK_TIMEOUT이 기다리는 시간을 정합니다)",
        ],
        "error.storeBusy.unknown": [
            .english: "{lock}: the store is busy: another process has held its lock for all of the {waited} s kept waits and is still running, so kept did not take over. Try again when it is done (KEPT_LOCK_TIMEOUT sets the wait)",
            .korean: "{lock}: 보관함이 사용 중입니다: 다른 프로세스가 kept가 기다리는 {waited}초 내내 잠금을 잡고 아직 실행 중이라 넘겨받지 않았습니다. 끝나면 다시 해 보세요(KEPT_LOCK_TIMEOUT이 기다리는 시간을 정합니다)",
        ],
        "error.fridge.onlyLeft": [
            .english: "{path}: only {amount} of {title} left, so {quantity} cannot be consumed; nothing was changed (use --all to finish it)",
            .korean: "{path}: {title|이} {amount}만 남아서 {quantity|을} 쓸 수 없습니다. 아무것도 바꾸지 않았습니다(다 쓰려면 --all)",
        ],
        "error.field.problem": [
            .english: "`{field}`: {problem}",
            .korean: "`{field}`: {problem}",
        ],
        "error.cardDeck.noCardsAddOne": [
            .english: "there are no cards in the category `{category}`; add one with `kept new card TITLE --category {category}`",
            .korean: "`{category}` 분류에는 카드가 없습니다. `kept new card TITLE --category {category}`{|으로} 추가하세요",
        ],
        "error.cardDeck.noCardsInCategory": [
            .english: "there are no cards in the category `{category}`: the categories are {known}",
            .korean: "`{category}` 분류에는 카드가 없습니다: 분류는 {known}입니다",
        ],
        "error.location.howToWrite": [
            .english: "write it as `NAME LAT,LON` (e.g. `종로구 37.5735,126.9788`), `LAT,LON`, or just a name",
            .korean: "`이름 LAT,LON`(예: `종로구 37.5735,126.9788`), `LAT,LON`, 또는 이름만 쓰세요",
        ],
        "error.location.bothOrNeither": [
            .english: "give both lat and lon, or neither; {how}",
            .korean: "lat과 lon을 둘 다 주거나 둘 다 빼세요. {how}",
        ],
        "error.location.latitude": [
            .english: "latitude {value} is not between -90 and 90; {how}",
            .korean: "위도 {value|은} -90과 90 사이가 아닙니다. {how}",
        ],
        "error.location.longitude": [
            .english: "longitude {value} is not between -180 and 180; {how}",
            .korean: "경도 {value|은} -180과 180 사이가 아닙니다. {how}",
        ],
        "error.location.notMapping": [
            .english: "`{text}` is not a YAML mapping such as {name: 종로구, lat: 37.5735, lon: 126.9788}; {how}",
            .korean: "`{text}`{|은} {name: 종로구, lat: 37.5735, lon: 126.9788} 같은 YAML 매핑이 아닙니다. {how}",
        ],
        "error.location.unknownKey": [
            .english: "`{key}` is not part of a location: use name, lat and lon",
            .korean: "`{key}`{|은} 위치의 일부가 아닙니다: name, lat, lon을 쓰세요",
        ],
        "error.location.notDegrees": [
            .english: "`{key}: {value}` is not a number of degrees; {how}",
            .korean: "`{key}: {value}`{|은} 도 단위의 숫자가 아닙니다. {how}",
        ],
        "error.location.notPlace": [
            .english: "it is not a place: write it as {name: 종로구, lat: 37.5735, lon: 126.9788} (lat and lon in degrees)",
            .korean: "장소가 아닙니다: {name: 종로구, lat: 37.5735, lon: 126.9788}처럼 쓰세요(lat과 lon은 도 단위)",
        ],
        "error.editor.keptEditorMissing": [
            .english: "the editor `{program}` is not installed (from $KEPT_EDITOR); set $KEPT_EDITOR to an editor that is installed",
            .korean: "편집기 `{program}`{|이} 설치되어 있지 않습니다($KEPT_EDITOR에서). $KEPT_EDITOR를 설치된 편집기로 정하세요",
        ],
        "error.editor.variableEditorMissing": [
            .english: "the editor `{program}` is not installed (from ${variable}); set ${variable} or $KEPT_EDITOR",
            .korean: "편집기 `{program}`{|이} 설치되어 있지 않습니다(${variable}에서). ${variable|이나} $KEPT_EDITOR를 정하세요",
        ],
        "error.editor.defaultEditorMissing": [
            .english: "the editor `{program}` is not installed (the default when $KEPT_EDITOR, $VISUAL and $EDITOR are unset); set $EDITOR or $KEPT_EDITOR",
            .korean: "편집기 `{program}`{|이} 설치되어 있지 않습니다($KEPT_EDITOR, $VISUAL, $EDITOR가 없을 때의 기본값). $EDITOR나 $KEPT_EDITOR를 정하세요",
        ],
        "error.editor.cannotStart": [
            .english: "cannot start the editor `{command}`: {reason}; set $EDITOR or $KEPT_EDITOR",
            .korean: "편집기 `{command}`{|을} 시작할 수 없습니다: {reason}. $EDITOR나 $KEPT_EDITOR를 정하세요",
        ],
        "error.editor.exited": [
            .english: "the editor exited with status {status}; nothing was changed",
            .korean: "편집기가 상태 {status|으로} 끝났습니다. 아무것도 바꾸지 않았습니다",
        ],
        "error.editor.exitedStatus": [
            .english: "the editor exited with status {status}",
            .korean: "편집기가 상태 {status|으로} 끝났습니다",
        ],
        "error.editor.stopped": [
            .english: "stopped",
            .korean: "멈췄습니다",
        ],
        "error.editor.noDraft": [
            .english: "there is no draft at {path}: `kept drafts` lists the drafts kept holds",
            .korean: "{path}에 초안이 없습니다: `kept drafts`가 kept가 가진 초안을 나열합니다",
        ],
        "editSession.fixOrStop": [
            .english: "Press Enter to fix it in the editor, or type q to stop:",
            .korean: "편집기에서 고치려면 Enter를, 멈추려면 q를 누르세요:",
        ],
        "error.draft.notFound": [
            .english: "there is no draft at {name} (drafts live in {folder}): `kept drafts` lists them",
            .korean: "{name}에 초안이 없습니다(초안은 {folder}에 있습니다): `kept drafts`가 나열합니다",
        ],
        "error.draft.notADraft": [
            .english: "{name} is not one of kept's drafts (they live in {folder}); kept removes only those: `kept drafts` lists them",
            .korean: "{name|은} kept의 초안이 아닙니다(초안은 {folder}에 있습니다). kept는 초안만 지웁니다: `kept drafts`가 나열합니다",
        ],
        "error.place.notAPoint": [
            .english: "`{text}` is not a place: write latitude,longitude in degrees, e.g. `--near 37.5735,126.9788`",
            .korean: "`{text}`{|은} 장소가 아닙니다: 위도,경도를 도 단위로 쓰세요. 예: `--near 37.5735,126.9788`",
        ],
        "error.place.notADistance": [
            .english: "`{text}` is not a distance: write e.g. `--within 5km` or `--within 500m`",
            .korean: "`{text}`{|은} 거리가 아닙니다: `--within 5km`나 `--within 500m`처럼 쓰세요",
        ],
        "error.fieldEdit.unreadable": [
            .english: "its front matter cannot be read (line {line}: {problem}); fix it with `kept edit` first",
            .korean: "머리말을 읽을 수 없습니다({line}번째 줄: {problem}). 먼저 `kept edit`로 고치세요",
        ],
        "error.fieldEdit.flowStyle": [
            .english: "its front matter is written in flow style, with several keys on a line or with line breaks other than LF and CRLF (a lone CR, U+2028); edit it with `kept edit`",
            .korean: "머리말이 흐름 형식이거나, 한 줄에 키가 여럿이거나, LF와 CRLF가 아닌 줄바꿈(홀로 쓴 CR, U+2028)으로 쓰여 있습니다. `kept edit`로 고치세요",
        ],
        "error.fieldEdit.invalidKey": [
            .english: "`{key}` is not a field name: use letters, digits, `_` and `-` (e.g. `mood=calm`)",
            .korean: "`{key}`{|은} 필드 이름이 아닙니다: 글자, 숫자, `_`, `-`를 쓰세요(예: `mood=calm`)",
        ],
        "error.filter": [
            .english: "`{text}` is not a condition: write field=value, or use != < <= > >= ~ (e.g. `status=stocked`, `expires<=+3d`)",
            .korean: "`{text}`{|은} 조건이 아닙니다: field=value로 쓰거나 != < <= > >= ~를 쓰세요(예: `status=stocked`, `expires<=+3d`)",
        ],
        "error.search.emptyQuery": [
            .english: "give something to search for, e.g. `kept search 김치`, `kept search ㄱㅊ` or `kept search '\"IP 주소\"'`",
            .korean: "찾을 말을 주세요. 예: `kept search 김치`, `kept search ㄱㅊ`, `kept search '\"IP 주소\"'`",
        ],
        "error.search.notRecent": [
            .english: "`{query}` is not among the recent searches (see `kept search --recent`)",
            .korean: "`{query}`{|은} 최근에 찾은 말이 아닙니다(`kept search --recent` 참고)",
        ],
        "config.weekStart": [
            .english: "{file}: `{key}` is monday or sunday, not `{value}`",
            .korean: "{file}: `{key}`{|은} monday나 sunday입니다. `{value}`{|은} 안 됩니다",
        ],
        "fridge.calendar.nothing": [
            .english: "nothing expires in {month}",
            .korean: "{month}에는 유통기한이 끝나는 것이 없습니다",
        ],
        "onThisDay.nothing": [
            .english: "nothing written on {day} in earlier years",
            .korean: "예전 해의 {day}에 쓴 글이 없습니다",
        ],
        "error.entryProblem": [.english: "{path}:{line}:{column}: {problem}{excerpt}", .korean: "{path}:{line}:{column}: {problem}{excerpt}"],
    ]
}
