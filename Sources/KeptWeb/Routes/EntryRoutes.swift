import Foundation
import Hummingbird
import Kept

/// One entry of any kind the device may read: its fields and its body as the export renders
/// them, and (unless read-only) its text to edit. The form carries the text it was based on:
/// when the file changed meanwhile the two edits are joined as sync joins them, and when they
/// collide nothing is written and the phone's text stays in the box with the reason.
struct EntryRoutes {
    let desk: StoreDesk
    let pages: Pages

    func add(to router: Router<WebContext>) {
        router.get("/e/**") { request, context in
            let path = try entryPath(request, context)
            return try page(path, context)
        }
        router.post("/e/**") { request, context in
            let path = try entryPath(request, context)
            let fields = try await FormGuard.fields(request, context)
            guard let kind = desk.store.kind(ofPath: path), context.scope.writes(kind.name) else {
                throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly))
            }
            let text = (fields["text"] ?? "").replacingOccurrences(of: "\r\n", with: "\n")
            let base = fields["base"]?.replacingOccurrences(of: "\r\n", with: "\n")
            do {
                let change = try desk.write { try $0.replace(path, with: text, original: base) }
                return try page(change.path, context, notice: change.message)
            } catch let error as UserMessageError {
                return try page(path, context, problem: error.message.text(in: context.language), text: text)
            }
        }
    }

    private func entryPath(_ request: Request, _ context: WebContext) throws -> String {
        guard let path = EntryLink.path(from: request.uri.path, store: desk.store, scope: context.scope),
              FileManager.default.fileExists(atPath: desk.store.absolutePath(path)) else {
            throw HTTPError(.notFound, message: context.say(.webNoSuchEntry))
        }
        return path
    }

    private func page(_ path: String, _ context: WebContext, notice: String? = nil, problem: String? = nil, text: String? = nil) throws -> Response {
        let store = desk.store
        let entry = try store.entry(at: path)
        let kind = store.kind(ofPath: path)
        let fileText = try store.text(at: path)
        let hidden: Set<String> = ["title", "tags"]
        let values: [String: Any] = [
            "title": entry.title, "link": EntryLink.to(path),
            "when": entry.date(in: kind).map { $0.day.iso } ?? "",
            "fields": entry.fields.keys.filter { !hidden.contains($0) }.compactMap { name -> [String: Any]? in
                entry.value(of: name).map { ["name": FieldWords.field(name, context.language), "value": FieldWords.value($0, of: name, context.language)] }
            },
            "body": EntryHTML.body(entry), "text": text ?? fileText, "base": fileText,
            "readOnly": !(kind.map { context.scope.writes($0.name) } ?? false),
            "notice": notice as Any, "problem": problem as Any,
        ]
        return try pages.render(.entry, values, context: context)
    }
}
