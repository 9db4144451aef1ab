extension Catalogue {
    /// What comes from outside: trusted programs, git's own operations, safe writing.
    static let trust: Table = [
        "atomic.cannotWriteLink": [
            .english: "cannot write the link: {reason}",
            .korean: "링크를 쓸 수 없습니다: {reason}",
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
        "error.kindTemplate.pathRefused": [
            .english: "the kind's `path: {path}` is refused: {reason}; name only folders inside the kind's own folder",
            .korean: "이 종류의 `path: {path}`{|은} 쓸 수 없습니다: {reason}. 종류 자신의 폴더 안에 있는 폴더 이름만 쓰세요",
        ],
        "help.trust.abstract": [
            .english: "Show the programs the store's .kept/config.yaml names and approve them on this machine.",
            .korean: "보관함의 .kept/config.yaml에 지정된 프로그램을 보여 주고 이 컴퓨터에서 승인합니다.",
        ],
        "help.trust.discussion": [
            .english: "A setting that runs a program (diary.weather_command, pager) belongs to the machine: set in this machine's own ${XDG_CONFIG_HOME:-~/.config}/kept/config.yaml it runs as it is. Set in the store's .kept/config.yaml, which every sync shares with whoever can push to the remote, it runs only after this machine approved that exact command: until then (or once it changes by one character) the entry is made without it and a one-line notice says so. `kept trust` prints each such command and approves exactly what it printed (like direnv's `allow`; it asks nothing, so it never waits on a terminal); approvals are kept outside the store, in ${XDG_CONFIG_HOME:-~/.config}/kept/trusted, by the store's folder and the command's SHA-256. --show only shows; --revoke forgets this store's approvals.",
            .korean: "프로그램을 실행하는 설정(diary.weather_command, pager)은 컴퓨터마다 따로 정하는 설정입니다: 이 컴퓨터 자체의 ${XDG_CONFIG_HOME:-~/.config}/kept/config.yaml에 적으면 그대로 실행합니다. 보관함의 .kept/config.yaml은 동기화할 때마다 원격 저장소에 올릴 수 있는 모든 사람과 공유되므로, 여기에 적은 명령은 이 컴퓨터가 그 명령을 글자 그대로 승인한 뒤에만 실행합니다. 그 전에는(또는 한 글자라도 바뀌면) 그 명령 없이 항목을 만들고 한 줄짜리 알림으로 알려 줍니다. `kept trust`는 그런 명령을 하나하나 출력하고 출력한 그대로만 승인합니다(direnv의 `allow`와 같습니다. 아무것도 묻지 않으므로 터미널 입력을 기다리지 않습니다). 승인은 보관함 밖의 ${XDG_CONFIG_HOME:-~/.config}/kept/trusted에 보관함 폴더와 명령의 SHA-256으로 기록합니다. --show는 보여 주기만 하고, --revoke는 이 보관함의 승인을 취소합니다.",
        ],
        "machine.gitOperation.applyMailbox": [
            .english: "a `git am` is in progress: finish it with `git am --continue` or undo it with `git am --abort`",
            .korean: "`git am`이 진행 중입니다: `git am --continue`로 마치거나 `git am --abort`로 되돌리세요",
        ],
        "machine.gitOperation.bisect": [
            .english: "a `git bisect` is in progress: end it with `git bisect reset`",
            .korean: "`git bisect`가 진행 중입니다: `git bisect reset`으로 끝내세요",
        ],
        "machine.gitOperation.cherryPick": [
            .english: "a `git cherry-pick` is in progress: finish it with `git cherry-pick --continue` or undo it with `git cherry-pick --abort`",
            .korean: "`git cherry-pick`이 진행 중입니다: `git cherry-pick --continue`로 마치거나 `git cherry-pick --abort`로 되돌리세요",
        ],
        "machine.gitOperation.detachedHead": [
            .english: "HEAD is detached (on a commit, not on a branch): go back to the branch with `git switch {branch}`",
            .korean: "HEAD가 분리되어 있습니다(브랜치가 아니라 커밋을 가리킴): `git switch {branch}`{|을} 실행해 브랜치로 돌아가세요",
        ],
        "machine.gitOperation.note": [
            .english: "{state}; kept writes nothing until it is done",
            .korean: "{state}. 그 작업이 끝날 때까지 kept는 아무것도 쓰지 않습니다",
        ],
        "machine.gitOperation.rebase": [
            .english: "a `git rebase` is in progress: finish it with `git rebase --continue` (after resolving and `git add`) or undo it with `git rebase --abort`",
            .korean: "`git rebase`가 진행 중입니다: (충돌을 해결하고 `git add`한 뒤) `git rebase --continue`로 마치거나 `git rebase --abort`로 되돌리세요",
        ],
        // git's own operations (`GitOperationError`): {state} is one of the lines below.
        "machine.gitOperation.refused": [
            .english: "{root}: {state}; kept writes nothing until it is done, since git would drop a commit made now or leave it on no branch (reading still works)",
            .korean: "{root}: {state}. 지금 커밋하면 git이 그 커밋을 버리거나 어느 브랜치에도 속하지 않은 채 남기므로, 그 작업이 끝날 때까지 kept는 아무것도 쓰지 않습니다(읽기는 됩니다)",
        ],
        "machine.gitOperation.revert": [
            .english: "a `git revert` is in progress: finish it with `git revert --continue` or undo it with `git revert --abort`",
            .korean: "`git revert`가 진행 중입니다: `git revert --continue`로 마치거나 `git revert --abort`로 되돌리세요",
        ],
        // Conflict copies that follow their entry.
        "machine.move.copyNameTaken": [
            .english: "already exists, so the conflict copy {copy} cannot follow its entry there; nothing was changed: resolve the copy first (`kept resolve {copy}`) or move that file away",
            .korean: "이미 있어서 충돌 사본 {copy|이} 항목을 따라 그 자리로 옮겨 갈 수 없습니다. 아무것도 바꾸지 않았습니다: 먼저 사본을 해결하거나(`kept resolve {copy}`) 그 파일을 다른 곳으로 옮기세요",
        ],
        "machine.remove.copyStays": [
            .english: "{copy}, the other machine's version of {path}, stays: `kept resolve {quoted} --keep theirs` puts it back as the entry, `--keep mine` removes it too",
            .korean: "{path}의 다른 컴퓨터 버전인 {copy|은} 그대로 남아 있습니다: `kept resolve {quoted} --keep theirs`는 사본을 항목으로 되돌리고, `--keep mine`은 사본도 지웁니다",
        ],
        "machine.trust.alreadyApproved": [
            .english: "all approved already on this machine: nothing changed",
            .korean: "이 컴퓨터에서 이미 모두 승인되어 있습니다: 아무것도 바꾸지 않았습니다",
        ],
        "machine.trust.approved.one": [
            .english: "approved on this machine (recorded in {path}): it runs from now on; a change to it by one character asks again, and `kept trust --revoke` takes this back",
            .korean: "이 컴퓨터에서 승인했습니다({path}에 기록). 이제부터 실행합니다. 한 글자라도 바뀌면 다시 승인해야 하며, `kept trust --revoke`로 승인을 취소할 수 있습니다",
        ],
        "machine.trust.approved.other": [
            .english: "approved {count} commands on this machine (recorded in {path}): they run from now on; a change to any by one character asks again, and `kept trust --revoke` takes this back",
            .korean: "이 컴퓨터에서 명령 {count}개를 승인했습니다({path}에 기록). 이제부터 실행합니다. 어느 하나라도 한 글자가 바뀌면 다시 승인해야 하며, `kept trust --revoke`로 승인을 취소할 수 있습니다",
        ],
        "machine.trust.folderNameNewline": [
            .english: "the store's folder name holds a line break, which the approvals file cannot record: move the store to a folder without one",
            .korean: "보관함 폴더 이름에 줄바꿈이 있어 승인 파일에 기록할 수 없습니다: 이름에 줄바꿈이 없는 폴더로 보관함을 옮기세요",
        ],
        "machine.trust.heading": [
            .english: "{file} of {root} names programs kept runs on this machine:",
            .korean: "{root}의 {file}에 이 컴퓨터에서 kept가 실행할 프로그램이 지정되어 있습니다:",
        ],
        "machine.trust.noneToRevoke": [
            .english: "this machine has approved no command for {root}: nothing to revoke",
            .korean: "이 컴퓨터에서 승인한 {root}의 명령이 없습니다: 취소할 것이 없습니다",
        ],
        "machine.trust.nothing": [
            .english: "{file} of {root} names no program to run: nothing to approve",
            .korean: "{root}의 {file}에는 실행할 프로그램이 지정되어 있지 않습니다: 승인할 것이 없습니다",
        ],
        "machine.trust.revoked.one": [
            .english: "forgot this machine's approval for {root}: its command no longer runs here until `kept trust`",
            .korean: "{root}에 대한 이 컴퓨터의 승인을 취소했습니다: `kept trust`를 다시 실행하기 전까지 그 명령은 여기서 실행되지 않습니다",
        ],
        "machine.trust.revoked.other": [
            .english: "forgot this machine's {count} approvals for {root}: its commands no longer run here until `kept trust`",
            .korean: "{root}에 대한 이 컴퓨터의 승인 {count}개를 취소했습니다: `kept trust`를 다시 실행하기 전까지 그 명령들은 여기서 실행되지 않습니다",
        ],
        "machine.trust.showHint": [
            .english: "`kept trust` approves them on this machine",
            .korean: "`kept trust`를 실행하면 이 컴퓨터에서 승인합니다",
        ],
        "machine.trust.showOrRevoke": [
            .english: "give --show or --revoke, not both",
            .korean: "--show와 --revoke 중 하나만 주세요",
        ],
        // Programs a store names (`ProgramSettings`, `kept trust`).
        "machine.trust.skipped": [
            .english: "{file} sets {setting} to `{command}`, which this machine has not approved, so kept does not run it: `kept trust` shows it and allows it",
            .korean: "{file}에서 {setting|이} `{command}`{|으로} 설정되어 있지만, 이 컴퓨터에서 승인하지 않은 명령이라 kept가 실행하지 않습니다: `kept trust`로 명령을 보고 허용할 수 있습니다",
        ],
        "machine.trust.skippedChanged": [
            .english: "{setting} in {file} changed since this machine approved it (now `{command}`), so kept does not run it: `kept trust` shows it and allows it",
            .korean: "{file}의 {setting|이} 이 컴퓨터에서 승인한 뒤 바뀌었으므로(지금은 `{command}`) kept가 실행하지 않습니다: `kept trust`로 명령을 보고 허용할 수 있습니다",
        ],
        "machine.trust.status.approved": [.english: "(approved)", .korean: "(승인됨)"],
        "machine.trust.status.approvedNow": [.english: "(approved now)", .korean: "(방금 승인됨)"],
        "machine.trust.status.changed": [.english: "(changed since approved: does not run)", .korean: "(승인 뒤 바뀜: 실행하지 않음)"],
        "machine.trust.status.machineSets": [.english: "(not used: this machine's {file} sets it)", .korean: "(쓰지 않음: 이 컴퓨터의 {file}에 설정되어 있음)"],
        "machine.trust.status.notApproved": [.english: "(not approved: does not run)", .korean: "(승인되지 않음: 실행하지 않음)"],
        "machine.trust.storeFile": [
            .english: "! it runs {file}, a file of the store: approving the command does not approve that file, which any sync may change; keep such scripts outside the store (e.g. in ~/.config/kept/) and set the command in this machine's config",
            .korean: "! 보관함의 파일 {file|을} 실행합니다: 명령을 승인해도 그 파일까지 승인하는 것은 아니며, 그 파일은 어느 동기화에서든 바뀔 수 있습니다. 이런 스크립트는 보관함 밖(예: ~/.config/kept/)에 두고 명령은 이 컴퓨터의 설정에 적으세요",
        ],
        "option.trust.revoke": [.english: "Forget this machine's approvals for this store.", .korean: "이 보관함에 대한 이 컴퓨터의 승인을 취소합니다."],
        "option.trust.show": [.english: "Only show the commands and whether they are approved; approve nothing.", .korean: "명령과 승인 여부만 보여 주고 아무것도 승인하지 않습니다."],
        "refused.change": [.english: "{path}: {reason}", .korean: "{path}: {reason}"],
        "refused.nestedRepository": [
            .english: "a git repository inside the store: kept does not commit it (move it out of the store)",
            .korean: "보관함 안의 git 저장소입니다: kept는 이것을 커밋하지 않습니다(보관함 밖으로 옮기세요)",
        ],
    ]
}
