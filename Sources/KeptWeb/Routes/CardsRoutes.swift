import Foundation
import Hummingbird
import Kept

/// *Cards*: categories with their counts and due numbers, and a review: the front, the back
/// behind a tap (`<details>`, no script), Again / Hard / Good / Easy with the interval each
/// would give, written to this machine's review log as `kept review` writes it, an undo
/// of the last grade (an undo line in the log, as `u` in a terminal session) and a bury of the
/// card until tomorrow (`-` there); what the daily limits keep for tomorrow is said.
struct CardsRoutes {
    let desk: StoreDesk
    let pages: Pages
    /// Each device's last grade (its card, item and second), what its undo button takes back.
    let lastGrades = Locked<[String: (path: String, item: String, at: Date)]>([:])

    func add(to router: Router<WebContext>) {
        router.get("/cards") { _, context in
            try readable(context)
            let deck = try desk.deck()
            let day = deck.today(Day(Date()))
            let categories = deck.categories(of: day).map { category -> [String: Any] in
                ["name": category.name, "link": "/cards/review?category=" + Self.query(category.name),
                 "count": Self.counts(category, context),
                 "due": category.due > 0]
            }
            let due = day.items.count
            return try pages.render(.cards, ["title": context.say(.webTitleCards), "categories": categories,
                                             "dueAll": context.say(.webCardsDue, count: due), "anyDue": due > 0], context: context)
        }
        router.get("/cards/review") { request, context in
            try readable(context)
            let category = request.uri.queryParameters["category"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
            let undo = lastGrades.withLock { grades in context.device.flatMap { grades[$0.id] } }
                .map { ["path": $0.path, "item": $0.item, "at": String(Int($0.at.timeIntervalSince1970))] as [String: Any] }
            // A notification's tap names its card: shown first, due or not, to reveal and grade.
            let card = request.uri.queryParameters["card"].map(String.init)
            return try review(category: category, undo: undo, card: card, context)
        }
        router.post("/cards/grade") { request, context in
            let fields = try await FormGuard.fields(request, context)
            try writable(context)
            guard let grade = fields["grade"].flatMap(Int.init).flatMap(Grade.init(rawValue:)) else {
                throw HTTPError(.badRequest, message: context.say(.webNoSuchEntry))
            }
            let (card, deck) = try deckCard(fields["path"], item: fields["item"], context)
            // Whole seconds, as the terminal's review writes them: the undo names this time.
            let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
            let identified = try desk.write { store in
                try CardGrade(card, grade).run(in: store, schedule: deck.schedule, at: now).card
            }
            if let id = context.device?.id { lastGrades.withLock { $0[id] = (identified.path, identified.logItem ?? "", now) } }
            return Self.redirect("/cards/review?" + Self.category(fields["category"]))
        }
        router.post("/cards/bury") { request, context in
            let fields = try await FormGuard.fields(request, context)
            try writable(context)
            let card = try card(fields["path"], item: fields["item"], context)
            // Every item of the card leaves the day, as `-` in a terminal session.
            _ = try desk.write { store in try store.bury(try store.identified(card)) }
            return Self.redirect("/cards/review?" + Self.category(fields["category"]))
        }
        router.post("/cards/undo") { request, context in
            let fields = try await FormGuard.fields(request, context)
            try writable(context)
            let card = try card(fields["path"], item: fields["item"], context)
            guard let at = fields["at"].flatMap(Double.init) else { throw HTTPError(.badRequest, message: context.say(.webNoSuchEntry)) }
            _ = try desk.write { try $0.undoReview(of: card, reviewedAt: Date(timeIntervalSince1970: at)) }
            if let id = context.device?.id { lastGrades.withLock { $0[id] = nil } }
            return Self.redirect("/cards/review?" + Self.category(fields["category"]))
        }
    }

    private func review(category: String?, undo: [String: Any]?, card named: String? = nil, _ context: WebContext) throws -> Response {
        let today = Day(Date())
        let deck = try CardDeck.load(desk.store, category: category)
        let day = deck.today(today)
        var due = day.items
        if let named, let asked = deck.items.first(where: { $0.path == named }) {
            due.removeAll { $0.itemKey == asked.itemKey }
            due.insert(asked, at: 0)
        }
        var values: [String: Any] = ["title": context.say(.webTitleReview),
                                     "left": context.say(.webCardsDue, count: due.count), "readOnly": !context.scope.writes("card")]
        let categories = day.heldBack.sorted { $0.key < $1.key }
        let held = categories.flatMap { name, counts in
            Self.heldBack(counts, context).map { categories.count > 1 ? name + ": " + $0 : $0 }
        }
        if !held.isEmpty { values["held"] = held.joined(separator: " ") }
        // Absent, not empty, for every category: Mustache shows a section for "" (`복습 · `).
        values["category"] = category
        values["undo"] = undo
        if let card = due.first {
            let now = Date()
            var shown: [String: Any] = [
                "title": card.title, "path": card.path, "category": card.category, "new": card.isNew,
                "item": card.logItem ?? "",
                "question": Self.question(card), "body": Self.answer(card),
                "grades": Grade.allCases.map { grade -> [String: Any] in
                    ["value": grade.rawValue, "name": Message(.grade(grade)).text(in: context.language),
                     "interval": Self.interval(deck.schedule.after(card.state, grade: grade, at: now, card: card.id).interval, context)]
                },
            ]
            // Absent for a basic card, as `category` above: Mustache would show a section for "".
            shown["itemLabel"] = card.itemLabel
            values["card"] = shown
        }
        return try pages.render(.review, values, context: context)
    }

    /// The review item a form names: its card's path and its log item (empty for the first).
    private func card(_ path: String?, item: String?, _ context: WebContext) throws -> Card {
        try deckCard(path, item: item, context).card
    }

    /// The card a form names with the deck it is in (whose schedule a grade goes by), or 404.
    private func deckCard(_ path: String?, item: String?, _ context: WebContext) throws -> (card: Card, deck: CardDeck) {
        let item = item ?? ""
        let deck = try CardDeck.load(desk.store)
        guard let path, PathGate.refusal(path) == nil, desk.store.kind(ofPath: path)?.name == "card",
              let card = deck.items.first(where: { $0.path == path && ($0.logItem ?? "") == item }) else {
            throw HTTPError(.notFound, message: context.say(.webNoSuchEntry))
        }
        return (card, deck)
    }

    /// What the item asks: the title as a heading, a reversed card's body, a cloze's text with
    /// its blanks in bold.
    static func question(_ card: Card) -> String {
        switch card.item {
        case .front: "<h2>" + EntryHTML.escape(card.title) + "</h2>"
        case .reverse: EntryHTML.body(card.entry)
        case .cloze: EntryHTML.markdown(card.question { "**" + $0 + "**" }, path: card.path)
        }
    }

    /// What it answers: the body, a reversed card's title, a cloze's text filled in (in bold).
    static func answer(_ card: Card) -> String {
        switch card.item {
        case .front: EntryHTML.body(card.entry)
        case .reverse: "<h2>" + EntryHTML.escape(card.title) + "</h2>"
        case .cloze: EntryHTML.markdown(card.answer { "**" + $0 + "**" }, path: card.path)
        }
    }

    private func readable(_ context: WebContext) throws {
        guard context.scope.reads("card") else { throw HTTPError(.forbidden, message: context.say(.webRefusedKind)) }
    }

    private func writable(_ context: WebContext) throws {
        guard context.scope.writes("card") else { throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly)) }
    }

    /// `3 cards · 2 due`, or as the terminal says it when a reversed or cloze card asks more than
    /// one question: `2 cards asking 5 questions, 3 due`.
    static func counts(_ category: CardDeck.Category, _ context: WebContext) -> String {
        guard category.items != category.cards.count else {
            return context.say(.webCardsInCategory, count: category.cards.count, ["due": String(category.due)])
        }
        return context.say(.cardsCountItemsDue, ["cards": context.say(.countCard, count: category.cards.count),
                                                 "questions": context.say(.countQuestion, count: category.items),
                                                 "due": String(category.due)])
    }

    /// What a category's daily limits keep for tomorrow, as `kept cards` says it.
    static func heldBack(_ held: CardDeck.HeldBack, _ context: WebContext) -> [String] {
        (held.new > 0 ? [context.say(.cardsHeldNew, count: held.new, ["limit": String(held.limit.new)])] : [])
            + (held.reviews > 0 ? [context.say(.cardsHeldReviews, count: held.reviews, ["limit": String(held.limit.reviews)])] : [])
    }

    /// `1 day`, `3 months`, `1.2 years`: as the terminal's review names intervals.
    static func interval(_ days: Int, _ context: WebContext) -> String {
        days < 30 ? context.say(.reviewIntervalDays, ["n": String(days)])
            : days < 365 ? context.say(.reviewIntervalMonths, ["n": String(days / 30)])
            : context.say(.reviewIntervalYears, ["n": String(format: "%.1f", Double(days) / 365)])
    }

    static func query(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    static func category(_ name: String?) -> String { "category=" + query(name ?? "") }

    static func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }
}
