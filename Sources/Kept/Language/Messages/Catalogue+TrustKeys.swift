extension Catalogue {
    /// Store keys and encrypted remotes that another machine or the host changed.
    static let trustKeys: Table = [
        "crypt.passphraseTakenFromRemote": [
            .english: "{remote}: the store key's passphrase was changed on another machine (change {generation}); this machine now keeps that wrapping and puts it on the remote, so the passphrase set there is the one that opens it",
            .korean: "{remote}: 다른 컴퓨터에서 보관함 키의 암호 문구를 바꿨습니다({generation}번째 변경). 이 컴퓨터도 이제 그 감싼 키를 보관하고 원격에 올리므로, 그 컴퓨터에서 정한 암호 문구로 원격을 엽니다",
        ],
        "crypt.passphraseChangedOnBoth": [
            .english: "{remote}: the store key's passphrase was changed both here and on another machine, and the other machine synced first: its passphrase is the one that opens the remote, not the one set here; run `kept key passphrase` again, then `kept sync`, to use this one",
            .korean: "{remote}: 보관함 키의 암호 문구를 이 컴퓨터와 다른 컴퓨터에서 모두 바꿨고, 다른 컴퓨터가 먼저 동기화했습니다: 원격은 여기서 정한 암호 문구가 아니라 그 컴퓨터의 암호 문구로 열립니다. 여기서 정한 암호 문구를 쓰려면 `kept key passphrase`를 다시 실행한 뒤 `kept sync`를 실행하세요",
        ],
        "crypt.keyFileRestored": [
            .english: "{remote}: the remote's `key` file was missing or not the one its manifest names (the host changed it); this machine put back the one the manifest names",
            .korean: "{remote}: 원격의 `key` 파일이 없거나 매니페스트에 적힌 것과 달랐습니다(호스트가 바꿨습니다). 이 컴퓨터가 매니페스트에 적힌 키를 되돌려 놓았습니다",
        ],
        "crypt.keyFileGone": [
            .english: "the encrypted remote's `key` file is gone, and its manifest names a newer one (passphrase change {generation}; this machine holds change {ours})",
            .korean: "암호화된 원격의 `key` 파일이 없고, 매니페스트에는 더 새 키가 적혀 있습니다(암호 문구 {generation}번째 변경. 이 컴퓨터에는 {ours}번째 변경)",
        ],
        "crypt.keyFileGoneAdvice": [
            .english: "nothing was merged or pushed: this machine's older wrapping would bring back an old passphrase; run `kept sync` on the machine where the passphrase was last changed, which puts the `key` file back",
            .korean: "아무것도 합치거나 올리지 않았습니다: 이 컴퓨터의 예전 감싼 키를 올리면 옛 암호 문구가 되살아납니다. 암호 문구를 마지막으로 바꾼 컴퓨터에서 `kept sync`를 실행하면 `key` 파일이 다시 올라갑니다",
        ],
        "crypt.manifestMissing.one": [
            .english: "the encrypted remote is damaged: its `manifest` is missing, while its `key` and {count} sealed pack file are still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`가 없고, `key`와 봉인된 팩 파일 {count}개는 남아 있습니다",
        ],
        "crypt.manifestMissing.other": [
            .english: "the encrypted remote is damaged: its `manifest` is missing, while its `key` and {count} sealed pack files are still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`가 없고, `key`와 봉인된 팩 파일 {count}개는 남아 있습니다",
        ],
        "crypt.manifestMissingKeyOnly": [
            .english: "the encrypted remote is damaged: its `manifest` and every pack file are missing, while its `key` is still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`와 팩 파일이 모두 없고, `key`만 남아 있습니다",
        ],
        "crypt.manifestAndKeyMissing.one": [
            .english: "the encrypted remote is damaged: its `manifest` and `key` are missing, while {count} sealed pack file is still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`와 `key`가 없고, 봉인된 팩 파일 {count}개는 남아 있습니다",
        ],
        "crypt.manifestAndKeyMissing.other": [
            .english: "the encrypted remote is damaged: its `manifest` and `key` are missing, while {count} sealed pack files are still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`와 `key`가 없고, 봉인된 팩 파일 {count}개는 남아 있습니다",
        ],
        "crypt.manifestMissingAdvice": [
            .english: "nothing was merged or pushed, and kept never puts this store on an encrypted remote unencrypted; on a machine that has all your entries, `kept sync --repack` writes the remote again from that machine's copy, sealed with the store key",
            .korean: "아무것도 합치거나 올리지 않았고, kept는 암호화된 원격에 이 보관함을 암호화하지 않은 채 올리지 않습니다. 모든 항목을 가진 컴퓨터에서 `kept sync --repack`을 실행하면 그 컴퓨터의 사본으로 원격을 보관함 키로 봉인해 다시 씁니다",
        ],
        "cli.sync.rewroteDamagedRemote": [
            .english: "{remote}: wrote the damaged encrypted remote again from this machine's copy, sealed with the store key",
            .korean: "{remote}: 손상된 암호화 원격을 이 컴퓨터의 사본으로 다시 썼습니다(보관함 키로 봉인)",
        ],
        "crypt.keyFileMissing": [
            .english: "the encrypted remote has no `key` file (its manifest and packs are there), so a passphrase cannot open it",
            .korean: "암호화된 원격에 `key` 파일이 없어서(매니페스트와 팩은 있습니다) 암호 문구로 열 수 없습니다",
        ],
        "crypt.keyFileMissingAdvice": [
            .english: "nothing was made; run `kept sync` on a machine that holds the store key (it puts the `key` file back), then clone again",
            .korean: "아무것도 만들지 않았습니다. 보관함 키를 가진 컴퓨터에서 `kept sync`를 실행해 `key` 파일을 되돌려 놓은 뒤 다시 복제하세요",
        ],
    ]
}
