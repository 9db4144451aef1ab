extension Catalogue {
    /// Daily limits, suspended and buried cards: what `kept cards`, `kept review` and the phone say.
    static let limits: Table = [
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
        "cards.suspendedMark": [.english: "suspended", .korean: "일시중단됨"],
        "cards.buriedMark": [.english: "buried until tomorrow", .korean: "내일로 미룸"],
        "cards.suspended": [
            .english: "Suspended {card}: it is left out of reviews and reminders until `kept cards unsuspend`.",
            .korean: "{card}{|을} 일시중단했습니다. `kept cards unsuspend`로 해제할 때까지 복습과 알림에 나오지 않습니다.",
        ],
        "cards.unsuspended": [
            .english: "Unsuspended {card}: it is reviewed again when due.",
            .korean: "{card}의 일시중단을 해제했습니다. 복습할 때가 되면 다시 나옵니다.",
        ],
        "cards.alreadySuspended": [.english: "{card} is already suspended; nothing changed.", .korean: "{card}{|은} 이미 일시중단되어 있습니다. 바뀐 것은 없습니다."],
        "cards.notSuspended": [.english: "{card} is not suspended; nothing changed.", .korean: "{card}{|은} 일시중단되어 있지 않습니다. 바뀐 것은 없습니다."],
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
        "review.buried": [.english: "buried {card} until tomorrow", .korean: "{card}{|을} 내일로 미뤘습니다"],
        "error.dailyLimit.notACount": [
            .english: "`{key}` must be a whole number of cards, 0 or more, not `{value}`",
            .korean: "`{key}`에는 0 이상의 정수(카드 수)를 적어야 합니다. `{value}`{|은} 쓸 수 없습니다",
        ],
        "error.dailyLimit.notTrueOrFalse": [
            .english: "`{key}` must be true or false, not `{value}`",
            .korean: "`{key}`에는 true나 false를 적어야 합니다. `{value}`{|은} 쓸 수 없습니다",
        ],
        "error.card.suspendedNotTrueOrFalse": [
            .english: "`suspended` must be true or false, not `{value}`; write suspended: true, or remove the line (kept cards unsuspend does); until then the card is reviewed as not suspended",
            .korean: "`suspended`에는 true나 false를 적어야 하는데 `{value}`{|이} 적혀 있습니다. suspended: true로 고치거나 그 줄을 지우세요(kept cards unsuspend가 지워 줍니다). 그때까지는 일시중단되지 않은 카드로 복습합니다",
        ],
        "error.suspend.notACard": [
            .english: "only a card can be suspended, and this is a {kind} entry; name a card (kept cards lists them)",
            .korean: "일시중단할 수 있는 것은 카드뿐인데 이것은 {kind} 항목입니다. 카드를 지정하세요(kept cards로 목록을 볼 수 있습니다)",
        ],
    ]
}
