extension Catalogue {
    /// Sync, transfer and libgit2 failures: the step, what went wrong and what to do.
    static let syncing: Table = [
        "sync.failed": [
            .english: "{remote}: {step} failed: {reason}",
            .korean: "{remote}: {step} 실패: {reason}",
        ],
        "sync.failedWithAdvice": [
            .english: "{failed}\n{advice}",
            .korean: "{failed}\n{advice}",
        ],
        "sync.step.commit the edits made outside kept": [
            .english: "commit the edits made outside kept",
            .korean: "kept 밖에서 한 편집 커밋",
        ],
        "sync.massDeletion": [
            .english: "{count} of the store's {total} entries were deleted outside kept; a sync does not send that to your other machines on its own",
            .korean: "보관함 항목 {total}개 중 {count}개가 kept 밖에서 지워졌습니다. 동기화는 이것을 다른 컴퓨터로 저절로 보내지 않습니다",
        ],
        "sync.massDeletionAdvice": [
            .english: "if you deleted them, `kept commit` records it and `kept sync` then sends it; if not, `git status` lists them and `git checkout HEAD -- PATH` brings one back",
            .korean: "직접 지웠다면 `kept commit`으로 기록한 뒤 `kept sync`로 보내세요. 아니라면 `git status`가 목록을 보여 주고 `git checkout HEAD -- 경로`로 하나씩 되살릴 수 있습니다",
        ],
        "sync.step.fetch": [
            .english: "fetch",
            .korean: "가져오기",
        ],
        "sync.step.push": [
            .english: "push",
            .korean: "올리기",
        ],
        "sync.step.clone": [
            .english: "clone",
            .korean: "복제",
        ],
        "sync.step.add the remote": [
            .english: "add the remote",
            .korean: "원격 추가",
        ],
        "sync.step.remove the remote": [
            .english: "remove the remote",
            .korean: "원격 제거",
        ],
        "sync.step.read the remotes": [
            .english: "read the remotes",
            .korean: "원격 읽기",
        ],
        "sync.step.find the remote": [
            .english: "find the remote",
            .korean: "원격 찾기",
        ],
        "sync.step.find a remote": [
            .english: "find a remote",
            .korean: "원격 찾기",
        ],
        "sync.step.finish the interrupted sync": [
            .english: "finish the interrupted sync",
            .korean: "중단된 동기화 마치기",
        ],
        "sync.step.read the current branch": [
            .english: "read the current branch",
            .korean: "현재 브랜치 읽기",
        ],
        "sync.step.read HEAD": [
            .english: "read HEAD",
            .korean: "HEAD 읽기",
        ],
        "sync.step.count commits": [
            .english: "count commits",
            .korean: "커밋 세기",
        ],
        "sync.noRepositoryAt": [
            .english: "there is no repository at {folder}",
            .korean: "{folder}에 저장소가 없습니다",
        ],
        "sync.checkThePath": [
            .english: "check the path (is the disk mounted?); a new empty remote is made with `git init --bare {folder}`, then run `{retry}` again",
            .korean: "경로를 확인하세요(디스크가 연결되어 있나요?). 빈 원격은 `git init --bare {folder}`{|으로} 만들고, 그다음 `{retry}`{|을} 다시 실행하세요",
        ],
        "sync.fixTheLogin": [
            .english: "nothing was changed; fix the login and run `{retry}` again",
            .korean: "아무것도 바꾸지 않았습니다. 로그인을 고치고 `{retry}`{|을} 다시 실행하세요",
        ],
        "sync.onlyTrustedHosts": [
            .english: "nothing was sent or received; kept only talks to hosts it can trust",
            .korean: "아무것도 보내거나 받지 않았습니다. kept는 믿을 수 있는 호스트하고만 이야기합니다",
        ],
        "sync.checkReachable": [
            .english: "check that {url} is reachable and is a git repository (`kept remote list` shows the URL), then run `{retry}` again",
            .korean: "{url}에 닿을 수 있고 git 저장소인지 확인한 뒤(`kept remote list`가 URL을 보여 줍니다) `{retry}`{|을} 다시 실행하세요",
        ],
        "sync.checkReachableSafe": [
            .english: "check that {url} is reachable and is a git repository (`kept remote list` shows the URL), then run `{retry}` again; your commits are safe",
            .korean: "{url}에 닿을 수 있고 git 저장소인지 확인한 뒤(`kept remote list`가 URL을 보여 줍니다) `{retry}`{|을} 다시 실행하세요. 커밋은 안전합니다",
        ],
        "sync.libgit2": [
            .english: "{message} (libgit2 error {code})",
            .korean: "{message}(libgit2 오류 {code})",
        ],
        "sync.untouched": [
            .english: "your files and commits are untouched; run `kept sync` again, or `kept check` to see the store's state",
            .korean: "파일과 커밋은 그대로입니다. `kept sync`를 다시 실행하거나 `kept check`로 보관함 상태를 보세요",
        ],
        "sync.notARemoteName": [
            .english: "`{name}` is not a remote name",
            .korean: "`{name}`{|은} 원격 이름이 아닙니다",
        ],
        "sync.remoteNameLetters": [
            .english: "use letters, digits, `-`, `_` and `.`, e.g. `origin` or `usb`",
            .korean: "글자, 숫자, `-`, `_`, `.`를 쓰세요. 예: `origin`, `usb`",
        ],
        "sync.urlHoldsPasswordIn": [
            .english: "the URL holds a password or token ({url})",
            .korean: "URL에 비밀번호나 토큰이 들어 있습니다({url})",
        ],
        "sync.urlHoldsPassword": [
            .english: "the URL holds a password or token",
            .korean: "URL에 비밀번호나 토큰이 들어 있습니다",
        ],
        "sync.addWithoutPassword": [
            .english: "add it without one and put the token in KEPT_GIT_TOKEN when you sync: kept never writes a token down",
            .korean: "그것 없이 추가하고 동기화할 때 토큰을 KEPT_GIT_TOKEN에 넣으세요: kept는 토큰을 어디에도 적지 않습니다",
        ],
        "sync.cloneWithoutPassword": [
            .english: "clone without it and put the token in KEPT_GIT_TOKEN: kept never writes a token down",
            .korean: "그것 없이 복제하고 토큰을 KEPT_GIT_TOKEN에 넣으세요: kept는 토큰을 어디에도 적지 않습니다",
        ],
        "sync.remoteExists": [
            .english: "a remote called `{name}` already exists ({url})",
            .korean: "`{name}`{|이라는} 원격이 이미 있습니다({url})",
        ],
        "sync.removeItFirst": [
            .english: "remove it first with `kept remote remove {name}`, or choose another name",
            .korean: "먼저 `kept remote remove {name}`{|으로} 제거하거나 다른 이름을 고르세요",
        ],
        "sync.noRemoteCalled": [
            .english: "this store has no remote called `{name}`",
            .korean: "이 보관함에는 `{name}`{|이라는} 원격이 없습니다",
        ],
        "sync.noRemotesAtAll": [
            .english: "it has no remotes at all",
            .korean: "원격이 하나도 없습니다",
        ],
        "sync.itsRemotes": [
            .english: "its remotes are: {remotes}",
            .korean: "원격은 다음과 같습니다: {remotes}",
        ],
        "sync.pushRefused": [
            .english: "the remote refused {branch} {times} times: {reason}",
            .korean: "원격이 {branch|을} {times}번 거절했습니다: {reason}",
        ],
        "sync.pushRefusedAdvice": [
            .english: "another machine may be pushing right now, or the remote refuses pushes to {branch}; everything is committed here, run `kept sync` again",
            .korean: "다른 컴퓨터가 지금 올리고 있거나 원격이 {branch|으로} 올리기를 거절합니다. 여기서는 모두 커밋되었으니 `kept sync`를 다시 실행하세요",
        ],
        "sync.addOne": [
            .english: "add one with `kept remote add origin URL` (a folder, file://, ssh://host/path, user@host:path or https://…)",
            .korean: "`kept remote add origin URL`로 추가하세요(폴더, file://, ssh://host/path, user@host:path, https://…)",
        ],
        "sync.noRemote": [
            .english: "this store has no remote to sync with",
            .korean: "이 보관함에는 동기화할 원격이 없습니다",
        ],
        "sync.noOrigin": [
            .english: "this store has {count} remotes and none is called origin",
            .korean: "이 보관함에는 원격이 {count}개 있지만 origin이라는 것은 없습니다",
        ],
        "sync.nameOne": [
            .english: "name one: {commands}",
            .korean: "하나를 고르세요: {commands}",
        ],
        "transfer.gaveUp": [
            .english: "the server asked for credentials {requests} times and refused each; giving up",
            .korean: "서버가 로그인 정보를 {requests}번 요구하고 모두 거절했습니다. 그만둡니다",
        ],
        "transfer.noSSHKey": [
            .english: "no ssh key to log in to {host} as {login}: start ssh-agent and `ssh-add` your key, or create ~/.ssh/id_ed25519 (`ssh-keygen -t ed25519`) and add its .pub to the server",
            .korean: "{host}에 {login|으로} 로그인할 ssh 키가 없습니다: ssh-agent를 시작하고 `ssh-add`로 키를 넣거나, ~/.ssh/id_ed25519를 만들고(`ssh-keygen -t ed25519`) 그 .pub를 서버에 추가하세요",
        ],
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
        "transfer.unsupportedLogin": [
            .english: "{host} asks for a kind of login kept does not support; use an ssh URL with a key, or https with KEPT_GIT_TOKEN",
            .korean: "{host|이} kept가 지원하지 않는 방식의 로그인을 요구합니다. 키와 함께 ssh URL을 쓰거나 KEPT_GIT_TOKEN과 함께 https를 쓰세요",
        ],
        "transfer.hostKeyUnchecked": [
            .english: "the ssh host key of {host} cannot be checked against ~/.ssh/known_hosts",
            .korean: "{host}의 ssh 호스트 키를 ~/.ssh/known_hosts와 대조할 수 없습니다",
        ],
        "transfer.hostKeyChanged": [
            .english: "the ssh host key of {name} is not the one in ~/.ssh/known_hosts: someone may be in between; if the server was reinstalled, check its new fingerprint, run `ssh-keygen -R '{name}'` and connect once with ssh",
            .korean: "{name}의 ssh 호스트 키가 ~/.ssh/known_hosts에 있는 것과 다릅니다: 누군가 중간에 있을 수 있습니다. 서버를 다시 설치했다면 새 지문을 확인하고 `ssh-keygen -R '{name}'`{|을} 실행한 뒤 ssh로 한 번 접속하세요",
        ],
        "transfer.unknownHost": [
            .english: "{name} is not a known ssh host (not in ~/.ssh/known_hosts, or listed with another key type): connect once with `ssh` and check the fingerprint it shows, or add its key with `{scan} >> ~/.ssh/known_hosts`",
            .korean: "{name|은} 알려진 ssh 호스트가 아닙니다(~/.ssh/known_hosts에 없거나 다른 키 형식으로 있음): `ssh`로 한 번 접속해 보여 주는 지문을 확인하거나 `{scan} >> ~/.ssh/known_hosts`로 키를 추가하세요",
        ],
        "transfer.certificateUnverified": [
            .english: "the TLS certificate of {host} cannot be verified: check the URL; a server with its own certificate authority needs it in /etc/ssl/certs",
            .korean: "{host}의 TLS 인증서를 확인할 수 없습니다: URL을 확인하세요. 자체 인증 기관을 쓰는 서버는 그것을 /etc/ssl/certs에 두어야 합니다",
        ],
        "transfer.noSuchRemote": [
            .english: "there is no remote called `{name}`",
            .korean: "`{name}`{|이라는} 원격이 없습니다",
        ],
        "git.cannotOpenIn": [.english: "cannot open a git repository in {root}", .korean: "{root}의 git 저장소를 열 수 없습니다"],
        "git.cannotCreateIn": [.english: "cannot create a git repository in {root}", .korean: "{root}에 git 저장소를 만들 수 없습니다"],
        "git.cannotOpenStore": [.english: "cannot open the store's git repository at {root}", .korean: "{root}의 보관함 git 저장소를 열 수 없습니다"],
        "git.cannotCompare": [.english: "cannot compare with {remote}", .korean: "{remote|과} 비교할 수 없습니다"],
        "git.cannotReadHistory": [.english: "cannot read the history", .korean: "기록을 읽을 수 없습니다"],
        "git.cannotReadAt": [.english: "cannot read {path} at {commit}", .korean: "{commit}의 {path|을} 읽을 수 없습니다"],
        "git.cannotReadStatus": [.english: "cannot read the store's status", .korean: "보관함의 상태를 읽을 수 없습니다"],
    ]
}
