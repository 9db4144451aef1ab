/// The pages' Mustache templates, compiled into the binary so that a `kept` copied alone
/// serves them. `{{t.word}}` is a word of the catalogue (`web.page.word`); `{{formToken}}` goes
/// in every form (`FormGuard`). No inline script or style: the Content-Security-Policy forbids
/// both, so a page's behaviour lives in `/static/app.js` alone.
enum PageTemplates {
    static let all: [(name: String, text: String)] = [
        ("layout", layout), ("notPaired", notPaired), ("pair", pair), ("today", today), ("diary", diary),
        ("entry", entry), ("fridge", fridge), ("search", search), ("results", results), ("problem", problem),
    ]

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
    <script src="/static/app.js" defer></script>
    </head>
    <body data-page="{{page}}">
    {{#nav}}
    <nav class="tabs">
    <a href="/">{{t.today}}</a>
    {{#scope.diary}}<a href="/diary">{{t.diary}}</a>{{/scope.diary}}
    {{#scope.fridge}}<a href="/fridge">{{t.fridge}}</a>{{/scope.fridge}}
    <a href="/search">{{t.search}}</a>
    </nav>
    {{/nav}}
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
    {{/entry}}
    {{^readOnly}}
    <form method="post" action="/diary/today" class="stack">
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="base" value="{{base}}">
    <label>{{#entry}}{{t.addToToday}}{{/entry}}{{^entry}}{{t.writeToday}}{{/entry}}
    <textarea name="text" rows="4" required></textarea></label>
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
    <p>{{due}}</p>
    </section>
    {{/cards}}
    """

    static let diary = """
    <h1>{{t.diary}}</h1>
    <ul class="list">
    {{#entries}}<li><a href="{{link}}"><span class="when">{{day}}</span> {{title}}</a><p class="excerpt">{{excerpt}}</p></li>{{/entries}}
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
    {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
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
    <textarea name="text" rows="16">{{text}}</textarea>
    <button type="submit">{{t.save}}</button>
    </form>
    </details>
    {{/readOnly}}
    """

    static let fridge = """
    <h1>{{t.fridge}}</h1>
    {{#notice}}<p class="notice" role="status">{{notice}}</p>{{/notice}}
    {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
    <ul class="list fridge">
    {{#items}}
    <li>
    <span class="dday {{urgency}}">{{dday}}</span> <span class="title">{{title}}</span> <span class="amount">{{amount}}</span>
    {{^readOnly}}
    <form method="post" action="/fridge/consume" class="inline">
    <input type="hidden" name="form" value="{{formToken}}">
    <input type="hidden" name="path" value="{{path}}">
    <input name="quantity" inputmode="decimal" size="3" placeholder="1" aria-label="{{t.quantity}}">
    <button type="submit">{{t.consume}}</button>
    </form>
    {{/readOnly}}
    </li>
    {{/items}}
    </ul>
    {{#empty(items)}}<p class="quiet">{{t.nothingInStock}}</p>{{/empty(items)}}
    {{^readOnly}}
    <section>
    <h2>{{t.addItem}}</h2>
    <form method="post" action="/fridge/add" class="stack">
    <input type="hidden" name="form" value="{{formToken}}">
    <label>{{t.itemName}} <input name="title" required maxlength="200"></label>
    <label>{{t.quantity}} <input name="quantity" inputmode="decimal" placeholder="1"></label>
    <fieldset class="chips"><legend>{{t.expiresIn}}</legend>
    <label><input type="radio" name="expires" value="3"> +3{{t.daysShort}}</label>
    <label><input type="radio" name="expires" value="7"> +1{{t.weekShort}}</label>
    <label><input type="radio" name="expires" value="30"> +1{{t.monthShort}}</label>
    <label><input type="radio" name="expires" value="" checked> {{t.noExpiry}}</label>
    </fieldset>
    <button type="submit">{{t.add}}</button>
    </form>
    </section>
    {{/readOnly}}
    <section id="shopping">
    <h2>{{t.shoppingList}}</h2>
    <ul class="list">
    {{#shopping}}<li>{{title}} <span class="amount">{{amount}}</span></li>{{/shopping}}
    </ul>
    {{#empty(shopping)}}<p class="quiet">{{t.shoppingEmpty}}</p>{{/empty(shopping)}}
    </section>
    """

    static let search = """
    <h1>{{t.search}}</h1>
    <form method="get" action="/search" class="search" role="search">
    <input type="search" name="q" value="{{query}}" autocomplete="off" autofocus placeholder="{{t.searchHint}}" data-live="/search/results">
    </form>
    <div id="results">
    {{> results}}
    </div>
    """

    static let results = """
    {{^empty(hits)}}
    <ul class="list">
    {{#hits}}<li><a href="{{link}}"><span class="kind">{{kind}}</span> {{title}}</a><p class="excerpt">{{excerpt}}</p></li>{{/hits}}
    </ul>
    {{/empty(hits)}}
    {{#query}}{{#empty(hits)}}<p class="quiet">{{nothing}}</p>{{/empty(hits)}}{{/query}}
    """

    static let problem = """
    <h1>{{t.problemTitle}}</h1>
    <p class="problem" role="alert">{{problem}}</p>
    <p><a href="/">{{t.backToToday}}</a></p>
    """
}
