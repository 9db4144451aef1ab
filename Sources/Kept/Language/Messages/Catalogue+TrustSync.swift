extension Catalogue {
    /// Sync trust: a remote's trees refused by the path gate, conflict copies of odd merges;
    /// and the gate's reasons, which every front end shows beside the refused path.
    static let trustSync: Table = [
        "gate.empty": [.english: "the path is empty", .korean: "경로가 비어 있습니다"],
        "gate.absolute": [.english: "the path is absolute (starts with /)", .korean: "절대 경로입니다(/로 시작함)"],
        "gate.emptyComponent": [.english: "the path has an empty part (`//` or a trailing `/`)", .korean: "경로에 빈 구성 요소가 있습니다(`//` 또는 맨 끝의 `/`)"],
        "gate.dotComponent": [.english: "the path has a `{name}` part, which names a folder (this one or the one above), never a file in it", .korean: "경로에 `{name}` 구성 요소가 있습니다. 이것은 폴더 자신이나 그 위 폴더를 가리킬 뿐, 그 안의 파일을 가리키지 않습니다"],
        "gate.gitFolder": [.english: "`{name}` is git's own folder (in one of the spellings Windows or macOS read as `.git`), which no file of the store may be in", .korean: "`{name}`{|은} git 전용 폴더입니다(Windows나 macOS가 `.git`으로 읽는 표기 중 하나). 보관함의 파일은 그 안에 있을 수 없습니다"],
        "gate.backslash": [.english: "the path holds a backslash, a folder separator on Windows", .korean: "경로에 백슬래시가 있습니다(Windows의 폴더 구분자)"],
        "gate.nul": [.english: "the path holds a NUL byte", .korean: "경로에 NUL 바이트가 있습니다"],
        "gate.notUTF8": [.english: "the path is not UTF-8 text", .korean: "경로가 UTF-8로 인코딩되어 있지 않습니다"],

        "error.kindTemplate.pathRefused": [
            .english: "the kind's `path: {path}` is refused: {reason}; name only folders inside the kind's own folder",
            .korean: "이 종류의 `path: {path}`{|은} 쓸 수 없습니다: {reason}. 종류 자신의 폴더 안에 있는 폴더 이름만 쓰세요",
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
        "sync.tree.symlink": [
            .english: "it is a symbolic link, and kept never writes a link into the store (one could lead anywhere outside it)",
            .korean: "심볼릭 링크이기 때문입니다. 링크는 보관함 밖 어디로든 이어질 수 있어 kept는 보관함에 링크를 쓰지 않습니다",
        ],
        "sync.tree.gitlink": [
            .english: "it is a gitlink (a commit of another repository, a submodule), which kept never writes",
            .korean: "gitlink(다른 저장소의 커밋, 서브모듈)이기 때문입니다. kept는 이것을 쓰지 않습니다",
        ],
        "sync.tree.keptState": [
            .english: "`.kept/state/` and `.kept/cache/` hold this machine's own state and `.kept` is a folder: a remote never writes there",
            .korean: "`.kept/state/`와 `.kept/cache/`는 이 컴퓨터만의 상태이고 `.kept`는 폴더여야 합니다. 원격은 그곳에 쓰지 않습니다",
        ],
        "sync.tree.slashInName": [
            .english: "a name on its way holds `/`, which no file name can",
            .korean: "경로의 이름 하나에 `/`가 들어 있습니다. 파일 이름에는 `/`가 들어갈 수 없습니다",
        ],
        "sync.tree.misordered": [
            .english: "the names of its folder are out of git's order or one is there twice (git fsck refuses such a tree)",
            .korean: "그 폴더의 이름들이 git의 순서가 아니거나 같은 이름이 두 번 있습니다(git fsck도 이런 트리를 거부합니다)",
        ],
        "sync.tree.tooDeep": [
            .english: "its folders are nested more than {limit} deep",
            .korean: "폴더가 {limit}단계보다 깊이 중첩되어 있습니다",
        ],
        "sync.tree.wrongObject": [
            .english: "its object is not what its kind says (a file that is no blob, or a folder that is no tree)",
            .korean: "종류와 객체가 맞지 않습니다(blob이 아닌 파일, 또는 tree가 아닌 폴더)",
        ],
        "sync.journal.dropped": [
            .english: "dropped the sync to {to} an older kept left unfinished ({journal}): commit {commit} holds `{path}`, which kept never writes: {reason}. {count} files it had written inside the store are back as your last commit has them; what it may have written outside the store, kept cannot tell. `kept sync` says how to fix the remote",
            .korean: "예전 kept가 끝내지 못한 {to|으로의} 동기화를 버렸습니다({journal}): 커밋 {commit}에 `{path}`{|이} 있는데, kept는 이것을 쓰지 않습니다: {reason}. 그 동기화가 보관함 안에 쓴 파일 {count}개는 마지막 커밋의 내용으로 되돌렸습니다. 보관함 밖에 무엇을 썼는지는 kept가 알 수 없습니다. 원격을 고치는 방법은 `kept sync`가 알려 줍니다",
        ],
    ]
}
