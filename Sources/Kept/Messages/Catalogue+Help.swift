extension Catalogue {
    /// Command help: each command's abstract (the line in `kept --help`) and discussion.
    static let help: Table = [
        "help.cards.abstract": [
            .english: "Show the cards (GAMAGU) by category: each card's title and first line.",
            .korean: "카드(까먹지 마)를 분류별로 보여 줍니다: 카드마다 제목과 첫 줄.",
        ],
        "help.cards.discussion": [
            .english: "Each category is a section with its number of cards and how many are due for review.",
            .korean: "분류마다 한 부분으로, 카드 수와 복습할 때가 된 카드 수를 함께 보여 줍니다.",
        ],
        "help.check.abstract": [
            .english: "Validate every entry and the repository; exit 1 if anything is wrong.",
            .korean: "모든 항목과 저장소를 검사합니다. 문제가 하나라도 있으면 1로 끝납니다.",
        ],
        "help.clone.abstract": [
            .english: "Make a store from a remote (an empty remote too: the store starts on main).",
            .korean: "원격 저장소에서 보관함을 만듭니다(빈 원격도 됩니다: 보관함은 main에서 시작합니다).",
        ],
        "help.commit.abstract": [
            .english: "Commit edits that other programs made in the store.",
            .korean: "다른 프로그램이 보관함에서 고친 내용을 커밋합니다.",
        ],
        "help.conflicts.abstract": [
            .english: "List the conflict copies a sync kept beside entries it could not join.",
            .korean: "동기화가 합치지 못해 항목 옆에 남겨 둔 충돌 사본을 나열합니다.",
        ],
        "help.conflicts.discussion": [
            .english: "Copies in every kind's folder and in .kept/ (config, templates) are listed. `kept resolve COPY` joins one into its entry (in $EDITOR, or --keep mine|theirs).",
            .korean: "모든 종류의 폴더와 .kept/(설정, 템플릿)의 사본을 나열합니다. `kept resolve COPY`가 사본 하나를 그 항목에 합칩니다($EDITOR에서, 또는 --keep mine|theirs로).",
        ],
        "help.drafts.abstract": [
            .english: "List the drafts kept holds after an edit that did not land, or remove them; exit 1 when there are none.",
            .korean: "편집이 반영되지 못해 kept가 보관한 초안을 나열하거나 지웁니다. 초안이 없으면 1로 끝납니다.",
        ],
        "help.drafts.discussion": [
            .english: "When the editor fails or the front matter you saved cannot be read, nothing is committed and your text stays in .kept/state/drafts/ (on this machine only). Each line shows the kind, the title, its age and the command that resumes it. Resuming a draft and leaving it as it was creates nothing; the draft stays until it lands or you remove it.",
            .korean: "편집기가 실패하거나 저장한 머리말을 읽을 수 없으면 아무것도 커밋하지 않고 글을 .kept/state/drafts/에 남깁니다(이 컴퓨터에만). 줄마다 종류, 제목, 지난 시간, 이어 쓰는 명령을 보여 줍니다. 초안을 이어 쓰다가 그대로 두면 아무것도 만들지 않습니다. 초안은 반영되거나 지울 때까지 남습니다.",
        ],
        "help.edit.abstract": [
            .english: "Open an entry in $EDITOR and commit it if it changed.",
            .korean: "항목을 $EDITOR로 열고, 바뀌었으면 커밋합니다.",
        ],
        "help.export.abstract": [
            .english: "Write many entries at once as text, markdown, json, html, geojson or ics.",
            .korean: "여러 항목을 한 번에 text, markdown, json, html, geojson, ics로 씁니다.",
        ],
        "help.export.discussion": [
            .english: "Entries are chosen with the filters of `kept list`, except that --to names the format here: give the last day with --until (a date, month 2026-11 or year 2025). text is what `kept share` prints; markdown one document with a heading per entry; json the list JSON with bodies; html one self-contained page with a table of contents by month; geojson the entries that have a location, as points; ics all-day events (fridge expiry dates, entry dates). Without -o the export goes to standard output. Exports never change the store.",
            .korean: "항목은 `kept list`의 필터로 고릅니다. 다만 여기서는 --to가 형식을 뜻하므로 마지막 날은 --until로 줍니다(날짜, 2026-11 같은 달, 2025 같은 해). text는 `kept share`가 출력하는 글, markdown은 항목마다 제목이 있는 문서 하나, json은 본문을 포함한 목록 JSON, html은 달별 목차가 있는 독립된 페이지 하나, geojson은 위치가 있는 항목을 점으로, ics는 종일 일정(냉장고 유통기한, 항목 날짜)입니다. -o가 없으면 표준 출력으로 씁니다. 내보내기는 보관함을 바꾸지 않습니다.",
        ],
        "help.fridge.add.abstract": [
            .english: "Put an item in the fridge (no editor unless --edit); prints its path.",
            .korean: "냉장고에 물건을 넣습니다(--edit가 없으면 편집기 없이). 경로를 출력합니다.",
        ],
        "help.fridge.add.discussion": [
            .english: "Without --category the template's default is used: `other`, or `기타` when your language is Korean (LC_ALL, LC_MESSAGES or LANG starting with ko).",
            .korean: "--category가 없으면 템플릿의 기본값을 씁니다: `other`, 언어가 한국어이면(LC_ALL, LC_MESSAGES, LANG이 ko로 시작) `기타`.",
        ],
        "help.fridge.calendar.abstract": [
            .english: "A month as a calendar (like `cal`) with the days items expire, and the items by day.",
            .korean: "한 달을 달력으로(`cal`처럼) 보여 주며 유통기한이 끝나는 날을 표시하고, 그 아래 날짜별 물건을 보여 줍니다.",
        ],
        "help.fridge.calendar.discussion": [
            .english: "Weeks start on Monday, or on the day your LC_TIME/LANG locale starts them (Sunday for en_US, ko_KR, ja_JP); `fridge.week-start: monday|sunday` in .kept/config.yaml decides for everyone. Korean locales get Korean weekday names. `*` marks a day items expire, `!` a day they expired.",
            .korean: "한 주는 월요일에 시작하거나, LC_TIME/LANG 로캘이 정한 요일에 시작합니다(en_US, ko_KR, ja_JP는 일요일). .kept/config.yaml의 `fridge.week-start: monday|sunday`가 모두를 위해 정합니다. 한국어에서는 요일 이름이 한국어입니다. `*`는 유통기한이 끝나는 날, `!`는 이미 지난 날입니다.",
        ],
        "help.fridge.abstract": [
            .english: "What is in the fridge, what expires soon, what to buy.",
            .korean: "냉장고에 무엇이 있는지, 무엇이 곧 상하는지, 무엇을 살지.",
        ],
        "help.fridge.discussion": [
            .english: "Items are fridge entries (fridge/<category>/<name>.md). Days left are counted on dates: D-3 (three days left), D-day (expires today), D+2 (expired two days ago). Items expiring within `fridge.soon` days (.kept/config.yaml, default 3) count as soon.",
            .korean: "물건은 냉장고 항목입니다(fridge/<분류>/<이름>.md). 남은 날은 날짜로 셉니다: D-3(사흘 남음), D-day(오늘까지), D+2(이틀 지남). `fridge.soon`일(.kept/config.yaml, 기본 3) 안에 끝나는 물건은 곧 끝나는 것으로 셉니다.",
        ],
        "help.fridge.consume.abstract": [
            .english: "Use some of an item: its quantity goes down; at zero it is consumed.",
            .korean: "물건을 조금 씁니다: 수량이 줄고, 0이 되면 다 먹은 것이 됩니다.",
        ],
        "help.fridge.consume.discussion": [
            .english: "Consuming more than is left is refused and changes nothing.",
            .korean: "남은 것보다 많이 쓰려 하면 거절하고 아무것도 바꾸지 않습니다.",
        ],
        "help.fridge.discard.abstract": [
            .english: "Mark an item discarded: thrown away, not eaten (counted in stats).",
            .korean: "물건을 버린 것으로 표시합니다: 먹지 않고 버림(통계에 셉니다).",
        ],
        "help.fridge.expiring.abstract": [
            .english: "Stocked items expiring within a window (expired ones included); exit 1 when none.",
            .korean: "기간 안에 유통기한이 끝나는 물건(이미 지난 것 포함). 없으면 1로 끝납니다.",
        ],
        "help.fridge.expiring.discussion": [
            .english: "For scripts: `kept fridge expiring --within 2d && notify-send …`.",
            .korean: "스크립트용: `kept fridge expiring --within 2d && notify-send …`.",
        ],
        "help.fridge.list.abstract": [
            .english: "Stocked items, soonest expiry first, with days left (the default command).",
            .korean: "보관 중인 물건을 유통기한이 빠른 순으로, 남은 날과 함께 보여 줍니다(기본 명령).",
        ],
        "help.fridge.list.discussion": [
            .english: "Expired items come first (red), then those expiring within fridge.soon days (yellow).",
            .korean: "지난 물건이 먼저(빨강), 그다음 fridge.soon일 안에 끝나는 물건(노랑)입니다.",
        ],
        "help.fridge.buy.abstract": [
            .english: "Put an item on the shopping list.",
            .korean: "물건을 장보기 목록에 올립니다.",
        ],
        "help.fridge.buy.discussion": [
            .english: "A consumed or discarded item of that name goes back on the list (status: to-buy); otherwise a new item to buy is added.",
            .korean: "그 이름으로 다 먹었거나 버린 물건이 있으면 목록으로 되돌립니다(status: to-buy). 없으면 살 물건을 새로 추가합니다.",
        ],
        "help.fridge.shopping.abstract": [
            .english: "The shopping list: items to buy, by category.",
            .korean: "장보기 목록: 살 물건을 분류별로.",
        ],
        "help.fridge.shopping.discussion": [
            .english: "`kept fridge bought NAME` moves an item from the list into stock.",
            .korean: "`kept fridge bought NAME`이 물건을 목록에서 보관으로 옮깁니다.",
        ],
        "help.fridge.bought.abstract": [
            .english: "Move an item into stock again, purchased today.",
            .korean: "물건을 오늘 산 것으로 다시 보관합니다.",
        ],
        "help.fridge.stats.abstract": [
            .english: "Stock per category as a bar chart, what expires this week, consumed vs discarded lately.",
            .korean: "분류별 보관량 막대그래프, 이번 주에 끝나는 것, 최근에 먹은 것과 버린 것.",
        ],
        "help.fridge.stats.discussion": [
            .english: "Consumed and discarded are counted from kept's commits of the last 30 days.",
            .korean: "먹은 것과 버린 것은 지난 30일 동안의 kept 커밋에서 셉니다.",
        ],
        "help.init.abstract": [
            .english: "Make a store: a git repository with .kept/, adopting the files already there.",
            .korean: "보관함을 만듭니다: .kept/가 있는 git 저장소로, 이미 있는 파일도 받아들입니다.",
        ],
        "help.kept.abstract": [
            .english: "Keep a diary, memory cards and a fridge in plain Markdown files, versioned with git.",
            .korean: "일기, 기억 카드, 냉장고를 git으로 버전 관리되는 평범한 마크다운 파일로 보관합니다.",
        ],
        "help.kept.discussion": [
            .english: "With no command, shows an overview of the store. The store is --store DIR, else the store you are in (the nearest folder above holding .kept/), else $KEPT_STORE, else ${XDG_DATA_HOME:-~/.local/share}/kept.",
            .korean: "명령 없이 실행하면 보관함의 개요를 보여 줍니다. 보관함은 --store DIR, 아니면 지금 있는 보관함(.kept/가 있는 가장 가까운 상위 폴더), 아니면 $KEPT_STORE, 아니면 ${XDG_DATA_HOME:-~/.local/share}/kept입니다.",
        ],
        "help.list.abstract": [
            .english: "List entries, filtered and sorted (each kind in its own order by default).",
            .korean: "항목을 걸러서 정렬해 나열합니다(기본은 종류마다 그 종류의 순서).",
        ],
        "help.list.discussion": [
            .english: "Entries whose front matter cannot be read are listed too, marked with !; conflict copies a sync kept are marked with ~.",
            .korean: "머리말을 읽을 수 없는 항목도 !로 표시해 나열합니다. 동기화가 남긴 충돌 사본은 ~로 표시합니다.",
        ],
        "help.log.abstract": [
            .english: "Show the history of the store, or of one entry (following renames).",
            .korean: "보관함의 기록, 또는 항목 하나의 기록을 보여 줍니다(이름 바뀜도 따라갑니다).",
        ],
        "help.move.abstract": [
            .english: "Retitle an entry and rename its file (history follows it).",
            .korean: "항목의 제목을 바꾸고 파일 이름도 바꿉니다(기록이 따라갑니다).",
        ],
        "help.new.abstract": [
            .english: "Write a new entry from its kind's template, in $EDITOR unless told otherwise.",
            .korean: "종류의 템플릿으로 새 항목을 씁니다. 따로 말하지 않으면 $EDITOR에서.",
        ],
        "help.new.discussion": [
            .english: "Prints the new entry's path. An unchanged or emptied file creates nothing.",
            .korean: "새 항목의 경로를 출력합니다. 바뀌지 않았거나 비운 파일은 아무것도 만들지 않습니다.",
        ],
        "help.onThisDay.abstract": [
            .english: "Diary entries written on this month and day in earlier years, newest first.",
            .korean: "예전 해의 같은 달 같은 날에 쓴 일기를 최근 것부터 보여 줍니다.",
        ],
        "help.onThisDay.discussion": [
            .english: "February 29 entries come back on February 28 in years without a 29th.",
            .korean: "2월 29일의 일기는 29일이 없는 해에는 2월 28일에 돌아옵니다.",
        ],
        "help.pick.abstract": [
            .english: "Choose an entry in fzf and print its path (for scripts: `$EDITOR \"$(kept pick card)\"`).",
            .korean: "fzf에서 항목을 골라 경로를 출력합니다(스크립트용: `$EDITOR \"$(kept pick card)\"`).",
        ],
        "help.pick.discussion": [
            .english: "Needs fzf (https://github.com/junegunn/fzf). Exits 1 when nothing was chosen.",
            .korean: "fzf가 필요합니다(https://github.com/junegunn/fzf). 아무것도 고르지 않으면 1로 끝납니다.",
        ],
        "help.remind.abstract": [
            .english: "Remind of random cards (GAMAGU), in the terminal or as desktop notifications.",
            .korean: "카드(까먹지 마)를 무작위로 터미널이나 데스크톱 알림으로 떠올려 줍니다.",
        ],
        "help.remind.discussion": [
            .english: "Picks cards at random, favouring those due for review and those not reminded of for longest, never the card shown last. What was shown is remembered per machine in .kept/state/reminders.json. Without --category, fridge items expiring within fridge.soon are listed too. --notify sends each card with notify-send; its \"Open\" action opens the card in $EDITOR in a terminal ($TERMINAL, else the first terminal emulator found). --install puts `kept remind --notify` on a systemd user timer (or prints a crontab line where there is no systemd) and keeps the interval in .kept/config.yaml as cards.remind.every.",
            .korean: "카드를 무작위로 고르되 복습할 때가 된 카드와 가장 오래 떠올리지 않은 카드를 먼저, 마지막에 보여 준 카드는 빼고 고릅니다. 보여 준 것은 컴퓨터마다 .kept/state/reminders.json에 기억합니다. --category가 없으면 fridge.soon 안에 끝나는 냉장고 물건도 나열합니다. --notify는 카드마다 notify-send로 보냅니다. 그 \"열기\" 동작은 터미널($TERMINAL, 아니면 처음 찾은 터미널 에뮬레이터)의 $EDITOR에서 카드를 엽니다. --install은 `kept remind --notify`를 systemd 사용자 타이머에 올리고(systemd가 없으면 crontab 줄을 출력) 간격을 .kept/config.yaml의 cards.remind.every에 둡니다.",
        ],
        "help.remote.abstract": [
            .english: "Add, list and remove the remotes `kept sync` shares the store through.",
            .korean: "`kept sync`가 보관함을 나누는 원격 저장소를 추가, 나열, 제거합니다.",
        ],
        "help.remote.add.abstract": [
            .english: "Add a remote.",
            .korean: "원격 저장소를 추가합니다.",
        ],
        "help.remote.list.abstract": [
            .english: "List the remotes.",
            .korean: "원격 저장소를 나열합니다.",
        ],
        "help.remote.remove.abstract": [
            .english: "Remove a remote (the remote's data is untouched).",
            .korean: "원격 저장소를 제거합니다(원격의 데이터는 그대로입니다).",
        ],
        "help.remove.abstract": [
            .english: "Delete an entry and commit the deletion (git keeps the old text).",
            .korean: "항목을 지우고 지운 것을 커밋합니다(git이 예전 글을 간직합니다).",
        ],
        "help.resolve.abstract": [
            .english: "Join a conflict copy a sync kept into its entry, then remove the copy (one commit).",
            .korean: "동기화가 남긴 충돌 사본을 그 항목에 합치고 사본을 지웁니다(커밋 하나).",
        ],
        "help.resolve.discussion": [
            .english: "COPY is the copy's path, or the entry it sits beside (path or title). With --keep mine the entry stays as this machine has it; with --keep theirs the copy's version takes its place. On the machine a copy is named after (conflict-<this machine>), the copy is this machine's version: --keep mine keeps it. Without --keep, $EDITOR opens the entry with the copy's differing fields and lines below a separator line: move what you want above it and save. Saving it unchanged, or with front matter kept cannot read, keeps both files.",
            .korean: "COPY는 사본의 경로, 또는 사본이 옆에 있는 항목(경로나 제목)입니다. --keep mine이면 항목이 이 컴퓨터의 것 그대로 남고, --keep theirs이면 사본의 판이 그 자리를 차지합니다. 사본 이름에 적힌 컴퓨터(conflict-<이 컴퓨터>)에서는 사본이 이 컴퓨터의 판입니다: --keep mine이 그것을 남깁니다. --keep이 없으면 $EDITOR가 항목을 열고, 사본에서 다른 필드와 줄을 구분선 아래에 둡니다: 원하는 것을 위로 옮기고 저장하세요. 바꾸지 않고 저장하거나, kept가 읽을 수 없는 머리말로 저장하면 두 파일을 모두 남깁니다.",
        ],
        "help.restore.abstract": [
            .english: "Bring back a deleted entry, or an older version of one, as a new commit.",
            .korean: "지운 항목이나 항목의 예전 판을 새 커밋으로 되돌립니다.",
        ],
        "help.restore.discussion": [
            .english: "REF is an entry of today (then its version before its last change, or the one at --at) or a deleted entry by its old path or title (then its last version, or the one at --at); `kept log --deleted` lists deleted entries, `kept log REF` the versions of one. Nothing in history is rewritten: the restored text is one more commit.",
            .korean: "REF는 지금 있는 항목(그러면 마지막 변경 전의 판, 또는 --at의 판)이거나 예전 경로나 제목으로 부른 지운 항목(그러면 마지막 판, 또는 --at의 판)입니다. `kept log --deleted`가 지운 항목을, `kept log REF`가 한 항목의 판들을 나열합니다. 기록은 다시 쓰지 않습니다: 되돌린 글은 커밋 하나가 더 생기는 것입니다.",
        ],
        "help.review.abstract": [
            .english: "Review the cards that are due: spaced repetition (FSRS-6).",
            .korean: "복습할 때가 된 카드를 복습합니다: 간격 반복(FSRS-6).",
        ],
        "help.review.discussion": [
            .english: "Shows each due card's title, waits for a key, shows its content and asks how well you remembered it: 1 again, 2 hard, 3 good, 4 easy (q stops). Each grade is appended to this machine's log in .kept/reviews/ and committed at once, so a session cut short keeps what was graded. On a terminal one key answers; from a pipe, one line per answer. Desired retention: cards.review.retention in .kept/config.yaml (0.9 by default).",
            .korean: "카드마다 제목을 보여 주고 키를 기다린 뒤, 내용을 보여 주고 얼마나 잘 기억했는지 묻습니다: 1 다시, 2 어려움, 3 좋음, 4 쉬움(q는 멈춤). 평가마다 이 컴퓨터의 기록(.kept/reviews/)에 덧붙여 바로 커밋하므로, 도중에 끊긴 복습도 평가한 것은 남습니다. 터미널에서는 키 하나로 답하고, 파이프에서는 답마다 한 줄입니다. 목표 기억률: .kept/config.yaml의 cards.review.retention(기본 0.9).",
        ],
        "help.search.abstract": [
            .english: "Search titles, fields and bodies; Hangul initials find syllables (ㄱㅊ finds 김치).",
            .korean: "제목, 필드, 본문을 찾습니다. 한글 초성으로 음절을 찾습니다(ㄱㅊ는 김치를 찾습니다).",
        ],
        "help.search.discussion": [
            .english: "Every word must match somewhere; \"quoted words\" match as a phrase. A consonant typed alone matches syllables with that initial in titles and fields (and in bodies with --initials-in-body). Results come grouped by kind: title matches, then field matches, then body matches, each kind in its own order. A last word naming a kind (diary, card, fridge…) searches only that kind. Exits 1 when nothing matches. Searches are remembered on this machine (--recent).",
            .korean: "모든 낱말이 어딘가에 맞아야 합니다. \"따옴표로 묶은 낱말\"은 구절로 맞춥니다. 홀로 쓴 자음은 제목과 필드에서 그 초성의 음절에 맞습니다(--initials-in-body면 본문에서도). 결과는 종류별로 묶입니다: 제목에 맞은 것, 필드에 맞은 것, 본문에 맞은 것 순이며 종류마다 그 종류의 순서입니다. 마지막 낱말이 종류 이름(diary, card, fridge…)이면 그 종류만 찾습니다. 맞는 것이 없으면 1로 끝납니다. 찾은 말은 이 컴퓨터에 기억합니다(--recent).",
        ],
        "help.set.abstract": [
            .english: "Change fields of an entry in place (one line each) and commit.",
            .korean: "항목의 필드를 제자리에서 바꾸고(필드마다 한 줄) 커밋합니다.",
        ],
        "help.set.discussion": [
            .english: "Dates take the typed forms (expires=+3d); tags=a,b makes a list; key= empties a field.",
            .korean: "날짜는 입력하는 형식을 받습니다(expires=+3d). tags=a,b는 목록이 되고, key=는 필드를 비웁니다.",
        ],
        "help.share.abstract": [
            .english: "Print entries as plain text for a message: title, date, weather and place, the body without Markdown.",
            .korean: "항목을 메시지용 평범한 글로 출력합니다: 제목, 날짜, 날씨와 장소, 마크다운 없는 본문.",
        ],
        "help.share.discussion": [
            .english: "The date line follows LC_ALL/LC_TIME/LANG (2026년 11월 22일 일요일 or Sunday, 22 November 2026); an entry titled in Korean gets the Korean line whatever the locale. Several entries are separated by a line. --copy puts the text on the clipboard with wl-copy, xclip, xsel or pbcopy.",
            .korean: "날짜 줄은 LC_ALL/LC_TIME/LANG을 따릅니다(2026년 11월 22일 일요일 또는 Sunday, 22 November 2026). 제목이 한국어인 항목은 로캘과 상관없이 한국어 줄을 받습니다. 여러 항목은 줄 하나로 나눕니다. --copy는 wl-copy, xclip, xsel, pbcopy로 글을 클립보드에 넣습니다.",
        ],
        "help.show.abstract": [
            .english: "Print an entry's file.",
            .korean: "항목의 파일을 출력합니다.",
        ],
        "help.sync.abstract": [
            .english: "Commit pending edits, fetch, merge and push: share the store with your other machines.",
            .korean: "남은 편집을 커밋하고 가져오고 합치고 올립니다: 보관함을 다른 컴퓨터와 나눕니다.",
        ],
        "help.sync.discussion": [
            .english: "Syncs with REMOTE, else `origin`, else the only remote. An entry changed on both machines is joined field by field and line by line; what still collides keeps this machine's version at its path and the other's beside it as <name>.conflict-<machine>-<YYYYMMDD>.md (see `kept conflicts`). This machine's name is $KEPT_MACHINE, else the host name. ssh uses ssh-agent, then ~/.ssh/id_ed25519 or id_ecdsa (passphrase from $KEPT_SSH_PASSPHRASE) and checks ~/.ssh/known_hosts; https uses the token in $KEPT_GIT_TOKEN.",
            .korean: "REMOTE와, 없으면 `origin`과, 없으면 하나뿐인 원격과 동기화합니다. 두 컴퓨터에서 바뀐 항목은 필드별, 줄별로 합칩니다. 그래도 부딪치는 것은 이 컴퓨터의 판을 그 경로에 두고 다른 쪽 판을 그 옆에 <이름>.conflict-<컴퓨터>-<YYYYMMDD>.md로 둡니다(`kept conflicts` 참고). 이 컴퓨터의 이름은 $KEPT_MACHINE, 없으면 호스트 이름입니다. ssh는 ssh-agent, 다음으로 ~/.ssh/id_ed25519나 id_ecdsa(암호는 $KEPT_SSH_PASSPHRASE)를 쓰고 ~/.ssh/known_hosts를 확인합니다. https는 $KEPT_GIT_TOKEN의 토큰을 씁니다.",
        ],
        "help.today.abstract": [
            .english: "Open today's diary entry in $EDITOR, writing it from the template if there is none.",
            .korean: "오늘의 일기를 $EDITOR로 엽니다. 없으면 템플릿으로 씁니다.",
        ],
        "help.today.discussion": [
            .english: "One entry a day: when the day has one, it is opened (the earliest, if `kept new diary` made more). A new entry gets the weather from diary.weather_command in .kept/config.yaml when that is set. Without a title the file is named by its date (diary/2026/11/2026-11-22.md) unless you write a title in the editor.",
            .korean: "하루에 항목 하나: 그날의 항목이 있으면 그것을 엽니다(`kept new diary`로 여럿을 만들었으면 가장 이른 것). 새 항목은 .kept/config.yaml의 diary.weather_command가 정해져 있으면 거기서 날씨를 받습니다. 제목이 없으면 편집기에서 제목을 쓰지 않는 한 파일 이름은 날짜입니다(diary/2026/11/2026-11-22.md).",
        ],
    ]
}
