extension Catalogue {
    static let commands: Table = [
        "cli.cards.thereAreNoCards": [
            .english: "there are no cards yet: add one with `kept new card TITLE --category CATEGORY`",
            .korean: "아직 카드가 없습니다: `kept new card TITLE --category CATEGORY`로 추가하세요",
        ],
        "cli.check.entriesCheckedAllReadable.one": [
            .english: "{count} entry checked; all readable",
            .korean: "항목 {count}개를 검사했습니다. 모두 읽을 수 있습니다",
        ],
        "cli.check.entriesCheckedAllReadable.other": [
            .english: "{count} entries checked; all readable",
            .korean: "항목 {count}개를 검사했습니다. 모두 읽을 수 있습니다",
        ],
        "cli.check.entries.one": [.english: "{count} entry", .korean: "항목 {count}개"],
        "cli.check.entries.other": [.english: "{count} entries", .korean: "항목 {count}개"],
        "cli.clone.clonedInto": [
            .english: "cloned {RemoteURL} into {root}: {what}",
            .korean: "{RemoteURL|을} {root}에 복제했습니다: {what}",
        ],
        "cli.commit.nothingToCommit": [
            .english: "nothing to commit; the store is as its last commit",
            .korean: "커밋할 것이 없습니다. 보관함은 마지막 커밋 그대로입니다",
        ],
        "cli.conflicts.noConflictCopies": [
            .english: "no conflict copies",
            .korean: "충돌 사본이 없습니다",
        ],
        "cli.diaryWeather.noWeather": [
            .english: "no weather: {UserFacingError}",
            .korean: "날씨 없음: {UserFacingError}",
        ],
        "cli.drafts.removeOneOrAll": [
            .english: "give either --rm PATH or --all, not both",
            .korean: "--rm PATH와 --all 중 하나만 주세요",
        ],
        "cli.drafts.removed": [
            .english: "removed {path}",
            .korean: "{path|을} 지웠습니다",
        ],
        "cli.drafts.thereAreNoDrafts": [
            .english: "there are no drafts",
            .korean: "초안이 없습니다",
        ],
        "cli.edit.noChanges": [
            .english: "{path}: no changes",
            .korean: "{path}: 바뀐 것이 없습니다",
        ],
        "cli.editSession.draftCannotBeRead": [
            .english: "the draft cannot be read as UTF-8 text",
            .korean: "초안을 UTF-8 글로 읽을 수 없습니다",
        ],
        "cli.entryOutput.unknownFormat": [
            .english: "--format takes table, paths, json or a Mustache template such as '{{title}}', not `{format}`",
            .korean: "--format에는 table, paths, json, 또는 '{{title}}' 같은 Mustache 템플릿을 줍니다. `{format}`{|은} 안 됩니다",
        ],
        "cli.export.noEntriesMatch": [
            .english: "no entries match; nothing exported",
            .korean: "맞는 항목이 없어 아무것도 내보내지 않았습니다",
        ],
        "cli.export.entriesHaveNoLocation": [
            .english: "{missing} of {count} entries have no location with lat and lon; left out of the map",
            .korean: "항목 {count}개 중 {missing}개는 lat과 lon이 있는 위치가 없어 지도에서 뺐습니다",
        ],
        "cli.export.selfContainedIsForHTML": [
            .english: "--self-contained is for --to html: it puts the pictures inside the page",
            .korean: "--self-contained는 --to html에만 씁니다: 사진을 페이지 안에 넣습니다",
        ],
        "cli.export.mediaInsideStore": [
            .english: "-o {output} would put the page's files in {folder}, inside the store ({root}), which an export never changes: write the page elsewhere, or add --self-contained",
            .korean: "-o {output|으로는} 페이지의 파일이 보관함({root}) 안의 {folder}에 들어갑니다. 내보내기는 보관함을 바꾸지 않습니다: 페이지를 다른 곳에 쓰거나 --self-contained를 더하세요",
        ],
        "cli.export.copiedMedia.one": [
            .english: "copied {count} file the page links to into {folder}",
            .korean: "페이지가 가리키는 파일 {count}개를 {folder}에 복사했습니다",
        ],
        "cli.export.copiedMedia.other": [
            .english: "copied {count} files the page links to into {folder}",
            .korean: "페이지가 가리키는 파일 {count}개를 {folder}에 복사했습니다",
        ],
        "cli.export.missingMedia.one": [
            .english: "{count} link leads to no file of the store and shows broken on the page: {links}",
            .korean: "링크 {count}개가 보관함에 없는 파일을 가리켜 페이지에서 깨져 보입니다: {links}",
        ],
        "cli.export.missingMedia.other": [
            .english: "{count} links lead to no file of the store and show broken on the page: {links}",
            .korean: "링크 {count}개가 보관함에 없는 파일을 가리켜 페이지에서 깨져 보입니다: {links}",
        ],
        "cli.export.unknownFormat": [
            .english: "--to names the export format: {formats}, not `{name}`{hint}",
            .korean: "--to는 내보낼 형식입니다: {formats}. `{name}`{|은} 안 됩니다{hint}",
        ],
        "cli.export.outputInsideStore": [
            .english: "-o {output} is inside the store ({root}), which an export never changes: write it elsewhere, e.g. -o ~/{name}",
            .korean: "-o {output|은} 보관함({root}) 안에 있는데, 내보내기는 보관함을 바꾸지 않습니다: 다른 곳에 쓰세요. 예: -o ~/{name}",
        ],
        "cli.export.outputFolderMissing": [
            .english: "-o {output}: the folder {folder} does not exist; create it first (`mkdir -p {folder2}`) or write elsewhere",
            .korean: "-o {output}: {folder} 폴더가 없습니다. 먼저 만들거나(`mkdir -p {folder2}`) 다른 곳에 쓰세요",
        ],
        "cli.export.outputIsFolder": [
            .english: "-o {output} is a folder: give a file name in it, e.g. -o {output2}",
            .korean: "-o {output|은} 폴더입니다: 그 안의 파일 이름을 주세요. 예: -o {output2}",
        ],
        "cli.fridgeConsume.quantityOrAll": [
            .english: "give --quantity N or --all, not both",
            .korean: "--quantity N과 --all 중 하나만 주세요",
        ],
        "cli.fridgeConsume.discarded": [
            .english: "discarded {title} ({amount})",
            .korean: "{title|을} 버렸습니다({amount})",
        ],
        "cli.fridgeExpiring.notAWindow": [
            .english: "`{text}` is not a window of days: write 3d, 1w or 0d",
            .korean: "`{text}`{|은} 날수가 아닙니다: 3d, 1w, 0d처럼 쓰세요",
        ],
        "cli.fridgeShopping.alreadyOnShoppingList": [
            .english: "{path}: already on the shopping list; nothing changed",
            .korean: "{path}: 이미 장보기 목록에 있습니다. 아무것도 바꾸지 않았습니다",
        ],
        "cli.fridgeShopping.backOnShoppingList": [
            .english: "{title} is back on the shopping list ({amount})",
            .korean: "{title|을} 다시 장보기 목록에 올렸습니다({amount})",
        ],
        "cli.fridgeShopping.addedShoppingList": [
            .english: "added {title} to the shopping list: {path}",
            .korean: "{title|을} 장보기 목록에 추가했습니다: {path}",
        ],
        "cli.fridgeShopping.shoppingListEmptyFridge": [
            .english: "the shopping list is empty: `kept fridge buy NAME` adds to it",
            .korean: "장보기 목록이 비어 있습니다: `kept fridge buy NAME`으로 추가하세요",
        ],
        "cli.fridgeShopping.boughtStock": [
            .english: "bought {title}: {amount} in stock{expiry}",
            .korean: "{title|을} 샀습니다. 보관 중: {amount}{expiry}",
        ],
        "cli.fzf.cannotRunFzf": [
            .english: "cannot run fzf: {error}",
            .korean: "fzf를 실행할 수 없습니다: {error}",
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
        "cli.notifier.notifySendMissing": [
            .english: "`notify-send` was not found on PATH: install it (Debian/Ubuntu: `apt install libnotify-bin`) or run `kept remind` without --notify",
            .korean: "PATH에서 `notify-send`를 찾지 못했습니다: 설치하거나(Debian/Ubuntu: `apt install libnotify-bin`) --notify 없이 `kept remind`를 실행하세요",
        ],
        "cli.pick.fzfMissing": [
            .english: "kept pick needs fzf, which is not on PATH: install it (`apt install fzf`, `brew install fzf`) or use `kept list --format paths`",
            .korean: "kept pick에는 fzf가 필요한데 PATH에 없습니다: 설치하거나(`apt install fzf`, `brew install fzf`) `kept list --format paths`를 쓰세요",
        ],
        "cli.pick.noEntriesPickFrom": [
            .english: "no entries to pick from",
            .korean: "고를 항목이 없습니다",
        ],
        "cli.remind.countAtLeastOne": [
            .english: "--count must be 1 or more",
            .korean: "--count는 1 이상이어야 합니다",
        ],
        "cli.remind.installOrUninstall": [
            .english: "--install and --uninstall cannot go together",
            .korean: "--install과 --uninstall은 함께 쓸 수 없습니다",
        ],
        "cli.remind.everyNeedsInstall": [
            .english: "--every and --between go with --install",
            .korean: "--every와 --between은 --install과 함께 씁니다",
        ],
        "cli.remind.thereAreNoCards": [
            .english: "there are no cards to remind of: add one with `kept new card TITLE --category CATEGORY`",
            .korean: "알려 줄 카드가 없습니다: `kept new card TITLE --category CATEGORY`로 추가하세요",
        ],
        "cli.reminderInstaller.cannotWriteReminderUnits": [
            .english: "cannot write the reminder units: {localizedDescription}",
            .korean: "알림 유닛을 쓸 수 없습니다: {localizedDescription}",
        ],
        "cli.reminderInstaller.cannotRemove": [
            .english: "cannot remove: {localizedDescription}",
            .korean: "지울 수 없습니다: {localizedDescription}",
        ],
        "cli.remote.addedRemote": [
            .english: "added remote {name} {RemoteURL}",
            .korean: "원격 {name} {RemoteURL|을} 추가했습니다",
        ],
        "cli.remote.noRemotesAddOne": [
            .english: "no remotes: add one with `kept remote add origin URL`",
            .korean: "원격이 없습니다: `kept remote add origin URL`로 추가하세요",
        ],
        "cli.remote.removedRemote": [
            .english: "removed remote {name}",
            .korean: "원격 {name|을} 제거했습니다",
        ],
        "cli.resolve.resolvedRemoved": [
            .english: "resolved {original}: kept {kept}; removed {path}",
            .korean: "{original|을} 해결했습니다: {kept|을} 남기고 {path|을} 지웠습니다",
        ],
        "cli.resolve.textKeptInDraft": [
            .english: "{reason}\nyour text is kept in {draftPath}; `kept edit {info}` to carry what you want from it",
            .korean: "{reason}\n글은 {draftPath}에 남겨 두었습니다. `kept edit {info}`{|으로} 원하는 것을 옮기세요",
        ],
        "cli.resolve.keptBothAfterError": [
            .english: "{error}\nkept both {original} and {path}",
            .korean: "{error}\n{original|과} {path|을} 둘 다 남겼습니다",
        ],
        "cli.resolve.resolvedJoinedRemoved": [
            .english: "resolved {original}: joined; removed {path}",
            .korean: "{original|을} 해결했습니다: 합치고 {path|을} 지웠습니다",
        ],
        "cli.resolve.savedUnjoined": [
            .english: "{original} was saved as it was: kept both it and {path} (`kept resolve {info} --keep mine` drops the copy)",
            .korean: "{original|을} 그대로 저장했습니다: 그것과 {path|을} 둘 다 남겼습니다(`kept resolve {info} --keep mine`이 사본을 버립니다)",
        ],
        "cli.restore.alreadyAsItWas": [
            .english: "{path} is already as it was then; nothing changed",
            .korean: "{path|은} 이미 그때와 같습니다. 아무것도 바꾸지 않았습니다",
        ],
        "cli.review.limitAtLeastOne": [
            .english: "--limit must be 1 or more",
            .korean: "--limit는 1 이상이어야 합니다",
        ],
        "cli.search.oneHistoryOption": [
            .english: "use one of --recent, --forget and --forget-all",
            .korean: "--recent, --forget, --forget-all 중 하나만 쓰세요",
        ],
        "cli.search.historyOptionTakesNoQuery": [
            .english: "--recent, --forget and --forget-all take no query",
            .korean: "--recent, --forget, --forget-all에는 찾을 말을 주지 않습니다",
        ],
        "cli.search.noQuery": [
            .english: "give something to search for, e.g. `kept search 김치` or `kept search ㄱㅊ`",
            .korean: "찾을 말을 주세요. 예: `kept search 김치`, `kept search ㄱㅊ`",
        ],
        "cli.search.forgotSearch": [
            .english: "forgot the search `{RecentSearches}`",
            .korean: "찾은 말 `{RecentSearches}`{|을} 잊었습니다",
        ],
        "cli.search.nothingMatches": [
            .english: "nothing matches `{text}`",
            .korean: "`{text}`에 맞는 것이 없습니다",
        ],
        "cli.set.giveAtLeastOne": [
            .english: "give at least one key=value to set",
            .korean: "정할 key=value를 하나 이상 주세요",
        ],
        "cli.set.alreadySoNothingChanged": [
            .english: "{path}: already so; nothing changed",
            .korean: "{path}: 이미 그렇습니다. 아무것도 바꾸지 않았습니다",
        ],
        "cli.set.moved": [
            .english: "moved to {path}",
            .korean: "{path|으로} 옮겼습니다",
        ],
        "cli.share.nameAtLeastOne": [
            .english: "name at least one entry to share",
            .korean: "나눌 항목을 하나 이상 주세요",
        ],
        "cli.share.sharedWithoutItsFields": [
            .english: "{path}:{line}: {message}; shared without its fields (fix it with `kept edit`)",
            .korean: "{path}:{line}: {message}. 필드 없이 나눴습니다(`kept edit`로 고치세요)",
        ],
        "cli.share.copyFailed": [
            .english: "could not copy: {tools} failed (exit status {status}; is there a display?); here is the text:",
            .korean: "복사할 수 없습니다: {tools|이} 실패했습니다(종료 상태 {status}. 디스플레이가 있나요?). 글은 다음과 같습니다:",
        ],
        "cli.share.noClipboardToolFound": [
            .english: "no clipboard tool found: {installHint}; here is the text:",
            .korean: "클립보드 도구를 찾지 못했습니다: {installHint}. 글은 다음과 같습니다:",
        ],
        "error.resolve.attachment": [
            .english: "{copy} is a copy of an attachment, which is kept whole rather than joined in an editor: give `--keep mine` (this machine's) or `--keep theirs`",
            .korean: "{copy|은} 첨부 파일의 사본이라 편집기에서 합치지 않고 하나를 통째로 남깁니다: `--keep mine`(이 컴퓨터의 것)이나 `--keep theirs`를 주세요",
        ],
        "cli.sync.conflictCopyToJoin": [
            .english: "kept both versions of {ConflictCopy}: the other is {copy}; join them with `kept resolve {copy}`",
            .korean: "{ConflictCopy}의 두 버전을 모두 남겼습니다: 다른 쪽은 {copy}입니다. `kept resolve {copy}`{|으로} 합치세요",
        ],
        "cli.sync.conflictCopyToChoose": [
            .english: "kept both versions of {ConflictCopy}: the other is {copy}; look at both, then keep one with `kept resolve {copy} --keep mine` (or `--keep theirs`)",
            .korean: "{ConflictCopy}의 두 버전을 모두 남겼습니다: 다른 쪽은 {copy}입니다. 둘 다 본 뒤 `kept resolve {copy} --keep mine`(또는 `--keep theirs`)으로 하나를 남기세요",
        ],
        "cli.sync.andMoreConflictCopies": [
            .english: "and {summary} more conflict copies: `kept conflicts` lists them all",
            .korean: "충돌 사본이 {summary}개 더 있습니다: `kept conflicts`가 모두 나열합니다",
        ],
        "cli.today.openingTheEntry": [
            .english: "{day} already has an entry; opening it (`kept new diary {title}` writes another)",
            .korean: "{day}에는 이미 항목이 있어 그것을 엽니다(`kept new diary {title}`{|은} 하나 더 씁니다)",
        ],
        "cli.today.openingTheFirstEntry": [
            .english: "{day} has {count} entries; opening the first (others: {existing})",
            .korean: "{day}에는 항목이 {count}개 있어 첫 번째를 엽니다(나머지: {existing})",
        ],
        "cli.check.problems.one": [.english: "{count} problem in {entries}", .korean: "{entries}에서 문제 {count}개"],
        "cli.check.problems.other": [.english: "{count} problems in {entries}", .korean: "{entries}에서 문제 {count}개"],
        "cli.fridge.nothingExpiresWithin.one": [.english: "nothing expires within {count} day", .korean: "{count}일 안에 유통기한이 끝나는 것이 없습니다"],
        "cli.fridge.nothingExpiresWithin.other": [.english: "nothing expires within {count} days", .korean: "{count}일 안에 유통기한이 끝나는 것이 없습니다"],
        "cli.fridge.unknownStatus.one": [
            .english: "{count} item has a status kept does not know ({words}); `kept fridge list --all` shows it",
            .korean: "물건 {count}개의 상태를 kept가 모릅니다({words}). `kept fridge list --all`이 보여 줍니다",
        ],
        "cli.fridge.unknownStatus.other": [
            .english: "{count} items have a status kept does not know ({words}); `kept fridge list --all` shows them",
            .korean: "물건 {count}개의 상태를 kept가 모릅니다({words}). `kept fridge list --all`이 보여 줍니다",
        ],
        "cli.search.forgotRecent.one": [.english: "forgot {count} recent search", .korean: "최근에 찾은 말 {count}개를 잊었습니다"],
        "cli.search.forgotRecent.other": [.english: "forgot {count} recent searches", .korean: "최근에 찾은 말 {count}개를 잊었습니다"],
        "cli.share.copied.one": [
            .english: "copied {count} entry ({lines} lines) to the clipboard with {tool}",
            .korean: "항목 {count}개({lines}줄)를 {tool|으로} 클립보드에 복사했습니다",
        ],
        "cli.share.copied.other": [
            .english: "copied {count} entries ({lines} lines) to the clipboard with {tool}",
            .korean: "항목 {count}개({lines}줄)를 {tool|으로} 클립보드에 복사했습니다",
        ],
        "cli.export.exported.one": [.english: "exported {count} entry as {format} to {output}", .korean: "항목 {count}개를 {format|으로} {output}에 내보냈습니다"],
        "cli.export.exported.other": [.english: "exported {count} entries as {format} to {output}", .korean: "항목 {count}개를 {format|으로} {output}에 내보냈습니다"],
    ]
}
