extension Catalogue {
    /// `kept serve` as a hub: its own syncs with the store's remotes, said in its log and on
    /// its pages.
    static let hub: Table = [
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
