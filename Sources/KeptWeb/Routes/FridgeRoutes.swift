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
                let amount = try FridgeQuantity.parseIfGiven(fields["quantity"]) ?? 1
                let consumed = try FridgeConsume(path, .quantity(amount)).run(in: store, path: path)
                return Notice(text: consumed.message.text(in: context.language), commit: consumed.change.message)
            }
        }
        router.post("/fridge/discard") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try change(context) { store in Saved.text(try FridgeChanges(store).discard(try Self.item(fields["path"], store, context)), context) }
        }
        // Checked off the shopping list: stocked again, with the dates the phone gave.
        router.post("/fridge/bought") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try change(context) { store in
                let path = try Self.item(fields["path"], store, context)
                let days = fields["expires"].flatMap { Int($0) }
                return Saved.text(try FridgeChanges(store).bought(path, expires: days.map { Day(Date()).plus(days: $0) },
                                                   quantity: try FridgeQuantity.parseIfGiven(fields["quantity"])), context)
            }
        }
        router.post("/fridge/buy") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try change(context) { store in
                let path = try Self.item(fields["path"], store, context)
                switch try FridgeChanges(store).buy(path) {
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
                let days = fields["expires"].flatMap { Int($0) }
                let item = NewFridgeItem(title: title, expires: days.map { Day(Date()).plus(days: $0) },
                                         quantity: try FridgeQuantity.parseIfGiven(fields["quantity"]))
                return Saved.text(try FridgeAdd(item).run(in: store).change, context)
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
