import Foundation
import Hummingbird
import Kept

/// *Fridge*: what is in stock by expiry with its D-day, consuming one or an amount, adding an
/// item with a quick expiry (+3 days, +1 week, +1 month), the shopping list. Every change is
/// the command line's operation and commit (`fridge: consume 김치 (2 → 1)`).
struct FridgeRoutes {
    let desk: StoreDesk
    let pages: Pages

    func add(to router: Router<WebContext>) {
        router.get("/fridge") { _, context in try page(context) }
        router.post("/fridge/consume") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try change(context) { store in
                let path = try Self.item(fields["path"], store, context)
                let amount = try Self.quantity(fields["quantity"], context) ?? 1
                let change = try store.consume(path, .quantity(amount))
                let item = FridgeItem(try store.entry(at: change.path))
                let said = item.status == .consumed
                    ? context.say(.fridgeConsumedAll, ["title": item.title])
                    : context.say(.fridgeConsumedSome, ["title": item.title, "amount": item.amount])
                return Notice(text: said, commit: change.message)
            }
        }
        router.post("/fridge/discard") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try change(context) { store in Saved.text(try store.discard(try Self.item(fields["path"], store, context)), context) }
        }
        // Checked off the shopping list: stocked again, with the dates the phone gave.
        router.post("/fridge/bought") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try change(context) { store in
                let path = try Self.item(fields["path"], store, context)
                let days = fields["expires"].flatMap { Int($0) }
                return Saved.text(try store.bought(path, expires: days.map { Day(Date()).plus(days: $0) },
                                                   quantity: try Self.quantity(fields["quantity"], context)), context)
            }
        }
        router.post("/fridge/buy") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try change(context) { store in
                let path = try Self.item(fields["path"], store, context)
                switch try store.buy(path) {
                case let .relisted(change), let .added(change): return Saved.text(change, context)
                case .alreadyListed: return Notice(text: context.say(.webFridgeAlreadyListed))
                }
            }
        }
        router.post("/fridge/add") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try change(context) { store in
                let title = (fields["title"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                guard !title.isEmpty else { throw HTTPError(.badRequest, message: context.say(.webFridgeNeedsName)) }
                let kind = try store.kind(named: "fridge")
                let days = fields["expires"].flatMap { Int($0) }
                let item = NewFridgeItem(title: title, expires: days.map { Day(Date()).plus(days: $0) },
                                         quantity: try Self.quantity(fields["quantity"], context))
                let request = try item.newEntry(kind: kind, defaultCategory: Fridge.defaultCategory(for: kind, config: try store.config()))
                try store.refuseSecondBatch(of: title)
                return Saved.text(try store.add(kind, text: try store.draft(kind, request)), context)
            }
        }
    }

    /// Runs a change of the fridge and shows the page with its commit message (or what the
    /// domain said against it).
    private func change(_ context: WebContext, _ body: (Store) throws -> Notice) throws -> Response {
        guard context.scope.writes("fridge") else { throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly)) }
        do {
            let notice = try desk.write(body)
            return pages.flash.redirect(to: "/fridge", .init(notice), context)
        } catch let error as UserMessageError {
            return pages.flash.redirect(to: "/fridge", .init(problem: error.message.text(in: context.language)), context)
        }
    }

    /// The fridge item a form names, or 404: a path outside the fridge is never touched.
    static func item(_ path: String?, _ store: Store, _ context: WebContext) throws -> String {
        guard let path, PathGate.refusal(path) == nil, store.kind(ofPath: path)?.name == "fridge",
              FileManager.default.fileExists(atPath: store.absolutePath(path)) else {
            throw HTTPError(.notFound, message: context.say(.webNoSuchEntry))
        }
        return path
    }

    static func quantity(_ text: String?, _ context: WebContext) throws -> Double? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let value = Double(text), value > 0, value.isFinite else {
            throw HTTPError(.badRequest, message: context.say(.webFridgeNotAQuantity, ["text": text]))
        }
        return value
    }

    func page(_ context: WebContext, notice: String? = nil, problem: String? = nil) throws -> Response {
        guard context.scope.reads("fridge") else { throw HTTPError(.forbidden, message: context.say(.webRefusedKind)) }
        let fridge = try desk.fridge()
        let today = Day(Date())
        let values: [String: Any] = [
            "title": context.say(.webTitleFridge),
            "items": fridge.stock().map { Self.row($0, today: today, context) },
            "shopping": fridge.shopping().map { ["title": $0.title, "amount": $0.amount, "path": $0.path] },
            "readOnly": !context.scope.writes("fridge"), "notice": notice as Any, "problem": problem as Any,
        ]
        return try pages.render(.fridge, values, context: context)
    }

    static func row(_ item: FridgeItem, today: Day, _ context: WebContext) -> [String: Any] {
        let urgency: String
        switch item.urgency(today: today, soon: Fridge.defaultSoon) {
        case .expired: urgency = "expired"
        case .soon: urgency = "soon"
        case .fresh: urgency = "fresh"
        case .undated: urgency = "undated"
        }
        return ["title": item.title, "amount": item.amount, "path": item.path,
                "dday": item.daysLeft(today: today)?.description ?? "", "urgency": urgency]
    }
}
