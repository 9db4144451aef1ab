extension Catalogue {
    /// Kept check and what it finds: links, outside edits, drafts, stray files.
    static let checks: Table = [
        "check.cannotRead": [.english: "{path}: cannot be read; check its permissions", .korean: "{path}: 읽을 수 없습니다. 권한을 확인하세요"],
        "check.gitCannotCompare": [
            .english: "git could not compare {path} with the last commit because it cannot be read (see above), so edits made outside kept are not counted; the repository itself is sound: nothing to repair or restore",
            .korean: "{path|을} 읽을 수 없어서(위 참고) git이 마지막 커밋과 비교하지 못했으므로, kept 밖에서 한 편집은 세지 않았습니다. 저장소 자체에는 문제가 없으니 고치거나 되살릴 것은 없습니다",
        ],
        "check.gitLeftoversKept.one": [.english: "{count} file an interrupted kept left in .git ({files}); the next kept command that changes something removes it", .korean: "중단된 kept가 .git에 남긴 파일 {count}개({files}). 무언가를 바꾸는 다음 kept 명령이 지웁니다"],
        "check.gitLeftoversKept.other": [.english: "{count} files an interrupted kept left in .git ({files}); the next kept command that changes something removes them", .korean: "중단된 kept가 .git에 남긴 파일 {count}개({files}). 무언가를 바꾸는 다음 kept 명령이 지웁니다"],
        "check.gitLeftoversOther.one": [.english: "{count} lock or temporary file in .git ({files}), not kept's: if no git command is running, delete it", .korean: ".git에 kept의 것이 아닌 잠금이나 임시 파일 {count}개({files}): 실행 중인 git 명령이 없으면 지우세요"],
        "check.gitLeftoversOther.other": [.english: "{count} lock or temporary files in .git ({files}), not kept's: if no git command is running, delete them", .korean: ".git에 kept의 것이 아닌 잠금이나 임시 파일 {count}개({files}): 실행 중인 git 명령이 없으면 지우세요"],
        "check.gitUnreadable": [.english: "{root}: the git repository cannot be read: {message}; run `kept init` to repair it, or restore .git from a backup", .korean: "{root}: git 저장소를 읽을 수 없습니다: {message}. `kept init`으로 고치거나 백업에서 .git을 되살리세요"],
        "check.noCommit": [.english: "the git repository has no commit yet: run `kept commit` to record the store", .korean: "git 저장소에 아직 커밋이 없습니다: `kept commit`으로 보관함을 기록하세요"],
        "check.normalizationTwins": [.english: "{path}: two files have this name, one written composed (NFC) and one decomposed (NFD, as macOS writes names); kept lists both, but a title or path names them alike: join them into one file and delete the other", .korean: "{path}: 이 이름의 파일이 둘입니다. 하나는 조합형(NFC), 하나는 분해형(NFD, macOS가 쓰는 방식)입니다. kept는 둘 다 나열하지만 제목이나 경로로는 구별되지 않습니다: 한 파일로 합치고 다른 하나를 지우세요"],
        "check.outsideEdits.one": [.english: "{count} change not committed (made outside kept): run `kept commit` to record it", .korean: "커밋하지 않은 변경 {count}개(kept 밖에서 함): `kept commit`으로 기록하세요"],
        "check.outsideEdits.other": [.english: "{count} changes not committed (made outside kept): run `kept commit` to record them", .korean: "커밋하지 않은 변경 {count}개(kept 밖에서 함): `kept commit`으로 기록하세요"],
        "check.outsideLink": [.english: "{path}: a symbolic link to {target}, outside the store; kept neither reads nor writes through it: replace it with the real folder or file", .korean: "{path}: 보관함 밖의 {target|을} 가리키는 심볼릭 링크입니다. kept는 이 링크를 거쳐 읽지도 쓰지도 않습니다: 실제 폴더나 파일로 바꾸세요"],
        "check.staleDrafts.one": [.english: "{count} draft older than a day in {folder}/, text an edit left behind: `kept drafts` lists it with the command that resumes it, `kept drafts --rm PATH` removes one", .korean: "{folder}/에 하루 넘은 초안 {count}개(편집이 남긴 글): `kept drafts`가 이어 쓰는 명령과 함께 나열하고, `kept drafts --rm PATH`가 하나를 지웁니다"],
        "check.staleDrafts.other": [.english: "{count} drafts older than a day in {folder}/, text an edit left behind: `kept drafts` lists them with the command that resumes each, `kept drafts --rm PATH` removes one", .korean: "{folder}/에 하루 넘은 초안 {count}개(편집이 남긴 글): `kept drafts`가 이어 쓰는 명령과 함께 나열하고, `kept drafts --rm PATH`가 하나를 지웁니다"],
        "check.stoppedHoldingLock": [.english: "kept (pid {pid}) stopped while holding the store lock; the next kept command that changes something finishes it", .korean: "kept(pid {pid})가 보관함 잠금을 잡은 채 멈췄습니다. 무언가를 바꾸는 다음 kept 명령이 마칩니다"],
        "check.stoppedHoldingLockDuring": [.english: "kept (pid {pid}) stopped while holding the store lock during “{change}”; the next kept command that changes something finishes it", .korean: "kept(pid {pid})가 “{change}” 도중 보관함 잠금을 잡은 채 멈췄습니다. 무언가를 바꾸는 다음 kept 명령이 마칩니다"],
        "check.temporaryFiles.one": [.english: "{count} temporary file of an interrupted write ({files}); the next kept command that changes something removes it", .korean: "중단된 쓰기의 임시 파일 {count}개({files}). 무언가를 바꾸는 다음 kept 명령이 지웁니다"],
        "check.temporaryFiles.other": [.english: "{count} temporary files of an interrupted write ({files}); the next kept command that changes something removes them", .korean: "중단된 쓰기의 임시 파일 {count}개({files}). 무언가를 바꾸는 다음 kept 명령이 지웁니다"],
        "check.unreadable.otherOwner": [
            .english: "{path}: cannot be read: it belongs to {owner} (mode {mode}) and kept runs as {user}; make it yours with `sudo chown {user} {full}`, or have {owner} run `chmod a+r {full}`",
            .korean: "{path}: 읽을 수 없습니다. {owner}의 파일(모드 {mode})인데 kept는 {user|으로} 실행 중입니다. `sudo chown {user} {full}`{|으로} 소유자를 바꾸거나 {owner}에게 `chmod a+r {full}`{|을} 실행해 달라고 하세요",
        ],
        "check.unreadable.ownMode": [
            .english: "{path}: cannot be read: its mode is {mode}; `chmod u+r {full}` lets you read it",
            .korean: "{path}: 읽을 수 없습니다. 모드가 {mode}입니다. `chmod u+r {full}`{|을} 실행하면 읽을 수 있습니다",
        ],
        "check.unreadableFolder.gone": [
            .english: "{path}/: cannot be opened; check its permissions",
            .korean: "{path}/: 열 수 없습니다. 권한을 확인하세요",
        ],
        "check.unreadableFolder.otherOwner": [
            .english: "{path}/: cannot be opened, so its entries are neither listed nor checked: it belongs to {owner} (mode {mode}) and kept runs as {user}; make it yours with `sudo chown -R {user} {full}`, or have {owner} run `chmod a+rx {full}`",
            .korean: "{path}/: 열 수 없어서 그 안의 항목을 나열하지도 검사하지도 못합니다. {owner}의 폴더(모드 {mode})인데 kept는 {user|으로} 실행 중입니다. `sudo chown -R {user} {full}`{|으로} 소유자를 바꾸거나 {owner}에게 `chmod a+rx {full}`{|을} 실행해 달라고 하세요",
        ],
        "check.unreadableFolder.ownMode": [
            .english: "{path}/: cannot be opened, so its entries are neither listed nor checked: its mode is {mode}; `chmod u+rx {full}` opens it",
            .korean: "{path}/: 열 수 없어서 그 안의 항목을 나열하지도 검사하지도 못합니다. 모드가 {mode}입니다. `chmod u+rx {full}`{|을} 실행하면 열 수 있습니다",
        ],
        "cli.check.entries.one": [.english: "{count} entry", .korean: "항목 {count}개"],
        "cli.check.entries.other": [.english: "{count} entries", .korean: "항목 {count}개"],
        "cli.check.entriesCheckedAllReadable.one": [
            .english: "{count} entry checked; all readable",
            .korean: "항목 {count}개를 검사했습니다. 모두 읽을 수 있습니다",
        ],
        "cli.check.entriesCheckedAllReadable.other": [
            .english: "{count} entries checked; all readable",
            .korean: "항목 {count}개를 검사했습니다. 모두 읽을 수 있습니다",
        ],
        "cli.check.problems.one": [.english: "{count} problem in {entries}", .korean: "{entries}에서 문제 {count}개"],
        "cli.check.problems.other": [.english: "{count} problems in {entries}", .korean: "{entries}에서 문제 {count}개"],
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
        "cli.editSession.draftCannotBeRead": [
            .english: "the draft cannot be read as UTF-8 text",
            .korean: "초안을 UTF-8 글로 읽을 수 없습니다",
        ],
        "drafts.noTitle": [.english: "(no title)", .korean: "(제목 없음)"],
        "edit.collidesWhileOpenDraft": [
            .english: "{path} changed while the editor was open (a sync or another kept wrote it) and your edit collides with that change; nothing was written: your text is kept in its draft, run `kept edit {path}` again and bring it over",
            .korean: "편집기가 열려 있는 동안 {path|이} 바뀌었고(동기화나 다른 kept가 썼습니다) 고친 내용이 그 변경과 부딪칩니다. 아무것도 쓰지 않았습니다: 쓴 글은 초안에 있으니 `kept edit {path}`{|을} 다시 실행해 옮겨 오세요",
        ],
        "edit.draftLeftAsItWas": [.english: "the draft was left as it was; {what}. It stays in {path}: resume it with `{resume}`, or drop it with `kept drafts --rm {quoted}`", .korean: "초안을 그대로 두었습니다. {what}. 초안은 {path}에 남아 있습니다: `{resume}`{|으로} 이어 쓰거나 `kept drafts --rm {quoted}`{|으로} 버리세요"],
        "error.draft.notADraft": [
            .english: "{name} is not one of kept's drafts (they live in {folder}); kept removes only those: `kept drafts` lists them",
            .korean: "{name|은} kept의 초안이 아닙니다(초안은 {folder}에 있습니다). kept는 초안만 지웁니다: `kept drafts`가 나열합니다",
        ],
        "error.draft.notFound": [
            .english: "there is no draft at {name} (drafts live in {folder}): `kept drafts` lists them",
            .korean: "{name}에 초안이 없습니다(초안은 {folder}에 있습니다): `kept drafts`가 나열합니다",
        ],
        "error.draftKept": [
            .english: "{reason}\nyour text is kept in {draft}; nothing was committed. Fix it with `{resume}`",
            .korean: "{reason}\n글은 {draft}에 남겨 두었고 아무것도 커밋하지 않았습니다. `{resume}`{|으로} 고치세요",
        ],
        "error.drafts.cannotRemoveDraft": [
            .english: "cannot remove the draft: {localizedDescription}",
            .korean: "초안을 지울 수 없습니다: {localizedDescription}",
        ],
        "error.editor.noDraft": [
            .english: "there is no draft at {path}: `kept drafts` lists the drafts kept holds",
            .korean: "{path}에 초안이 없습니다: `kept drafts`가 kept가 가진 초안을 나열합니다",
        ],
        "help.check.abstract": [
            .english: "Validate every entry and the repository; exit 1 if anything is wrong.",
            .korean: "모든 항목과 저장소를 검사합니다. 문제가 하나라도 있으면 1로 끝납니다.",
        ],
        "help.drafts.abstract": [
            .english: "List the drafts kept holds after an edit that did not land, or remove them; exit 1 when there are none.",
            .korean: "편집이 반영되지 못해 kept가 보관한 초안을 나열하거나 지웁니다. 초안이 없으면 1로 끝납니다.",
        ],
        "help.drafts.discussion": [
            .english: "When the editor fails or the front matter you saved cannot be read, nothing is committed and your text stays in .kept/state/drafts/ (on this machine only). Each line shows the kind, the title, its age and the command that resumes it. Resuming a draft and leaving it as it was creates nothing; the draft stays until it lands or you remove it.",
            .korean: "편집기가 실패하거나 저장한 머리말을 읽을 수 없으면 아무것도 커밋하지 않고 글을 .kept/state/drafts/에 남깁니다(이 컴퓨터에만). 줄마다 종류, 제목, 지난 시간, 이어 쓰는 명령을 보여 줍니다. 초안을 이어 쓰다가 그대로 두면 아무것도 만들지 않습니다. 초안은 반영되거나 지울 때까지 남습니다.",
        ],
        "links.cannotOpenStore": [
            .english: "cannot open the store folder: {reason}",
            .korean: "보관함 폴더를 열 수 없습니다: {reason}",
        ],
        "links.check.insideLink": [
            .english: "{path}: a symbolic link to {target}, inside the store; kept follows no link in the store, so it neither reads nor writes through it: replace it with the real folder or file",
            .korean: "{path}: 보관함 안의 {target|을} 가리키는 심볼릭 링크입니다. kept는 보관함 안의 링크를 따라가지 않으므로 이 링크를 거쳐 읽지도 쓰지도 않습니다: 실제 폴더나 파일로 바꾸세요",
        ],
        "links.check.temporaryFilesStay.one": [
            .english: "{count} temporary file of a kept that is gone ({files}); no kept command removes it (it lies beside entries and no change was interrupted): delete it",
            .korean: "이미 끝난 kept 프로세스가 남긴 임시 파일 {count}개({files}). 항목 옆에 있고 중단된 변경도 없으므로 어떤 kept 명령도 이 파일을 지우지 않습니다: 직접 지우세요",
        ],
        "links.check.temporaryFilesStay.other": [
            .english: "{count} temporary files of a kept that is gone ({files}); no kept command removes them (they lie beside entries and no change was interrupted): delete them",
            .korean: "이미 끝난 kept 프로세스가 남긴 임시 파일 {count}개({files}). 항목 옆에 있고 중단된 변경도 없으므로 어떤 kept 명령도 이 파일들을 지우지 않습니다: 직접 지우세요",
        ],
        "links.throughLink": [
            .english: "goes through the symbolic link {path} → {target}; kept follows no link inside the store, so nothing was read or written through it: replace the link with the real folder or file",
            .korean: "심볼릭 링크 {path} → {target|을} 거칩니다. kept는 보관함 안의 링크를 따라가지 않으므로 이 링크를 거쳐서는 아무것도 읽지도 쓰지도 않았습니다: 링크를 실제 폴더나 파일로 바꾸세요",
        ],
        "option.drafts.all": [.english: "Remove every draft.", .korean: "초안을 모두 지웁니다."],
        "option.drafts.remove": [.english: "Remove this draft (its path, or its file name).", .korean: "이 초안을 지웁니다(경로나 파일 이름)."],
        "option.edit.draft": [.english: "Resume from a draft kept by an earlier attempt.", .korean: "앞선 시도에서 남긴 초안에서 이어 씁니다."],
        "option.new.draft": [.english: "Resume from a draft kept by an earlier attempt.", .korean: "앞선 시도에서 남긴 초안에서 이어 씁니다."],
        "outside.markdown.one": [.english: "{count} Markdown file outside any kind: {places} — add a kind for it (a template in .kept/templates/ with `path: {folder}/{{slug}}.md`)", .korean: "어느 종류에도 속하지 않은 마크다운 파일 {count}개: {places} — 종류를 추가하세요(.kept/templates/에 `path: {folder}/{{slug}}.md`가 든 템플릿)"],
        "outside.markdown.other": [.english: "{count} Markdown files outside any kind: {places} — add a kind for them (a template in .kept/templates/ with `path: {folder}/{{slug}}.md`)", .korean: "어느 종류에도 속하지 않은 마크다운 파일 {count}개: {places} — 종류를 추가하세요(.kept/templates/에 `path: {folder}/{{slug}}.md`가 든 템플릿)"],
        "overview.outsideEdits.one": [.english: "{count} change made outside kept: `kept commit` records it", .korean: "kept 밖에서 바뀐 것 {count}개: `kept commit`이 기록합니다"],
        "overview.outsideEdits.other": [.english: "{count} changes made outside kept: `kept commit` records them", .korean: "kept 밖에서 바뀐 것 {count}개: `kept commit`이 기록합니다"],
        "overview.staleDrafts.one": [.english: "{count} draft older than a day: `kept drafts` shows it and how to resume it", .korean: "하루 넘은 초안 {count}개: `kept drafts`가 초안과 이어 쓰는 법을 보여 줍니다"],
        "overview.staleDrafts.other": [.english: "{count} drafts older than a day: `kept drafts` shows them and how to resume each", .korean: "하루 넘은 초안 {count}개: `kept drafts`가 초안과 이어 쓰는 법을 보여 줍니다"],
        "refused.insideOutsideLink": [
            .english: "inside {link}, a symbolic link to {target}, outside the store: kept does not commit it (replace the link with the real folder)",
            .korean: "보관함 밖의 {target|을} 가리키는 심볼릭 링크 {link} 안에 있습니다: kept는 이것을 커밋하지 않습니다(링크를 실제 폴더로 바꾸세요)",
        ],
        "refused.outsideLink": [
            .english: "a symbolic link to {target}, outside the store: kept does not commit it (replace it with the real folder or file, or delete it)",
            .korean: "보관함 밖의 {target|을} 가리키는 심볼릭 링크입니다: kept는 이것을 커밋하지 않습니다(실제 폴더나 파일로 바꾸거나 지우세요)",
        ],
    ]
}
