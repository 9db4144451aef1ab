extension Catalogue {
    /// Moving in: jrnl, Day One, Markdown folders, Anki packages.
    static let imports: Table = [
        "attach.isFolder": [
            .english: "this is a folder; attach the files in it (`kept attach ENTRY FOLDER/*`)",
            .korean: "폴더입니다. 안의 파일을 첨부하세요 (`kept attach 항목 폴더/*`)",
        ],
        "attach.tooLarge": [
            .english: "{file} is {size} MB: git keeps every version of it for good, in every clone; give --large to add it anyway",
            .korean: "{file|은} {size} MB입니다. git은 모든 버전을 모든 복제본에 영원히 보관합니다. 그래도 넣으려면 --large를 붙여 다시 실행하세요",
        ],
        "check.attachmentFolderOrphan.one": [
            .english: "{folder}/: an attachment folder whose entry {entry} is gone ({count} file); bring the entry back (`kept log --deleted` names the command) or delete the folder",
            .korean: "{folder}/: 항목 {entry|이} 없어진 첨부 폴더입니다(파일 {count}개). 항목을 되살리거나(`kept log --deleted`가 명령을 알려 줍니다) 폴더를 지우세요",
        ],
        "check.attachmentFolderOrphan.other": [
            .english: "{folder}/: an attachment folder whose entry {entry} is gone ({count} files); bring the entry back (`kept log --deleted` names the command) or delete the folder",
            .korean: "{folder}/: 항목 {entry|이} 없어진 첨부 폴더입니다(파일 {count}개). 항목을 되살리거나(`kept log --deleted`가 명령을 알려 줍니다) 폴더를 지우세요",
        ],
        "check.attachmentMissing": [
            .english: "{path}: links to {target}, which is not there; put the file back or remove the link",
            .korean: "{path}: {target}에 링크하지만 그 파일이 없습니다. 파일을 되돌리거나 링크를 지우세요",
        ],
        "check.attachmentUnlinked": [
            .english: "{path}: no link in its entry leads to this attachment; link it in {entry} (`![](…)`) or delete the file",
            .korean: "{path}: 항목의 어느 링크도 이 첨부 파일을 가리키지 않습니다. {entry}에 링크를 달거나(`![](…)`) 파일을 지우세요",
        ],
        "cli.attach.noFiles": [.english: "give the files to attach after the entry", .korean: "항목 뒤에 첨부할 파일을 주세요"],
        "cli.import.attachments.one": [.english: "{count} attachment copied", .korean: "첨부 파일 {count}개를 복사했습니다"],
        "cli.import.attachments.other": [.english: "{count} attachments copied", .korean: "첨부 파일 {count}개를 복사했습니다"],
        "cli.import.giveSource": [
            .english: "give the file or folder to import (`kept import jrnl` alone imports the journal jrnl's own settings name)",
            .korean: "가져올 파일이나 폴더를 주세요(`kept import jrnl`만 쓰면 jrnl 설정에 적힌 일기를 가져옵니다)",
        ],
        "cli.import.imported.one": [
            .english: "imported {count} {kind} entry from {program} ({source}) in commit {commit}",
            .korean: "{program}({source})에서 {kind} 항목 {count}개를 가져왔습니다 (커밋 {commit})",
        ],
        "cli.import.imported.other": [
            .english: "imported {count} {kind} entries from {program} ({source}) in commit {commit}",
            .korean: "{program}({source})에서 {kind} 항목 {count}개를 가져왔습니다 (커밋 {commit})",
        ],
        "cli.import.jrnlConfigFound": [
            .english: "reading jrnl's settings from {path}",
            .korean: "jrnl 설정을 {path}에서 읽습니다",
        ],
        "cli.import.jrnlOnly": [
            .english: "--timeformat and --config are jrnl's settings: give them with `kept import jrnl`",
            .korean: "--timeformat과 --config는 jrnl의 설정입니다: `kept import jrnl`과 함께 주세요",
        ],
        "cli.import.needsUnzip": [
            .english: "unpacking a .zip needs `unzip`: install it (apt install unzip), or unpack the export and give its folder",
            .korean: ".zip을 풀려면 `unzip`이 필요합니다: 설치하거나(apt install unzip) 내보내기를 풀고 그 폴더를 주세요",
        ],
        "cli.import.needsZstd": [
            .english: "a package of Anki 2.1.50 and later (collection.anki21b) is compressed with zstd: install it (apt install zstd) and import again",
            .korean: "Anki 2.1.50 이상의 패키지(collection.anki21b)는 zstd로 압축되어 있습니다: zstd를 설치하고(apt install zstd) 다시 가져오세요",
        ],
        "cli.import.nothingNew": [
            .english: "nothing new to import from {program} ({source})",
            .korean: "{program}({source})에서 새로 가져올 것이 없습니다",
        ],
        "cli.import.problems.one": [.english: "{count} problem:", .korean: "문제 {count}개:"],
        "cli.import.problems.other": [.english: "{count} problems:", .korean: "문제 {count}개:"],
        "cli.import.progress": [.english: "importing {done}/{total}", .korean: "가져오는 중 {done}/{total}"],
        "cli.import.skipped.one": [.english: "{count} entry already imported, skipped", .korean: "이미 가져온 항목 {count}개는 건너뛰었습니다"],
        "cli.import.skipped.other": [.english: "{count} entries already imported, skipped", .korean: "이미 가져온 항목 {count}개는 건너뛰었습니다"],
        "cli.import.wouldAttach.one": [.english: "{count} attachment would be copied", .korean: "첨부 파일 {count}개를 복사할 것입니다"],
        "cli.import.wouldAttach.other": [.english: "{count} attachments would be copied", .korean: "첨부 파일 {count}개를 복사할 것입니다"],
        "cli.import.wouldImport.one": [
            .english: "would import {count} {kind} entry from {program} ({source}); nothing written (--dry-run):",
            .korean: "{program}({source})에서 {kind} 항목 {count}개를 가져올 것입니다. 아무것도 쓰지 않았습니다 (--dry-run):",
        ],
        "cli.import.wouldImport.other": [
            .english: "would import {count} {kind} entries from {program} ({source}); nothing written (--dry-run):",
            .korean: "{program}({source})에서 {kind} 항목 {count}개를 가져올 것입니다. 아무것도 쓰지 않았습니다 (--dry-run):",
        ],
        "cli.show.attachment": [.english: "attached: {path}", .korean: "첨부: {path}"],
        "help.attach.abstract": [
            .english: "Copy photos and other files into an entry's attachment folder and link them in its body.",
            .korean: "사진과 다른 파일을 항목의 첨부 폴더에 복사하고 본문에 링크를 답니다.",
        ],
        "help.attach.discussion": [
            .english: "The folder is the entry's file name without .md, beside it (diary/2026/11/2026-11-22-첫눈/), so Obsidian, Hugo and any Markdown viewer show the links as written. Names are made safe as slugs are; a taken name gets -2. One commit; prints the new files' paths.",
            .korean: "폴더는 항목 파일 이름에서 .md를 뺀 것으로, 항목 옆에 있습니다(diary/2026/11/2026-11-22-첫눈/). 그래서 Obsidian, Hugo, 어느 마크다운 뷰어든 링크를 그대로 보여 줍니다. 이름은 슬러그처럼 안전하게 바뀌고, 이미 있는 이름에는 -2가 붙습니다. 커밋 하나로 하며 새 파일의 경로를 출력합니다.",
        ],
        "help.import.abstract": [
            .english: "Bring entries over from jrnl, Day One, a folder of Markdown files or an Anki package, in one commit.",
            .korean: "jrnl, Day One, 마크다운 파일 폴더, Anki 패키지에서 항목을 한 커밋으로 가져옵니다.",
        ],
        "help.import.discussion": [
            .english: "Formats: jrnl (its journal file or `jrnl --export json`), dayone (Day One's JSON export, .zip or unpacked), markdown (a folder: Obsidian, zk, Hugo), anki (a .apkg or .colpkg: notes become cards, with their review history). Each entry records where it came from in `imported:`, so a second run makes nothing new; the source is never changed. Photos and other files go into the entry's attachment folder.",
            .korean: "형식: jrnl(일기 파일 또는 `jrnl --export json`), dayone(Day One의 JSON 내보내기, .zip 또는 푼 폴더), markdown(폴더: Obsidian, zk, Hugo), anki(.apkg 또는 .colpkg: 노트가 복습 기록과 함께 카드가 됩니다). 각 항목은 온 곳을 `imported:`에 적으므로 다시 실행해도 새로 만들지 않으며, 원본은 바뀌지 않습니다. 사진과 다른 파일은 항목의 첨부 폴더로 갑니다.",
        ],
        "import.anki.badMediaList": [
            .english: "the package's media list is not the list Anki writes: the package is damaged; export it again in Anki",
            .korean: "패키지의 미디어 목록이 올바르지 않습니다: 패키지가 손상되었습니다. Anki에서 다시 내보내세요",
        ],
        "import.anki.badMediaMap": [
            .english: "the package's media list is not the JSON map Anki writes ({\"0\": \"photo.jpg\"}): export it again in Anki",
            .korean: "패키지의 미디어 목록이 Anki가 쓰는 JSON 맵({\"0\": \"photo.jpg\"})이 아닙니다: Anki에서 다시 내보내세요",
        ],
        "import.anki.badMeta": [
            .english: "the package's `meta` is not the version note Anki writes: the package is damaged; export it again in Anki",
            .korean: "패키지의 `meta`(형식 정보)가 올바르지 않습니다: 패키지가 손상되었습니다. Anki에서 다시 내보내세요",
        ],
        "import.anki.badNoteType": [
            .english: "the settings of the note type “{name}” are not what Anki writes: the package is damaged; export it again in Anki",
            .korean: "노트 유형 “{name}”의 설정이 올바르지 않습니다: 패키지가 손상되었습니다. Anki에서 다시 내보내세요",
        ],
        "import.anki.cannotUnpack": [
            .english: "cannot unpack it ({reason}): the package is damaged; export it again in Anki",
            .korean: "풀 수 없습니다 ({reason}): 패키지가 손상되었습니다. Anki에서 다시 내보내세요",
        ],
        "import.anki.mediaCannotUnpack": [
            .english: "the media file `{file}` cannot be unpacked ({reason}): left out",
            .korean: "미디어 파일 `{file}`{|을} 풀 수 없어 가져오지 않았습니다({reason})",
        ],
        "import.anki.mediaMismatch": [
            .english: "the media file `{file}` is not the file the package's media list describes (its size or SHA-1 differ): left out",
            .korean: "미디어 파일 `{file}`{|이} 미디어 목록에 적힌 파일과 달라(크기나 SHA-1이 다름) 가져오지 않았습니다",
        ],
        "import.anki.mediaName": [
            .english: "the media file `{file}` is left out: its name holds `/`, `\\`, `..`, a NUL or another control character, or starts with `.`",
            .korean: "미디어 파일 `{file}`{|은} 이름에 `/`, `\\`, `..`, NUL 같은 제어 문자가 있거나 `.`으로 시작해서 가져오지 않았습니다",
        ],
        "import.anki.mediaTooLarge": [
            .english: "the media file `{file}` unpacks to more than the {size} bytes the package's media list gives it: left out",
            .korean: "미디어 파일 `{file}`{|은} 풀었을 때 미디어 목록에 적힌 크기({size}바이트)보다 커서 가져오지 않았습니다",
        ],
        "import.anki.missingMedia": [
            .english: "the media file `{file}` is not in the package: the card links to it without it",
            .korean: "미디어 파일 `{file}`{|이} 패키지에 없습니다. 카드의 링크는 쓰인 그대로 둡니다",
        ],
        "import.anki.newFormat": [
            .english: "this package is in version {version} of Anki's package format, newer than kept can read: export it again in Anki (File > Export, Anki Deck Package) with \"Support older Anki versions\" ticked",
            .korean: "이 패키지는 kept가 읽지 못하는 새 Anki 패키지 형식(버전 {version})입니다: Anki에서 파일 > 내보내기를 열어 Anki 덱 패키지를 고르고 \"과거 Anki 버전도 지원\"(Support older Anki versions)에 체크해 다시 내보내세요",
        ],
        "import.anki.noCollection": [
            .english: "no Anki collection here (collection.anki21b, collection.anki21 or collection.anki2): give a .apkg or .colpkg exported by Anki",
            .korean: "Anki 컬렉션(collection.anki21b, collection.anki21 또는 collection.anki2)이 없습니다: Anki에서 내보낸 .apkg나 .colpkg를 주세요",
        ],
        "import.anki.notCollection": [
            .english: "not an Anki collection (it lacks Anki's col, notes, cards and revlog tables): give a .apkg or .colpkg exported by Anki",
            .korean: "Anki 컬렉션이 아닙니다 (Anki의 col, notes, cards, revlog 테이블이 없음): Anki에서 내보낸 .apkg나 .colpkg를 주세요",
        ],
        "import.anki.otherNoteTypes.one": [
            .english: "{count} note of another note type ({types}): its first field is the title, the others are in the body under their names",
            .korean: "그 밖의 노트 유형으로 된 노트 {count}개({types}): 첫 필드는 제목이 되고, 나머지 필드는 본문에 필드 이름을 소제목으로 달아 넣었습니다",
        ],
        "import.anki.otherNoteTypes.other": [
            .english: "{count} notes of other note types ({types}): the first field is the title, the others are in the body under their names",
            .korean: "그 밖의 노트 유형으로 된 노트 {count}개({types}): 첫 필드는 제목이 되고, 나머지 필드는 본문에 필드 이름을 소제목으로 달아 넣었습니다",
        ],
        "import.anki.placeMedia": [.english: "media", .korean: "미디어 목록"],
        "import.anki.placeNote": [.english: "note {guid}", .korean: "노트 {guid}"],
        "import.anki.tooLarge": [
            .english: "it unpacks to more than {size} MB, more than any Anki collection holds: the package is damaged or made to fill the disk; nothing was imported",
            .korean: "풀면 {size} MB가 넘습니다. Anki 컬렉션은 이렇게 클 수 없으니 패키지가 손상되었거나 디스크를 채우려고 만든 파일입니다. 아무것도 가져오지 않았습니다",
        ],
        "import.anki.unknownNoteType": [
            .english: "its note type ({id}) is not in the collection",
            .korean: "노트 유형({id})이 컬렉션에 없습니다",
        ],
        "import.badJSON": [
            .english: "not valid JSON: the export is damaged; export again",
            .korean: "올바른 JSON이 아닙니다: 내보내기가 손상되었습니다. 다시 내보내세요",
        ],
        "import.badJSON.at": [
            .english: "not valid JSON (column {column}): the export is damaged there; mend that line, or export again",
            .korean: "올바른 JSON이 아닙니다({column}열): 내보내기가 그 자리에서 손상되었습니다. 그 줄을 고치거나 다시 내보내세요",
        ],
        "import.cannotReadSource": [
            .english: "cannot read it; check that it exists and that you may read it",
            .korean: "읽을 수 없습니다. 있는지, 읽을 권한이 있는지 확인하세요",
        ],
        "import.datedByFileTime.one": [
            .english: "{count} note has no date of its own (no `date:` or `created:`, no date in its file name, no commit): dated by its file's modification time",
            .korean: "노트 {count}개는 날짜가 없어서(`date:`도 `created:`도, 파일 이름의 날짜도, 커밋도 없음) 파일을 고친 시각으로 날짜를 정했습니다",
        ],
        "import.datedByFileTime.other": [
            .english: "{count} notes have no date of their own (no `date:` or `created:`, no date in their file names, no commit): dated by their files' modification times",
            .korean: "노트 {count}개는 날짜가 없어서(`date:`도 `created:`도, 파일 이름의 날짜도, 커밋도 없음) 파일을 고친 시각으로 날짜를 정했습니다",
        ],
        "import.dayone.badDate": [
            .english: "its creationDate `{date}` is not a date",
            .korean: "creationDate `{date}`{|은} 날짜가 아닙니다",
        ],
        "import.dayone.mediaOutside": [
            .english: "the attachment `{file}` is not a file of the export (its name holds `/` or starts with `.`)",
            .korean: "첨부 `{file}`{|은} 내보내기 안의 파일이 아닙니다(이름에 `/`가 있거나 `.`으로 시작함)",
        ],
        "import.dayone.missingMedia": [
            .english: "{file} is not in the export",
            .korean: "{file|이} 내보내기에 없습니다",
        ],
        "import.dayone.noUUID": [
            .english: "it has no \"uuid\"",
            .korean: "\"uuid\"가 없습니다",
        ],
        "import.dayone.notExport": [
            .english: "this is not Day One's JSON export (no \"entries\" list)",
            .korean: "Day One의 JSON 내보내기가 아닙니다 (\"entries\" 목록 없음)",
        ],
        "import.dayone.unknownMoment": [
            .english: "the photo `{target}` it links to is not in the export; the link is kept as written",
            .korean: "연결된 사진 `{target}`{|이} 내보내기에 없습니다. 링크는 쓰인 그대로 둡니다",
        ],
        "import.dayone.unknownTimeZone": [
            .english: "the time zone `{zone}` is unknown; its date is shown in this machine's",
            .korean: "시간대 `{zone}`{|을} 알 수 없어 이 컴퓨터의 시간대로 날짜를 적었습니다",
        ],
        "import.jrnl.badConfig": [
            .english: "not a jrnl configuration kept can read ({detail}); give the journal's time format with --timeformat instead",
            .korean: "kept가 읽을 수 있는 jrnl 설정이 아닙니다({detail}). 대신 --timeformat으로 일기의 시간 형식을 주세요",
        ],
        "import.jrnl.badDate": [
            .english: "`{date}` is not a date and time",
            .korean: "`{date}`{|은} 날짜와 시각이 아닙니다",
        ],
        "import.jrnl.emptyFolder": [
            .english: "no jrnl entries here: a folder journal holds YYYY/MM/DD.txt files; give that folder, the journal file, or `jrnl --export json > journal.json`",
            .korean: "jrnl 항목이 없습니다: 폴더 일기에는 YYYY/MM/DD.txt 파일이 있습니다. 그 폴더나 일기 파일, 또는 `jrnl --export json > journal.json`을 주세요",
        ],
        "import.jrnl.noDate": [
            .english: "it has no \"date\"",
            .korean: "\"date\"가 없습니다",
        ],
        "import.jrnl.notExport": [
            .english: "this is not jrnl's JSON export (no \"entries\" list); make one with `jrnl --export json > journal.json`",
            .korean: "jrnl의 JSON 내보내기가 아닙니다 (\"entries\" 목록 없음). `jrnl --export json > journal.json`으로 만드세요",
        ],
        "import.jrnl.notText": [
            .english: "this is not a jrnl journal or export (not UTF-8 text)",
            .korean: "jrnl 일기나 내보내기 파일이 아닙니다 (UTF-8 글이 아님)",
        ],
        "import.jrnl.textBeforeFirstEntry": [
            .english: "text before the first `[YYYY-MM-DD HH:MM]` line belongs to no entry",
            .korean: "첫 `[YYYY-MM-DD HH:MM]` 줄 앞의 글은 어느 항목에도 속하지 않습니다",
        ],
        "import.jrnl.unknownTimeFormat": [
            .english: "no entry starts with a date written as `{format}` (the first line in brackets holds `{stamp}`): give the journal's `timeformat` from its jrnl.yaml, e.g. `--timeformat '%d.%m.%Y %I:%M %p'`, or the jrnl.yaml itself with `--config`; or export the journal with `jrnl --export json > journal.json` and import that",
            .korean: "`{format}` 형식의 날짜로 시작하는 항목이 없습니다(대괄호 안의 첫 줄은 `{stamp}`): 일기의 jrnl.yaml에 있는 `timeformat`을 주거나(예: `--timeformat '%d.%m.%Y %I:%M %p'`), jrnl.yaml 자체를 `--config`로 주세요. 아니면 `jrnl --export json > journal.json`으로 내보낸 것을 가져오세요",
        ],
        "import.jrnl.unreadDate": [
            .english: "`[{stamp}]` starts an entry whose date kept cannot read (neither the journal's timeformat `{format}` nor a full date such as `2019-07-18 14:23`); its {lines} line(s) were not imported, nor added to the entry above: write the date as the journal's other entries do and import again",
            .korean: "`[{stamp}]`{|으로} 시작하는 항목의 날짜를 kept가 읽지 못했습니다(일기의 timeformat `{format}`도, `2019-07-18 14:23` 같은 온전한 날짜도 아닙니다). 이 항목의 {lines}줄은 가져오지 않았고 위 항목에 붙이지도 않았습니다: 다른 항목들처럼 날짜를 고쳐 쓴 뒤 다시 가져오세요",
        ],
        "import.markdown.missingImage": [
            .english: "the image `{target}` is not in the folder",
            .korean: "그림 `{target}`{|이} 폴더에 없습니다",
        ],
        "import.markdown.notFolder": [
            .english: "not a folder: give the folder of Markdown files (an Obsidian vault, a zk notebook, Hugo content)",
            .korean: "폴더가 아닙니다: 마크다운 파일이 든 폴더를 주세요 (Obsidian 보관소, zk 노트북, Hugo content)",
        ],
        "import.markdown.notUTF8": [
            .english: "not UTF-8 text; convert it (e.g. `iconv -f EUC-KR -t UTF-8`) and import again",
            .korean: "UTF-8 글이 아닙니다. 변환한 뒤(예: `iconv -f EUC-KR -t UTF-8`) 다시 가져오세요",
        ],
        "import.markdown.sameNameTwice": [
            .english: "another file has the same name written with other Unicode code points (NFD and NFC); rename one and import again",
            .korean: "같은 이름이 다른 유니코드 코드 포인트(NFD와 NFC)로 된 파일이 또 있습니다. 하나의 이름을 바꾸고 다시 가져오세요",
        ],
        "import.notAnObject": [
            .english: "this entry is not a JSON object",
            .korean: "이 항목은 JSON 객체가 아닙니다",
        ],
        "import.problem.kept": [
            .english: "{origin}: imported without it: {problem}",
            .korean: "{origin}: 이것 없이 가져옴: {problem}",
        ],
        "import.problem.skipped": [
            .english: "{origin}: left out: {problem}",
            .korean: "{origin}: 가져오지 않음: {problem}",
        ],
        "import.sqlite.cannotOpen": [
            .english: "cannot open this SQLite database: {reason}",
            .korean: "이 SQLite 데이터베이스를 열 수 없습니다: {reason}",
        ],
        "import.sqlite.cannotRead": [
            .english: "cannot read it as an SQLite database ({reason}): the package is damaged or not Anki's; export it again in Anki",
            .korean: "SQLite 데이터베이스로 읽을 수 없습니다 ({reason}): 패키지가 손상되었거나 Anki에서 만든 것이 아닙니다. Anki에서 다시 내보내세요",
        ],
        "import.trust.attachment": [
            .english: "the attachment `{file}` is not copied: {reason}",
            .korean: "첨부 파일 `{file}`{|을} 복사하지 않았습니다: {reason}",
        ],
        "import.trust.leaves": [
            .english: "its path leaves {source} (`..` or an absolute path)",
            .korean: "경로가 {source} 밖으로 나갑니다(`..` 또는 절대 경로)",
        ],
        "import.trust.link": [
            .english: "`{file}` is a symbolic link (to `{target}`), which an import never follows; to import it, copy the file itself into {source}",
            .korean: "`{file}`{|은} `{target}`{|을} 가리키는 심볼릭 링크이고, 가져오기는 심볼릭 링크를 따라가지 않습니다. 가져오려면 링크 대신 실제 파일을 {source}에 복사하세요",
        ],
        "import.trust.missing": [.english: "it is not in {source}", .korean: "{source}에 없습니다"],
        "import.trust.notAFile": [.english: "it is not a plain file", .korean: "일반 파일이 아닙니다"],
        "import.trust.outside": [
            .english: "`{target}` leads outside {source} (to `{real}`), so it is not copied; to bring it along, copy the file into {source} and link it from there",
            .korean: "`{target}`{|은} {source} 밖(`{real}`)을 가리키므로 복사하지 않았습니다. 함께 가져오려면 그 파일을 {source} 안에 복사하고 링크가 복사한 파일을 가리키게 하세요",
        ],
        "import.trust.unreadable": [
            .english: "cannot read it ({reason}); check that you may read it",
            .korean: "읽을 수 없습니다({reason}). 읽을 권한이 있는지 확인하세요",
        ],
        "import.trust.zipControl": [
            .english: "its name holds a control character (zipinfo shows it as `^` and a letter); rename it in the zip",
            .korean: "이름에 제어 문자가 있습니다(zipinfo는 `^` 뒤에 글자 하나를 붙여 보여 줍니다). zip 안에서 이름을 바꾸세요",
        ],
        "import.trust.zipLink": [
            .english: "it is a symbolic link, which an import never follows (it could name any file of this machine); put the file itself in the zip",
            .korean: "심볼릭 링크입니다. 가져오기는 심볼릭 링크를 따라가지 않습니다(이 컴퓨터의 어떤 파일이든 가리킬 수 있기 때문입니다). 링크 대신 실제 파일을 zip에 넣으세요",
        ],
        "import.trust.zipMember": [.english: "not unpacked from the zip: {reason}", .korean: "zip에서 압축을 풀지 않았습니다: {reason}"],
        "import.trust.zipSpecial": [.english: "it is not a plain file (mode {mode})", .korean: "일반 파일이 아닙니다(모드 {mode})"],
        "import.trust.zipTwice": [
            .english: "the zip holds two members of this name, and kept cannot tell which one is the export's; export again from Day One",
            .korean: "zip 안에 이 이름의 파일이 둘 있어서 어느 쪽이 내보내기의 파일인지 kept가 알 수 없습니다. Day One에서 다시 내보내세요",
        ],
        "import.trust.zipUnlisted": [
            .english: "cannot list the zip's members safely (zipinfo's two listings do not agree); unzip it yourself, look at what it holds, and import the folder",
            .korean: "zip 안의 파일 목록을 안전하게 읽을 수 없습니다(zipinfo의 두 목록이 서로 맞지 않습니다). 직접 압축을 풀어 내용을 확인한 뒤 그 폴더를 가져오세요",
        ],
        "option.attach.files": [.english: "The files to attach.", .korean: "첨부할 파일."],
        "option.attach.move": [.english: "Move the files instead of copying them (removed once committed).", .korean: "복사하지 않고 옮깁니다 (커밋한 뒤 원본을 지웁니다)."],
        "option.import.config": [
            .english: "jrnl: its jrnl.yaml, to read the journal's `timeformat` from.",
            .korean: "jrnl: 일기의 `timeformat`을 읽을 jrnl.yaml.",
        ],
        "option.import.dryRun": [.english: "Say what would be imported; write nothing.", .korean: "가져올 것만 말하고 아무것도 쓰지 않습니다."],
        "option.import.format": [.english: "Where the entries come from: jrnl, dayone, markdown or anki.", .korean: "항목을 가져올 곳: jrnl, dayone, markdown, anki."],
        "option.import.kind": [.english: "The kind the entries become (default: diary; card for anki).", .korean: "항목이 될 종류 (기본값: diary, anki는 card)."],
        "option.import.large": [.english: "Bring files over 20 MB too (git keeps every version), and unpack a package past its size limits (50 times its size, at most 1 GB a file and 4 GB in all).", .korean: "20 MB가 넘는 파일도 가져오고(git은 모든 버전을 간직합니다), 크기 제한(패키지 크기의 50배, 파일 하나에 1 GB, 모두 합쳐 4 GB)을 넘는 패키지도 풉니다."],
        "option.import.source": [.english: "The journal file, export (.json or .zip) or folder.", .korean: "일기 파일, 내보내기(.json 또는 .zip), 또는 폴더."],
        "option.import.timeformat": [
            .english: "jrnl: how the journal writes dates, as jrnl.yaml's `timeformat` (default %Y-%m-%d %H:%M).",
            .korean: "jrnl: 일기가 날짜를 쓰는 형식, jrnl.yaml의 `timeformat`처럼 (기본 %Y-%m-%d %H:%M).",
        ],
    ]
}
