import Foundation
import Hummingbird
import Kept

/// Any kind, the user's own included (`.kept/templates/recipes.md`): its entries newest first
/// by the kind's own sort, 20 a page (`EntryListPage`), each readable and editable on the entry
/// page; a new one drafted from the kind's template. The built-in kinds have pages of their own as well.
struct KindRoutes {
    let desk: StoreDesk
    let pages: Pages

    func add(to router: Router<WebContext>) {
        router.get("/kinds") { _, context in
            let store = desk.store
            let kinds = store.kinds.filter { context.scope.reads($0.name) }.map { kind -> [String: Any] in
                ["name": FieldWords.kind(kind.folder, context.language), "link": "/k/" + CardsRoutes.query(kind.name)]
            }
            return try pages.render(.kinds, ["title": context.say(.webTitleKinds), "kinds": kinds, "report": context.scope.kinds == nil], context: context)
        }
        router.get("/k/:kind") { request, context in
            let kind = try kind(context.parameters.get("kind") ?? "", context)
            return try page(kind, request, context)
        }
        router.post("/k/:kind/new") { request, context in
            let kind = try kind(context.parameters.get("kind") ?? "", context)
            let fields = try await FormGuard.fields(request, context)
            guard context.scope.writes(kind.name) else { throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly)) }
            let form = NewEntryForm(fields)
            do {
                let entry = try form.request()
                let change = try desk.write { store in try store.add(kind, text: try store.draft(kind, entry)) }
                return Response(status: .seeOther, headers: [.location: EntryLink.to(change.path)])
            } catch let problem as FormFieldError {
                return try page(kind, request, context, form: form, problem: [problem.field: problem.message.text(in: context.language)])
            } catch let error as UserMessageError {
                return try page(kind, request, context, form: form, problem: [NewEntryForm.field(of: error): error.message.text(in: context.language)])
            }
        }
    }

    /// A kind's list and its new-entry form (with the kind's date and category when its path
    /// has them, as `kept new --date --category`); after a refusal, the form as it was sent
    /// with the problem beside its field, answered 422.
    private func page(_ kind: Kind, _ request: Request, _ context: WebContext, form: NewEntryForm? = nil,
                      problem: [String: String]? = nil) throws -> Response {
        let store = desk.store
        var query = ListQuery()
        query.kinds = [kind.name]
        let entries = query.apply(to: StoreIndex.load(store, kinds: [kind]).entries, kinds: store.kinds)
        var values = EntryListPage(request).values(entries, of: kind, at: "/k/" + CardsRoutes.query(kind.name))
        values["title"] = FieldWords.kind(kind.folder, context.language)
        values["kind"] = kind.name
        values["readOnly"] = !context.scope.writes(kind.name)
        var formValues = (form ?? NewEntryForm(FormFields(""))).values(problem: problem ?? [:])
        if kind.dateField != nil && kind.pathFields.contains(where: { ["date", "year", "month", "day"].contains($0) }) {
            formValues["dated"] = true
        }
        if kind.pathFields.contains("category") {
            formValues["categorised"] = true
            formValues["categories"] = Set(entries.compactMap(\.category).filter { !$0.isEmpty }).sorted()
        }
        values["form"] = formValues
        return try pages.render(.kind, values, context: context, status: problem == nil ? .ok : .unprocessableContent)
    }

    private func kind(_ name: String, _ context: WebContext) throws -> Kind {
        guard let kind = desk.store.kinds.first(where: { $0.name == name }), context.scope.reads(kind.name) else {
            throw HTTPError(.notFound, message: context.say(.webNoSuchPage))
        }
        return kind
    }
}
