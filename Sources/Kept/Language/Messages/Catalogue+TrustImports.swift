extension Catalogue {
    /// Imports that reach outside their source, names typed on the command line.
    static let trustImports: Table = [
        "import.trust.link": [
            .english: "`{file}` is a symbolic link (to `{target}`), which an import never follows; to import it, copy the file itself into {source}",
            .korean: "`{file}`{|은} `{target}`{|을} 가리키는 심볼릭 링크이고, 가져오기는 심볼릭 링크를 따라가지 않습니다. 가져오려면 링크 대신 실제 파일을 {source}에 복사하세요",
        ],
        "import.trust.outside": [
            .english: "`{target}` leads outside {source} (to `{real}`), so it is not copied; to bring it along, copy the file into {source} and link it from there",
            .korean: "`{target}`{|은} {source} 밖(`{real}`)을 가리키므로 복사하지 않았습니다. 함께 가져오려면 그 파일을 {source} 안에 복사하고 링크가 복사한 파일을 가리키게 하세요",
        ],
        "import.trust.attachment": [
            .english: "the attachment `{file}` is not copied: {reason}",
            .korean: "첨부 파일 `{file}`{|을} 복사하지 않았습니다: {reason}",
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
            .english: "it is a symbolic link, which an import never follows (it could name any file of this machine); put the file itself in the zip",
            .korean: "심볼릭 링크입니다. 가져오기는 심볼릭 링크를 따라가지 않습니다(이 컴퓨터의 어떤 파일이든 가리킬 수 있기 때문입니다). 링크 대신 실제 파일을 zip에 넣으세요",
        ],
        "import.trust.zipControl": [
            .english: "its name holds a control character (zipinfo shows it as `^` and a letter); rename it in the zip",
            .korean: "이름에 제어 문자가 있습니다(zipinfo는 `^` 뒤에 글자 하나를 붙여 보여 줍니다). zip 안에서 이름을 바꾸세요",
        ],
        "import.trust.zipSpecial": [.english: "it is not a plain file (mode {mode})", .korean: "일반 파일이 아닙니다(모드 {mode})"],
        "import.trust.zipTwice": [
            .english: "the zip holds two members of this name, and kept cannot tell which one is the export's; export again from Day One",
            .korean: "zip 안에 이 이름의 파일이 둘 있어서 어느 쪽이 내보내기의 파일인지 kept가 알 수 없습니다. Day One에서 다시 내보내세요",
        ],
        "import.trust.zipUnlisted": [
            .english: "cannot list the zip's members safely (zipinfo's two listings do not agree); unzip it yourself, look at what it holds, and import the folder",
            .korean: "zip 안의 파일 목록을 안전하게 읽을 수 없습니다(zipinfo의 두 목록이 서로 맞지 않습니다). 직접 압축을 풀어 내용을 확인한 뒤 그 폴더를 가져오세요",
        ],
        "check.unreadable.otherOwner": [
            .english: "{path}: cannot be read: it belongs to {owner} (mode {mode}) and kept runs as {user}; make it yours with `sudo chown {user} {full}`, or have {owner} run `chmod a+r {full}`",
            .korean: "{path}: 읽을 수 없습니다. {owner}의 파일(모드 {mode})인데 kept는 {user|으로} 실행 중입니다. `sudo chown {user} {full}`{|으로} 소유자를 바꾸거나 {owner}에게 `chmod a+r {full}`{|을} 실행해 달라고 하세요",
        ],
        "check.unreadable.ownMode": [
            .english: "{path}: cannot be read: its mode is {mode}; `chmod u+r {full}` lets you read it",
            .korean: "{path}: 읽을 수 없습니다. 모드가 {mode}입니다. `chmod u+r {full}`{|을} 실행하면 읽을 수 있습니다",
        ],
        "check.unreadableFolder.otherOwner": [
            .english: "{path}/: cannot be opened, so its entries are neither listed nor checked: it belongs to {owner} (mode {mode}) and kept runs as {user}; make it yours with `sudo chown -R {user} {full}`, or have {owner} run `chmod a+rx {full}`",
            .korean: "{path}/: 열 수 없어서 그 안의 항목을 나열하지도 검사하지도 못합니다. {owner}의 폴더(모드 {mode})인데 kept는 {user|으로} 실행 중입니다. `sudo chown -R {user} {full}`{|으로} 소유자를 바꾸거나 {owner}에게 `chmod a+rx {full}`{|을} 실행해 달라고 하세요",
        ],
        "check.unreadableFolder.ownMode": [
            .english: "{path}/: cannot be opened, so its entries are neither listed nor checked: its mode is {mode}; `chmod u+rx {full}` opens it",
            .korean: "{path}/: 열 수 없어서 그 안의 항목을 나열하지도 검사하지도 못합니다. 모드가 {mode}입니다. `chmod u+rx {full}`{|을} 실행하면 열 수 있습니다",
        ],
        "check.unreadableFolder.gone": [
            .english: "{path}/: cannot be opened; check its permissions",
            .korean: "{path}/: 열 수 없습니다. 권한을 확인하세요",
        ],
        "check.gitCannotCompare": [
            .english: "git could not compare {path} with the last commit because it cannot be read (see above), so edits made outside kept are not counted; the repository itself is sound: nothing to repair or restore",
            .korean: "{path|을} 읽을 수 없어서(위 참고) git이 마지막 커밋과 비교하지 못했으므로, kept 밖에서 한 편집은 세지 않았습니다. 저장소 자체에는 문제가 없으니 고치거나 되살릴 것은 없습니다",
        ],
        "problem.tooManyPlainValues": [
            .english: "the front matter holds more than {limit} values; kept does not read one this long: move the values into the body, or split the entry",
            .korean: "머리말의 값이 {limit}개를 넘습니다. kept는 이렇게 긴 머리말을 읽지 않습니다: 값을 본문으로 옮기거나 항목을 나누세요",
        ],
        "error.storeConfig.tooManyPlainValues": [
            .english: "this file holds more than {limit} values; kept does not read one this long: remove the values no setting uses",
            .korean: "이 파일의 값이 {limit}개를 넘습니다. kept는 이렇게 긴 파일을 읽지 않습니다: 어떤 설정에도 쓰이지 않는 값을 지우세요",
        ],
    ]
}
