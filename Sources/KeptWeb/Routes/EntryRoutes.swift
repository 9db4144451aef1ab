import Foundation
import HTTPTypes
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
            if let file = EntryLink.attachment(from: request.uri.path, store: desk.store, scope: context.scope) {
                return try attachment(file, size: request.uri.queryParameters["size"].flatMap { DisplayCopies.Size(rawValue: String($0)) }, context)
            }
            let path = try entryPath(request, context)
            return try page(path, context)
        }
        router.post("/e/**") { request, context in
            let path = try entryPath(request, context)
            let fields = try await FormGuard.fields(request, context)
            guard let kind = desk.store.kind(ofPath: path), context.scope.writes(kind.name) else {
                throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly))
            }
            let base = fields["base"]?.replacingOccurrences(of: "\r\n", with: "\n")
            if fields["body"] != nil { return try saveFieldsAndBody(path, fields, base: base, context) }
            let text = (fields["text"] ?? "").replacingOccurrences(of: "\r\n", with: "\n")
            do {
                let change = try desk.write { try $0.replace(path, with: text, original: base) }
                return pages.flash.redirect(to: EntryLink.to(change.path), .init(Saved.text(change, context)), context)
            } catch KeptError.editCollided {
                // Both edits are kept: the phone's beside the entry, as a sync keeps the other
                // machine's version, never one written over the other.
                return try keptBeside(path, text, context)
            } catch let error as UserMessageError {
                return try page(path, context, problem: error.message.text(in: context.language), text: text)
            }
        }
    }

    /// The form of fields and body: the body edit is joined with what changed meanwhile (as
    /// the whole-text edit is), then the fields the phone changed are set as `kept set` sets
    /// them, each only if its input differs from what the page showed, and only if the field
    /// still holds what the page showed (or already this value): a field the terminal changed
    /// meanwhile is a collision, and the phone's whole version is kept as a conflict copy.
    private func saveFieldsAndBody(_ path: String, _ fields: FormFields, base: String?, _ context: WebContext) throws -> Response {
        guard let base else { throw HTTPError(.badRequest, message: context.say(.webRefusedFormToken)) }
        let shown = EntryDocument(text: base)
        let body = (fields["body"] ?? "").replacingOccurrences(of: "\r\n", with: "\n")
        var assignments: [FieldAssignment] = []
        var shownValues: [String: String] = [:]
        for (name, value) in fields.values where name.hasPrefix("field.") {
            let key = String(name.dropFirst("field.".count))
            let was = fields["was." + key] ?? ""
            shownValues[key] = was
            if value != was { assignments.append(FieldAssignment(key: key, value: value)) }
        }
        // The phone's whole version: what a collision keeps beside the entry.
        let version = { (try? desk.store.setting(assignments, in: shown.withBody(body).text, path: path)) ?? shown.withBody(body).text }
        do {
            var notices: [String] = []
            var current = path
            let edited = shown.withBody(body.hasSuffix("\n") || body.isEmpty ? body : body + "\n").text
            if edited != base {
                let change = try desk.write { try $0.replace(path, with: edited, original: base) }
                current = change.path
                notices.append(change.message)
            }
            if !assignments.isEmpty {
                let change = try desk.write { try $0.set(current, assignments, shown: shownValues) }
                current = change.path
                notices.append(change.message)
            }
            let said = notices.isEmpty ? nil : context.say(.webSaved)
            return pages.flash.redirect(to: EntryLink.to(current), .init(notice: said, commit: notices.joined(separator: " · ")), context)
        } catch KeptError.editCollided {
            return try keptBeside(path, version(), context)
        } catch let error as UserMessageError {
            return pages.flash.redirect(to: EntryLink.to(path), .init(problem: error.message.text(in: context.language)), context)
        }
    }

    /// A phone's edit that collided with a change made meanwhile, kept beside the entry as a
    /// conflict copy named for the device; the entry's page then says so and links to it.
    private func keptBeside(_ path: String, _ text: String, _ context: WebContext) throws -> Response {
        let machine = "web-" + (context.device?.id ?? "device")
        let copy = try desk.write { try $0.keepConflictCopy(of: path, text: text, machine: machine) }
        return pages.flash.redirect(to: EntryLink.to(path), .init(problem: context.say(.webEditKeptAsCopy, ["copy": copy.path]), copy: copy.path), context)
    }

    /// An attached file as it is, for the page's `<img>`: a picture shown in place, anything
    /// else downloaded; sandboxed, so an SVG's script or a page saved as a photo never runs here.
    private func attachment(_ path: String, size: DisplayCopies.Size? = nil, _ context: WebContext) throws -> Response {
        guard let (_, original) = try desk.store.attachedFile(path) else {
            throw HTTPError(.notFound, message: context.say(.webNoSuchEntry))
        }
        // A resized copy when asked for and kept (a JPEG), else the original.
        let copy = size.flatMap { pages.copies.bytes(path, $0) }
        let bytes = copy ?? original
        let name = copy == nil ? (path as NSString).lastPathComponent : "copy.jpg"
        let image = AttachmentFolder.isImage(name)
        var headers: HTTPFields = [.contentType: AttachmentFolder.mediaType(name), .cacheControl: "private, max-age=3600"]
        headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
        headers[.contentDisposition] = image ? "inline" : "attachment"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private func entryPath(_ request: Request, _ context: WebContext) throws -> String {
        guard let path = EntryLink.path(from: request.uri.path, store: desk.store, scope: context.scope),
              FileManager.default.fileExists(atPath: desk.store.absolutePath(path)) else {
            throw HTTPError(.notFound, message: context.say(.webNoSuchEntry))
        }
        return path
    }

    private func page(_ path: String, _ context: WebContext, notice: String? = nil, problem: String? = nil, text: String? = nil,
                      copy: String? = nil) throws -> Response {
        let store = desk.store
        let entry = try store.entry(at: path)
        let kind = store.kind(ofPath: path)
        let fileText = try store.text(at: path)
        // The title is the heading and the date the line under it; the id is kept's own.
        let hidden = Set(["title", "id"] + (kind?.dateField.map { [$0] } ?? []))
        var values: [String: Any] = [
            "title": entry.title, "link": EntryLink.to(path),
            "when": entry.date(in: kind).map { $0.day.iso } ?? "",
            "fields": entry.fields.keys.filter { !hidden.contains($0) }.compactMap { name -> [String: Any]? in
                entry.value(of: name).map { ["name": FieldWords.field(name, context.language), "value": FieldWords.value($0, of: name, context.language)] }
            },
            "body": EntryHTML.body(entry, in: desk.store, copies: pages.copies), "text": text ?? fileText, "base": fileText,
            "source": entry.body,
            "editFields": entry.fields.keys.filter { $0 != "id" }.map { name -> [String: Any] in
                ["name": name, "label": FieldWords.field(name, context.language), "value": entry.value(of: name) ?? "",
                 "location": kind?.types[name] == .location]
            },
            "readOnly": !(kind.map { context.scope.writes($0.name) } ?? false),
            "notice": notice as Any, "problem": problem as Any,
        ]
        values["copy"] = copy.map(EntryLink.to)
        return try pages.render(.entry, values, context: context)
    }
}
