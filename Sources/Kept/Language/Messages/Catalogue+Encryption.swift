extension Catalogue {
    /// Encrypted remotes: the store key, passphrases, the manifest.
    static let encryption: Table = [
        "cli.key.export": [
            .english: "recovery code of store key {fingerprint} (print it and keep the paper away from this computer):\n{code}",
            .korean: "보관함 키 {fingerprint}의 복구 코드(종이에 출력해 이 컴퓨터와 떨어진 곳에 두세요):\n{code}",
        ],
        "cli.key.imported": [
            .english: "imported store key {fingerprint} into {path}",
            .korean: "보관함 키 {fingerprint|을} {path}에 들여왔습니다",
        ],
        "cli.key.made": [
            .english: "made a store key {fingerprint}, kept in {path}\nencrypted remotes get it wrapped for your passphrase; print a recovery code with `kept key export`",
            .korean: "보관함 키 {fingerprint|을} 만들어 {path}에 두었습니다\n암호화된 원격에는 암호 문구로 감싼 키가 올라갑니다. `kept key export`로 복구 코드를 출력하세요",
        ],
        "cli.key.passphraseChanged": [
            .english: "the passphrase of store key {fingerprint} is changed; the next `kept sync` puts the rewrapped key on each encrypted remote",
            .korean: "보관함 키 {fingerprint}의 암호 문구를 바꿨습니다. 다음 `kept sync`가 다시 감싼 키를 각 암호화된 원격에 올립니다",
        ],
        "cli.key.show": [
            .english: "store key {fingerprint}, kept in {path}",
            .korean: "보관함 키 {fingerprint}, {path}에 있음",
        ],
        "cli.remote.addedEncrypted": [
            .english: "added encrypted remote {name} {RemoteURL} (store key {fingerprint})",
            .korean: "암호화된 원격 {name} {RemoteURL|을} 추가했습니다(보관함 키 {fingerprint})",
        ],
        "clone.encryptedRemote": [
            .english: "{RemoteURL} is an encrypted remote: cloning it as `kept clone --encrypt` does",
            .korean: "{RemoteURL|은} 암호화된 원격 저장소입니다. `kept clone --encrypt`로 복제하듯 암호화해서 복제합니다",
        ],
        "crypt.emptyPassphrase": [
            .english: "the passphrase is empty",
            .korean: "암호 문구가 비어 있습니다",
        ],
        "crypt.keyExists": [
            .english: "this store already has a store key on this machine ({fingerprint}, in {path})",
            .korean: "이 컴퓨터에 이 보관함의 키가 이미 있습니다({fingerprint}, {path})",
        ],
        "crypt.keyExistsAdvice": [
            .english: "`kept key show` prints it; a second key would lock this machine out of the remotes encrypted with the first",
            .korean: "`kept key show`로 볼 수 있습니다. 두 번째 키는 첫 키로 암호화한 원격을 열 수 없게 합니다",
        ],
        "crypt.keyFileDamaged": [
            .english: "the key file {path} is damaged",
            .korean: "키 파일 {path|이} 손상되었습니다",
        ],
        "crypt.keyFileDamagedAdvice": [
            .english: "move it away and run `kept key import` with the store's recovery code",
            .korean: "파일을 옮겨 두고 보관함의 복구 코드로 `kept key import`를 실행하세요",
        ],
        "crypt.keyFileGone": [
            .english: "the encrypted remote's `key` file is gone, and its manifest names a newer one (passphrase change {generation}; this machine holds change {ours})",
            .korean: "암호화된 원격의 `key` 파일이 없고, 매니페스트에는 더 새 키가 적혀 있습니다(암호 문구 {generation}번째 변경. 이 컴퓨터에는 {ours}번째 변경)",
        ],
        "crypt.keyFileGoneAdvice": [
            .english: "nothing was merged or pushed: this machine's older wrapping would bring back an old passphrase; run `kept sync` on the machine where the passphrase was last changed, which puts the `key` file back",
            .korean: "아무것도 합치거나 올리지 않았습니다: 이 컴퓨터의 예전 감싼 키를 올리면 옛 암호 문구가 되살아납니다. 암호 문구를 마지막으로 바꾼 컴퓨터에서 `kept sync`를 실행하면 `key` 파일이 다시 올라갑니다",
        ],
        "crypt.keyFileMissing": [
            .english: "the encrypted remote has no `key` file (its manifest and packs are there), so a passphrase cannot open it",
            .korean: "암호화된 원격에 `key` 파일이 없어서(매니페스트와 팩은 있습니다) 암호 문구로 열 수 없습니다",
        ],
        "crypt.keyFileMissingAdvice": [
            .english: "nothing was made; run `kept sync` on a machine that holds the store key (it puts the `key` file back), then clone again",
            .korean: "아무것도 만들지 않았습니다. 보관함 키를 가진 컴퓨터에서 `kept sync`를 실행해 `key` 파일을 되돌려 놓은 뒤 다시 복제하세요",
        ],
        "crypt.keyFileRestored": [
            .english: "{remote}: the remote's `key` file was missing or not the one its manifest names (the host changed it); this machine put back the one the manifest names",
            .korean: "{remote}: 원격의 `key` 파일이 없거나 매니페스트에 적힌 것과 달랐습니다(호스트가 바꿨습니다). 이 컴퓨터가 매니페스트에 적힌 키를 되돌려 놓았습니다",
        ],
        "crypt.manifestAndKeyMissing.one": [
            .english: "the encrypted remote is damaged: its `manifest` and `key` are missing, while {count} sealed pack file is still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`와 `key`가 없고, 봉인된 팩 파일 {count}개는 남아 있습니다",
        ],
        "crypt.manifestAndKeyMissing.other": [
            .english: "the encrypted remote is damaged: its `manifest` and `key` are missing, while {count} sealed pack files are still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`와 `key`가 없고, 봉인된 팩 파일 {count}개는 남아 있습니다",
        ],
        "crypt.manifestMissing.one": [
            .english: "the encrypted remote is damaged: its `manifest` is missing, while its `key` and {count} sealed pack file are still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`가 없고, `key`와 봉인된 팩 파일 {count}개는 남아 있습니다",
        ],
        "crypt.manifestMissing.other": [
            .english: "the encrypted remote is damaged: its `manifest` is missing, while its `key` and {count} sealed pack files are still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`가 없고, `key`와 봉인된 팩 파일 {count}개는 남아 있습니다",
        ],
        "crypt.manifestMissingAdvice": [
            .english: "nothing was merged or pushed, and kept never puts this store on an encrypted remote unencrypted; on a machine that has all your entries, `kept sync --repack` writes the remote again from that machine's copy, sealed with the store key",
            .korean: "아무것도 합치거나 올리지 않았고, kept는 암호화된 원격에 이 보관함을 암호화하지 않은 채 올리지 않습니다. 모든 항목을 가진 컴퓨터에서 `kept sync --repack`을 실행하면 그 컴퓨터의 사본으로 원격을 보관함 키로 봉인해 다시 씁니다",
        ],
        "crypt.manifestMissingKeyOnly": [
            .english: "the encrypted remote is damaged: its `manifest` and every pack file are missing, while its `key` is still there",
            .korean: "암호화된 원격이 손상되었습니다: `manifest`와 팩 파일이 모두 없고, `key`만 남아 있습니다",
        ],
        "crypt.noCommitYet": [
            .english: "the store has no commit yet, and a store key is filed under the store's first commit",
            .korean: "보관함에 아직 커밋이 없습니다. 보관함 키는 첫 커밋 이름으로 보관됩니다",
        ],
        "crypt.noCommitYetAdvice": [
            .english: "add an entry first (or run `kept init`)",
            .korean: "먼저 항목을 추가하세요(또는 `kept init`을 실행하세요)",
        ],
        "crypt.noKey": [
            .english: "this store has no store key on this machine ({path})",
            .korean: "이 컴퓨터에 이 보관함의 키가 없습니다({path})",
        ],
        "crypt.noKeyAdvice": [
            .english: "run `kept key init` to make one, or `kept key import` to type in the recovery code of the store's key",
            .korean: "`kept key init`로 만들거나 `kept key import`로 보관함 키의 복구 코드를 입력하세요",
        ],
        "crypt.noKeyRing": [
            .english: "this store has no store key on this machine",
            .korean: "이 컴퓨터에 이 보관함의 키가 없습니다",
        ],
        "crypt.noPassphrase": [
            .english: "a passphrase is needed: set KEPT_PASSPHRASE, or run this on a terminal",
            .korean: "암호 문구가 필요합니다: KEPT_PASSPHRASE를 설정하거나 터미널에서 실행하세요",
        ],
        "crypt.notARecoveryCode": [
            .english: "that is not a recovery code: a letter is wrong or missing",
            .korean: "복구 코드가 아닙니다: 글자가 틀렸거나 빠졌습니다",
        ],
        "crypt.notARecoveryCodeAdvice": [
            .english: "type the code `kept key export` printed, 11 groups of letters and digits",
            .korean: "`kept key export`가 출력한 코드(글자와 숫자 11묶음)를 입력하세요",
        ],
        "crypt.notEncrypted": [
            .english: "{name} is not an encrypted remote: only those are repacked",
            .korean: "{name|은} 암호화된 원격이 아닙니다: 암호화된 원격만 다시 묶습니다",
        ],
        "crypt.otherKey": [
            .english: "the remote was encrypted with another store key ({theirs}; this machine's is {ours})",
            .korean: "원격은 다른 보관함 키로 암호화되었습니다({theirs}. 이 컴퓨터의 키는 {ours})",
        ],
        "crypt.otherKeyAdvice": [
            .english: "nothing was merged or pushed; import the remote's key with `kept key import`, or clone it with `kept clone URL --encrypt`",
            .korean: "아무것도 합치거나 올리지 않았습니다. `kept key import`로 원격의 키를 들여오거나 `kept clone URL --encrypt`로 복제하세요",
        ],
        "crypt.packDropped": [
            .english: "the encrypted remote's manifest lists a pack that is not there ({pack}): the host dropped it",
            .korean: "암호화된 원격의 매니페스트에 있는 팩이 없습니다({pack}): 호스트가 빠뜨렸습니다",
        ],
        "crypt.passphraseChangedOnBoth": [
            .english: "{remote}: the store key's passphrase was changed both here and on another machine, and the other machine synced first: its passphrase is the one that opens the remote, not the one set here; run `kept key passphrase` again, then `kept sync`, to use this one",
            .korean: "{remote}: 보관함 키의 암호 문구를 이 컴퓨터와 다른 컴퓨터에서 모두 바꿨고, 다른 컴퓨터가 먼저 동기화했습니다: 원격은 여기서 정한 암호 문구가 아니라 그 컴퓨터의 암호 문구로 열립니다. 여기서 정한 암호 문구를 쓰려면 `kept key passphrase`를 다시 실행한 뒤 `kept sync`를 실행하세요",
        ],
        "crypt.passphraseTakenFromRemote": [
            .english: "{remote}: the store key's passphrase was changed on another machine (change {generation}); this machine now keeps that wrapping and puts it on the remote, so the passphrase set there is the one that opens it",
            .korean: "{remote}: 다른 컴퓨터에서 보관함 키의 암호 문구를 바꿨습니다({generation}번째 변경). 이 컴퓨터도 이제 그 감싼 키를 보관하고 원격에 올리므로, 그 컴퓨터에서 정한 암호 문구로 원격을 엽니다",
        ],
        "crypt.passphrasesDiffer": [
            .english: "the two passphrases differ; nothing was changed",
            .korean: "두 암호 문구가 다릅니다. 아무것도 바꾸지 않았습니다",
        ],
        "crypt.prompt.again": [
            .english: "the same passphrase again: ",
            .korean: "같은 암호 문구를 한 번 더: ",
        ],
        "crypt.prompt.code": [
            .english: "recovery code: ",
            .korean: "복구 코드: ",
        ],
        "crypt.prompt.newPassphrase": [
            .english: "new passphrase for the store key: ",
            .korean: "보관함 키의 새 암호 문구: ",
        ],
        "crypt.prompt.passphrase": [
            .english: "passphrase for the store key: ",
            .korean: "보관함 키의 암호 문구: ",
        ],
        "crypt.remoteIsEncrypted": [
            .english: "the remote is encrypted: it holds only ciphertext, which a plain sync would merge into the store",
            .korean: "원격이 암호화되어 있습니다: 암호문만 있어서 평범한 동기화는 이를 보관함에 합쳐 버립니다",
        ],
        "crypt.remoteIsEncryptedAdvice": [
            .english: "nothing was merged; `kept remote remove {name}`, then `kept remote add {name} URL --encrypt`",
            .korean: "아무것도 합치지 않았습니다. `kept remote remove {name}` 뒤에 `kept remote add {name} URL --encrypt`를 실행하세요",
        ],
        "crypt.remoteIsPlain": [
            .english: "the remote holds a plain repository: no file of an encrypted remote (manifest, key, sealed packs) is there",
            .korean: "원격에는 암호화되지 않은 저장소가 있습니다: 암호화된 원격의 파일(매니페스트, 키, 봉인된 팩)이 하나도 없습니다",
        ],
        "crypt.remoteIsPlainAdvice": [
            .english: "nothing was changed, and kept puts nothing unencrypted on a remote added with `--encrypt`; check that the URL is the encrypted remote's (`kept remote list`), or make a new empty repository for it",
            .korean: "아무것도 바꾸지 않았고, kept는 `--encrypt`로 추가한 원격에 암호화하지 않은 것을 올리지 않습니다. URL이 암호화된 원격의 것인지 확인하거나(`kept remote list`) 그 원격용으로 빈 저장소를 새로 만드세요",
        ],
        "crypt.tampered": [
            .english: "a file on the encrypted remote was changed or cut short ({file}): it does not match what the store key sealed",
            .korean: "암호화된 원격의 파일이 바뀌었거나 잘렸습니다({file}): 보관함 키로 봉인한 내용과 맞지 않습니다",
        ],
        "crypt.untouchedAdvice": [
            .english: "nothing was merged or pushed and your files and commits are untouched; push again from a machine that has everything",
            .korean: "아무것도 합치거나 올리지 않았고 파일과 커밋은 그대로입니다. 모든 것을 가진 컴퓨터에서 다시 올리세요",
        ],
        "crypt.wentBackInTime": [
            .english: "the remote went back in time: its manifest is older than one this machine has seen (number {counter}, seen {seen})",
            .korean: "원격이 과거로 돌아갔습니다: 매니페스트가 이 컴퓨터가 본 것보다 오래되었습니다(번호 {counter}, 본 번호 {seen})",
        ],
        "crypt.wentBackInTimeAdvice": [
            .english: "nothing was merged or pushed: the host may have put back an old copy; sync from a machine that has everything, or ask whoever runs the host",
            .korean: "아무것도 합치거나 올리지 않았습니다: 호스트가 옛 사본을 되돌려 놓았을 수 있습니다. 모든 것을 가진 컴퓨터에서 동기화하거나 호스트 운영자에게 물어보세요",
        ],
        "crypt.wrongPassphrase": [
            .english: "the passphrase does not open the remote's store key",
            .korean: "암호 문구로 원격의 보관함 키를 열 수 없습니다",
        ],
        "crypt.wrongPassphraseAdvice": [
            .english: "nothing was made; try again with the passphrase given to `kept key init` (or the last `kept key passphrase`)",
            .korean: "아무것도 만들지 않았습니다. `kept key init`(또는 마지막 `kept key passphrase`)에서 정한 암호 문구로 다시 하세요",
        ],
        "help.key.abstract": [
            .english: "The store key that encrypts what kept puts on encrypted remotes.",
            .korean: "암호화된 원격에 올리는 것을 암호화하는 보관함 키.",
        ],
        "help.key.export.abstract": [
            .english: "Print the store key as a recovery code to keep on paper.",
            .korean: "보관함 키를 종이에 남길 복구 코드로 출력합니다.",
        ],
        "help.key.import.abstract": [
            .english: "Put a store key back from its recovery code.",
            .korean: "복구 코드로 보관함 키를 되살립니다.",
        ],
        "help.key.init.abstract": [
            .english: "Make a random 256-bit store key, wrapped for a passphrase.",
            .korean: "무작위 256비트 보관함 키를 만들어 암호 문구로 감쌉니다.",
        ],
        "help.key.passphrase.abstract": [
            .english: "Change the passphrase the store key is wrapped for (nothing else is encrypted again).",
            .korean: "보관함 키를 감싸는 암호 문구를 바꿉니다(다른 것은 다시 암호화하지 않습니다).",
        ],
        "help.key.show.abstract": [
            .english: "Print the store key's fingerprint and where it is kept.",
            .korean: "보관함 키의 지문과 위치를 출력합니다.",
        ],
        "import.jrnl.encrypted": [
            .english: "this jrnl journal is encrypted: decrypt it with jrnl first (`jrnl --decrypt`, or `jrnl --export json > journal.json`) and import that",
            .korean: "암호화된 jrnl 일기입니다: 먼저 jrnl로 복호화하고(`jrnl --decrypt`, 또는 `jrnl --export json > journal.json`) 그것을 가져오세요",
        ],
        "option.clone.encrypt": [
            .english: "Clone an encrypted remote (asks for its passphrase), or start one when it is empty.",
            .korean: "암호화된 원격을 복제합니다(암호 문구를 물어봅니다). 비어 있으면 새로 시작합니다.",
        ],
        "option.key.import.code": [
            .english: "The recovery code (asked for when left out).",
            .korean: "복구 코드(빠지면 물어봅니다).",
        ],
        "remote.encrypted": [.english: "{url}  (encrypted)", .korean: "{url}  (암호화됨)"],
    ]
}
