import Foundation
import Hummingbird
import Kept

/// *Fridge*: what is in stock by expiry with its D-day, consuming one or an amount (the last
/// one offers the shopping list), adding an item as `kept fridge add` does (quantity, unit,
/// category, a quick expiry or an exact day), the shopping list. Every change is
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
                var notice = Notice(text: consumed.message.text(in: context.language), commit: consumed.change.message)
                // The last one gone: the page offers the shopping list beside the notice.
                if consumed.usedUp {
                    notice.offer = ShoppingOffer(path: path, text: Message(.webFridgeLastOneGone, ["title": consumed.item.title]).text(in: context.language))
                }
                return notice
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
                let expires = try fields["expires"].flatMap { $0.isEmpty ? nil : try PersonDate.parse("+" + $0 + "d").day }
                return Saved.text(try FridgeChanges(store).bought(path, expires: expires,
                                                   quantity: try FridgeQuantity.parseIfGiven(fields["quantity"])), context)
            }
        }
        router.post("/fridge/buy") { request, context in
            let fields = try await FormGuard.fields(request, context)
            return try change(context) { store in
                // An item the fridge has (its path), or something new by its name.
                let name = try fields["path"].map { try Self.item($0, store, context) } ?? (fields["title"] ?? "")
                switch try FridgeChanges(store).buy(name) {
                case let .relisted(change), let .added(change): return Saved.text(change, context)
                case .alreadyListed: return Notice(text: context.say(.webFridgeAlreadyListed))
                }
            }
        }
        router.post("/fridge/add") { request, context in
            let fields = try await FormGuard.fields(request, context)
            guard context.scope.writes("fridge") else { throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly)) }
            let form = FridgeAddForm(fields)
            do {
                let item = try form.item()
                let notice = try desk.write { store in Saved.text(try FridgeAdd(item).run(in: store).change, context) }
                return pages.flash.redirect(to: "/fridge", .init(notice), context)
            } catch let problem as FormFieldError {
                return try page(context, form: form, formProblem: problem.field, problem: problem.message.text(in: context.language), status: .unprocessableContent)
            } catch let error as UserMessageError {
                return try page(context, form: form, formProblem: FridgeAddForm.field(of: error), problem: error.message.text(in: context.language), status: .unprocessableContent)
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

    /// The fridge page; after a refused add, with the add form as it was sent and the problem
    /// beside the field it is about (`formProblem`: a field's name, or `form` for the whole).
    func page(_ context: WebContext, form: FridgeAddForm? = nil, formProblem: String? = nil, problem: String? = nil,
              status: HTTPResponse.Status = .ok) throws -> Response {
        guard context.scope.reads("fridge") else { throw HTTPError(.forbidden, message: context.say(.webRefusedKind)) }
        let fridge = try desk.fridge()
        let today = Day(Date())
        var values: [String: Any] = [
            "title": context.say(.webTitleFridge),
            "items": fridge.stock().map { Self.row($0, today: today, context) },
            "shopping": fridge.shopping().map { ["title": $0.title, "amount": $0.amount, "path": $0.path] },
            "readOnly": !context.scope.writes("fridge"),
            "categories": Set(fridge.items.map(\.category).filter { !$0.isEmpty }).sorted(),
            "form": (form ?? FridgeAddForm(FormFields(""))).values(problem: formProblem.map { [$0: problem ?? ""] } ?? [:]),
        ]
        if formProblem == nil, let problem { values["problem"] = problem }
        return try pages.render(.fridge, values, context: context, status: status)
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
