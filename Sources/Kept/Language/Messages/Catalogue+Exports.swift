extension Catalogue {
    /// What goes out: exports, sharing, the report, stats, the calendar, tags.
    static let exports: Table = [
        "calendar.badWord": [
            .english: "`{word}` is neither a year (2026), a month (2026-11) nor a kind ({kinds})",
            .korean: "`{word}`{|은} 해(2026)도, 달(2026-11)도, 종류({kinds})도 아닙니다",
        ],
        "calendar.month.summary.one": [.english: "{count} entry in {month}", .korean: "{month}: 항목 {count}개"],
        "calendar.month.summary.other": [.english: "{count} entries in {month}", .korean: "{month}: 항목 {count}개"],
        "calendar.month.title": [.english: "{month} · {kind}", .korean: "{month} · {kind}"],
        "calendar.more": [.english: "+{count} more", .korean: "외 {count}개"],
        "calendar.streakSpan": [.english: " ({from} – {through})", .korean: "({from}~{through})"],
        "calendar.streaks": [
            .english: "current streak: {current} · longest streak: {longest}{span}",
            .korean: "지금 이어 쓴 날: {current} · 가장 길게 이어 쓴 날: {longest}{span}",
        ],
        "calendar.year.summary.one": [.english: "{count} entry on {days} in {year}", .korean: "{year}년: {days}에 항목 {count}개"],
        "calendar.year.summary.other": [.english: "{count} entries on {days} in {year}", .korean: "{year}년: {days}에 항목 {count}개"],
        "calendar.year.title": [.english: "{year} · {kind}", .korean: "{year}년 · {kind}"],
        "check.sharedEntryID": [
            .english: "{paths} share the id `{id}`, so a calendar shows them as one event: empty it in all but one with `kept set ENTRY id=` (kept then knows each by its path)",
            .korean: "{paths|이} 같은 id(`{id}`)를 써서 캘린더에 일정 하나로 보입니다: 하나만 남기고 나머지는 `kept set 항목 id=`로 id를 비우세요(그러면 kept가 경로로 구별합니다)",
        ],
        "cli.export.anki.cannotZip": [
            .english: "zip could not make the package: {reason}",
            .korean: "zip이 패키지를 만들지 못했습니다: {reason}",
        ],
        "cli.export.anki.exported.one": [
            .english: "exported {count} card to {output} (in Anki: cards {cards}, reviews {reviews}, media files {pictures})",
            .korean: "카드 {count}장을 {output}에 내보냈습니다 (Anki에서는 카드 {cards}장, 복습 기록 {reviews}개, 미디어 파일 {pictures}개)",
        ],
        "cli.export.anki.exported.other": [
            .english: "exported {count} cards to {output} (in Anki: cards {cards}, reviews {reviews}, media files {pictures})",
            .korean: "카드 {count}장을 {output}에 내보냈습니다 (Anki에서는 카드 {cards}장, 복습 기록 {reviews}개, 미디어 파일 {pictures}개)",
        ],
        "cli.export.anki.needsZip": [
            .english: "writing an Anki package (.apkg) needs `zip`: install it (apt install zip), or export --to csv, which Anki imports too",
            .korean: "Anki 패키지(.apkg)를 만들려면 `zip`이 필요합니다: 설치하거나(apt install zip) Anki에서도 가져올 수 있는 --to csv로 내보내세요",
        ],
        "cli.export.anki.picturesNotInText.one": [
            .english: "a text file cannot carry the {count} picture the cards show: copy it into Anki's collection.media folder, or export with --to anki, which carries pictures",
            .korean: "카드에 있는 그림 {count}개는 텍스트 파일에 담기지 않습니다: 그림을 Anki의 collection.media 폴더에 직접 복사하거나, 그림까지 담는 --to anki로 내보내세요",
        ],
        "cli.export.anki.picturesNotInText.other": [
            .english: "a text file cannot carry the {count} pictures the cards show: copy them into Anki's collection.media folder, or export with --to anki, which carries pictures",
            .korean: "카드에 있는 그림 {count}개는 텍스트 파일에 담기지 않습니다: 그림을 Anki의 collection.media 폴더에 직접 복사하거나, 그림까지 담는 --to anki로 내보내세요",
        ],
        "cli.export.copiedMedia.one": [
            .english: "copied {count} file the page links to into {folder}",
            .korean: "페이지가 가리키는 파일 {count}개를 {folder}에 복사했습니다",
        ],
        "cli.export.copiedMedia.other": [
            .english: "copied {count} files the page links to into {folder}",
            .korean: "페이지가 가리키는 파일 {count}개를 {folder}에 복사했습니다",
        ],
        "cli.export.entriesHaveNoLocation": [
            .english: "{missing} of {count} entries have no location with lat and lon; left out of the map",
            .korean: "항목 {count}개 중 {missing}개는 lat과 lon이 있는 위치가 없어 지도에서 뺐습니다",
        ],
        "cli.export.exported.one": [.english: "exported {count} entry as {format} to {output}", .korean: "항목 {count}개를 {format|으로} {output}에 내보냈습니다"],
        "cli.export.exported.other": [.english: "exported {count} entries as {format} to {output}", .korean: "항목 {count}개를 {format|으로} {output}에 내보냈습니다"],
        "cli.export.mediaInsideStore": [
            .english: "-o {output} would put the page's files in {folder}, inside the store ({root}), which an export never changes: write the page elsewhere, or add --self-contained",
            .korean: "-o {output|으로는} 페이지의 파일이 보관함({root}) 안의 {folder}에 들어갑니다. 내보내기는 보관함을 바꾸지 않습니다: 페이지를 다른 곳에 쓰거나 --self-contained를 더하세요",
        ],
        "cli.export.missingMedia.one": [
            .english: "{count} link leads to no file of the store and shows broken on the page: {links}",
            .korean: "링크 {count}개가 보관함에 없는 파일을 가리켜 페이지에서 깨져 보입니다: {links}",
        ],
        "cli.export.missingMedia.other": [
            .english: "{count} links lead to no file of the store and show broken on the page: {links}",
            .korean: "링크 {count}개가 보관함에 없는 파일을 가리켜 페이지에서 깨져 보입니다: {links}",
        ],
        "cli.export.noEntriesMatch": [
            .english: "no entries match; nothing exported",
            .korean: "맞는 항목이 없어 아무것도 내보내지 않았습니다",
        ],
        "cli.export.outputFolderMissing": [
            .english: "-o {output}: the folder {folder} does not exist; create it first (`mkdir -p {folder2}`) or write elsewhere",
            .korean: "-o {output}: {folder} 폴더가 없습니다. 먼저 만들거나(`mkdir -p {folder2}`) 다른 곳에 쓰세요",
        ],
        "cli.export.outputInsideStore": [
            .english: "-o {output} is inside the store ({root}), which an export never changes: write it elsewhere, e.g. -o ~/{name}",
            .korean: "-o {output|은} 보관함({root}) 안에 있는데, 내보내기는 보관함을 바꾸지 않습니다: 다른 곳에 쓰세요. 예: -o ~/{name}",
        ],
        "cli.export.outputIsFolder": [
            .english: "-o {output} is a folder: give a file name in it, e.g. -o {output2}",
            .korean: "-o {output|은} 폴더입니다: 그 안의 파일 이름을 주세요. 예: -o {output2}",
        ],
        "cli.export.selfContainedIsForHTML": [
            .english: "--self-contained is for --to html: it puts the pictures inside the page",
            .korean: "--self-contained는 --to html에만 씁니다: 사진을 페이지 안에 넣습니다",
        ],
        "cli.export.unknownFormat": [
            .english: "--to names the export format: {formats}, not `{name}`{hint}",
            .korean: "--to는 내보낼 형식입니다: {formats}. `{name}`{|은} 안 됩니다{hint}",
        ],
        "cli.share.cannotReadImage": [
            .english: "{path}: cannot be read; check its permissions",
            .korean: "{path}: 읽을 수 없습니다. 권한을 확인하세요",
        ],
        "cli.share.copied.one": [
            .english: "copied {count} entry ({lines} lines) to the clipboard with {tool}",
            .korean: "항목 {count}개({lines}줄)를 {tool|으로} 클립보드에 복사했습니다",
        ],
        "cli.share.copied.other": [
            .english: "copied {count} entries ({lines} lines) to the clipboard with {tool}",
            .korean: "항목 {count}개({lines}줄)를 {tool|으로} 클립보드에 복사했습니다",
        ],
        "cli.share.copiedImage": [
            .english: "copied {path} ({type}) to the clipboard with {tool}",
            .korean: "{path}({type}){|을} {tool|으로} 클립보드에 복사했습니다",
        ],
        "cli.share.copyFailed": [
            .english: "could not copy: {tools} failed (exit status {status}; is there a display?); here is the text:",
            .korean: "복사할 수 없습니다: {tools|이} 실패했습니다(종료 상태 {status}. 디스플레이가 있나요?). 글은 다음과 같습니다:",
        ],
        "cli.share.couldNotCopyImage": [
            .english: "could not copy the image: {tools} failed (exit status {status}; is there a display?)",
            .korean: "그림을 복사할 수 없습니다: {tools|이} 실패했습니다(종료 상태 {status}. 디스플레이가 있나요?)",
        ],
        "cli.share.files.one": [.english: "{count} file", .korean: "파일 {count}개"],
        "cli.share.files.other": [.english: "{count} files", .korean: "파일 {count}개"],
        "cli.share.imageNeedsCopy": [
            .english: "--image says what --copy copies: give both (`kept share REF --copy --image`)",
            .korean: "--image는 --copy가 무엇을 복사할지 정합니다: 둘 다 주세요(`kept share REF --copy --image`)",
        ],
        "cli.share.imageOneEntry": [
            .english: "--image copies the image of one entry: name one",
            .korean: "--image는 항목 하나의 그림을 복사합니다: 하나만 주세요",
        ],
        "cli.share.nameAtLeastOne": [
            .english: "name at least one entry to share",
            .korean: "나눌 항목을 하나 이상 주세요",
        ],
        "cli.share.noClipboardToolFound": [
            .english: "no clipboard tool found: {installHint}; here is the text:",
            .korean: "클립보드 도구를 찾지 못했습니다: {installHint}. 글은 다음과 같습니다:",
        ],
        "cli.share.noImage": [
            .english: "{path} has no image to copy: attach one with `kept attach {ref} PHOTO`, or leave out --image to copy the text",
            .korean: "{path}에는 복사할 그림이 없습니다: `kept attach {ref} PHOTO`로 붙이거나, 글을 복사하려면 --image를 빼세요",
        ],
        "cli.share.noImageClipboardTool": [
            .english: "copying an image needs wl-copy (Wayland) or xclip (X11), which say what the bytes are; xsel and pbcopy copy text only: install one, e.g. `sudo apt install wl-clipboard xclip`",
            .korean: "그림을 복사하려면 바이트가 무엇인지 알려 주는 wl-copy(Wayland)나 xclip(X11)이 필요합니다. xsel과 pbcopy는 글만 복사합니다: 하나를 설치하세요. 예: `sudo apt install wl-clipboard xclip`",
        ],
        "cli.share.photos.one": [.english: "{count} photo", .korean: "사진 {count}장"],
        "cli.share.photos.other": [.english: "{count} photos", .korean: "사진 {count}장"],
        "cli.share.sharedWithoutItsFields": [
            .english: "{path}:{line}: {message}; shared without its fields (fix it with `kept edit`)",
            .korean: "{path}:{line}: {message}. 필드 없이 나눴습니다(`kept edit`로 고치세요)",
        ],
        "error.calendarExport.kindHasNoDate": [
            .english: "the kind `{name}` has no date field (`date:` in its template's `kept:` block), so its entries cannot go on a calendar",
            .korean: "`{name}` 종류에는 날짜 필드(템플릿 `kept:` 블록의 `date:`)가 없어서 항목을 달력에 놓을 수 없습니다",
        ],
        "error.expiryCalendar.notAMonth": [
            .english: "`{text}` is not a month: write it as YYYY-MM, e.g. 2026-12",
            .korean: "`{text}`{|은} 달이 아닙니다: YYYY-MM으로 쓰세요. 예: 2026-12",
        ],
        "export.anki.cannotWrite": [
            .english: "cannot write the Anki collection: {reason}",
            .korean: "Anki 컬렉션을 만들 수 없습니다: {reason}",
        ],
        "export.anki.needsOutput": [
            .english: "an Anki package is a file, not text: give its name with -o, e.g. `kept export cards --to anki -o cards.apkg`",
            .korean: "Anki 패키지는 표준 출력으로 내보낼 수 없습니다: -o로 파일 이름을 주세요. 예: `kept export cards --to anki -o cards.apkg`",
        ],
        "export.useUntil": [.english: "for entries up to a date use --until {name}", .korean: "날짜까지의 항목은 --until {name|을} 쓰세요"],
        "help.calendar.abstract": [
            .english: "A year of entries as a heatmap with streaks, or a month with each day's titles.",
            .korean: "한 해의 항목을 히트맵과 연속 기록으로, 또는 한 달을 날마다의 제목과 함께 보여 줍니다.",
        ],
        "help.calendar.discussion": [
            .english: "`kept calendar` shows this year of the diary; `kept calendar 2025`, `kept calendar 2025-11 diary`, or any kind with a date. Each column is a week: `·` no entry, `░ ▒ ▓ █` one, two, three, four or more. The current streak counts the days in a row up to today (or yesterday, while today is not written yet); the longest is over all years. Weeks start as `kept fridge calendar`'s do (the locale, or `fridge.week-start` in .kept/config.yaml). Filters (--tag, --category, --where, --from, --to) choose the entries counted.",
            .korean: "`kept calendar`는 올해의 일기를 보여 줍니다. `kept calendar 2025`, `kept calendar 2025-11 diary`처럼 날짜가 있는 어떤 종류든 됩니다. 세로줄 하나가 한 주입니다. `·`는 항목 없음, `░ ▒ ▓ █`는 하나, 둘, 셋, 넷 이상입니다. 지금 이어 쓴 날은 오늘(오늘 아직 안 썼으면 어제)까지 연달아 쓴 날 수이고, 가장 길게 이어 쓴 날은 모든 해에서 셉니다. 한 주의 시작은 `kept fridge calendar`와 같습니다(로캘, 또는 .kept/config.yaml의 `fridge.week-start`). 필터(--tag, --category, --where, --from, --to)가 셀 항목을 고릅니다.",
        ],
        "help.export.abstract": [
            .english: "Write many entries at once as text, markdown, json, html, geojson or ics; cards for Anki as anki (.apkg), csv or tsv.",
            .korean: "여러 항목을 한 번에 text, markdown, json, html, geojson, ics로 씁니다. 카드는 Anki용 anki(.apkg), csv, tsv로도 씁니다.",
        ],
        "help.export.discussion": [
            .english: "Entries are chosen with the filters of `kept list`, except that --to names the format here: give the last day with --until (a date, month 2026-11 or year 2025). text is what `kept share` prints, with every other front-matter field; markdown one document with a heading per entry, its fields and its attachments' paths; json the list JSON with bodies and attachments; html one page with a table of contents by month, each entry's Markdown drawn as HTML (raw HTML in entries stays text) and the files it links to copied into media/ beside the page (--self-contained, or standard output: inside the page); geojson the entries that have a location, as points; ics all-day events (fridge expiry dates, entry dates); anki a package Anki opens (.apkg, written with -o; needs `zip`) of the cards: Basic, Basic (and reversed card) and Cloze notes, categories as decks, tags, pictures, and each card's schedule and reviews; csv and tsv the cards in the text format Anki 2.1.55 and later imports, one row per note. Without -o the export goes to standard output. Exports never change the store.",
            .korean: "항목은 `kept list`의 필터로 고릅니다. 다만 여기서는 --to가 형식을 뜻하므로 마지막 날은 --until로 줍니다(날짜, 2026-11 같은 달, 2025 같은 해). text는 `kept share`가 출력하는 글에 나머지 머리말 필드를 모두 더한 것, markdown은 항목마다 제목과 필드, 첨부 파일 경로가 있는 문서 하나, json은 본문과 첨부 파일을 포함한 목록 JSON, html은 달별 목차가 있는 페이지 하나로 각 항목의 Markdown을 HTML로 그리고(항목 속 HTML은 글자 그대로) 링크된 파일은 페이지 옆 media/에 복사합니다(--self-contained나 표준 출력이면 페이지 안에), geojson은 위치가 있는 항목을 점으로, ics는 종일 일정(냉장고 유통기한, 항목 날짜)입니다. anki는 Anki에서 열 수 있는 카드 패키지(.apkg, -o 필수, `zip` 필요)로, Basic, Basic (and reversed card), Cloze 노트와 덱이 되는 분류, 태그, 그림, 카드별 복습 일정과 기록을 담습니다. csv와 tsv는 Anki 2.1.55 이상에서 가져올 수 있는 텍스트 형식으로, 노트마다 한 줄입니다. -o가 없으면 표준 출력으로 씁니다. 내보내기는 보관함을 바꾸지 않습니다.",
        ],
        "help.report.abstract": [
            .english: "One self-contained HTML page with charts and a map of the store.",
            .korean: "보관함의 차트와 지도를 담은, 그것만으로 완결된 HTML 페이지 하나.",
        ],
        "help.report.discussion": [
            .english: "The diary's heatmap and streaks, entries per month, the fridge by category and this month's expiry calendar, card reviews (per day, retention, due forecast), tags sized by use and a map of every entry with a location, each point linking to the entry in the page. Inline CSS and SVG only: no script, nothing fetched, every chart with a text alternative. The charts draw the numbers `kept stats --format json` prints. Labels follow the interface language. Without -o the page goes to standard output.",
            .korean: "일기 히트맵과 이어 쓴 날, 달마다 항목, 분류별 냉장고와 이번 달 유통기한 달력, 카드 복습(날마다, 기억률, 앞으로 복습할 카드), 많이 쓸수록 크게 보이는 태그, 위치가 있는 모든 항목의 지도(점마다 페이지 안의 항목으로 이어짐). CSS와 SVG만 안에 담습니다. 스크립트도, 밖에서 가져오는 것도 없고, 차트마다 글로 된 설명이 있습니다. 차트는 `kept stats --format json`이 출력하는 숫자를 그립니다. 이름표는 인터페이스 언어를 따릅니다. -o가 없으면 표준 출력으로 보냅니다.",
        ],
        "help.share.abstract": [
            .english: "Print entries as plain text for a message: title, date, weather and place, the body without Markdown.",
            .korean: "항목을 메시지용 평범한 글로 출력합니다: 제목, 날짜, 날씨와 장소, 마크다운 없는 본문.",
        ],
        "help.share.discussion": [
            .english: "The date line follows LC_ALL/LC_TIME/LANG (2026년 11월 22일 일요일 or Sunday, 22 November 2026); an entry titled in Korean gets the Korean line whatever the locale. Several entries are separated by a line. --copy puts the text on the clipboard with wl-copy, xclip, xsel or pbcopy.",
            .korean: "날짜 줄은 LC_ALL/LC_TIME/LANG을 따릅니다(2026년 11월 22일 일요일 또는 Sunday, 22 November 2026). 제목이 한국어인 항목은 로캘과 상관없이 한국어 줄을 받습니다. 여러 항목은 줄 하나로 나눕니다. --copy는 wl-copy, xclip, xsel, pbcopy로 글을 클립보드에 넣습니다.",
        ],
        "help.stats.abstract": [
            .english: "The store in numbers: entries per year and month, words, busiest days, reviews, the fridge.",
            .korean: "숫자로 보는 보관함: 해와 달마다 항목, 낱말 수, 가장 많이 쓴 때, 복습, 냉장고.",
        ],
        "help.stats.discussion": [
            .english: "For every kind (or KIND): entries per year and per month as bars (the last 12 months; --format json has them all), words written, the busiest weekday and hour, the longest entry and the streaks. Cards: reviews per day over the last 30 days, true retention per month (reviews of cards seen before not graded again), cards by state (new; learning: next review within a week; review; lapsed: graded again after having been recalled) and the reviews due in the next 30 days. Fridge: `kept fridge stats` and consumed versus discarded per month over a year. `kept report` draws the same numbers.",
            .korean: "모든 종류(또는 KIND)마다: 해와 달마다 항목 수 막대(최근 12개월, --format json은 전부), 쓴 낱말 수, 가장 많이 쓴 요일과 시간, 가장 긴 항목, 이어 쓴 날. 카드: 최근 30일의 날마다 복습 수, 달마다 실제 기억률(전에 본 카드의 복습 중 다시가 아닌 것), 상태별 카드(새 카드, 익히는 중: 다음 복습이 일주일 안, 복습 중, 잊음: 기억한 적이 있다가 다시로 매긴 것), 앞으로 30일 동안 복습할 카드. 냉장고: `kept fridge stats`와 지난 1년 달마다 먹음과 버림. `kept report`가 같은 숫자를 그립니다.",
        ],
        "help.tags.abstract": [
            .english: "Every tag with the number of entries that carry it.",
            .korean: "모든 태그와 그 태그가 붙은 항목 수.",
        ],
        "help.tags.discussion": [
            .english: "Most used first (--sort name: by name). Tags that differ only in case or a leading # are counted as one. --format json prints [{\"tag\": …, \"count\": …}].",
            .korean: "많이 쓴 태그부터 보여 줍니다(--sort name: 이름순). 대소문자나 앞의 #만 다른 태그는 하나로 셉니다. --format json은 [{\"tag\": …, \"count\": …}]를 출력합니다.",
        ],
        "html.contents": [.english: "Contents", .korean: "목차"],
        "html.summary.one": [.english: "{count} entry · exported {day}", .korean: "항목 {count}개 · {day} 내보냄"],
        "html.summary.other": [.english: "{count} entries · exported {day}", .korean: "항목 {count}개 · {day} 내보냄"],
        "html.undated": [.english: "Undated", .korean: "날짜 없음"],
        "option.calendar.words": [
            .english: "A year (YYYY) or a month (YYYY-MM), and the kind (default: this year, diary).",
            .korean: "해(YYYY)나 달(YYYY-MM), 그리고 종류(기본: 올해, diary).",
        ],
        "option.export.kind": [.english: "Only this kind (diary, card/cards, fridge, …).", .korean: "이 종류만(diary, card/cards, fridge, …)."],
        "option.export.output": [.english: "Write to this file (atomically) instead of standard output.", .korean: "표준 출력 대신 이 파일에 (원자적으로) 씁니다."],
        "option.export.selfContained": [.english: "With --to html: put the pictures and other linked files inside the page instead of copying them into media/ beside it.", .korean: "--to html에서: 링크된 사진과 파일을 옆의 media/에 복사하지 않고 페이지 안에 넣습니다."],
        "option.export.until": [.english: "Up to this date, month or year (--to names the format in export).", .korean: "이 날짜, 달, 해까지(export에서는 --to가 형식을 뜻합니다)."],
        "option.report.output": [.english: "Write the page to this file.", .korean: "페이지를 이 파일에 씁니다."],
        "option.report.year": [.english: "The year of the heatmap and the months (default: this year).", .korean: "히트맵과 달마다 막대의 해(기본: 올해)."],
        "option.share.copy": [.english: "Copy the text to the clipboard instead of printing it.", .korean: "출력하는 대신 글을 클립보드에 복사합니다."],
        "option.share.image": [
            .english: "With --copy: copy the entry's first image (as image/png, image/jpeg…) instead of the text; needs wl-copy or xclip.",
            .korean: "--copy와 함께: 글 대신 항목의 첫 그림을 (image/png, image/jpeg… 형식으로) 복사합니다. wl-copy나 xclip이 필요합니다.",
        ],
        "option.share.refs": [.english: "The entries: paths, titles or unique parts of them.", .korean: "항목들: 경로, 제목, 또는 그 일부로 하나만 맞는 것."],
        "option.stats.kind": [.english: "Only this kind (default: every kind).", .korean: "이 종류만(기본: 모든 종류)."],
        "option.tags.format": [.english: "table or json.", .korean: "table 또는 json."],
        "option.tags.kind": [.english: "Only this kind's entries (default: every kind).", .korean: "이 종류의 항목만(기본: 모든 종류)."],
        "option.tags.sort": [.english: "count (most used first) or name.", .korean: "count(많이 쓴 것부터) 또는 name(이름순)."],
        "report.categoriesDesc": [.english: "{count} stocked items in {categories} categories", .korean: "분류 {categories}개에 보관 중인 물건 {count}개"],
        "report.consumed": [.english: "Consumed per month", .korean: "달마다 먹음"],
        "report.consumedDesc": [.english: "{count} items consumed in the last 12 months", .korean: "최근 12개월 동안 먹은 물건 {count}개"],
        "report.daysDesc": [.english: "One bar a day from {from} through {through}", .korean: "{from}부터 {through}까지 하루에 막대 하나"],
        "report.expiry": [.english: "Expiring in {month}", .korean: "{month}에 유통기한이 끝나는 것"],
        "report.heatmap": [.english: "Diary entries per day in {year}", .korean: "{year}년 날마다 일기"],
        "report.heatmapAll": [.english: "Entries per day in {year}", .korean: "{year}년 날마다 항목"],
        "report.insideStore": [
            .english: "-o {output} is inside the store ({root}), which a report never changes: write it elsewhere, e.g. -o ~/kept-report.html",
            .korean: "-o {output|은} 보관함({root}) 안입니다. 보고서는 보관함을 바꾸지 않습니다. 다른 곳에 쓰세요. 예: -o ~/kept-report.html",
        ],
        "report.kindHasNoDate": [
            .english: "{kind} entries have no date field, so they cannot be counted by day: pick a dated kind (diary)",
            .korean: "{kind} 항목에는 날짜 필드가 없어 날짜별로 셀 수 없습니다. 날짜가 있는 종류(diary)를 고르세요",
        ],
        "report.made": [.english: "made by kept report on {day}", .korean: "{day}에 kept report로 만듦"],
        "report.mapDesc": [.english: "{count} entries with a location at {places} places; each point links to its entry below", .korean: "위치가 있는 항목 {count}개, 장소 {places}곳. 점마다 아래의 항목으로 이어집니다"],
        "report.noPlaces": [.english: "No entry has a location yet.", .korean: "아직 위치가 있는 항목이 없습니다."],
        "report.perMonth": [.english: "Entries per month", .korean: "달마다 항목"],
        "report.perMonthDesc": [.english: "{count} diary entries in {year}, month by month", .korean: "{year}년 일기 {count}개를 달마다 나눈 막대"],
        "report.places": [.english: "Places", .korean: "장소"],
        "report.state.lapsed": [.english: "lapsed", .korean: "잊음"],
        "report.state.learning": [.english: "learning", .korean: "익히는 중"],
        "report.state.new": [.english: "new", .korean: "새 카드"],
        "report.states": [.english: "Cards by state", .korean: "상태별 카드"],
        "report.tags": [.english: "Tags", .korean: "태그"],
        "report.title": [.english: "kept · {year}", .korean: "kept · {year}년"],
        "report.written": [.english: "wrote the report to {path}", .korean: "보고서를 {path}에 썼습니다"],
        "stats.busiestHour": [.english: "busiest hour: {hour} ({count})", .korean: "가장 많이 쓴 시간: {hour}({count})"],
        "stats.busiestWeekday": [.english: "busiest weekday: {weekday} ({count})", .korean: "가장 많이 쓴 요일: {weekday}({count})"],
        "stats.longest": [.english: "longest entry: {title}, {words} words ({path})", .korean: "가장 긴 항목: {title}, {words}낱말({path})"],
        "stats.perMonth": [.english: "entries per month (last {count})", .korean: "달마다 항목(최근 {count}개월)"],
        "stats.perYear": [.english: "entries per year", .korean: "해마다 항목"],
        "stats.undated": [.english: "({count} without a date)", .korean: "(날짜 없음 {count}개)"],
        "stats.words": [.english: "words written: {count}", .korean: "쓴 낱말: {count}"],
        "tags.badFormat": [.english: "--format is table or json, not `{value}`", .korean: "--format은 table이나 json입니다. `{value}`{|은} 안 됩니다"],
        "tags.badSort": [.english: "--sort is count or name, not `{value}`", .korean: "--sort는 count나 name입니다. `{value}`{|은} 안 됩니다"],
        "tags.none": [.english: "no entry has tags yet: add some with `tags: [walk, 김치]` in the front matter", .korean: "아직 태그가 붙은 항목이 없습니다. 머리말에 `tags: [walk, 김치]`처럼 붙이세요"],
    ]
}
