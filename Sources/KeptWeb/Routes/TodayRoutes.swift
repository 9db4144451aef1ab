import Foundation
import Hummingbird
import Kept

/// *Today*: the day's diary entry or a box to write it, what was written on this day in other
/// years, food that expires soon, the shopping list's count, cards due. Each part only when
/// the device may read its kind.
struct TodayRoutes {
    let desk: StoreDesk
    let pages: Pages

    func add(to router: Router<WebContext>) {
        router.get("/") { _, context in try page(context) }
        router.post("/diary/today") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try write(fields, context)
        }
    }

    /// The page again after a refused line: the domain's sentence beside the box and the text
    /// as typed, so that nothing typed is lost.
    private func refused(_ context: WebContext, typed: String, problem: String) throws -> Response {
        var values = try values(context, today: Day(Date()))
        if var diary = values["diary"] as? [String: Any] {
            diary["typed"] = typed
            diary["problem"] = problem
            values["diary"] = diary
        }
        return Pages.answer(pages.html(.today, values, context: context), status: .unprocessableContent)
    }

    func page(_ context: WebContext, notice: String? = nil) throws -> Response {
        let today = Day(Date())
        // The page as drawn for this device, language and day, kept until the store changes:
        // drawing its lists was most of a request. One that says what a change did is not kept.
        guard notice == nil, !pages.flash.waits(for: context) else {
            return Pages.answer(pages.html(.today, try values(context, today: today, notice: notice), context: context))
        }
        let key = "today.page.\(today.iso).\(context.language.rawValue).\(context.device?.id ?? "")"
        return Pages.answer(try desk.memo(key) { pages.html(.today, try values(context, today: today), context: context, flash: false) })
    }

    private func values(_ context: WebContext, today: Day, notice: String? = nil) throws -> [String: Any] {
        let store = desk.store
        var values: [String: Any] = ["title": HumanDate.day(today, context.language), "day": HumanDate.day(today, context.language)]
        values["notice"] = notice
        if context.scope.reads("diary"), let diary = try? store.kind(named: "diary") {
            let part = try self.diary(diary, today: today)
            var shown: [String: Any] = ["readOnly": !context.scope.writes("diary"), "base": part.text]
            if let entry = part.entry {
                shown["entry"] = ["title": entry.title, "link": EntryLink.to(entry.path), "body": part.body, "back": "/"]
            }
            shown["memories"] = part.memories.map {
                ["title": $0.entry.title, "link": EntryLink.to($0.entry.path), "excerpt": $0.entry.excerpt,
                 "ago": HumanDate.yearsAgo($0.yearsAgo, context.language)] as [String: Any]
            }
            values["diary"] = shown
        }
        // Counted once until the store changes: the deck's due cards are a walk of every card.
        if context.scope.reads("fridge"), let fridge = try? desk.memo("today.fridge." + today.iso, {
            let fridge = try desk.fridge()
            return TodayFridge(expiring: fridge.expiring(within: fridge.soon, today: today), shopping: fridge.shopping().count)
        }) {
            values["fridge"] = [
                "expiring": fridge.expiring.map { FridgeRoutes.row($0, today: today, context) },
                "shopping": fridge.shopping == 0 ? context.say(.webShoppingEmpty) : context.say(.webShoppingCount, count: fridge.shopping),
            ] as [String: Any]
        }
        if context.scope.reads("card"), let due = try? desk.memo("today.cards." + today.iso, {
            try desk.deck().categories(today: today).reduce(0) { $0 + $1.due }
        }) {
            values["cards"] = ["due": due == 0 ? context.say(.webCardsNoneDue) : context.say(.webCardsDue, count: due)]
        }
        return values
    }

    /// Today's diary entry (its text and HTML), and what was written on this day in other
    /// years: a walk of the whole diary and a file read, made once until the store changes.
    private func diary(_ diary: Kind, today: Day) throws -> TodayDiary {
        try desk.memo("today.diary." + today.iso) {
            let index = desk.index(diary)
            let entry = try Diary(desk.store).entries(on: today, index: index).first
            return TodayDiary(entry: entry, text: entry.map { (try? desk.store.text(at: $0.path)) ?? "" } ?? "",
                              body: entry.map { EntryHTML.body($0, in: desk.store, copies: pages.copies, size: .thumb) } ?? "",
                              memories: Anniversaries.find(today, in: index.entries.withoutConflictCopies, kind: diary).memories)
        }
    }

    /// A line for today: a new entry when there is none, else added to its end. The form
    /// carries the entry as the page showed it: an edit made since (the command line, another
    /// phone) is joined with this one as a sync joins them, never written over.
    private func write(_ fields: FormFields, _ context: WebContext) throws -> Response {
        guard context.scope.writes("diary") else { throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly)) }
        let text = (fields["text"] ?? "").replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            let base = fields["base"].map { $0.replacingOccurrences(of: "\r\n", with: "\n") }
            let change = try desk.write { store in try Diary(store).appendToToday(text, base: base) }
            return pages.flash.redirect(to: "/", .init(Saved.text(change, context)), context)
        } catch let error as UserMessageError {
            return try refused(context, typed: text, problem: error.message.text(in: context.language))
        }
    }
}

/// The diary's part of *Today* as `TodayRoutes.diary` keeps it.
private struct TodayDiary: Sendable {
    let entry: Entry?
    let text: String
    let body: String
    let memories: [Anniversaries.Memory]
}

/// The fridge's part of *Today*: what expires soon, how long the shopping list is.
private struct TodayFridge: Sendable {
    let expiring: [FridgeItem]
    let shopping: Int
}
