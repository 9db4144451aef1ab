extension Catalogue {
    /// Sync, remotes, clones, conflicts and what a remote's trees may hold.
    static let sync: Table = [
        "check.conflictCopies.one": [.english: "{count} conflict copy from a sync (`kept conflicts` lists it): join each into its entry with `kept resolve COPY`", .korean: "동기화가 남긴 충돌 사본 {count}개(`kept conflicts`가 나열합니다): `kept resolve COPY`로 각각 그 항목에 합치세요"],
        "check.conflictCopies.other": [.english: "{count} conflict copies from a sync (`kept conflicts` lists them): join each into its entry with `kept resolve COPY`", .korean: "동기화가 남긴 충돌 사본 {count}개(`kept conflicts`가 나열합니다): `kept resolve COPY`로 각각 그 항목에 합치세요"],
        "check.syncInterrupted": [
            .english: "a sync was interrupted while writing files (bringing the store to {commit}); run `kept sync` to finish it (any kept command that changes something finishes it first; nothing it was writing is committed as an edit)",
            .korean: "동기화가 파일을 쓰던 중에 끊겼습니다(보관함을 {commit|으로} 맞추던 중). `kept sync`로 마저 끝내세요(무언가를 바꾸는 kept 명령은 모두 먼저 그것을 끝냅니다. 쓰던 파일이 편집으로 커밋되지는 않습니다)",
        ],
        "cli.clone.clonedInto": [
            .english: "cloned {RemoteURL} into {root}: {what}",
            .korean: "{RemoteURL|을} {root}에 복제했습니다: {what}",
        ],
        "cli.conflicts.noConflictCopies": [
            .english: "no conflict copies",
            .korean: "충돌 사본이 없습니다",
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
        "cli.resolve.keptBothAfterError": [
            .english: "{error}\nkept both {original} and {path}",
            .korean: "{error}\n{original|과} {path|을} 둘 다 남겼습니다",
        ],
        "cli.resolve.resolvedJoinedRemoved": [
            .english: "resolved {original}: joined; removed {path}",
            .korean: "{original|을} 해결했습니다: 합치고 {path|을} 지웠습니다",
        ],
        "cli.resolve.resolvedRemoved": [
            .english: "resolved {original}: kept {kept}; removed {path}",
            .korean: "{original|을} 해결했습니다: {kept|을} 남기고 {path|을} 지웠습니다",
        ],
        "cli.resolve.savedUnjoined": [
            .english: "{original} was saved as it was: kept both it and {path} (`kept resolve {info} --keep mine` drops the copy)",
            .korean: "{original|을} 그대로 저장했습니다: 그것과 {path|을} 둘 다 남겼습니다(`kept resolve {info} --keep mine`이 사본을 버립니다)",
        ],
        "cli.resolve.textKeptInDraft": [
            .english: "{reason}\nyour text is kept in {draftPath}; `kept edit {info}` to carry what you want from it",
            .korean: "{reason}\n글은 {draftPath}에 남겨 두었습니다. `kept edit {info}`{|으로} 원하는 것을 옮기세요",
        ],
        "cli.sync.andMoreConflictCopies": [
            .english: "and {summary} more conflict copies: `kept conflicts` lists them all",
            .korean: "충돌 사본이 {summary}개 더 있습니다: `kept conflicts`가 모두 나열합니다",
        ],
        "cli.sync.conflictCopyToChoose": [
            .english: "kept both versions of {ConflictCopy}: the other is {copy}; look at both, then keep one with `kept resolve {copy} --keep mine` (or `--keep theirs`)",
            .korean: "{ConflictCopy}의 두 버전을 모두 남겼습니다: 다른 쪽은 {copy}입니다. 둘 다 본 뒤 `kept resolve {copy} --keep mine`(또는 `--keep theirs`)으로 하나를 남기세요",
        ],
        "cli.sync.conflictCopyToJoin": [
            .english: "kept both versions of {ConflictCopy}: the other is {copy}; join them with `kept resolve {copy}`",
            .korean: "{ConflictCopy}의 두 버전을 모두 남겼습니다: 다른 쪽은 {copy}입니다. `kept resolve {copy}`{|으로} 합치세요",
        ],
        "cli.sync.repacked": [
            .english: "{remote}: repacked {count} packs into one",
            .korean: "{remote}: 팩 {count}개를 하나로 다시 묶었습니다",
        ],
        "cli.sync.rewroteDamagedRemote": [
            .english: "{remote}: wrote the damaged encrypted remote again from this machine's copy, sealed with the store key",
            .korean: "{remote}: 손상된 암호화 원격을 이 컴퓨터의 사본으로 다시 썼습니다(보관함 키로 봉인)",
        ],
        "clone.cannotMoveIntoPlace": [
            .english: "the clone is whole in {staging} but cannot be moved here ({reason}); move what is in it here yourself",
            .korean: "복제본은 {staging}에 온전히 있지만 여기로 옮길 수 없습니다({reason}). 그 안의 것을 직접 여기로 옮기세요",
        ],
        "clone.emptyStore": [.english: "an empty store (commit with kept, then `kept sync` pushes it)", .korean: "빈 보관함(kept로 커밋하면 `kept sync`가 올립니다)"],
        "conflictCopy.line": [.english: "conflict copy {path}: kept resolve {quoted}", .korean: "충돌 사본 {path}: kept resolve {quoted}"],
        "error.kindTemplate.unknownMergeRule": [
            .english: "merge rule `{raw}` of `{key}` is not one kept knows ({FieldMergeRule})",
            .korean: "`{key}`의 합치기 규칙 `{raw}`{|은} kept가 아는 것({FieldMergeRule})이 아닙니다",
        ],
        "error.remotes.folderNotEmpty": [
            .english: "already exists and is not empty: clone into a new folder (`kept clone URL DIR`)",
            .korean: "이미 있고 비어 있지 않습니다: 새 폴더에 복제하세요(`kept clone URL DIR`)",
        ],
        "error.resolve.attachment": [
            .english: "{copy} is a copy of an attachment, which is kept whole rather than joined in an editor: give `--keep mine` (this machine's) or `--keep theirs`",
            .korean: "{copy|은} 첨부 파일의 사본이라 편집기에서 합치지 않고 하나를 통째로 남깁니다: `--keep mine`(이 컴퓨터의 것)이나 `--keep theirs`를 주세요",
        ],
        "error.resolve.cannotReadConflictCopy": [
            .english: "cannot read the conflict copy (it may have been resolved already)",
            .korean: "충돌 사본을 읽을 수 없습니다(이미 해결되었을 수 있습니다)",
        ],
        "error.resolve.changedMeanwhile": [
            .english: "{original} changed while you were editing (a sync or another kept wrote it): nothing was changed; see the change with `kept log {copy}` and carry it into your text",
            .korean: "편집하는 동안 {original|이} 바뀌었습니다(동기화나 다른 kept가 썼습니다): 아무것도 바꾸지 않았습니다. `kept log {copy}`{|으로} 바뀐 것을 보고 글에 옮기세요",
        ],
        "error.resolve.hasNoConflictCopy": [
            .english: "{original} has no conflict copy beside it: `kept conflicts` lists the copies there are",
            .korean: "{original} 옆에는 충돌 사본이 없습니다: `kept conflicts`가 있는 사본을 나열합니다",
        ],
        "error.resolve.removedHereChangedThere": [
            .english: "{original} was removed on this machine while the other changed it; `kept resolve {path} --keep theirs` puts the copy back in its place, `--keep mine` removes the copy",
            .korean: "{original|은} 다른 컴퓨터가 고치는 동안 이 컴퓨터에서 지워졌습니다. `kept resolve {path} --keep theirs`는 사본을 제자리에 되돌리고, `--keep mine`은 사본을 지웁니다",
        ],
        "error.resolve.resolvedMeanwhile": [
            .english: "{path} was resolved by another kept while you were editing: {original} was left as that made it, nothing was changed",
            .korean: "편집하는 동안 다른 kept가 {path|을} 해결했습니다: {original|은} 그것이 만든 대로 두었고, 아무것도 바꾸지 않았습니다",
        ],
        "gate.absolute": [.english: "the path is absolute (starts with /)", .korean: "절대 경로입니다(/로 시작함)"],
        "gate.backslash": [.english: "the path holds a backslash, a folder separator on Windows", .korean: "경로에 백슬래시가 있습니다(Windows의 폴더 구분자)"],
        "gate.dotComponent": [.english: "the path has a `{name}` part, which names a folder (this one or the one above), never a file in it", .korean: "경로에 `{name}` 구성 요소가 있습니다. 이것은 폴더 자신이나 그 위 폴더를 가리킬 뿐, 그 안의 파일을 가리키지 않습니다"],
        "gate.empty": [.english: "the path is empty", .korean: "경로가 비어 있습니다"],
        "gate.emptyComponent": [.english: "the path has an empty part (`//` or a trailing `/`)", .korean: "경로에 빈 구성 요소가 있습니다(`//` 또는 맨 끝의 `/`)"],
        "gate.gitFolder": [.english: "`{name}` is git's own folder (in one of the spellings Windows or macOS read as `.git`), which no file of the store may be in", .korean: "`{name}`{|은} git 전용 폴더입니다(Windows나 macOS가 `.git`으로 읽는 표기 중 하나). 보관함의 파일은 그 안에 있을 수 없습니다"],
        "gate.notUTF8": [.english: "the path is not UTF-8 text", .korean: "경로가 UTF-8로 인코딩되어 있지 않습니다"],
        "gate.nul": [.english: "the path holds a NUL byte", .korean: "경로에 NUL 바이트가 있습니다"],
        "help.clone.abstract": [
            .english: "Make a store from a remote (an empty remote too: the store starts on main).",
            .korean: "원격 저장소에서 보관함을 만듭니다(빈 원격도 됩니다: 보관함은 main에서 시작합니다).",
        ],
        "help.conflicts.abstract": [
            .english: "List the conflict copies a sync kept beside entries it could not join.",
            .korean: "동기화가 합치지 못해 항목 옆에 남겨 둔 충돌 사본을 나열합니다.",
        ],
        "help.conflicts.discussion": [
            .english: "Copies in every kind's folder and in .kept/ (config, templates) are listed. `kept resolve COPY` joins one into its entry (in $EDITOR, or --keep mine|theirs).",
            .korean: "모든 종류의 폴더와 .kept/(설정, 템플릿)의 사본을 나열합니다. `kept resolve COPY`가 사본 하나를 그 항목에 합칩니다($EDITOR에서, 또는 --keep mine|theirs로).",
        ],
        "help.remote.abstract": [
            .english: "Add, list and remove the remotes `kept sync` shares the store through.",
            .korean: "`kept sync`가 보관함을 나누는 원격 저장소를 추가, 나열, 제거합니다.",
        ],
        "help.remote.add.abstract": [
            .english: "Add a remote.",
            .korean: "원격 저장소를 추가합니다.",
        ],
        "help.remote.list.abstract": [
            .english: "List the remotes.",
            .korean: "원격 저장소를 나열합니다.",
        ],
        "help.remote.remove.abstract": [
            .english: "Remove a remote (the remote's data is untouched).",
            .korean: "원격 저장소를 제거합니다(원격의 데이터는 그대로입니다).",
        ],
        "help.resolve.abstract": [
            .english: "Join a conflict copy a sync kept into its entry, then remove the copy (one commit).",
            .korean: "동기화가 남긴 충돌 사본을 그 항목에 합치고 사본을 지웁니다(커밋 하나).",
        ],
        "help.resolve.discussion": [
            .english: "COPY is the copy's path, or the entry it sits beside (path or title). With --keep mine the entry stays as this machine has it; with --keep theirs the copy's version takes its place. On the machine a copy is named after (conflict-<this machine>), the copy is this machine's version: --keep mine keeps it. Without --keep, $EDITOR opens the entry with the copy's differing fields and lines below a separator line: move what you want above it and save. Saving it unchanged, or with front matter kept cannot read, keeps both files.",
            .korean: "COPY는 사본의 경로, 또는 사본이 옆에 있는 항목(경로나 제목)입니다. --keep mine이면 항목이 이 컴퓨터의 것 그대로 남고, --keep theirs이면 사본의 버전이 그 자리를 차지합니다. 사본 이름에 적힌 컴퓨터(conflict-<이 컴퓨터>)에서는 사본이 이 컴퓨터의 버전입니다: --keep mine이 그것을 남깁니다. --keep이 없으면 $EDITOR가 항목을 열고, 사본에서 다른 필드와 줄을 구분선 아래에 둡니다: 원하는 것을 위로 옮기고 저장하세요. 바꾸지 않고 저장하거나, kept가 읽을 수 없는 머리말로 저장하면 두 파일을 모두 남깁니다.",
        ],
        "help.sync.abstract": [
            .english: "Commit pending edits, fetch, merge and push: share the store with your other machines.",
            .korean: "남은 편집을 커밋하고 가져오고 합치고 올립니다: 보관함을 다른 컴퓨터와 나눕니다.",
        ],
        "help.sync.discussion": [
            .english: "Syncs with REMOTE, else `origin`, else the only remote. An entry changed on both machines is joined field by field and line by line; what still collides keeps this machine's version at its path and the other's beside it as <name>.conflict-<machine>-<YYYYMMDD>.md (see `kept conflicts`). This machine's name is $KEPT_MACHINE, else the host name. ssh uses ssh-agent, then ~/.ssh/id_ed25519 or id_ecdsa (passphrase from $KEPT_SSH_PASSPHRASE) and checks ~/.ssh/known_hosts; https uses the token in $KEPT_GIT_TOKEN.",
            .korean: "REMOTE와, 없으면 `origin`과, 없으면 하나뿐인 원격과 동기화합니다. 두 컴퓨터에서 바뀐 항목은 필드별, 줄별로 합칩니다. 그래도 부딪치는 것은 이 컴퓨터의 버전을 그 경로에 두고 다른 쪽 버전을 그 옆에 <이름>.conflict-<컴퓨터>-<YYYYMMDD>.md로 둡니다(`kept conflicts` 참고). 이 컴퓨터의 이름은 $KEPT_MACHINE, 없으면 호스트 이름입니다. ssh는 ssh-agent, 다음으로 ~/.ssh/id_ed25519나 id_ecdsa(암호 문구는 $KEPT_SSH_PASSPHRASE)를 쓰고 ~/.ssh/known_hosts를 확인합니다. https는 $KEPT_GIT_TOKEN의 토큰을 씁니다.",
        ],
        "import.dayone.noJournal": [
            .english: "no Day One journal here: give Day One's JSON export (the .zip, or the folder holding Journal.json)",
            .korean: "Day One 일기가 없습니다: Day One의 JSON 내보내기(.zip, 또는 Journal.json이 든 폴더)를 주세요",
        ],
        "import.dayone.unknownJournal": [
            .english: "the export has no journal `{journal}`; it has: {journals}",
            .korean: "내보내기에 `{journal}` 일기가 없습니다. 있는 것: {journals}",
        ],
        "init.aClone": [.english: "a clone", .korean: "클론"],
        "journal.cannotFinish": [
            .english: "cannot finish the sync that was interrupted ({journal})",
            .korean: "끊긴 동기화를 마저 끝낼 수 없습니다({journal})",
        ],
        "journal.throughLink": [
            .english: "the sync would write it through {link}, a symbolic link to {target} outside the store; kept never writes through one: replace the link with a real folder and run `kept sync` again",
            .korean: "동기화가 보관함 밖의 {target|을} 가리키는 심볼릭 링크 {link|을} 거쳐 이것을 쓰게 됩니다. kept는 링크를 거쳐 쓰지 않습니다: 링크를 실제 폴더로 바꾸고 `kept sync`를 다시 실행하세요",
        ],
        "machine.gitOperation.merge": [
            .english: "a `git merge` is in progress: finish it with `git commit` (after resolving and `git add`) or undo it with `git merge --abort`",
            .korean: "`git merge`가 진행 중입니다: (충돌을 해결하고 `git add`한 뒤) `git commit`으로 마치거나 `git merge --abort`로 되돌리세요",
        ],
        "option.clone.allowHttp": [
            .english: "Let $KEPT_GIT_TOKEN go to this plain http:// remote, unencrypted (refused otherwise).",
            .korean: "$KEPT_GIT_TOKEN을 이 평범한 http:// 원격에 암호화 없이 보냅니다(아니면 거절).",
        ],
        "option.clone.dir": [.english: "Where the store goes (default: the URL's last part, without .git).", .korean: "보관함을 둘 곳(기본: URL의 마지막 부분에서 .git을 뺀 것)."],
        "option.clone.url": [.english: "A folder, file://, ssh://host/path, user@host:path or https://… URL.", .korean: "폴더, file://, ssh://host/path, user@host:path, https://… URL."],
        "option.import.journal": [.english: "Day One: import only this journal of several.", .korean: "Day One: 여러 일기 중 이 일기만 가져옵니다."],
        "option.remote.add.allowHttp": [.english: "Let $KEPT_GIT_TOKEN go to this plain http:// remote, unencrypted (refused otherwise).", .korean: "$KEPT_GIT_TOKEN을 이 평범한 http:// 원격에 암호화 없이 보냅니다(아니면 거절)."],
        "option.remote.add.encrypt": [
            .english: "Put only ciphertext on this remote: packs and a manifest sealed with the store key.",
            .korean: "이 원격에는 암호문만 올립니다: 보관함 키로 봉인한 팩과 매니페스트.",
        ],
        "option.remote.add.name": [.english: "Its name, e.g. origin.", .korean: "이름. 예: origin."],
        "option.remote.add.url": [.english: "A folder, file://, ssh://host/path, user@host:path or https://… URL.", .korean: "폴더, file://, ssh://host/path, user@host:path, https://… URL."],
        "option.remote.removeRemote.name": [.english: "The remote's name.", .korean: "원격의 이름."],
        "option.resolve.copy": [.english: "The conflict copy, or the entry it sits beside.", .korean: "충돌 사본, 또는 그 옆의 항목."],
        "option.resolve.draft": [.english: "Resume from a draft kept by an earlier attempt.", .korean: "앞선 시도에서 남긴 초안에서 이어 씁니다."],
        "option.resolve.keep": [.english: "Keep one version whole: mine (this machine's) or theirs (the other machine's).", .korean: "한 버전을 통째로 남깁니다: mine(이 컴퓨터의 것) 또는 theirs(다른 컴퓨터의 것)."],
        "option.sync.remote": [.english: "The remote to sync with (default: origin, or the only one).", .korean: "동기화할 원격(기본: origin, 또는 하나뿐인 것)."],
        "option.sync.repack": [
            .english: "Rewrite an encrypted remote as one pack with no history.",
            .korean: "암호화된 원격을 기록 없는 팩 하나로 다시 씁니다.",
        ],
        "overview.conflicts.one": [.english: "{count} conflict: kept conflicts", .korean: "충돌 {count}개: kept conflicts"],
        "overview.conflicts.other": [.english: "{count} conflicts: kept conflicts", .korean: "충돌 {count}개: kept conflicts"],
        "overview.neverSynced": [.english: "never synced on this machine", .korean: "이 컴퓨터에서 동기화한 적 없음"],
        "overview.notSyncedSince": [.english: "not synced since {day}", .korean: "{day} 이후 동기화하지 않음"],
        "overview.runSync": [.english: "{notes}: run `kept sync`", .korean: "{notes}: `kept sync`를 실행하세요"],
        "problem.conflictMarker": [.english: "a merge conflict marker is left in the file; keep one side and delete the markers", .korean: "파일에 병합 충돌 표시가 남아 있습니다. 한쪽을 남기고 표시를 지우세요"],
        "problem.mergeNotMapping": [.english: "a merge key `<<` must be followed by a mapping (`<<: *defaults`) or a list of mappings (`<<: [*a, *b]`); YAML readers refuse anything else: fix or remove the `<<` line", .korean: "병합 키 `<<` 뒤에는 맵(`<<: *defaults`)이나 맵의 목록(`<<: [*a, *b]`)이 와야 합니다. 그 밖의 값은 다른 YAML 도구들도 거부합니다: `<<` 줄을 고치거나 지우세요"],
        "resolve.copyHasNo": [.english: "(the copy has no {key})", .korean: "(사본에는 {key|이} 없음)"],
        "resolve.copysVersion": [.english: "the copy's version", .korean: "사본의 버전"],
        "resolve.fieldsThatDiffer": [.english: "The copy's fields that differ:", .korean: "사본에서 다른 필드:"],
        "resolve.linesOnlyCopyHas": [.english: "Lines only the copy has:", .korean: "사본에만 있는 줄:"],
        "resolve.nothingResolved": [.english: "nothing resolved; kept both {original} and {path}", .korean: "아무것도 해결하지 않았습니다. {original|과} {path|을} 둘 다 남겼습니다"],
        "resolve.otherMachinesVersion": [.english: "the other machine's version", .korean: "다른 컴퓨터의 버전"],
        "resolve.separator": [.english: "move what you keep from below above this line; this line and all below it are dropped when you save (copy: {copy})", .korean: "남길 것을 아래에서 이 줄 위로 옮기세요. 저장하면 이 줄과 그 아래는 모두 버려집니다(사본: {copy})"],
        "resolve.thisMachinesVersion": [.english: "this machine's version", .korean: "이 컴퓨터의 버전"],
        "search.conflictCopy": [.english: "(conflict copy: kept conflicts)", .korean: "(충돌 사본: kept conflicts)"],
        "sync.addOne": [
            .english: "add one with `kept remote add origin URL` (a folder, file://, ssh://host/path, user@host:path or https://…)",
            .korean: "`kept remote add origin URL`로 추가하세요(폴더, file://, ssh://host/path, user@host:path, https://…)",
        ],
        "sync.addWithoutPassword": [
            .english: "add it without one and put the token in KEPT_GIT_TOKEN when you sync: kept never writes a token down",
            .korean: "그것 없이 추가하고 동기화할 때 토큰을 KEPT_GIT_TOKEN에 넣으세요: kept는 토큰을 어디에도 적지 않습니다",
        ],
        "sync.checkReachable": [
            .english: "check that {url} is reachable and is a git repository (`kept remote list` shows the URL), then run `{retry}` again",
            .korean: "{url}에 닿을 수 있고 git 저장소인지 확인한 뒤(`kept remote list`가 URL을 보여 줍니다) `{retry}`{|을} 다시 실행하세요",
        ],
        "sync.checkReachableSafe": [
            .english: "check that {url} is reachable and is a git repository (`kept remote list` shows the URL), then run `{retry}` again; your commits are safe",
            .korean: "{url}에 닿을 수 있고 git 저장소인지 확인한 뒤(`kept remote list`가 URL을 보여 줍니다) `{retry}`{|을} 다시 실행하세요. 커밋은 안전합니다",
        ],
        "sync.checkThePath": [
            .english: "check the path (is the disk mounted?); a new empty remote is made with `git init --bare {folder}`, then run `{retry}` again",
            .korean: "경로를 확인하세요(디스크가 연결되어 있나요?). 빈 원격은 `git init --bare {folder}`{|으로} 만들고, 그다음 `{retry}`{|을} 다시 실행하세요",
        ],
        "sync.cloneWithoutPassword": [
            .english: "clone without it and put the token in KEPT_GIT_TOKEN: kept never writes a token down",
            .korean: "그것 없이 복제하고 토큰을 KEPT_GIT_TOKEN에 넣으세요: kept는 토큰을 어디에도 적지 않습니다",
        ],
        "sync.deletedHereEditedThere": [
            .english: "kept '{title}': deleted on this machine, edited on {machine} — `kept rm {path}` again to delete it",
            .korean: "'{title}'{|을} 지우지 않고 남겨 두었습니다. 이 컴퓨터에서는 지웠지만 {machine}에서 고쳤기 때문입니다. 그래도 지우려면 `kept rm {path}`{|을} 다시 실행하세요",
        ],
        "sync.deletedThereEditedHere": [
            .english: "kept '{title}': deleted on {machine}, edited on this machine — `kept rm {path}` again to delete it",
            .korean: "'{title}'{|을} 지우지 않고 남겨 두었습니다. {machine}에서는 지웠지만 이 컴퓨터에서 고쳤기 때문입니다. 그래도 지우려면 `kept rm {path}`{|을} 다시 실행하세요",
        ],
        "sync.failed": [
            .english: "{remote}: {step} failed: {reason}",
            .korean: "{remote}: {step} 실패: {reason}",
        ],
        "sync.failedWithAdvice": [
            .english: "{failed}\n{advice}",
            .korean: "{failed}\n{advice}",
        ],
        "sync.fixTheLogin": [
            .english: "nothing was changed; fix the login and run `{retry}` again",
            .korean: "아무것도 바꾸지 않았습니다. 로그인을 고치고 `{retry}`{|을} 다시 실행하세요",
        ],
        "sync.itsRemotes": [
            .english: "its remotes are: {remotes}",
            .korean: "원격은 다음과 같습니다: {remotes}",
        ],
        "sync.journal.dropped": [
            .english: "dropped the sync to {to} an older kept left unfinished ({journal}): commit {commit} holds `{path}`, which kept never writes: {reason}. {count} files it had written inside the store are back as your last commit has them; what it may have written outside the store, kept cannot tell. `kept sync` says how to fix the remote",
            .korean: "예전 kept가 끝내지 못한 {to|으로의} 동기화를 버렸습니다({journal}): 커밋 {commit}에 `{path}`{|이} 있는데, kept는 이것을 쓰지 않습니다: {reason}. 그 동기화가 보관함 안에 쓴 파일 {count}개는 마지막 커밋의 내용으로 되돌렸습니다. 보관함 밖에 무엇을 썼는지는 kept가 알 수 없습니다. 원격을 고치는 방법은 `kept sync`가 알려 줍니다",
        ],
        "sync.libgit2": [
            .english: "{message} (libgit2 error {code})",
            .korean: "{message}(libgit2 오류 {code})",
        ],
        "sync.massDeletion": [
            .english: "{count} of the store's {total} entries were deleted outside kept; a sync does not send that to your other machines on its own",
            .korean: "보관함 항목 {total}개 중 {count}개가 kept 밖에서 지워졌습니다. 동기화는 이것을 다른 컴퓨터로 저절로 보내지 않습니다",
        ],
        "sync.massDeletionAdvice": [
            .english: "if you deleted them, `kept commit` records it and `kept sync` then sends it; if not, `git status` lists them and `git checkout HEAD -- PATH` brings one back",
            .korean: "직접 지웠다면 `kept commit`으로 기록한 뒤 `kept sync`로 보내세요. 아니라면 `git status`가 목록을 보여 주고 `git checkout HEAD -- 경로`로 하나씩 되살릴 수 있습니다",
        ],
        "sync.nameOne": [
            .english: "name one: {commands}",
            .korean: "하나를 고르세요: {commands}",
        ],
        "sync.noOrigin": [
            .english: "this store has {count} remotes and none is called origin",
            .korean: "이 보관함에는 원격이 {count}개 있지만 origin이라는 것은 없습니다",
        ],
        "sync.noRemote": [
            .english: "this store has no remote to sync with",
            .korean: "이 보관함에는 동기화할 원격이 없습니다",
        ],
        "sync.noRemoteCalled": [
            .english: "this store has no remote called `{name}`",
            .korean: "이 보관함에는 `{name}`{|이라는} 원격이 없습니다",
        ],
        "sync.noRemotesAtAll": [
            .english: "it has no remotes at all",
            .korean: "원격이 하나도 없습니다",
        ],
        "sync.noRepositoryAt": [
            .english: "there is no repository at {folder}",
            .korean: "{folder}에 저장소가 없습니다",
        ],
        "sync.notARemoteName": [
            .english: "`{name}` is not a remote name",
            .korean: "`{name}`{|은} 원격 이름이 아닙니다",
        ],
        "sync.onlyTrustedHosts": [
            .english: "nothing was sent or received; kept only talks to hosts it can trust",
            .korean: "아무것도 보내거나 받지 않았습니다. kept는 믿을 수 있는 호스트하고만 이야기합니다",
        ],
        "sync.pushRefused": [
            .english: "the remote refused {branch} {times} times: {reason}",
            .korean: "원격이 {branch|을} {times}번 거절했습니다: {reason}",
        ],
        "sync.pushRefusedAdvice": [
            .english: "another machine may be pushing right now, or the remote refuses pushes to {branch}; everything is committed here, run `kept sync` again",
            .korean: "다른 컴퓨터가 지금 올리고 있거나 원격이 {branch|으로} 올리기를 거절합니다. 여기서는 모두 커밋되었으니 `kept sync`를 다시 실행하세요",
        ],
        "sync.remoteExists": [
            .english: "a remote called `{name}` already exists ({url})",
            .korean: "`{name}`{|이라는} 원격이 이미 있습니다({url})",
        ],
        "sync.remoteNameLetters": [
            .english: "use letters, digits, `-`, `_` and `.`, e.g. `origin` or `usb`",
            .korean: "글자, 숫자, `-`, `_`, `.`를 쓰세요. 예: `origin`, `usb`",
        ],
        "sync.removeItFirst": [
            .english: "remove it first with `kept remote remove {name}`, or choose another name",
            .korean: "먼저 `kept remote remove {name}`{|으로} 제거하거나 다른 이름을 고르세요",
        ],
        "sync.someRemotesFailed": [
            .english: "not synced with {remotes} (above: why); the other remotes are synced",
            .korean: "{remotes|과} 동기화하지 못했습니다(이유는 위에 있습니다). 다른 원격과는 동기화했습니다",
        ],
        "sync.step.add the remote": [
            .english: "add the remote",
            .korean: "원격 추가",
        ],
        "sync.step.clone": [
            .english: "clone",
            .korean: "복제",
        ],
        "sync.step.commit the edits made outside kept": [
            .english: "commit the edits made outside kept",
            .korean: "kept 밖에서 한 편집 커밋",
        ],
        "sync.step.count commits": [
            .english: "count commits",
            .korean: "커밋 세기",
        ],
        "sync.step.fetch": [
            .english: "fetch",
            .korean: "가져오기",
        ],
        "sync.step.find a remote": [
            .english: "find a remote",
            .korean: "원격 찾기",
        ],
        "sync.step.find the remote": [
            .english: "find the remote",
            .korean: "원격 찾기",
        ],
        "sync.step.finish the interrupted sync": [
            .english: "finish the interrupted sync",
            .korean: "중단된 동기화 마치기",
        ],
        "sync.step.note --allow-http in .git/config": [
            .english: "note --allow-http in .git/config",
            .korean: ".git/config에 --allow-http 적어 두기",
        ],
        "sync.step.push": [
            .english: "push",
            .korean: "올리기",
        ],
        "sync.step.read HEAD": [
            .english: "read HEAD",
            .korean: "HEAD 읽기",
        ],
        "sync.step.read the current branch": [
            .english: "read the current branch",
            .korean: "현재 브랜치 읽기",
        ],
        "sync.step.read the remotes": [
            .english: "read the remotes",
            .korean: "원격 읽기",
        ],
        "sync.step.remove the remote": [
            .english: "remove the remote",
            .korean: "원격 제거",
        ],
        "sync.step.repack": [
            .english: "repack",
            .korean: "다시 묶기",
        ],
        "sync.summary.copies.one": [.english: "kept {count} conflict copy", .korean: "충돌 사본 {count}개 남김"],
        "sync.summary.copies.other": [.english: "kept {count} conflict copies", .korean: "충돌 사본 {count}개 남김"],
        "sync.summary.merged": [.english: "merged {count}", .korean: "합침 {count}"],
        "sync.summary.outsideEditsCommitted.one": [.english: "committed {count} outside edit", .korean: "밖에서 고친 것 {count}개 커밋"],
        "sync.summary.outsideEditsCommitted.other": [.english: "committed {count} outside edits", .korean: "밖에서 고친 것 {count}개 커밋"],
        "sync.summary.pulled": [.english: "pulled {count}", .korean: "받음 {count}"],
        "sync.summary.pushed": [.english: "pushed {count}", .korean: "올림 {count}"],
        "sync.tree.gitlink": [
            .english: "it is a gitlink (a commit of another repository, a submodule), which kept never writes",
            .korean: "gitlink(다른 저장소의 커밋, 서브모듈)이기 때문입니다. kept는 이것을 쓰지 않습니다",
        ],
        "sync.tree.keptState": [
            .english: "`.kept/state/` and `.kept/cache/` hold this machine's own state and `.kept` is a folder: a remote never writes there",
            .korean: "`.kept/state/`와 `.kept/cache/`는 이 컴퓨터만의 상태이고 `.kept`는 폴더여야 합니다. 원격은 그곳에 쓰지 않습니다",
        ],
        "sync.tree.misordered": [
            .english: "the names of its folder are out of git's order or one is there twice (git fsck refuses such a tree)",
            .korean: "그 폴더의 이름들이 git의 순서가 아니거나 같은 이름이 두 번 있습니다(git fsck도 이런 트리를 거부합니다)",
        ],
        // A remote's tree refused before a byte of it is written (ArrivingTree).
        "sync.tree.refused": [
            .english: "commit {commit} holds `{path}`, which kept never writes: {reason}. Nothing of that commit was written: your files, your branch and .git are as they were, and nothing was pushed",
            .korean: "커밋 {commit}에 `{path}`{|이} 있는데, kept는 이것을 쓰지 않습니다: {reason}. 그 커밋의 내용은 한 바이트도 쓰지 않았습니다. 파일과 브랜치, .git은 그대로이고 아무것도 올리지 않았습니다",
        ],
        "sync.tree.refusedAdvice": [
            .english: "`git log --stat {remote}/{branch}` shows that commit. Fix the remote: on a machine you trust, undo it (`git revert {commit}`, or remove the path) and push; then run `kept sync` again. Until then every other command works here, and your new commits wait on this machine",
            .korean: "`git log --stat {remote}/{branch}`{|으로} 그 커밋을 볼 수 있습니다. 믿을 수 있는 컴퓨터에서 그 커밋을 되돌리고(`git revert {commit}`, 또는 그 경로를 지우고) 올려서 원격을 고친 다음 `kept sync`를 다시 실행하세요. 그동안 다른 명령은 모두 그대로 쓸 수 있고, 새 커밋은 이 컴퓨터에 남아 있습니다",
        ],
        "sync.tree.refusedClone": [
            .english: "commit {commit} holds `{path}`, which kept never writes: {reason}. Nothing was cloned",
            .korean: "커밋 {commit}에 `{path}`{|이} 있는데, kept는 이것을 쓰지 않습니다: {reason}. 아무것도 클론하지 않았습니다",
        ],
        "sync.tree.refusedCloneAdvice": [
            .english: "`git clone --no-checkout` of the remote, then `git log --stat {branch}`, shows that commit. Fix the remote: on a machine you trust, undo it (`git revert {commit}`, or remove the path) and push; then clone again",
            .korean: "원격을 `git clone --no-checkout`으로 받은 다음 `git log --stat {branch}`{|으로} 그 커밋을 볼 수 있습니다. 믿을 수 있는 컴퓨터에서 그 커밋을 되돌리고(`git revert {commit}`, 또는 그 경로를 지우고) 올려서 원격을 고친 다음 다시 클론하세요",
        ],
        "sync.tree.slashInName": [
            .english: "a name on its way holds `/`, which no file name can",
            .korean: "경로의 이름 하나에 `/`가 들어 있습니다. 파일 이름에는 `/`가 들어갈 수 없습니다",
        ],
        "sync.tree.symlink": [
            .english: "it is a symbolic link, and kept never writes a link into the store (one could lead anywhere outside it)",
            .korean: "심볼릭 링크이기 때문입니다. 링크는 보관함 밖 어디로든 이어질 수 있어 kept는 보관함에 링크를 쓰지 않습니다",
        ],
        "sync.tree.tooDeep": [
            .english: "its folders are nested more than {limit} deep",
            .korean: "폴더가 {limit}단계보다 깊이 중첩되어 있습니다",
        ],
        "sync.tree.wrongObject": [
            .english: "its object is not what its kind says (a file that is no blob, or a folder that is no tree)",
            .korean: "종류와 객체가 맞지 않습니다(blob이 아닌 파일, 또는 tree가 아닌 폴더)",
        ],
        "sync.untouched": [
            .english: "your files and commits are untouched; run `kept sync` again, or `kept check` to see the store's state",
            .korean: "파일과 커밋은 그대로입니다. `kept sync`를 다시 실행하거나 `kept check`로 보관함 상태를 보세요",
        ],
        "sync.urlHoldsPassword": [
            .english: "the URL holds a password or token",
            .korean: "URL에 비밀번호나 토큰이 들어 있습니다",
        ],
        "sync.urlHoldsPasswordIn": [
            .english: "the URL holds a password or token ({url})",
            .korean: "URL에 비밀번호나 토큰이 들어 있습니다({url})",
        ],
        "table.conflictCopy": [.english: "{title} (conflict copy: kept conflicts)", .korean: "{title}(충돌 사본: kept conflicts)"],
        "transfer.certificateUnverified": [
            .english: "the TLS certificate of {host} cannot be verified: check the URL; a server with its own certificate authority needs it in /etc/ssl/certs",
            .korean: "{host}의 TLS 인증서를 확인할 수 없습니다: URL을 확인하세요. 자체 인증 기관을 쓰는 서버는 그것을 /etc/ssl/certs에 두어야 합니다",
        ],
        "transfer.gaveUp": [
            .english: "the server asked for credentials {requests} times and refused each; giving up",
            .korean: "서버가 로그인 정보를 {requests}번 요구하고 모두 거절했습니다. 그만둡니다",
        ],
        "transfer.hostKeyChanged": [
            .english: "the ssh host key of {name} is not the one in ~/.ssh/known_hosts: someone may be in between; if the server was reinstalled, check its new fingerprint, run `ssh-keygen -R '{name}'` and connect once with ssh",
            .korean: "{name}의 ssh 호스트 키가 ~/.ssh/known_hosts에 있는 것과 다릅니다: 누군가 중간에 있을 수 있습니다. 서버를 다시 설치했다면 새 지문을 확인하고 `ssh-keygen -R '{name}'`{|을} 실행한 뒤 ssh로 한 번 접속하세요",
        ],
        "transfer.hostKeyUnchecked": [
            .english: "the ssh host key of {host} cannot be checked against ~/.ssh/known_hosts",
            .korean: "{host}의 ssh 호스트 키를 ~/.ssh/known_hosts와 대조할 수 없습니다",
        ],
        "transfer.noSSHKey": [
            .english: "no ssh key to log in to {host} as {login}: start ssh-agent and `ssh-add` your key, or create ~/.ssh/id_ed25519 (`ssh-keygen -t ed25519`) and add its .pub to the server",
            .korean: "{host}에 {login|으로} 로그인할 ssh 키가 없습니다: ssh-agent를 시작하고 `ssh-add`로 키를 넣거나, ~/.ssh/id_ed25519를 만들고(`ssh-keygen -t ed25519`) 그 .pub를 서버에 추가하세요",
        ],
        "transfer.noSuchRemote": [
            .english: "there is no remote called `{name}`",
            .korean: "`{name}`{|이라는} 원격이 없습니다",
        ],
        "transfer.objects": [.english: "{count} objects", .korean: "객체 {count}개"],
        "transfer.receiving": [.english: "receiving", .korean: "받는 중"],
        "transfer.sending": [.english: "sending", .korean: "보내는 중"],
        "transfer.sshKeysRefused": [
            .english: "{host} refused every ssh key for {login} (tried {tried}): add your public key to the server's ~/.ssh/authorized_keys, or set KEPT_SSH_PASSPHRASE if your key has a passphrase",
            .korean: "{host|이} {login}의 ssh 키를 모두 거절했습니다({tried|을} 시도): 공개 키를 서버의 ~/.ssh/authorized_keys에 추가하거나, 키에 암호 문구가 있으면 KEPT_SSH_PASSPHRASE를 정하세요",
        ],
        "transfer.tokenNeeded": [
            .english: "{host} asks for a login: set KEPT_GIT_TOKEN to an access token that may read and write the repository (kept never writes or prints it)",
            .korean: "{host|이} 로그인을 요구합니다: 저장소를 읽고 쓸 수 있는 접근 토큰을 KEPT_GIT_TOKEN에 넣으세요(kept는 그것을 적거나 출력하지 않습니다)",
        ],
        "transfer.tokenOverHTTP": [
            .english: "{host} asks for a login over plain http://, which would send KEPT_GIT_TOKEN unencrypted: use the remote's https:// URL (`kept remote remove NAME`, then `kept remote add NAME https://…`); only if you trust every network on the way, add it with `kept remote add NAME URL --allow-http` (`kept clone URL --allow-http` for a clone); add an encrypted remote again with `--encrypt`, or kept would treat it as plain",
            .korean: "{host|이} 암호화되지 않은 http://로 로그인을 요구합니다. 그러면 KEPT_GIT_TOKEN이 암호화 없이 전송됩니다: 원격의 https:// URL을 쓰세요(`kept remote remove NAME` 다음 `kept remote add NAME https://…`). 가는 길의 모든 네트워크를 믿을 때만 `kept remote add NAME URL --allow-http`로 추가하세요(클론이면 `kept clone URL --allow-http`). 암호화된 원격은 `--encrypt`를 붙여 다시 추가하세요. 빠뜨리면 평범한 원격으로 다룹니다",
        ],
        "transfer.tokenRefused": [
            .english: "{host} refused the token in KEPT_GIT_TOKEN: check that it has not expired and may read and write this repository",
            .korean: "{host|이} KEPT_GIT_TOKEN의 토큰을 거절했습니다: 만료되지 않았는지, 이 저장소를 읽고 쓸 수 있는지 확인하세요",
        ],
        "transfer.unknownHost": [
            .english: "{name} is not a known ssh host (not in ~/.ssh/known_hosts, or listed with another key type): connect once with `ssh` and check the fingerprint it shows, or add its key with `{scan} >> ~/.ssh/known_hosts`",
            .korean: "{name|은} 알려진 ssh 호스트가 아닙니다(~/.ssh/known_hosts에 없거나 다른 키 형식으로 있음): `ssh`로 한 번 접속해 보여 주는 지문을 확인하거나 `{scan} >> ~/.ssh/known_hosts`로 키를 추가하세요",
        ],
        "transfer.unsupportedLogin": [
            .english: "{host} asks for a kind of login kept does not support; use an ssh URL with a key, or https with KEPT_GIT_TOKEN",
            .korean: "{host|이} kept가 지원하지 않는 방식의 로그인을 요구합니다. 키와 함께 ssh URL을 쓰거나 KEPT_GIT_TOKEN과 함께 https를 쓰세요",
        ],
    ]
}
