extension Catalogue {
    /// Imports that reach outside their source, names typed on the command line.
    static let trustImports: Table = [
        "import.trust.link": [
            .english: "`{file}` is a symbolic link (to `{target}`), which an import never follows; to import it, copy the file itself into {source}",
            .korean: "`{file}`은(는) 심볼릭 링크(`{target}`을(를) 가리킴)라서 가져오기는 따라가지 않습니다. 가져오려면 파일 자체를 {source}에 복사하세요",
        ],
        "import.trust.outside": [
            .english: "`{target}` leads outside {source} (to `{real}`), so it is not copied; to bring it along, copy the file into {source} and link it from there",
            .korean: "`{target}`은(는) {source} 밖(`{real}`)으로 이어져서 복사하지 않았습니다. 함께 가져오려면 파일을 {source} 안에 복사하고 그곳을 가리키게 하세요",
        ],
        "import.trust.attachment": [
            .english: "the attachment `{file}` is not copied: {reason}",
            .korean: "첨부 `{file}`을(를) 복사하지 않았습니다: {reason}",
        ],
        "import.trust.leaves": [
            .english: "its path leaves {source} (`..` or an absolute path)",
            .korean: "경로가 {source} 밖으로 나갑니다(`..` 또는 절대 경로)",
        ],
        "import.trust.notAFile": [.english: "it is not a plain file", .korean: "일반 파일이 아닙니다"],
        "import.trust.missing": [.english: "it is not in {source}", .korean: "{source}에 없습니다"],
        "import.trust.unreadable": [
            .english: "cannot read it ({reason}); check that you may read it",
            .korean: "읽을 수 없습니다({reason}). 읽을 권한이 있는지 확인하세요",
        ],
        "import.trust.zipMember": [.english: "not unpacked from the zip: {reason}", .korean: "zip에서 풀지 않았습니다: {reason}"],
        "import.trust.zipLink": [
            .english: "it is a symbolic link, which an import never follows (it could name any file of this machine); if it stands for a photo of yours, put the photo itself in the zip",
            .korean: "심볼릭 링크라서 따라가지 않습니다(이 컴퓨터의 어느 파일이든 가리킬 수 있습니다). 본인의 사진을 가리키는 것이라면 사진 파일 자체를 zip에 넣으세요",
        ],
        "import.trust.zipSpecial": [.english: "it is not a plain file (mode {mode})", .korean: "일반 파일이 아닙니다(모드 {mode})"],
        "import.trust.zipTwice": [
            .english: "the zip holds two members of this name, and kept cannot tell which one is the export's; export again from Day One",
            .korean: "zip 안에 이 이름의 항목이 둘 있어 어느 쪽이 내보낸 파일인지 알 수 없습니다. Day One에서 다시 내보내세요",
        ],
        "import.trust.zipUnlisted": [
            .english: "cannot list the zip's members safely (zipinfo's two listings do not agree); unzip it yourself, look at what it holds, and import the folder",
            .korean: "zip의 항목 목록을 안전하게 읽을 수 없습니다(zipinfo의 두 목록이 서로 맞지 않습니다). 직접 압축을 풀어 내용을 확인한 뒤 그 폴더를 가져오세요",
        ],
    ]
}
