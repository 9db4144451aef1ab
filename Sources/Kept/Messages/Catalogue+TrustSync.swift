extension Catalogue {
    /// Sync trust: a remote's trees refused by the path gate, conflict copies of odd merges;
    /// and the gate's reasons, which every front end shows beside the refused path.
    static let trustSync: Table = [
        "gate.empty": [.english: "the path is empty", .korean: "경로가 비어 있습니다"],
        "gate.absolute": [.english: "the path is absolute (starts with /)", .korean: "절대 경로입니다(/로 시작함)"],
        "gate.emptyComponent": [.english: "the path has an empty part (`//` or a trailing `/`)", .korean: "경로에 빈 구성 요소가 있습니다(`//` 또는 맨 끝의 `/`)"],
        "gate.dotComponent": [.english: "the path has a `{name}` part, which names a folder (this one or the one above), never a file in it", .korean: "경로에 `{name}` 구성 요소가 있습니다. 이것은 폴더 자신이나 그 위 폴더를 가리킬 뿐, 그 안의 파일을 가리키지 않습니다"],
        "gate.gitFolder": [.english: "`{name}` is git's own folder (in one of the spellings Windows or macOS read as `.git`), which no file of the store may be in", .korean: "`{name}`은(는) git 전용 폴더입니다(Windows나 macOS가 `.git`으로 읽는 표기 중 하나). 보관함의 파일은 그 안에 있을 수 없습니다"],
        "gate.backslash": [.english: "the path holds a backslash, a folder separator on Windows", .korean: "경로에 백슬래시가 있습니다(Windows의 폴더 구분자)"],
        "gate.nul": [.english: "the path holds a NUL byte", .korean: "경로에 NUL 바이트가 있습니다"],
        "gate.notUTF8": [.english: "the path is not UTF-8 text", .korean: "경로가 UTF-8로 인코딩되어 있지 않습니다"],
    ]
}
