extension Catalogue {
    /// `kept serve` as a hub: its own syncs with the store's remotes, said in its log and on
    /// its pages.
    static let hub: Table = [
        "web.page.offlineTitle": [.english: "Not available offline", .korean: "오프라인으로 볼 수 없는 페이지"],
        "web.page.offlineText": [
            .english: "This phone has not seen this page yet, so it has no copy of it: it opens once kept serve can be reached. The pages you have seen open offline, and what you change waits on the phone.",
            .korean: "이 휴대폰에서 아직 열어 본 적이 없는 페이지라 저장된 사본이 없습니다. kept serve에 접속되면 열립니다. 열어 본 페이지는 오프라인에서도 열리고, 바꾼 것은 휴대폰에 저장해 두었다가 보냅니다.",
        ],
        "option.serve.system": [
            .english: "With --install: a system unit, started at boot with nobody logged in, running the server as --user (needs root).",
            .korean: "--install과 함께: 아무도 로그인하지 않아도 부팅할 때 시작하는 시스템 유닛으로, --user 사용자 권한으로 서버를 실행합니다(root 권한이 필요합니다).",
        ],
        "option.serve.user": [
            .english: "With --install --system: the user the server runs as (default: the one who ran sudo).",
            .korean: "--install --system과 함께: 서버를 실행할 사용자(기본값: sudo를 실행한 사용자).",
        ],
        "cli.serve.noSystemdSystem": [.english: "no systemd system unit can be installed here ({failure})", .korean: "여기서는 systemd 시스템 유닛을 설치할 수 없습니다({failure})"],
        "cli.serve.systemNeedsRoot": [
            .english: "a system unit goes in /etc/systemd/system, which only root may write: run `sudo kept serve --install --system --user {user}`",
            .korean: "시스템 유닛은 root만 쓸 수 있는 /etc/systemd/system에 만듭니다. `sudo kept serve --install --system --user {user}`{|을} 실행하세요",
        ],
        "cli.serve.noSuchUser": [
            .english: "there is no user {name} on this machine: name the one the server should run as with --user",
            .korean: "이 컴퓨터에는 {name} 사용자가 없습니다. 서버를 실행할 사용자를 --user로 지정하세요",
        ],
        "cli.serve.nameTheUser": [
            .english: "name the user the server runs as with --user NAME: as root it would own the store's files and this machine's certificate authority",
            .korean: "서버를 실행할 사용자를 --user NAME으로 지정하세요. root로 실행하면 보관함 파일과 이 컴퓨터의 인증 기관이 root 소유가 됩니다",
        ],
        "cli.serve.lingering": [
            .english: "to run it while nobody is logged in (a Pi, a NAS, a VPS): loginctl enable-linger {user}",
            .korean: "아무도 로그인하지 않았을 때도 실행하려면(라즈베리 파이, NAS, VPS): loginctl enable-linger {user}",
        ],
        "cli.serve.enabledSystem": [
            .english: "started {unit} as {user}: it runs at every boot; its pairing code is in `journalctl -u {unit}`, and `kept devices --pair` run as {user} makes a new one",
            .korean: "{unit|을} {user} 사용자로 시작했습니다: 부팅할 때마다 실행됩니다. 연결 코드는 `journalctl -u {unit}`에 있고, {user} 사용자로 `kept devices --pair`를 실행하면 새 코드를 만들 수 있습니다",
        ],
        "cli.serve.cannotStartUnit": [
            .english: "wrote {path} but could not start it ({failure})",
            .korean: "{path|을} 만들었지만 시작하지 못했습니다({failure})",
        ],
        "option.serve.syncEvery": [
            .english: "How often to sync with the store's remotes to bring other machines' changes in (30s, 5m, 1h); also at start and within seconds of a change made here.",
            .korean: "다른 컴퓨터에서 바꾼 것을 받아 오려고 보관함의 원격 저장소와 동기화하는 간격(30s, 5m, 1h). 시작할 때와 여기서 바꾼 뒤 몇 초 안에도 동기화합니다.",
        ],
        "option.serve.noSync": [
            .english: "Never sync with the store's remotes while serving (`kept sync` still does).",
            .korean: "실행 중에 보관함의 원격 저장소와 동기화하지 않습니다(`kept sync`로는 여전히 동기화할 수 있습니다).",
        ],
        "cli.serve.badDuration": [
            .english: "`{text}` is not a duration: write a number and s, m or h (30s, 5m, 1h)",
            .korean: "`{text}`{|은} 시간 간격이 아닙니다. 숫자 뒤에 s, m, h를 붙여 쓰세요(30s, 5m, 1h)",
        ],
        "cli.serve.syncing": [
            .english: "syncing with {remotes}: at start, within {after} of a change, every {every}",
            .korean: "동기화할 원격 저장소: {remotes} (시작할 때, 바꾼 뒤 {after} 안에, {every}마다)",
        ],
        "cli.serve.synced": [
            .english: "kept serve: synced with {remote}: {summary}",
            .korean: "kept serve: {remote} 동기화 완료: {summary}",
        ],
        "cli.serve.syncFailed": [
            .english: "sync failed, trying again in {delay} (changes made here are kept meanwhile): {reason}",
            .korean: "동기화 실패. {delay} 뒤에 다시 시도합니다(그동안 여기서 바꾼 것은 그대로 보관됩니다): {reason}",
        ],
        "web.sync.synced": [
            .english: "Synced with {remote} at {time}.",
            .korean: "{time}에 동기화했습니다({remote}).",
        ],
        "web.sync.failed": [
            .english: "Not synced since {since}: {reason} Trying again at {retry}; changes made here are kept meanwhile.",
            .korean: "{since} 이후로 동기화하지 못했습니다: {reason} {retry}에 다시 시도합니다. 그동안 여기서 바꾼 것은 그대로 보관됩니다.",
        ],
        "web.sync.neverSynced": [
            .english: "Not synced yet: {reason} Trying again at {retry}; changes made here are kept meanwhile.",
            .korean: "아직 동기화하지 못했습니다: {reason} {retry}에 다시 시도합니다. 그동안 여기서 바꾼 것은 그대로 보관됩니다.",
        ],
    ]
}
