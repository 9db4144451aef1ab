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
            let store = desk.store
            var query = ListQuery()
            query.kinds = [kind.name]
            let entries = query.apply(to: StoreIndex.load(store, kinds: [kind]).entries, kinds: store.kinds)
            var values = EntryListPage(request).values(entries, of: kind, at: "/k/" + CardsRoutes.query(kind.name))
            values["title"] = FieldWords.kind(kind.folder, context.language)
            values["kind"] = kind.name
            values["readOnly"] = !context.scope.writes(kind.name)
            return try pages.render(.kind, values, context: context)
        }
        router.post("/k/:kind/new") { request, context in
            let kind = try kind(context.parameters.get("kind") ?? "", context)
            let fields = try await FormGuard.fields(request, context)
            guard context.scope.writes(kind.name) else { throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly)) }
            let title = (fields["title"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !title.isEmpty else { throw HTTPError(.badRequest, message: context.say(.webNeedsTitle)) }
            do {
                let change = try desk.write { store in
                    try store.add(kind, text: try store.draft(kind, NewEntry(title: title, body: fields["body"].flatMap { $0.isEmpty ? nil : $0 })))
                }
                return Response(status: .seeOther, headers: [.location: EntryLink.to(change.path)])
            } catch let error as UserMessageError {
                throw HTTPError(.unprocessableContent, message: error.message.text(in: context.language))
            }
        }
    }

    private func kind(_ name: String, _ context: WebContext) throws -> Kind {
        guard let kind = desk.store.kinds.first(where: { $0.name == name }), context.scope.reads(kind.name) else {
            throw HTTPError(.notFound, message: context.say(.webNoSuchPage))
        }
        return kind
    }
}
