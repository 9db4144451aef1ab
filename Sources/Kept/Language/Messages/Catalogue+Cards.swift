extension Catalogue {
    /// Cards, reviews, reminders and the optimiser.
    static let cards: Table = [
        "cards.alreadySuspended": [.english: "{card} is already suspended; nothing changed.", .korean: "{card}{|은} 이미 일시중단되어 있습니다. 바뀐 것은 없습니다."],
        "cards.buriedMark": [.english: "buried until tomorrow", .korean: "내일로 미룸"],
        "cards.countDue": [.english: "{cards}, {due} due", .korean: "{cards}, 복습할 것 {due}장"],
        "cards.countItemsDue": [.english: "{cards} asking {questions}, {due} due", .korean: "{cards}에 {questions}, 복습할 것 {due}개"],
        "cards.heldNew.one": [
            .english: "1 more new card waits for tomorrow (limit {limit} a day).",
            .korean: "새 카드 1개는 내일로 넘어갑니다(하루 {limit}개까지).",
        ],
        "cards.heldNew.other": [
            .english: "{count} more new cards wait for tomorrow (limit {limit} a day).",
            .korean: "새 카드 {count}개는 내일로 넘어갑니다(하루 {limit}개까지).",
        ],
        "cards.heldReviews.one": [
            .english: "1 more review waits for tomorrow (limit {limit} a day).",
            .korean: "복습 카드 1개는 내일로 넘어갑니다(하루 {limit}개까지).",
        ],
        "cards.heldReviews.other": [
            .english: "{count} more reviews wait for tomorrow (limit {limit} a day).",
            .korean: "복습 카드 {count}개는 내일로 넘어갑니다(하루 {limit}개까지).",
        ],
        "cards.notSuspended": [.english: "{card} is not suspended; nothing changed.", .korean: "{card}{|은} 일시중단되어 있지 않습니다. 바뀐 것은 없습니다."],
        "cards.suspended": [
            .english: "Suspended {card}: it is left out of reviews and reminders until `kept cards unsuspend`.",
            .korean: "{card}{|을} 일시중단했습니다. `kept cards unsuspend`로 해제할 때까지 복습과 알림에 나오지 않습니다.",
        ],
        "cards.suspendedMark": [.english: "suspended", .korean: "일시중단됨"],
        "cards.unsuspended": [
            .english: "Unsuspended {card}: it is reviewed again when due.",
            .korean: "{card}의 일시중단을 해제했습니다. 복습할 때가 되면 다시 나옵니다.",
        ],
        "check.sharedCardID": [.english: "{paths} share the card id `{id}`, so their reviews mix: remove the `id:` line from all but one (kept gives a new id on its next review)", .korean: "{paths|이} 카드 id `{id}`{|을} 함께 써서 복습 기록이 섞입니다: 하나만 남기고 `id:` 줄을 지우세요(kept가 다음 복습 때 새 id를 줍니다)"],
        "cli.cards.thereAreNoCards": [
            .english: "there are no cards yet: add one with `kept new card TITLE --category CATEGORY`",
            .korean: "아직 카드가 없습니다: `kept new card TITLE --category CATEGORY`로 추가하세요",
        ],
        "cli.import.reviews.one": [.english: "{count} review carried over into this machine's review log", .korean: "복습 {count}개를 이 컴퓨터의 복습 기록으로 가져왔습니다"],
        "cli.import.reviews.other": [.english: "{count} reviews carried over into this machine's review log", .korean: "복습 {count}개를 이 컴퓨터의 복습 기록으로 가져왔습니다"],
        "cli.import.wouldReview.one": [.english: "{count} review would be carried over", .korean: "복습 {count}개를 가져올 것입니다"],
        "cli.import.wouldReview.other": [.english: "{count} reviews would be carried over", .korean: "복습 {count}개를 가져올 것입니다"],
        "cli.remind.countAtLeastOne": [
            .english: "--count must be 1 or more",
            .korean: "--count는 1 이상이어야 합니다",
        ],
        "cli.remind.everyNeedsInstall": [
            .english: "--every and --between go with --install",
            .korean: "--every와 --between은 --install과 함께 씁니다",
        ],
        "cli.remind.installOrUninstall": [
            .english: "--install and --uninstall cannot go together",
            .korean: "--install과 --uninstall은 함께 쓸 수 없습니다",
        ],
        "cli.remind.thereAreNoCards": [
            .english: "there are no cards to remind of: add one with `kept new card TITLE --category CATEGORY`",
            .korean: "알려 줄 카드가 없습니다: `kept new card TITLE --category CATEGORY`로 추가하세요",
        ],
        "cli.reminderInstaller.cannotRemove": [
            .english: "cannot remove: {localizedDescription}",
            .korean: "지울 수 없습니다: {localizedDescription}",
        ],
        "cli.reminderInstaller.cannotWriteReminderUnits": [
            .english: "cannot write the reminder units: {localizedDescription}",
            .korean: "알림 유닛을 쓸 수 없습니다: {localizedDescription}",
        ],
        "cli.review.limitAtLeastOne": [
            .english: "--limit must be 1 or more",
            .korean: "--limit는 1 이상이어야 합니다",
        ],
        "count.card.one": [.english: "{count} card", .korean: "카드 {count}장"],
        "count.card.other": [.english: "{count} cards", .korean: "카드 {count}장"],
        "error.calendarExport.cardsNeedReviewLogs": [
            .english: "cards fall on their review due days, which come from the store's review logs: export them with the store",
            .korean: "카드는 복습할 날에 놓이고, 그 날은 보관함의 복습 기록에서 나옵니다: 보관함과 함께 내보내세요",
        ],
        "error.card.suspendedNotTrueOrFalse": [
            .english: "`suspended` must be true or false, not `{value}`; write suspended: true, or remove the line (kept cards unsuspend does); until then the card is reviewed as not suspended",
            .korean: "`suspended`에는 true나 false를 적어야 하는데 `{value}`{|이} 적혀 있습니다. suspended: true로 고치거나 그 줄을 지우세요(kept cards unsuspend가 지워 줍니다). 그때까지는 일시중단되지 않은 카드로 복습합니다",
        ],
        "error.card.unknownType": [
            .english: "no card type is called `{type}`: write one of {types} (or leave `type` out for a basic card); it is reviewed as basic until then",
            .korean: "`{type}`: 그런 카드 유형은 없습니다. {types} 가운데 하나를 쓰세요(기본 카드라면 `type`을 빼도 됩니다). 고칠 때까지는 기본 카드로 복습합니다",
        ],
        "error.cardDeck.cannotGiveCardId": [
            .english: "cannot give the card an id: {error}",
            .korean: "카드에 id를 줄 수 없습니다: {error}",
        ],
        "error.cardDeck.noCardsAddOne": [
            .english: "there are no cards in the category `{category}`; add one with `kept new card TITLE --category {category}`",
            .korean: "`{category}` 분류에는 카드가 없습니다. `kept new card TITLE --category {category}`{|으로} 추가하세요",
        ],
        "error.cardDeck.noCardsInCategory": [
            .english: "there are no cards in the category `{category}`: the categories are {known}",
            .korean: "`{category}` 분류에는 카드가 없습니다: 분류는 {known}입니다",
        ],
        "error.dailyLimit.notACount": [
            .english: "`{key}` must be a whole number of cards, 0 or more, not `{value}`",
            .korean: "`{key}`에는 0 이상의 정수(카드 수)를 적어야 합니다. `{value}`{|은} 쓸 수 없습니다",
        ],
        "error.dailyLimit.notTrueOrFalse": [
            .english: "`{key}` must be true or false, not `{value}`",
            .korean: "`{key}`에는 true나 false를 적어야 합니다. `{value}`{|은} 쓸 수 없습니다",
        ],
        "error.reminderTimer.notASpanOfTheDay": [
            .english: "`{between}` is not a span of the day: write it as `09:00-22:00`, or `22:00-02:00` over midnight",
            .korean: "`{between}`{|은} 하루 중의 시간대가 아닙니다: `09:00-22:00`처럼, 자정을 넘기면 `22:00-02:00`처럼 쓰세요",
        ],
        "error.reminderTimer.notAnInterval": [
            .english: "`{text}` is not an interval kept can remind at: write minutes, hours or a day, from `5m` to `1d`, e.g. `90m` or `2h`",
            .korean: "`{text}`{|은} kept가 알려 줄 수 있는 간격이 아닙니다: 분, 시간, 하루로 `5m`부터 `1d`까지 쓰세요. 예: `90m`, `2h`",
        ],
        "error.review.optimizeNeedsFlag": [
            .english: "--category goes with --optimize; to review one category, name it: kept review NAME",
            .korean: "--category는 --optimize와 함께 씁니다. 한 분류만 복습하려면 이름을 쓰세요: kept review 이름",
        ],
        "error.reviewLog.cannotReadThisReview": [
            .english: "cannot read this review log as UTF-8 text",
            .korean: "이 복습 기록을 UTF-8 글로 읽을 수 없습니다",
        ],
        "error.reviewLog.notAReview": [
            .english: "this is not a review (`{\"card\":\"ID\",\"time\":\"2026-11-22T01:14:05Z\",\"grade\":3}`); fix or remove the line",
            .korean: "이것은 복습 기록 줄(`{\"card\":\"ID\",\"time\":\"2026-11-22T01:14:05Z\",\"grade\":3}`)이 아닙니다. 줄을 고치거나 지우세요",
        ],
        "error.reviewSchedule.badRetention": [
            .english: "`cards.review.retention` is the share of cards you want to recall when they come due: a number from 0.5 to 0.99 (0.9 by default), not {value}",
            .korean: "`cards.review.retention`은 복습할 때 기억하고 싶은 카드의 비율입니다: 0.5부터 0.99까지의 수(기본 0.9). {value|은} 안 됩니다",
        ],
        "error.suspend.notACard": [
            .english: "only a card can be suspended, and this is a {kind} entry; name a card (kept cards lists them)",
            .korean: "일시중단할 수 있는 것은 카드뿐인데 이것은 {kind} 항목입니다. 카드를 지정하세요(kept cards로 목록을 볼 수 있습니다)",
        ],
        "export.anki.noCards": [
            .english: "--to {format} exports cards, and none of the chosen entries is a card: choose them with `kept export cards --to {format}`",
            .korean: "--to {format|은} 카드만 내보냅니다. 고른 항목 중에 카드가 없습니다: `kept export cards --to {format}`{|으로} 카드를 고르세요",
        ],
        "fields.kind.card": [.english: "card", .korean: "카드"],
        "grade.again": [.english: "again", .korean: "다시"],
        "grade.easy": [.english: "easy", .korean: "쉬움"],
        "grade.good": [.english: "good", .korean: "좋음"],
        "grade.hard": [.english: "hard", .korean: "어려움"],
        "help.cards.abstract": [
            .english: "Show the cards (GAMAGU) by category: each card's title and first line.",
            .korean: "카드(까먹지 마)를 분류별로 보여 줍니다: 카드마다 제목과 첫 줄.",
        ],
        "help.cards.discussion": [
            .english: "Each category is a section with its number of cards and how many are due for review today, within the day's limits (cards.review.new-per-day, cards.review.reviews-per-day in .kept/config.yaml). `kept cards suspend CARD` sets a card aside until `kept cards unsuspend CARD`.",
            .korean: "분류마다 한 부분으로, 카드 수와 오늘 복습할 카드 수를 함께 보여 줍니다(하루 한도 안에서: .kept/config.yaml의 cards.review.new-per-day, cards.review.reviews-per-day). `kept cards suspend 카드`로 카드를 일시중단하고, `kept cards unsuspend 카드`로 해제합니다.",
        ],
        "help.cards.list.abstract": [
            .english: "List the cards by category, with how many are due today.",
            .korean: "카드를 분류별로 보여 주고, 오늘 복습할 카드 수를 함께 알려 줍니다.",
        ],
        "help.cards.suspend.abstract": [
            .english: "Suspend a card: it stays in the store but is never due (`suspended: true` in its front matter).",
            .korean: "카드를 일시중단합니다. 보관함에는 그대로 남지만 복습에는 나오지 않습니다(머리말에 `suspended: true`).",
        ],
        "help.cards.unsuspend.abstract": [
            .english: "Unsuspend a card: it is reviewed again when due.",
            .korean: "카드의 일시중단을 해제합니다. 복습할 때가 되면 다시 나옵니다.",
        ],
        "help.remind.abstract": [
            .english: "Remind of random cards (GAMAGU), in the terminal or as desktop notifications.",
            .korean: "카드(까먹지 마)를 무작위로 터미널이나 데스크톱 알림으로 떠올려 줍니다.",
        ],
        "help.remind.discussion": [
            .english: "Picks cards at random, favouring those due for review and those not reminded of for longest, never the card shown last. What was shown is remembered per machine in .kept/state/reminders.json. Without --category, fridge items expiring within fridge.soon are listed too. --notify sends each card with notify-send; its \"Open\" action opens the card in $EDITOR in a terminal ($TERMINAL, else the first terminal emulator found). --install puts `kept remind --notify` on a systemd user timer (or prints a crontab line where there is no systemd) and keeps the interval in .kept/config.yaml as cards.remind.every.",
            .korean: "카드를 무작위로 고르되 복습할 때가 된 카드와 가장 오래 떠올리지 않은 카드를 먼저, 마지막에 보여 준 카드는 빼고 고릅니다. 보여 준 것은 컴퓨터마다 .kept/state/reminders.json에 기억합니다. --category가 없으면 fridge.soon 안에 끝나는 냉장고 물건도 나열합니다. --notify는 카드마다 notify-send로 보냅니다. 그 \"열기\" 동작은 터미널($TERMINAL, 아니면 처음 찾은 터미널 에뮬레이터)의 $EDITOR에서 카드를 엽니다. --install은 `kept remind --notify`를 systemd 사용자 타이머에 올리고(systemd가 없으면 crontab 줄을 출력) 간격을 .kept/config.yaml의 cards.remind.every에 둡니다.",
        ],
        "help.review.abstract": [
            .english: "Review the cards that are due: spaced repetition (FSRS-6).",
            .korean: "복습할 때가 된 카드를 복습합니다: 간격 반복(FSRS-6).",
        ],
        "help.review.discussion": [
            .english: "Shows each due card's title, waits for a key, shows its content and asks how well you remembered it: 1 again, 2 hard, 3 good, 4 easy (- buries the card until tomorrow, u takes the last grade back, q stops). Each grade is appended to this machine's log in .kept/reviews/ and committed at once, so a session cut short keeps what was graded. On a terminal one key answers; from a pipe, one line per answer. Desired retention: cards.review.retention in .kept/config.yaml (0.9 by default); a day brings at most cards.review.new-per-day new items (20) and cards.review.reviews-per-day reviews (200) per category.",
            .korean: "카드마다 제목을 보여 주고 키를 기다린 뒤, 내용을 보여 주고 얼마나 잘 기억했는지 묻습니다: 1 다시, 2 어려움, 3 좋음, 4 쉬움(-: 내일로 미루기, u: 방금 한 평가 되돌리기, q: 그만하기). 평가마다 이 컴퓨터의 기록(.kept/reviews/)에 덧붙여 바로 커밋하므로, 도중에 끊긴 복습도 평가한 것은 남습니다. 터미널에서는 키 하나로 답하고, 파이프에서는 답마다 한 줄입니다. 목표 기억률: .kept/config.yaml의 cards.review.retention(기본 0.9). 분류마다 하루에 새 카드는 20개, 복습 카드는 200개까지 나옵니다(기본값, .kept/config.yaml의 cards.review.new-per-day, cards.review.reviews-per-day).",
        ],
        "import.anki.reviewsOtherCards.one": [
            .english: "{count} review of a second or later card of a note type kept has no item for left out",
            .korean: "kept에 해당 질문이 없는 카드(그 밖의 노트 유형의 두 번째 이후 카드)의 복습 {count}개는 가져오지 않았습니다",
        ],
        "import.anki.reviewsOtherCards.other": [
            .english: "{count} reviews of second or later cards of note types kept has no item for left out",
            .korean: "kept에 해당 질문이 없는 카드(그 밖의 노트 유형의 두 번째 이후 카드)의 복습 {count}개는 가져오지 않았습니다",
        ],
        "import.anki.reviewsRescheduled.one": [
            .english: "{count} review log row that was no answer (Set Due Date, Forget, rescheduling) left out",
            .korean: "평가가 아닌 복습 기록 {count}줄(만기 설정, 초기화, 일정 변경)은 가져오지 않았습니다",
        ],
        "import.anki.reviewsRescheduled.other": [
            .english: "{count} review log rows that were no answer (Set Due Date, Forget, rescheduling) left out",
            .korean: "평가가 아닌 복습 기록 {count}줄(만기 설정, 초기화, 일정 변경)은 가져오지 않았습니다",
        ],
        "optimize.after": [.english: "after ", .korean: "이후"],
        "optimize.before": [.english: "before", .korean: "이전"],
        "optimize.header": [
            .english: "FSRS fitted to {predictions} reviews of {cards} cards:",
            .korean: "카드 {cards}장의 복습 {predictions}개에 FSRS를 맞췄습니다:",
        ],
        "optimize.noBetter": [
            .english: "The weights in use already predict these reviews as well or better; nothing was changed.",
            .korean: "지금 쓰는 가중치가 이 복습 기록을 이미 같거나 더 잘 예측하므로 아무것도 바꾸지 않았습니다.",
        ],
        "optimize.row": [
            .english: "  {label}  log loss {loss}  RMSE(bins) {rmse}",
            .korean: "  {label}  로그 손실 {loss}  RMSE(bins) {rmse}",
        ],
        "optimize.saved": [
            .english: "Weights kept in .kept/config.yaml as {key}; reviews and due dates use them from now on.",
            .korean: "가중치를 .kept/config.yaml의 {key}에 적었습니다. 이제부터 이 가중치로 복습 일정을 정합니다.",
        ],
        "optimize.tooFew": [
            .english: "Not enough reviews to fit FSRS to you: {have} reviews follow an earlier review of the same card on a later day, and fitting needs {need}. Review {more} more and try again; until then cards schedule with the current weights.",
            .korean: "가중치를 맞추기에는 복습이 부족합니다: 같은 카드를 다른 날 다시 복습한 기록이 {have}개인데 {need}개가 필요합니다. 복습을 {more}번 더 한 뒤 다시 해 보세요. 그때까지는 지금 가중치로 일정을 잡습니다.",
        ],
        "option.cards.categories": [.english: "List the categories only.", .korean: "분류만 나열합니다."],
        "option.cards.category": [.english: "Only this category.", .korean: "이 분류만."],
        "option.remind.between": [.english: "With --install: only between these hours of the day (22:00-02:00 runs over midnight).", .korean: "--install과 함께: 하루 중 이 시간 사이에만(22:00-02:00은 자정을 넘깁니다)."],
        "option.remind.category": [.english: "Only cards of this category.", .korean: "이 분류의 카드만."],
        "option.remind.count": [.english: "How many cards.", .korean: "카드 몇 장."],
        "option.remind.every": [.english: "With --install: how often (90m, 2h, 1d). Default: cards.remind.every, else 2h.", .korean: "--install과 함께: 얼마나 자주(90m, 2h, 1d). 기본: cards.remind.every, 없으면 2h."],
        "option.remind.install": [.english: "Remind by itself: install a systemd user timer running `kept remind --notify`.", .korean: "스스로 알려 줍니다: `kept remind --notify`를 실행하는 systemd 사용자 타이머를 설치합니다."],
        "option.remind.notify": [.english: "Send desktop notifications (notify-send) instead of printing.", .korean: "출력하는 대신 데스크톱 알림(notify-send)을 보냅니다."],
        "option.remind.seed": [.english: "A number that makes the choice repeatable.", .korean: "고르는 것을 되풀이할 수 있게 하는 수."],
        "option.remind.uninstall": [.english: "Remove the reminder timer.", .korean: "알림 타이머를 지웁니다."],
        "option.review.category": [.english: "Only this category.", .korean: "이 분류만."],
        "option.review.categoryOption": [
            .english: "With --optimize: fit the weights to this category's cards only; its cards then schedule with them.",
            .korean: "--optimize와 함께: 이 분류의 카드 기록으로만 가중치를 맞추고, 그 가중치는 이 분류의 카드에만 씁니다.",
        ],
        "option.review.due": [.english: "List the cards that are due, without reviewing.", .korean: "복습하지 않고 복습할 때가 된 카드를 나열합니다."],
        "option.review.limit": [.english: "Review at most this many cards.", .korean: "카드를 최대 이만큼 복습합니다."],
        "option.review.optimize": [
            .english: "Fit FSRS's 21 weights to this store's reviews (every machine's) and keep them in .kept/config.yaml.",
            .korean: "이 보관함의 복습 기록(모든 컴퓨터의 것)에 맞게 FSRS 가중치 21개를 조정해 .kept/config.yaml에 적습니다.",
        ],
        "remind.outsideBetween": [
            .english: "not reminding now: outside cards.remind.between ({between}) in .kept/config.yaml",
            .korean: "지금은 알리지 않습니다: .kept/config.yaml의 cards.remind.between({between}) 밖입니다",
        ],
        "reminder.cronNearest": [
            .english: "cron cannot run every {every}: this line runs every {cronEvery}, the nearest interval it can",
            .korean: "cron은 {every}마다 실행할 수 없습니다: 이 줄은 가장 가까운 간격인 {cronEvery}마다 실행합니다",
        ],
        "reminder.disabled": [.english: "disabled {unit}.timer", .korean: "{unit}.timer를 껐습니다"],
        "reminder.enabled": [.english: "enabled {unit}.timer: see it with `systemctl --user list-timers {unit}.timer`", .korean: "{unit}.timer를 켰습니다: `systemctl --user list-timers {unit}.timer`로 보세요"],
        "reminder.noSystemctl": [.english: "no systemctl on PATH", .korean: "PATH에 systemctl이 없습니다"],
        "reminder.noSystemd": [.english: "systemd is not available here ({failure}); to be reminded by cron instead, add this line to `crontab -e`:", .korean: "여기서는 systemd를 쓸 수 없습니다({failure}). 대신 cron으로 알림을 받으려면 `crontab -e`에 이 줄을 추가하세요:"],
        "reminder.noneInstalled": [.english: "no reminder timer was installed", .korean: "설치된 알림 타이머가 없었습니다"],
        "reminder.removeCron": [.english: "if cron reminds you, remove the `kept … remind --notify` line with `crontab -e`", .korean: "cron이 알려 주고 있다면 `crontab -e`로 `kept … remind --notify` 줄을 지우세요"],
        "reminder.systemctlNotStarted": [.english: "systemctl could not be started", .korean: "systemctl을 시작할 수 없습니다"],
        "reminder.wrote": [.english: "wrote {path}", .korean: "{path|을} 썼습니다"],
        "report.cards": [.english: "Cards", .korean: "카드"],
        "report.discarded": [.english: "Discarded per month", .korean: "달마다 버림"],
        "report.discardedDesc": [.english: "{count} items discarded in the last 12 months", .korean: "최근 12개월 동안 버린 물건 {count}개"],
        "report.state.review": [.english: "in review", .korean: "복습 중"],
        "review.anyKey": [.english: "(any key shows it, - buries it, u undoes, q stops)", .korean: "(아무 키나 누르면 뒷면을 보여 줍니다. -: 내일로 미루기, u: 되돌리기, q: 그만하기)"],
        "review.buried": [.english: "buried {card} until tomorrow", .korean: "{card}{|을} 내일로 미뤘습니다"],
        // A grade's next interval at the review prompt: `3 좋음 (2일)`.
        "review.interval.days": [.english: "{n}d", .korean: "{n}일"],
        "review.interval.months": [.english: "{n}mo", .korean: "{n}개월"],
        "review.interval.years": [.english: "{n}y", .korean: "{n}년"],
        "review.new": [.english: "new", .korean: "새 카드"],
        "review.next": [.english: "Next: {card}.", .korean: "다음: {card}."],
        "review.nextLower": [.english: "next: {card}", .korean: "다음: {card}"],
        "review.nextReview": [.english: "next review {when}", .korean: "다음 복습 {when}"],
        "review.noContent": [.english: "(no content)", .korean: "(내용 없음)"],
        "review.nothingDue": [.english: "Nothing is due.", .korean: "복습할 카드가 없습니다."],
        "review.nothingDueLower": [.english: "nothing is due", .korean: "복습할 카드가 없습니다"],
        "review.nothingToUndo": [
            .english: "nothing to undo in this session",
            .korean: "이번 복습에서 되돌릴 평가가 없습니다",
        ],
        "review.overdue": [.english: "{days} overdue", .korean: "{days} 지남"],
        "review.picture": [.english: "[picture: {name}]", .korean: "[그림: {name}]"],
        "review.reviewed": [.english: "Reviewed {cards}{grades}.", .korean: "{cards|을} 복습했습니다{grades}."],
        "review.stillDue": [.english: "{count} still due.", .korean: "아직 {count}장이 남았습니다."],
        "review.typeGrade": [.english: "  type 1, 2, 3 or 4 to grade (- buries the card until tomorrow, u undoes the last grade, q stops)", .korean: "  1, 2, 3, 4 중 하나로 평가하세요(-: 내일로 미루기, u: 방금 한 평가 되돌리기, q: 그만하기)"],
        "review.undone": [
            .english: "took back {grade} for {card}",
            .korean: "{card}에 준 {grade} 평가를 되돌렸습니다",
        ],
        "stats.cards.due": [.english: "due in the next 30 days ({count} in all)", .korean: "앞으로 30일 동안 복습할 카드(모두 {count}장)"],
        "stats.cards.retention": [.english: "true retention per month (reviews not graded again)", .korean: "달마다 실제 기억률(다시로 매기지 않은 복습)"],
        "stats.cards.retentionRow": [.english: "{percent}% of {count}", .korean: "{count}번 중 {percent}%"],
        "stats.cards.reviewsPerDay": [.english: "reviews per day, last 30 days ({count} in all)", .korean: "날마다 복습, 최근 30일(모두 {count}번)"],
        "stats.cards.states": [
            .english: "cards: {new} new · {learning} learning · {review} in review · {lapsed} lapsed",
            .korean: "카드: 새 카드 {new} · 익히는 중 {learning} · 복습 중 {review} · 잊음 {lapsed}",
        ],
        "stats.cards.title": [.english: "reviews", .korean: "복습"],
    ]
}
