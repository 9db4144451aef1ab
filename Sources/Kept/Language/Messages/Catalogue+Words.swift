extension Catalogue {
    /// Everything else kept says on a terminal.
    static let words: Table = [
        "archive.damaged": [
            .english: "{file} is a damaged zip package: its list of members cannot be read; export it again",
            .korean: "{file|은} 손상된 zip 패키지입니다. 안에 든 파일 목록을 읽을 수 없으니 다시 내보내세요",
        ],
        "archive.damagedMember": [
            .english: "{file} is a damaged zip package: its member {member} cannot be unpacked; export it again",
            .korean: "{file|은} 손상된 zip 패키지입니다. 안에 든 {member|을} 풀 수 없으니 다시 내보내세요",
        ],
        "archive.memberTooLarge": [
            .english: "{file} is too large to unpack: its member {member} unpacks to {size}, over the limit of {limit} for a package of this size; give --large to unpack it anyway",
            .korean: "{file|은} 너무 커서 압축을 풀지 않았습니다. 안에 든 {member|은} 풀면 {size}인데, 이 크기의 패키지에서는 파일 하나당 {limit}까지만 풉니다. 그래도 풀려면 --large를 붙여 다시 실행하세요",
        ],
        "archive.notAZip": [
            .english: "{file} is not a zip package (an Anki .apkg or .colpkg and a Day One export are zips); export it again from the program that made it",
            .korean: "{file|은} zip 패키지가 아닙니다(Anki의 .apkg·.colpkg와 Day One 내보내기는 zip 파일입니다). 만든 프로그램에서 다시 내보내세요",
        ],
        "archive.totalTooLarge": [
            .english: "{file} is too large to unpack: its members unpack to {size} in all, over the limit of {limit} for a package of this size; give --large to unpack it anyway",
            .korean: "{file|은} 너무 커서 압축을 풀지 않았습니다. 안에 든 파일을 모두 풀면 {size}인데, 이 크기의 패키지에서는 모두 합쳐 {limit}까지만 풉니다. 그래도 풀려면 --large를 붙여 다시 실행하세요",
        ],
        "cli.entryOutput.unknownFormat": [
            .english: "--format takes table, paths, json or a Mustache template such as '{{title}}', not `{format}`",
            .korean: "--format에는 table, paths, json, 또는 '{{title}}' 같은 Mustache 템플릿을 줍니다. `{format}`{|은} 안 됩니다",
        ],
        "cli.fzf.cannotRunFzf": [
            .english: "cannot run fzf: {error}",
            .korean: "fzf를 실행할 수 없습니다: {error}",
        ],
        "cli.notifier.notifySendMissing": [
            .english: "`notify-send` was not found on PATH: install it (Debian/Ubuntu: `apt install libnotify-bin`) or run `kept remind` without --notify",
            .korean: "PATH에서 `notify-send`를 찾지 못했습니다: 설치하거나(Debian/Ubuntu: `apt install libnotify-bin`) --notify 없이 `kept remind`를 실행하세요",
        ],
        "clipboard.installHint": [.english: "install wl-clipboard (Wayland), xclip or xsel (X11), e.g. `sudo apt install wl-clipboard xclip`; macOS has pbcopy", .korean: "wl-clipboard(Wayland), xclip이나 xsel(X11)을 설치하세요. 예: `sudo apt install wl-clipboard xclip`. macOS에는 pbcopy가 있습니다"],
        "config.weekStart": [
            .english: "{file}: `{key}` is monday or sunday, not `{value}`",
            .korean: "{file}: `{key}`{|은} monday나 sunday입니다. `{value}`{|은} 안 됩니다",
        ],
        "git.cannotCompare": [.english: "cannot compare with {remote}", .korean: "{remote|과} 비교할 수 없습니다"],
        "git.cannotCreateIn": [.english: "cannot create a git repository in {root}", .korean: "{root}에 git 저장소를 만들 수 없습니다"],
        "git.cannotOpenIn": [.english: "cannot open a git repository in {root}", .korean: "{root}의 git 저장소를 열 수 없습니다"],
        "git.cannotReadAt": [.english: "cannot read {path} at {commit}", .korean: "{commit}의 {path|을} 읽을 수 없습니다"],
        "git.cannotReadHistory": [.english: "cannot read the history", .korean: "기록을 읽을 수 없습니다"],
        "git.cannotReadStatus": [.english: "cannot read the store's status", .korean: "보관함의 상태를 읽을 수 없습니다"],
        "mustache.badDelimiter": [
            .english: "`{tag}` is not a valid delimiter change: write {{=<% %>=}}",
            .korean: "`{tag}`{|은} 올바른 구분자 바꾸기가 아닙니다: {{=<% %>=}}처럼 쓰세요",
        ],
        "mustache.closesOtherSection": [
            .english: "`{tag}` closes a section other than the one open: close the last {{#name}} with {{/name}}",
            .korean: "`{tag}`{|은} 열린 것이 아닌 다른 구역을 닫습니다: 마지막 {{#name}}은 {{/name}}으로 닫으세요",
        ],
        "mustache.notTemplate": [
            .english: "--format: not a Mustache template ({error})",
            .korean: "--format: Mustache 템플릿이 아닙니다({error})",
        ],
        "mustache.problemAt": [
            .english: "--format, column {column}: {problem}",
            .korean: "--format, {column}번째 글자: {problem}",
        ],
        "mustache.sectionNeverClosed": [
            .english: "a section is never closed: end each {{#name}} (or {{^name}}) with {{/name}}",
            .korean: "닫히지 않은 구역이 있습니다: {{#name}}(또는 {{^name}})마다 {{/name}}으로 끝내세요",
        ],
        "notify.cannotOpen": [.english: "cannot open {path}: no terminal emulator (set $TERMINAL) and no xdg-open was found; run `kept edit {path}`", .korean: "{path|을} 열 수 없습니다: 터미널 에뮬레이터($TERMINAL을 정하세요)도 xdg-open도 찾지 못했습니다. `kept edit {path}`{|을} 실행하세요"],
        "notify.failed": [.english: "notify-send failed: {errors}", .korean: "notify-send가 실패했습니다: {errors}"],
        "notify.failedFor": [.english: "notify-send failed for {path}: {errors}", .korean: "{path}의 notify-send가 실패했습니다: {errors}"],
        "terminal.cannotStart": [.english: "cannot start {program}: {message}", .korean: "{program|을} 시작할 수 없습니다: {message}"],
        "verbatim": [
            .english: "{text}",
            .korean: "{text}",
        ],
    ]
}
