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

    func page(_ context: WebContext, notice: String? = nil) throws -> Response {
        let store = desk.store
        let today = Day(Date())
        var values: [String: Any] = ["title": HumanDate.day(today, context.language), "day": HumanDate.day(today, context.language)]
        values["notice"] = notice
        if context.scope.reads("diary"), let diary = try? store.kind(named: "diary") {
            let index = desk.index(diary)
            let entry = try store.diaryEntries(on: today, index: index).first
            var part: [String: Any] = ["readOnly": !context.scope.writes("diary"), "base": entry.map { (try? store.text(at: $0.path)) ?? "" } ?? ""]
            if let entry {
                part["entry"] = ["title": entry.title, "link": EntryLink.to(entry.path),
                                 "body": EntryHTML.body(entry), "back": "/"]
            }
            // A walk of the whole diary: kept with the index, not redone for every request.
            let found = desk.memo("today.memories." + today.iso) { Anniversaries.find(today, in: index.entries.withoutConflictCopies, kind: diary) }
            part["memories"] = found.memories.map {
                ["title": $0.entry.title, "link": EntryLink.to($0.entry.path), "excerpt": $0.entry.excerpt,
                 "ago": HumanDate.yearsAgo($0.yearsAgo, context.language)] as [String: Any]
            }
            values["diary"] = part
        }
        if context.scope.reads("fridge"), let fridge = try? desk.fridge() {
            let shopping = fridge.shopping().count
            values["fridge"] = [
                "expiring": fridge.expiring(within: fridge.soon, today: today).map { FridgeRoutes.row($0, today: today, context) },
                "shopping": shopping == 0 ? context.say(.webShoppingEmpty) : context.say(.webShoppingCount, count: shopping),
            ] as [String: Any]
        }
        if context.scope.reads("card"), let deck = try? desk.deck() {
            let due = deck.categories(today: today).reduce(0) { $0 + $1.due }
            values["cards"] = ["due": due == 0 ? context.say(.webCardsNoneDue) : context.say(.webCardsDue, count: due)]
        }
        return try pages.render(.today, values, context: context)
    }

    /// A line for today: a new entry when there is none, else added to its end. The form
    /// carries the entry as the page showed it: an edit made since (the command line, another
    /// phone) is joined with this one as a sync joins them, never written over.
    private func write(_ fields: FormFields, _ context: WebContext) throws -> Response {
        guard context.scope.writes("diary") else { throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly)) }
        let text = (fields["text"] ?? "").replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return Response(status: .seeOther, headers: [.location: "/"]) }
        do {
            let change = try desk.write { store -> Change in
                let diary = try store.kind(named: "diary")
                if let existing = try store.diaryEntries(on: Day(Date())).first {
                    let base = fields["base"].map { $0.replacingOccurrences(of: "\r\n", with: "\n") }
                    let current = try store.text(at: existing.path)
                    let original = base.flatMap { $0.isEmpty ? nil : $0 } ?? current
                    do {
                        return try store.replace(existing.path, with: Self.appending(text, to: original), original: original)
                    } catch KeptError.editCollided {
                        // The entry's end changed meanwhile (a line from the terminal): a line
                        // for today goes after whatever is there now.
                        return try store.replace(existing.path, with: Self.appending(text, to: current), original: current)
                    }
                }
                let draft = try store.draft(diary, NewEntry())
                return try store.add(diary, text: Self.appending(text, to: draft))
            }
            return pages.flash.redirect(to: "/", .init(Saved.text(change, context)), context)
        } catch let error as UserMessageError {
            return pages.flash.redirect(to: "/", .init(problem: error.message.text(in: context.language)), context)
        }
    }

    /// `text` as a new paragraph at the end of an entry's file.
    static func appending(_ text: String, to file: String) -> String {
        var file = file
        while file.hasSuffix("\n\n") { file.removeLast() }
        if !file.hasSuffix("\n") { file += "\n" }
        let document = EntryDocument(text: file)
        let separator = document.body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "" : "\n"
        return file + separator + text + "\n"
    }
}
