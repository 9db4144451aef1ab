/// The pages' Mustache templates, compiled into the binary so that a `kept` copied alone
/// serves them. `{{t.word}}` is a word of the catalogue (`web.page.word`); `{{formToken}}` goes
/// in every form (`FormGuard`). No inline script or style: the Content-Security-Policy forbids
/// both, so a page's behaviour lives in `/static/app.js` alone.
enum PageTemplates {
    static let all: [(name: String, text: String)] = [
        ("layout", layout), ("notPaired", notPaired), ("pair", pair), ("today", today), ("diary", diary),
        ("entry", entry), ("fridge", fridge), ("search", search), ("results", results), ("problem", problem),
        ("cards", cards), ("review", review), ("kinds", kinds), ("kind", kind),
        ("photo", photo), ("expiryChips", expiryChips), ("hit", hit), ("offline", offline), ("settings", settings),
    ]

    static let offline = """
    <h1>{{t.offlineTitle}}</h1>
    <p class="problem" role="alert">{{t.offlineText}}</p>
    <p><a class="button" href="/">{{t.today}}</a></p>
    """

    static let layout = """
    <!doctype html>
    <html lang="{{lang}}">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>{{#title}}{{title}} · {{/title}}kept</title>
    <link rel="stylesheet" href="/static/app.css">
    <link rel="manifest" href="/manifest.webmanifest">
    <link rel="icon" href="/static/icon.svg" type="image/svg+xml">
    <link rel="apple-touch-icon" href="/static/icon-192.png">
    <script src="/static/app.js" defer></script>
    </head>
    <body data-page="{{page}}">
    {{#nav}}
    <nav class="tabs">
    <a href="/">{{t.today}}</a>
    {{#scope.diary}}<a href="/diary">{{t.diary}}</a>{{/scope.diary}}
    {{#scope.fridge}}<a href="/fridge">{{t.fridge}}</a>{{/scope.fridge}}
    {{#scope.cards}}<a href="/cards">{{t.cards}}</a>{{/scope.cards}}
    <a href="/search">{{t.search}}</a>
    <a href="/kinds">{{t.more}}</a>
    </nav>
    {{/nav}}
    <p id="queue" class="queue" role="status" data-waiting="{{t.queued}}" data-pending="{{t.pending}}" hidden></p>
    {{#sync}}<p id="sync" class="sync{{#failed}} failed{{/failed}}" role="status">{{text}}</p>{{/sync}}
    <main>
    {{{content}}}
    </main>
    </body>
    </html>
    """

    static let notPaired = """
    <h1>{{t.notPairedTitle}}</h1>
    <p>{{t.notPairedText}}</p>
    <p><a class="button" href="/pair">{{t.pairWithCode}}</a></p>
    """

    static let pair = """
    <h1>{{t.pairTitle}}</h1>
    <p>{{t.pairText}}</p>
    {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
    <form method="post" action="/pair" class="stack">
    <label>{{t.pairCode}} <input name="code" inputmode="numeric" autocomplete="one-time-code" value="{{code}}" required></label>
    <label>{{t.pairDeviceName}} <input name="name" value="{{name}}" maxlength="80"></label>
    <button type="submit">{{t.pairButton}}</button>
    </form>
    {{#authority}}
    <section class="authority">
    <h2>{{t.authorityTitle}}</h2>
    <p>{{t.authorityWhy}}</p>
    <p><a class="button" href="{{path}}" download="kept-ca.crt">{{t.authorityDownload}}</a></p>
    <p>{{t.authorityAndroid}}</p>
    <p>{{t.authorityIOS}}</p>
    <p>{{t.authorityFingerprint}} <code class="fingerprint">{{fingerprint}}</code></p>
    </section>
    {{/authority}}
    """

    static let today = """
    <h1>{{day}}</h1>
    {{#notice}}<p class="notice" role="status">{{notice}}</p>{{/notice}}
    {{#diary}}
    <section>
    <h2>{{t.todaysDiary}}</h2>
    {{#entry}}
    <article class="entry">
    <h3><a href="{{link}}">{{title}}</a></h3>
    {{{body}}}
    </article>
    {{^readOnly}}
    {{> photo}}
    {{/readOnly}}
    {{/entry}}
    {{^readOnly}}
    <form method="post" action="/diary/today" class="stack" data-offline>
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="base" value="{{base}}">
    <label>{{#entry}}{{t.addToToday}}{{/entry}}{{^entry}}{{t.writeToday}}{{/entry}}
    <textarea name="text" rows="4" required{{#problem}} aria-invalid="true" aria-describedby="today-problem"{{/problem}}>{{typed}}</textarea></label>
    {{#problem}}<p class="problem" id="today-problem" role="alert">{{problem}}</p>{{/problem}}
    <button type="submit">{{t.save}}</button>
    </form>
    {{/readOnly}}
    </section>
    {{^empty(memories)}}
    <section>
    <h2>{{t.onThisDay}}</h2>
    <ul class="list">
    {{#memories}}<li><a href="{{link}}"><span class="when">{{ago}}</span> {{title}}</a><p class="excerpt">{{excerpt}}</p></li>{{/memories}}
    </ul>
    </section>
    {{/empty(memories)}}
    {{/diary}}
    {{#fridge}}
    <section>
    <h2>{{t.expiringSoon}}</h2>
    {{^empty(expiring)}}
    <ul class="list">
    {{#expiring}}<li><span class="dday {{urgency}}">{{dday}}</span> {{title}} <span class="amount">{{amount}}</span></li>{{/expiring}}
    </ul>
    {{/empty(expiring)}}
    {{#empty(expiring)}}<p class="quiet">{{t.nothingExpiring}}</p>{{/empty(expiring)}}
    <p><a href="/fridge#shopping">{{shopping}}</a></p>
    </section>
    {{/fridge}}
    {{#cards}}
    <section>
    <h2>{{t.cards}}</h2>
    <p><a href="/cards/review">{{due}}</a></p>
    </section>
    {{/cards}}
    """

    static let diary = """
    <h1>{{t.diary}}</h1>
    <ul class="list">
    {{#entries}}<li><a href="{{link}}"><span class="when">{{day}}</span> {{title}}</a>{{#copy}} <span class="copy">{{t.conflictCopy}}</span>{{/copy}}<p class="excerpt">{{excerpt}}</p></li>{{/entries}}
    </ul>
    {{#empty(entries)}}<p class="quiet">{{t.noEntries}}</p>{{/empty(entries)}}
    <nav class="pages">
    {{#newer}}<a href="{{newer}}">{{t.newer}}</a>{{/newer}}
    {{#older}}<a href="{{older}}">{{t.older}}</a>{{/older}}
    </nav>
    """

    static let entry = """
    <article class="entry">
    <h1>{{title}}</h1>
    <p class="when">{{when}}</p>
    {{#notice}}<p class="notice" role="status">{{notice}}</p>{{/notice}}
    {{#problem}}<p class="problem" role="alert">{{problem}}{{#copy}} <a href="{{copy}}">{{t.openCopy}}</a>{{/copy}}</p>{{/problem}}
    {{^empty(fields)}}
    <dl class="fields">
    {{#fields}}<dt>{{name}}</dt><dd>{{value}}</dd>{{/fields}}
    </dl>
    {{/empty(fields)}}
    {{{body}}}
    </article>
    {{^readOnly}}
    <details{{#problem}} open{{/problem}}>
    <summary>{{t.edit}}</summary>
    <form method="post" action="{{link}}" class="stack">
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="base" value="{{base}}">
    {{#editFields}}
    <label>{{label}}
    <input name="field.{{name}}" value="{{value}}"{{#location}} data-location{{/location}}></label>
    <input type="hidden" name="was.{{name}}" value="{{value}}">
    {{#location}}<button type="button" class="secondary" data-locate>{{t.useMyLocation}}</button>{{/location}}
    {{/editFields}}
    <label>{{t.entryBody}}
    <textarea name="body" rows="12">{{source}}</textarea></label>
    <button type="submit">{{t.save}}</button>
    </form>
    <details>
    <summary>{{t.editWholeFile}}</summary>
    <form method="post" action="{{link}}" class="stack">
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="base" value="{{base}}">
    <textarea name="text" rows="16">{{text}}</textarea>
    <button type="submit">{{t.save}}</button>
    </form>
    </details>
    </details>
    {{> photo}}
    {{/readOnly}}
    """

    static let fridge = """
    <h1>{{t.fridge}}</h1>
    {{#notice}}<p class="notice" role="status">{{notice}}</p>{{/notice}}
    {{#offer}}
    <form method="post" action="/fridge/buy" class="notice offer" data-offline>
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="path" value="{{path}}">
    <span>{{text}}</span> <button type="submit">{{t.addToShopping}}</button>
    </form>
    {{/offer}}
    {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
    <ul class="list fridge">
    {{#items}}
    <li>
    <span class="dday {{urgency}}">{{dday}}</span> <span class="title">{{title}}</span> <span class="amount">{{amount}}</span>
    {{^readOnly}}
    <form method="post" action="/fridge/consume" class="inline" data-offline>
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="path" value="{{path}}">
    <input name="quantity" inputmode="decimal" size="3" placeholder="{{t.quantity}}" aria-label="{{t.quantity}}">
    <button type="submit">{{t.consume}}</button>
    </form>
    <details class="more"><summary aria-label="{{t.more}}">⋯</summary>
    <form method="post" action="/fridge/discard" class="inline" data-offline>
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="path" value="{{path}}">
    <button type="submit" class="secondary">{{t.discard}}</button>
    </form>
    <form method="post" action="/fridge/buy" class="inline" data-offline>
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="path" value="{{path}}">
    <button type="submit" class="secondary">{{t.buyAgain}}</button>
    </form>
    </details>
    {{/readOnly}}
    </li>
    {{/items}}
    </ul>
    {{#empty(items)}}<p class="quiet">{{t.nothingInStock}}</p>{{/empty(items)}}
    {{^readOnly}}
    <section id="add">
    <h2>{{t.addItem}}</h2>
    {{#form}}
    <form method="post" action="/fridge/add" class="stack" data-offline>
    <input type="hidden" name="form" value="{{formToken}}">
    {{#problem.form}}<p class="problem" role="alert">{{problem.form}}</p>{{/problem.form}}
    <label>{{t.itemName}} <input name="title" required maxlength="200" value="{{title}}"{{#problem.title}} aria-invalid="true"{{/problem.title}}></label>
    {{#problem.title}}<p class="problem field" role="alert">{{problem.title}}</p>{{/problem.title}}
    <div class="pair">
    <label>{{t.quantity}} <input name="quantity" inputmode="decimal" placeholder="1" value="{{quantity}}"{{#problem.quantity}} aria-invalid="true"{{/problem.quantity}}></label>
    <label>{{t.unit}} <input name="unit" maxlength="20" value="{{unit}}"></label>
    </div>
    {{#problem.quantity}}<p class="problem field" role="alert">{{problem.quantity}}</p>{{/problem.quantity}}
    <label>{{t.category}} <input name="category" list="fridge-categories" maxlength="60" value="{{category}}"></label>
    <datalist id="fridge-categories">{{#categories}}<option value="{{.}}">{{/categories}}</datalist>
    <fieldset class="chips"><legend>{{t.expiresIn}}</legend>
    <label><input type="radio" name="expires" value="3"{{#chip3}} checked{{/chip3}}> +3{{t.daysShort}}</label>
    <label><input type="radio" name="expires" value="7"{{#chip7}} checked{{/chip7}}> +1{{t.weekShort}}</label>
    <label><input type="radio" name="expires" value="30"{{#chip30}} checked{{/chip30}}> +1{{t.monthShort}}</label>
    <label><input type="radio" name="expires" value=""{{#noExpiry}} checked{{/noExpiry}}> {{t.noExpiry}}</label>
    </fieldset>
    <label>{{t.expiresOn}} <input type="date" name="expiresOn" value="{{expiresOn}}"{{#problem.expiresOn}} aria-invalid="true"{{/problem.expiresOn}}></label>
    {{#problem.expiresOn}}<p class="problem field" role="alert">{{problem.expiresOn}}</p>{{/problem.expiresOn}}
    <button type="submit">{{t.add}}</button>
    </form>
    {{/form}}
    </section>
    {{/readOnly}}
    <section id="shopping">
    <h2>{{t.shoppingList}}</h2>
    <ul class="list shopping">
    {{#shopping}}
    <li>
    <span class="title">{{title}}</span> <span class="amount">{{amount}}</span>
    {{^readOnly}}
    <form method="post" action="/fridge/bought" class="inline bought" data-offline>
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="path" value="{{path}}">
    <details class="more"><summary aria-label="{{t.expiresIn}}">⋯</summary>{{> expiryChips}}</details>
    <button type="submit">✓ {{t.bought}}</button>
    </form>
    {{/readOnly}}
    </li>
    {{/shopping}}
    </ul>
    {{#empty(shopping)}}<p class="quiet">{{t.shoppingEmpty}}</p>{{/empty(shopping)}}
    {{^readOnly}}
    <form method="post" action="/fridge/buy" class="inline-left buy" data-offline>
    <input type="hidden" name="form" value="{{formToken}}">
    <input name="title" required maxlength="200" placeholder="{{t.itemName}}" aria-label="{{t.itemName}}">
    <button type="submit">{{t.addToShopping}}</button>
    </form>
    {{/readOnly}}
    </section>
    """

    static let search = """
    <h1>{{t.search}}</h1>
    <form method="get" action="/search" class="search" role="search">
    <input type="search" name="q" value="{{query}}" autocomplete="off" autofocus placeholder="{{t.searchHint}}" data-live="/search/results">
    {{#kind}}<input type="hidden" name="kind" value="{{kind}}">{{/kind}}
    </form>
    <nav class="tabs kinds">{{#tabs}}<a href="{{link}}"{{#current}} aria-current="page"{{/current}}>{{name}}</a>{{/tabs}}</nav>
    {{^empty(recent)}}
    <section class="recent"><h2>{{t.recentSearches}}</h2>
    <ul class="list">{{#recent}}<li><a href="{{link}}">{{query}}</a></li>{{/recent}}</ul>
    </section>
    {{/empty(recent)}}
    <div id="results">
    {{> results}}
    </div>
    """

    static let results = """
    {{^empty(hits)}}
    <ul class="list">
    {{#hits}}{{{.}}}{{/hits}}
    </ul>
    {{/empty(hits)}}
    {{#query}}{{#empty(hits)}}<p class="quiet">{{nothing}}</p>{{/empty(hits)}}{{/query}}
    """

    /// One row of the search list, drawn once for each entry shown (`SearchRows`): the list
    /// puts the rows in as they were drawn, escaped here.
    static let hit = """
    <li><a href="{{link}}"><span class="kind">{{kind}}</span> {{title}}</a><p class="excerpt">{{excerpt}}</p></li>
    """

    static let cards = """
    <h1>{{t.cards}}</h1>
    {{#anyDue}}<p><a class="button" href="/cards/review">{{t.reviewAll}}</a> <span class="quiet">{{dueAll}}</span></p>{{/anyDue}}
    {{^anyDue}}<p class="quiet">{{t.nothingDue}}</p>{{/anyDue}}
    <ul class="list">
    {{#categories}}<li><a href="{{link}}">{{name}}</a> <span class="{{#due}}due{{/due}}{{^due}}quiet{{/due}}">{{count}}</span></li>{{/categories}}
    </ul>
    """

    static let review = """
    <h1>{{t.review}}{{#category}} · {{category}}{{/category}}</h1>
    <p class="quiet">{{left}}{{#held}} {{held}}{{/held}}</p>
    {{#undo}}
    {{^readOnly}}
    <form method="post" action="/cards/undo" class="inline-left">
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="path" value="{{path}}">
    <input type="hidden" name="item" value="{{item}}">
    <input type="hidden" name="at" value="{{at}}">
    <input type="hidden" name="category" value="{{category}}">
    <button type="submit" class="secondary">↶ {{t.undoLast}}</button>
    </form>
    {{/readOnly}}
    {{/undo}}
    {{#card}}
    <article class="card">
    <p class="quiet">{{category}}{{#itemLabel}} · {{itemLabel}}{{/itemLabel}}{{#new}} · {{t.newCard}}{{/new}}</p>
    {{{question}}}
    <details class="answer">
    <summary>{{t.showAnswer}}</summary>
    {{{body}}}
    {{^readOnly}}
    <form method="post" action="/cards/grade" class="grades" data-offline data-offline-replaces="path,item">
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="path" value="{{path}}">
    <input type="hidden" name="item" value="{{item}}">
    <input type="hidden" name="category" value="{{category}}">
    {{#grades}}<button type="submit" name="grade" value="{{value}}" class="grade-{{value}}">{{name}}<small>{{interval}}</small></button>{{/grades}}
    </form>
    {{/readOnly}}
    </details>
    {{^readOnly}}
    <form method="post" action="/cards/bury" class="inline-left">
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="path" value="{{path}}">
    <input type="hidden" name="item" value="{{item}}">
    <input type="hidden" name="category" value="{{category}}">
    <button type="submit" class="secondary">{{t.buryCard}}</button>
    </form>
    {{/readOnly}}
    </article>
    {{/card}}
    {{^card}}<p>{{t.nothingDue}}</p><p><a href="/cards">{{t.cards}}</a></p>{{/card}}
    """

    static let kinds = """
    <h1>{{t.everyKind}}</h1>
    <ul class="list">
    {{#kinds}}<li><a href="{{link}}">{{name}}</a></li>{{/kinds}}
    {{#report}}<li><a href="/report">{{t.report}}</a></li>{{/report}}
    <li><a href="/settings">{{t.settings}}</a></li>
    </ul>
    """

    /// Notifications: turned on by a tap (the script asks the browser's permission then, never
    /// on load), tested, their schedule, and the devices that receive them.
    static let settings = """
    <h1>{{t.settings}}</h1>
    <section class="stack">
    <h2>{{t.notificationsTitle}}</h2>
    <p>{{t.notificationsText}}</p>
    {{#notice}}<p class="notice" role="status">{{notice}}</p>{{/notice}}
    {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
    {{#enabled}}
    <p id="push-state">{{#thisOn}}{{t.notificationsThisOn}}{{/thisOn}}{{^thisOn}}{{t.notificationsThisOff}}{{/thisOn}}</p>
    <p id="push-problem" class="problem" role="alert" hidden data-denied="{{t.notificationsDenied}}" data-unsupported="{{t.notificationsUnsupported}}" data-failed="{{t.notificationsFailed}}"></p>
    {{^thisOn}}<p><button type="button" id="push-on" data-form="{{formToken}}">{{t.notificationsOn}}</button></p>{{/thisOn}}
    {{#thisOn}}
    <form method="post" action="/push/test" class="inline-left">
    <input type="hidden" name="form" value="{{formToken}}">
    <button type="submit">{{t.notificationsTest}}</button>
    </form>
    <p><button type="button" id="push-off" class="secondary" data-form="{{formToken}}">{{t.notificationsOff}}</button></p>
    {{/thisOn}}
    {{/enabled}}
    <dl class="schedule">
    <dt>{{t.notificationsCards}}</dt><dd id="cards-schedule">{{cardsSchedule}}</dd>
    <dt>{{t.notificationsFridge}}</dt><dd id="fridge-schedule">{{fridgeSchedule}}</dd>
    </dl>
    {{#canSchedule}}
    <form method="post" action="/settings/reminders" class="stack">
    <input type="hidden" name="form" value="{{formToken}}">
    <label>{{t.notificationsEvery}} <input name="every" value="{{every}}" list="reminder-intervals" maxlength="10" required></label>
    <datalist id="reminder-intervals"><option value="30m"><option value="1h"><option value="2h"><option value="3h"><option value="4h"><option value="6h"></datalist>
    <label>{{t.notificationsBetween}} <input name="between" value="{{between}}" maxlength="11" placeholder="09:00-22:00"></label>
    <button type="submit" class="secondary">{{t.notificationsSave}}</button>
    </form>
    {{/canSchedule}}
    <h3>{{t.notificationsDevices}}</h3>
    <ul class="list">
    {{#devices}}<li>{{name}} <span class="quiet">{{id}}{{#this}} · {{t.notificationsThisDevice}}{{/this}}</span></li>{{/devices}}
    </ul>
    {{#empty(devices)}}<p class="quiet">{{t.notificationsNone}}</p>{{/empty(devices)}}
    </section>
    """

    static let kind = """
    <h1>{{title}}</h1>
    <ul class="list">
    {{#entries}}<li><a href="{{link}}">{{#day}}<span class="when">{{day}}</span> {{/day}}{{title}}</a>{{#copy}} <span class="copy">{{t.conflictCopy}}</span>{{/copy}}<p class="excerpt">{{excerpt}}</p></li>{{/entries}}
    </ul>
    {{#empty(entries)}}<p class="quiet">{{t.noEntries}}</p>{{/empty(entries)}}
    <nav class="pages">
    {{#newer}}<a href="{{newer}}">{{t.newer}}</a>{{/newer}}
    {{#older}}<a href="{{older}}">{{t.older}}</a>{{/older}}
    </nav>
    {{^readOnly}}
    <section>
    <h2>{{t.newEntry}}</h2>
    {{#form}}
    <form method="post" action="/k/{{kind}}/new" class="stack">
    <input type="hidden" name="form" value="{{formToken}}">
    {{#problem.form}}<p class="problem" role="alert">{{problem.form}}</p>{{/problem.form}}
    <label>{{t.entryTitle}} <input name="title" maxlength="200" value="{{title}}"{{#problem.title}} aria-invalid="true"{{/problem.title}}></label>
    {{#problem.title}}<p class="problem field" role="alert">{{problem.title}}</p>{{/problem.title}}
    {{#dated}}
    <label>{{t.entryDate}} <input type="date" name="date" value="{{date}}"{{#problem.date}} aria-invalid="true"{{/problem.date}}></label>
    {{#problem.date}}<p class="problem field" role="alert">{{problem.date}}</p>{{/problem.date}}
    {{/dated}}
    {{#categorised}}
    <label>{{t.entryCategory}} <input name="category" list="kind-categories" maxlength="60" value="{{category}}"></label>
    <datalist id="kind-categories">{{#categories}}<option value="{{.}}">{{/categories}}</datalist>
    {{/categorised}}
    <label>{{t.entryBody}} <textarea name="body" rows="6">{{body}}</textarea></label>
    <button type="submit">{{t.add}}</button>
    </form>
    {{/form}}
    </section>
    {{/readOnly}}
    """

    /// A photo from the gallery or the camera (no `capture`: the phone offers both) for the entry at `{{link}}`; `{{back}}` is where to go after
    /// (Today's form goes back to Today).
    static let photo = """
    <form method="post" action="/attach{{link}}" enctype="multipart/form-data" class="photo">
    <input type="hidden" name="form" value="{{formToken}}">
    {{#back}}<input type="hidden" name="back" value="{{back}}">{{/back}}
    <label class="button secondary">{{t.addPhoto}}
    <input type="file" name="photo" accept="image/*" multiple data-submit-on-change></label>
    <noscript><button type="submit">{{t.save}}</button></noscript>
    </form>
    """

    /// The quick expiry dates of the fridge's forms: +3 days, +1 week, +1 month, none.
    static let expiryChips = """
    <fieldset class="chips"><legend>{{t.expiresIn}}</legend>
    <label><input type="radio" name="expires" value="3"> +3{{t.daysShort}}</label>
    <label><input type="radio" name="expires" value="7"> +1{{t.weekShort}}</label>
    <label><input type="radio" name="expires" value="30"> +1{{t.monthShort}}</label>
    <label><input type="radio" name="expires" value="" checked> {{t.noExpiry}}</label>
    </fieldset>
    """

    static let problem = """
    <h1>{{t.problemTitle}}</h1>
    <p class="problem" role="alert">{{problem}}</p>
    <p><a href="/">{{t.backToToday}}</a></p>
    """
}
