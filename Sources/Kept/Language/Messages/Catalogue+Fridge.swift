extension Catalogue {
    /// The fridge: items, the shopping list, expiry.
    static let fridge: Table = [
        "cli.fridge.bought.allOrNames": [
            .english: "give the items' names or --all, not both",
            .korean: "물건 이름과 --all 중 하나만 쓰세요",
        ],
        "cli.fridge.bought.nameOrAll": [
            .english: "name the items you bought (`kept fridge bought 우유 계란`), or --all for the whole shopping list",
            .korean: "산 물건의 이름을 적거나(`kept fridge bought 우유 계란`), 장보기 목록 전체라면 --all을 쓰세요",
        ],
        "cli.fridge.nothingExpiresWithin.one": [.english: "nothing expires within {count} day", .korean: "{count}일 안에 유통기한이 끝나는 것이 없습니다"],
        "cli.fridge.nothingExpiresWithin.other": [.english: "nothing expires within {count} days", .korean: "{count}일 안에 유통기한이 끝나는 것이 없습니다"],
        "cli.fridge.unknownStatus.one": [
            .english: "{count} item has a status kept does not know ({words}); `kept fridge list --all` shows it",
            .korean: "물건 {count}개의 상태를 kept가 모릅니다({words}). `kept fridge list --all`이 보여 줍니다",
        ],
        "cli.fridge.unknownStatus.other": [
            .english: "{count} items have a status kept does not know ({words}); `kept fridge list --all` shows them",
            .korean: "물건 {count}개의 상태를 kept가 모릅니다({words}). `kept fridge list --all`이 보여 줍니다",
        ],
        "cli.fridgeConsume.quantityOrAll": [
            .english: "give --quantity N or --all, not both",
            .korean: "--quantity N과 --all 중 하나만 주세요",
        ],
        "cli.fridgeDiscard.discarded": [
            .english: "discarded {title} ({amount})",
            .korean: "{title|을} 버렸습니다({amount})",
        ],
        "cli.fridgeExpiring.notAWindow": [
            .english: "`{text}` is not a window of days: write 3d, 1w or 0d",
            .korean: "`{text}`{|은} 날수가 아닙니다: 3d, 1w, 0d처럼 쓰세요",
        ],
        "cli.fridgeShopping.addedShoppingList": [
            .english: "added {title} to the shopping list: {path}",
            .korean: "{title|을} 장보기 목록에 추가했습니다: {path}",
        ],
        "cli.fridgeShopping.alreadyOnShoppingList": [
            .english: "{path}: already on the shopping list; nothing changed",
            .korean: "{path}: 이미 장보기 목록에 있습니다. 아무것도 바꾸지 않았습니다",
        ],
        "cli.fridgeShopping.backOnShoppingList": [
            .english: "{title} is back on the shopping list ({amount})",
            .korean: "{title|을} 다시 장보기 목록에 올렸습니다({amount})",
        ],
        "cli.fridgeShopping.boughtStock": [
            .english: "bought {title}: {amount} in stock{expiry}",
            .korean: "{title|을} 샀습니다. 보관 중: {amount}{expiry}",
        ],
        "cli.fridgeShopping.shoppingListEmptyFridge": [
            .english: "the shopping list is empty: `kept fridge buy NAME` adds to it",
            .korean: "장보기 목록이 비어 있습니다: `kept fridge buy NAME`으로 추가하세요",
        ],
        "error.fridge.alreadyInStatus": [
            .english: "{path}: {title} is already {rawValue}, so there is nothing to {verb}",
            .korean: "{path}: {title|은} 이미 {rawValue} 상태라서 {verb} 것이 없습니다",
        ],
        "error.fridge.alreadyInStock": [
            .english: "{path}: {title} is already in stock; `kept fridge add {title}` adds another one",
            .korean: "{path}: {title|은} 이미 보관 중입니다. `kept fridge add {title}`{|은} 하나를 더 넣습니다",
        ],
        "error.fridge.badSoonSetting": [
            .english: "{relativePath}: `fridge.soon` must be a number of days (0 or more), e.g. `3` or `1w`, not `{text}`",
            .korean: "{relativePath}: `fridge.soon`은 날수(0 이상)여야 합니다. 예: `3`, `1w`. `{text}`{|은} 안 됩니다",
        ],
        "error.fridge.consumeNothing": [
            .english: "consume a quantity above 0 (or --all), not {Quantity}",
            .korean: "0보다 큰 수량을(또는 --all을) 쓰세요. {Quantity|은} 안 됩니다",
        ],
        "error.fridge.onShoppingList": [
            .english: "{path}: {title} is on the shopping list, not in stock; `kept fridge bought {title}` stocks it",
            .korean: "{path}: {title|은} 보관 중이 아니라 장보기 목록에 있습니다. `kept fridge bought {title}`{|이} 보관으로 옮깁니다",
        ],
        "error.fridge.onlyLeft": [
            .english: "{path}: only {amount} of {title} left, so {quantity} cannot be consumed; nothing was changed (use --all to finish it)",
            .korean: "{path}: {title|이} {amount}만 남아서 {quantity|을} 쓸 수 없습니다. 아무것도 바꾸지 않았습니다(다 쓰려면 --all)",
        ],
        "error.fridge.quantityNotANumber": [
            .english: "`quantity: {written}` is not a number, so nothing can be taken from it; write one with `kept set {title} quantity=N`",
            .korean: "`quantity: {written}`{|은} 숫자가 아니어서 덜어 낼 수 없습니다: `kept set {title} quantity=N`으로 숫자를 쓰세요",
        ],
        "error.fridge.stillInStock": [
            .english: "{path}: {title} is in stock ({amount}); consume or discard it first",
            .korean: "{path}: {title|은} 보관 중입니다({amount}). 먼저 먹거나 버리세요",
        ],
        "error.fridge.unknownStatus": [
            .english: "{path}: `status: {statusText}` is not one kept knows (stocked, consumed, discarded, to-buy); fix it with `kept edit`",
            .korean: "{path}: `status: {statusText}`{|은} kept가 아는 상태(stocked, consumed, discarded, to-buy)가 아닙니다. `kept edit`로 고치세요",
        ],
        "error.newFridgeItem.negativeQuantity": [
            .english: "a quantity cannot be below 0 (got {Quantity})",
            .korean: "수량은 0보다 작을 수 없습니다({Quantity|을} 받았습니다)",
        ],
        "fields.kind.fridge": [.english: "fridge", .korean: "냉장고"],
        "fridge.added": [
            .english: "{title} is in the fridge ({path})",
            .korean: "{title|을} 냉장고에 넣었습니다({path})",
        ],
        "fridge.alreadyStocked": [
            .english: "{title} is already stocked: quantity {amount}, {expiry} ({path}); to add a second batch, run `kept fridge add {quoted} --new`",
            .korean: "{title|은} 이미 냉장고에 있습니다: 수량 {amount}, {expiry}({path}). 하나 더 넣으려면 `kept fridge add {quoted} --new`를 실행하세요",
        ],
        "fridge.boughtExpiry": [
            .english: ", expires {date} ({left})",
            .korean: ", 유통기한 {date}({left})",
        ],
        "fridge.calendar.nothing": [
            .english: "nothing expires in {month}",
            .korean: "{month}에는 유통기한이 끝나는 것이 없습니다",
        ],
        "fridge.consumedAll": [.english: "consumed {title}: none left", .korean: "{title|을} 먹었습니다: 남은 것 없음"],
        "fridge.consumedSome": [.english: "consumed {title}: {amount} left", .korean: "{title|을} 먹었습니다: {amount} 남음"],
        "fridge.expiresBeforeBought": [
            .english: "{title} expires {expires}, before it was bought ({purchased}): added as given; if a date is wrong, change it with `kept set {path} expires=…`",
            .korean: "{title}의 유통기한 {expires|이} 산 날({purchased})보다 앞섭니다: 준 대로 넣었습니다. 날짜가 틀렸으면 `kept set {path} expires=…`로 고치세요",
        ],
        "fridge.noItems": [.english: "the fridge has no items yet: add one with `kept fridge add NAME`", .korean: "냉장고에 아직 물건이 없습니다: `kept fridge add NAME`으로 넣으세요"],
        "fridge.nothingAdded": [.english: "the file was left unchanged or empty; nothing added", .korean: "파일이 그대로이거나 비어 있어 아무것도 넣지 않았습니다"],
        "fridge.nothingInStock": [.english: "nothing in stock: add an item with `kept fridge add NAME`", .korean: "보관 중인 물건이 없습니다: `kept fridge add NAME`으로 넣으세요"],
        "fridge.quantity.notANumber": [
            .english: "`{text}` is not a quantity: write a number such as 2 or 0.5, and the unit (g, pack) on its own",
            .korean: "`{text}`{|은} 수량이 아닙니다: 2나 0.5처럼 숫자만 쓰고, 단위(g, 팩, 봉)는 따로 적으세요",
        ],
        "fridge.quantity.tooFine": [
            .english: "`{text}` has more than three decimals, which kept would not write as given: round it (0.001 is the smallest step)",
            .korean: "`{text}`{|은} 소수점 아래 자리가 너무 많아 그대로 적을 수 없습니다. 소수점 아래 셋째 자리까지 반올림해 쓰세요(0.001까지 적을 수 있습니다)",
        ],
        "fridge.quantity.tooLarge": [
            .english: "`{text}` is more than a fridge holds: a quantity is at most {limit}",
            .korean: "`{text}`{|은} 너무 큽니다. 수량은 {limit}까지만 적을 수 있습니다",
        ],
        "fridge.quantityZero": [
            .english: "an item in the fridge needs a quantity above 0; to put {name} on the shopping list, run `kept fridge buy {quoted}`",
            .korean: "냉장고에 넣을 물건은 수량이 0보다 커야 합니다. {name|을} 장보기 목록에 올리려면 `kept fridge buy {quoted}`{|을} 실행하세요",
        ],
        "fridge.reminder.ago.one": [.english: "{title} expired {count} day ago ({left})", .korean: "{title}의 유통기한이 {count}일 지났습니다({left})"],
        "fridge.reminder.ago.other": [.english: "{title} expired {count} days ago ({left})", .korean: "{title}의 유통기한이 {count}일 지났습니다({left})"],
        "fridge.reminder.in.one": [.english: "{title} expires in {count} day ({left})", .korean: "{title}의 유통기한이 {count}일 남았습니다({left})"],
        "fridge.reminder.in.other": [.english: "{title} expires in {count} days ({left})", .korean: "{title}의 유통기한이 {count}일 남았습니다({left})"],
        "fridge.reminder.today": [.english: "{title} expires today ({left})", .korean: "{title}의 유통기한이 오늘까지입니다({left})"],
        "fridge.stats.byCategory": [.english: "stock by category", .korean: "분류별 보관"],
        "fridge.stats.expired": [.english: "expired", .korean: "유통기한 지남"],
        "fridge.stats.nothingInStock": [.english: "nothing in stock", .korean: "보관 중인 물건 없음"],
        "fridge.stats.recent": [.english: "last {days} days (since {since}): {consumed} consumed, {discarded} discarded", .korean: "지난 {days}일({since}부터): 먹음 {consumed}, 버림 {discarded}"],
        "fridge.stats.thisWeek": [.english: "expiring this week (through {through}): {count}", .korean: "이번 주에 끝남({through}까지): {count}"],
        "fridge.stats.thrownAway": [.english: "({percent}% thrown away)", .korean: "({percent}% 버림)"],
        "fridge.stockedExpires": [.english: "expires {date}", .korean: "유통기한 {date}"],
        "fridge.stockedNoExpiry": [.english: "no expiry date", .korean: "유통기한 없음"],
        "fridge.unreadable": [.english: "{path} (unreadable: line {line}: {problem}; `kept check` says more)", .korean: "{path}(읽을 수 없음: {line}번째 줄: {problem}. `kept check`가 더 알려 줍니다)"],
        "help.fridge.abstract": [
            .english: "What is in the fridge, what expires soon, what to buy.",
            .korean: "냉장고에 무엇이 있는지, 무엇이 곧 상하는지, 무엇을 살지.",
        ],
        "help.fridge.add.abstract": [
            .english: "Put an item in the fridge (no editor unless --edit); prints its path.",
            .korean: "냉장고에 물건을 넣습니다(--edit가 없으면 편집기 없이). 경로를 출력합니다.",
        ],
        "help.fridge.add.discussion": [
            .english: "Without --category the store's `fridge.category` is used (`kept init` writes `기타` there when your language was Korean then, else `other`); a store without the setting uses `other`, on every machine.",
            .korean: "--category가 없으면 보관함의 `fridge.category`를 씁니다(`kept init`은 그때 언어가 한국어였으면 `기타`를, 아니면 `other`를 적습니다). 이 설정이 없는 보관함은 어느 컴퓨터에서나 `other`를 씁니다.",
        ],
        "help.fridge.bought.abstract": [
            .english: "Move an item into stock again, purchased today.",
            .korean: "물건을 오늘 산 것으로 다시 보관합니다.",
        ],
        "help.fridge.bought.discussion": [
            .english: "Name one item or several (`kept fridge bought 우유 계란 두부`), or `--all` for everything on the shopping list (`kept fridge shopping`). Each item is its own commit; an item already in stock is named and the others are still marked.",
            .korean: "물건을 하나 또는 여럿 적거나(`kept fridge bought 우유 계란 두부`), 장보기 목록(`kept fridge shopping`)의 물건을 모두 옮기려면 `--all`을 쓰세요. 물건마다 커밋이 하나씩 생기고, 이미 보관 중인 물건이 있으면 그 물건을 알리고 나머지는 그대로 옮깁니다.",
        ],
        "help.fridge.buy.abstract": [
            .english: "Put an item on the shopping list.",
            .korean: "물건을 장보기 목록에 올립니다.",
        ],
        "help.fridge.buy.discussion": [
            .english: "A consumed or discarded item of that name goes back on the list (status: to-buy); otherwise a new item to buy is added.",
            .korean: "그 이름으로 다 먹었거나 버린 물건이 있으면 목록으로 되돌립니다(status: to-buy). 없으면 살 물건을 새로 추가합니다.",
        ],
        "help.fridge.calendar.abstract": [
            .english: "A month as a calendar (like `cal`) with the days items expire, and the items by day.",
            .korean: "한 달을 달력으로(`cal`처럼) 보여 주며 유통기한이 끝나는 날을 표시하고, 그 아래 날짜별 물건을 보여 줍니다.",
        ],
        "help.fridge.calendar.discussion": [
            .english: "Weeks start on Monday, or on the day your LC_TIME/LANG locale starts them (Sunday for en_US, ko_KR, ja_JP); `fridge.week-start: monday|sunday` in .kept/config.yaml decides for everyone. Korean locales get Korean weekday names. `*` marks a day items expire, `!` a day they expired.",
            .korean: "한 주는 월요일에 시작하거나, LC_TIME/LANG 로캘이 정한 요일에 시작합니다(en_US, ko_KR, ja_JP는 일요일). .kept/config.yaml의 `fridge.week-start: monday|sunday`가 모두를 위해 정합니다. 한국어에서는 요일 이름이 한국어입니다. `*`는 유통기한이 끝나는 날, `!`는 이미 지난 날입니다.",
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
        "help.fridge.discussion": [
            .english: "Items are fridge entries (fridge/<category>/<name>.md). Days left are counted on dates: D-3 (three days left), D-day (expires today), D+2 (expired two days ago). Items expiring within `fridge.soon` days (.kept/config.yaml, default 3) count as soon.",
            .korean: "물건은 냉장고 항목입니다(fridge/<분류>/<이름>.md). 남은 날은 날짜로 셉니다: D-3(사흘 남음), D-day(오늘까지), D+2(이틀 지남). `fridge.soon`일(.kept/config.yaml, 기본 3) 안에 끝나는 물건은 곧 끝나는 것으로 셉니다.",
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
        "help.fridge.shopping.abstract": [
            .english: "The shopping list: items to buy, by category.",
            .korean: "장보기 목록: 살 물건을 분류별로.",
        ],
        "help.fridge.shopping.discussion": [
            .english: "`kept fridge bought NAME` moves an item from the list into stock.",
            .korean: "`kept fridge bought NAME`이 물건을 목록에서 보관으로 옮깁니다.",
        ],
        "help.fridge.stats.abstract": [
            .english: "Stock per category as a bar chart, what expires this week, consumed vs discarded lately.",
            .korean: "분류별 보관량 막대그래프, 이번 주에 끝나는 것, 최근에 먹은 것과 버린 것.",
        ],
        "help.fridge.stats.discussion": [
            .english: "Consumed and discarded are counted from kept's commits of the last 30 days.",
            .korean: "먹은 것과 버린 것은 지난 30일 동안의 kept 커밋에서 셉니다.",
        ],
        "option.fridgeAdd.category": [.english: "The category (its folder): 유제품, vegetables…", .korean: "분류(폴더): 유제품, vegetables…"],
        "option.fridgeAdd.edit": [.english: "Open the new item in $EDITOR before saving it.", .korean: "저장하기 전에 새 물건을 $EDITOR로 엽니다."],
        "option.fridgeAdd.expires": [.english: "The expiry date: 2026-12-01, +5d, -1d, friday…", .korean: "유통기한: 2026-12-01, +5d, -1d, friday…"],
        "option.fridgeAdd.name": [.english: "What it is: 김치, Eggs…", .korean: "무엇인지: 김치, Eggs…"],
        "option.fridgeAdd.new": [
            .english: "Add a second batch of something already stocked (otherwise refused, saying what is there).",
            .korean: "같은 물건이 이미 있어도 하나 더 따로 넣습니다(이 옵션이 없으면 넣지 않고 이미 있는 물건을 알려 줍니다).",
        ],
        "option.fridgeAdd.purchased": [.english: "The purchase date (default today): 2026-11-20, -2d, yesterday…", .korean: "산 날(기본 오늘): 2026-11-20, -2d, yesterday…"],
        "option.fridgeAdd.quantity": [.english: "How many or how much (default 1).", .korean: "얼마나(기본 1)."],
        "option.fridgeAdd.unit": [.english: "The unit: 통, 개, kg, pack…", .korean: "단위: 통, 개, kg, pack…"],
        "option.fridgeCalendarCommand.calendar.month": [.english: "The month, YYYY-MM (default: this month).", .korean: "달, YYYY-MM(기본: 이번 달)."],
        "option.fridgeConsume.all": [.english: "All that is left.", .korean: "남은 것 모두."],
        "option.fridgeConsume.quantity": [.english: "How much (default 1).", .korean: "얼마나(기본 1)."],
        "option.fridgeExpiring.within": [.english: "Days ahead: 3d, 1w, 0d for today only (default: fridge.soon, 3d).", .korean: "앞으로 며칠: 3d, 1w, 오늘만은 0d(기본: fridge.soon, 3d)."],
        "option.fridgeItemArgument.ref": [.english: "The item: its name, a unique part of it, or its path.", .korean: "물건: 이름, 그 일부로 하나만 맞는 것, 또는 경로."],
        "option.fridgeList.all": [.english: "Also the shopping list and what was consumed or discarded.", .korean: "장보기 목록과 먹거나 버린 것도."],
        "option.fridgeShopping.bought.all": [
            .english: "Every item on the shopping list.",
            .korean: "장보기 목록의 모든 물건.",
        ],
        "option.fridgeShopping.bought.expires": [.english: "Its new expiry date: 2026-12-01, +5d, +2w…", .korean: "새 유통기한: 2026-12-01, +5d, +2w…"],
        "option.fridgeShopping.bought.quantity": [.english: "How many were bought.", .korean: "몇 개 샀는지."],
        "option.fridgeShopping.buy.category": [.english: "The category, for something new.", .korean: "새 물건의 분류."],
        "option.fridgeShopping.buy.name": [.english: "What to buy: a name (or an item's path).", .korean: "살 것: 이름(또는 물건의 경로)."],
        "option.fridgeShopping.buy.quantity": [.english: "How many to buy.", .korean: "몇 개 살지."],
        "remind.fridge": [.english: "Fridge", .korean: "냉장고"],
        "remind.fridgeTitle": [.english: "Fridge: {items} to use soon", .korean: "냉장고: 곧 써야 할 {items}"],
        "report.fridge": [.english: "Fridge", .korean: "냉장고"],
        "stats.fridge.legend": [.english: "(each month: consumed, then discarded)", .korean: "(달마다: 먹음, 그다음 버림)"],
        "stats.fridge.months": [.english: "consumed and discarded per month, last 12 months", .korean: "달마다 먹음과 버림, 최근 12개월"],
        "stats.fridge.title": [.english: "fridge", .korean: "냉장고"],
    ]
}
