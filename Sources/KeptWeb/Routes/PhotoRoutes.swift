import Foundation
import Hummingbird
import Kept
import MultipartKit
import NIOCore

/// Photos from the phone's gallery or camera (`<input type=file accept="image/*">`), attached
/// to an entry by `kept attach`'s own operation: the same folder beside the entry, the same
/// names made safe, the same 20 MB limit, one commit. The phone's file name is only a hint for
/// the name; nothing it says is used as a path. The page's script sends with each photo the
/// copies its canvas made (`photo.screen`, `photo.thumb`), kept as `DisplayCopies`.
struct PhotoRoutes {
    /// Three photos at the limit, and the form around them.
    static let bodyLimit = 3 * AttachmentFolder.largeFileBytes + (1 << 20)
    /// Files one upload may hold: a camera sends one or a few, never thousands.
    static let fileLimit = 10
    let desk: StoreDesk
    let pages: Pages

    func add(to router: Router<WebContext>) {
        router.post("/attach/**") { request, context in
            guard FormGuard.isSameOrigin(request, context) else { throw HTTPError(.forbidden, message: context.say(.webRefusedOrigin)) }
            let entry = String(request.uri.path.dropFirst("/attach".count))
            guard let path = EntryLink.path(from: entry, store: desk.store, scope: context.scope),
                  FileManager.default.fileExists(atPath: desk.store.absolutePath(path)) else {
                throw HTTPError(.notFound, message: context.say(.webNoSuchEntry))
            }
            guard let kind = desk.store.kind(ofPath: path), context.scope.writes(kind.name) else {
                throw HTTPError(.forbidden, message: context.say(.webRefusedReadOnly))
            }
            var parts = try await Self.parts(request, context)
            let screens = parts.files.filter { $0.field == "photo.screen" }, thumbs = parts.files.filter { $0.field == "photo.thumb" }
            parts.files.removeAll { $0.field == "photo.screen" || $0.field == "photo.thumb" }
            guard let device = context.device, FormGuard.matches(parts.fields["form"], device) else {
                throw HTTPError(.forbidden, message: context.say(.webRefusedFormToken))
            }
            guard !parts.files.isEmpty else { return Response(status: .seeOther, headers: [.location: EntryLink.to(path)]) }
            guard parts.files.count <= Self.fileLimit else {
                throw HTTPError(.contentTooLarge, message: context.say(.webPhotoTooMany, ["limit": String(Self.fileLimit)]))
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-upload-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var sources: [String] = []
            for (index, file) in parts.files.enumerated() {
                // Its own folder each: two photos both called image.jpg stay two files.
                let own = folder + "/\(index)"
                try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: false)
                let source = own + "/" + Self.safeName(file.name)
                try file.bytes.write(to: URL(fileURLWithPath: source))
                sources.append(source)
            }
            let change: Change
            do {
                let attached = try desk.write { try $0.attach(sources, to: path, move: true) }
                change = attached.change
                for (index, name) in attached.names.enumerated() where index < parts.files.count {
                    let file = AttachmentFolder.of(path) + "/" + name, size = parts.files[index].bytes.count
                    if index < screens.count { pages.copies.keep(screens[index].bytes, as: .screen, of: file, originalBytes: size) }
                    if index < thumbs.count { pages.copies.keep(thumbs[index].bytes, as: .thumb, of: file, originalBytes: size) }
                }
                if !screens.isEmpty || !thumbs.isEmpty { desk.forget() }
            } catch let error as UserMessageError {
                throw HTTPError(.unprocessableContent, message: error.message.text(in: context.language))
            }
            let back = parts.fields["back"] == "/" ? "/" : EntryLink.to(path)
            // Said as every other change is: a photo that only appears leaves the user unsure.
            return pages.flash.redirect(to: back, .init(notice: context.say(.webSaved), commit: change.message), context)
        }
    }

    /// A name for the phone's file: its last component, never empty, never hidden.
    static func safeName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var trimmed = last.trimmingCharacters(in: CharacterSet(charactersIn: ". ")).filter { $0 != "\0" }
        // A file name holds at most 255 bytes: 300 Hangul syllables are 900.
        while trimmed.utf8.count > 120 { trimmed.removeFirst() }
        return trimmed.isEmpty ? "photo.jpg" : trimmed
    }

    struct Parts {
        var fields: [String: String] = [:]
        /// Each file with the form field it came in (`photo`, `photo.screen`, `photo.thumb`).
        var files: [(field: String, name: String, bytes: Data)] = []
    }

    /// The form's text fields and its files, read by MultipartKit's parser.
    static func parts(_ request: Request, _ context: WebContext) async throws -> Parts {
        guard let type = request.headers[.contentType], type.lowercased().hasPrefix("multipart/form-data"),
              let boundary = parameter("boundary", in: type) else {
            throw HTTPError(.unsupportedMediaType, message: context.say(.webPhotoNotAForm))
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: bodyLimit)
        } catch {
            throw HTTPError(.contentTooLarge, message: context.say(.webPhotoTooLarge))
        }
        var parts = Parts()
        var headers: [String: String] = [:]
        var bytes = Data()
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in headers[name.lowercased()] = value }
        parser.onBody = { buffer in bytes.append(contentsOf: buffer.readableBytesView) }
        parser.onPartComplete = {
            let disposition = headers["content-disposition"] ?? ""
            if let name = parameter("name", in: disposition) {
                if let file = parameter("filename", in: disposition) {
                    if !file.isEmpty || !bytes.isEmpty { parts.files.append((name, file, bytes)) }
                } else if parts.fields[name] == nil {
                    parts.fields[name] = String(decoding: bytes, as: UTF8.self)
                }
            }
            headers = [:]
            bytes = Data()
        }
        do {
            try parser.execute(body)
        } catch {
            throw HTTPError(.badRequest, message: context.say(.webPhotoNotAForm))
        }
        return parts
    }

    /// `key=value` or `key="value"` among a header's `;`-separated parameters.
    static func parameter(_ key: String, in header: String) -> String? {
        for piece in header.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == key else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }
}
