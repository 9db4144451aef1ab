import Foundation

extension Catalogue {
    /// The first hour with two machines: cloning an encrypted remote without `--encrypt`, an
    /// entry deleted on one machine and edited on the other, which remotes are encrypted.
    static let firstHourSync: Table = [
        "clone.encryptedRemote": [
            .english: "{RemoteURL} is an encrypted remote: cloning it as `kept clone --encrypt` does",
            .korean: "{RemoteURL|은} 암호화된 원격 저장소입니다. `kept clone --encrypt`로 복제하듯 암호화해서 복제합니다",
        ],
        "sync.deletedHereEditedThere": [
            .english: "kept '{title}': deleted on this machine, edited on {machine} — `kept rm {path}` again to delete it",
            .korean: "'{title}'{|을} 지우지 않고 남겨 두었습니다. 이 컴퓨터에서는 지웠지만 {machine}에서 고쳤기 때문입니다. 그래도 지우려면 `kept rm {path}`{|을} 다시 실행하세요",
        ],
        "sync.deletedThereEditedHere": [
            .english: "kept '{title}': deleted on {machine}, edited on this machine — `kept rm {path}` again to delete it",
            .korean: "'{title}'{|을} 지우지 않고 남겨 두었습니다. {machine}에서는 지웠지만 이 컴퓨터에서 고쳤기 때문입니다. 그래도 지우려면 `kept rm {path}`{|을} 다시 실행하세요",
        ],
        "remote.encrypted": [.english: "{url}  (encrypted)", .korean: "{url}  (암호화됨)"],
        "sync.someRemotesFailed": [
            .english: "not synced with {remotes} (above: why); the other remotes are synced",
            .korean: "{remotes|과} 동기화하지 못했습니다(이유는 위에 있습니다). 다른 원격과는 동기화했습니다",
        ],
    ]
}
