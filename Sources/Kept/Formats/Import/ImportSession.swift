import Foundation
internal import KeptGit
#if canImport(Glibc)
import Glibc
#endif

/// One import of `reading` into `kind`: which entries are new, where each and its attachments
/// go, then (unless `dryRun`) the files written and committed together. The caller holds the
/// store lock when it is not a dry run.
package struct ImportSession {
    let store: Store
    let reading: ImportReading
    let kind: Kind
    let dryRun: Bool
    let allowLarge: Bool
    let now: Date

    func run(progress: (Int, Int) -> Void) throws -> ImportReport {
        // A card kept exported to Anki comes back as itself: its note's guid names its id.
        var known = Set(StoreIndex.load(store).entries.flatMap { entry in
            [entry.field("imported")?.text, entry.value(of: "id").map(AnkiDeckPlan.importedID(ofCardID:))].compactMap { $0 }
        })
        var problems = reading.problems
        var skipped = 0
        var planned: [(path: String, text: String, files: [(source: ImportedAttachment, path: String)])] = []
        var datedByFileTime = 0
        var taken: Set<String> = []
        // Reviews the source recorded go into this machine's log (none written on a dry run).
        let machine = reading.entries.contains { !$0.reviews.isEmpty } && !dryRun ? try MachineID.of(store) : "dry-run"
        var reviews: [ReviewRecord] = []

        for entry in reading.entries {
            guard !entry.earlierIDs.contains(where: known.contains), known.insert(entry.importedID).inserted else {
                skipped += 1
                continue
            }
            do {
                let document = try importedDocument(entry)
                try EntryValidation.validate(document, kind: kind, path: entry.origin)
                let path = try EntryPath.make(for: document, kind: kind, store: store,
                                              fallbackDate: entry.date?.instant ?? now, taken: taken)
                taken.insert(path)
                let folder = AttachmentFolder.of(path)
                var body = document.body
                var files: [(source: ImportedAttachment, path: String)] = []
                for attachment in entry.attachments {
                    // Opened without following a link (a crafted source's `photo.jpeg ->
                    // /etc/passwd`): a file that is not a plain file of the source is named, not copied.
                    let source = SourceFolder(root: attachment.root)
                    guard let size = source.size(attachment.relative) else {
                        let refusal = source.check(attachment.relative) ?? .notAFile
                        problems.append(ImportProblem(origin: entry.origin, message: Message(.importTrustAttachment, ["file": attachment.relative])
                            .localizing("reason", refusal.message(source: reading.sourceName)), skipped: false))
                        continue
                    }
                    if size > AttachmentFolder.largeFileBytes && !allowLarge {
                        problems.append(ImportProblem(origin: entry.origin, message: Message(.attachTooLarge,
                            ["file": attachment.name, "size": String(size / 1024 / 1024)]), skipped: false))
                        continue
                    }
                    let name = AttachmentFolder.unique(AttachmentFolder.sanitised(attachment.name), in: folder, store: store, taken: taken)
                    taken.insert(folder + "/" + name)
                    files.append((attachment, folder + "/" + name))
                    switch attachment.link {
                    case let .replacing(target):
                        // The target whole: followed by `)`, by a space and a title, or by a
                        // `#fragment`; never inside code, which stays as written.
                        let copy = AttachmentFolder.target(entry: path, file: name)
                        for end in [")", " ", "#"] { body = MarkdownCode.replacing("](\(target)\(end)", with: "](\(copy)\(end)", in: body) }
                    case .appended:
                        if !body.isEmpty && !body.hasSuffix("\n") { body += "\n" }
                        body += (body.isEmpty ? "" : "\n") + AttachmentFolder.link(entry: path, file: name) + "\n"
                    case let .embed(target):
                        let copy = (folder as NSString).lastPathComponent + "/" + name
                        // `\|`: Obsidian's `|` escaped inside a table.
                        for end in ["]]", "|", "#", "\\|"] { body = MarkdownCode.replacing("![[\(target)\(end)", with: "![[\(copy)\(end)", in: body) }
                    }
                }
                planned.append((path, files.isEmpty ? document.text : document.withBody(body).text, files))
                if let id = document.fields["id"]?.text, !id.isEmpty {
                    reviews += entry.reviews.map { $0.record(card: id, machine: machine) }
                }
                if entry.datedByFileTime { datedByFileTime += 1 }
            } catch {
                problems.append(ImportProblem(origin: entry.origin, message: .of(error), skipped: true))
            }
        }

        let attachments = planned.reduce(0) { $0 + $1.files.count }
        let count = planned.count
        let message = "import: \(count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) "
            + "\(kind.name) \(count == 1 ? "entry" : "entries") from \(reading.program) (\(reading.sourceName))"
        guard !dryRun, !planned.isEmpty else {
            return ImportReport(created: planned.map(\.path), skipped: skipped, attachments: attachments,
                                datedByFileTime: datedByFileTime, reviews: reviews.count, problems: problems, commit: nil, message: message)
        }
        var paths = planned.flatMap { [$0.path] + $0.files.map(\.path) }
        let log = ReviewLog.path(machine: machine)
        if !reviews.isEmpty { paths.append(log) }
        for path in paths { try store.ensureInside(path) }
        store.intend(message, writes: paths)
        // A write that fails half way (a name too long for the disk, a disk full) takes back
        // the files already written: an import is whole or not at all.
        do {
            var done = 0
            var flush = FileFlush(root: store.root)
            let destination = try store.folder()
            for item in planned {
                try writeUnsynced(Data(item.text.utf8), to: item.path, in: destination, flush: &flush)
                for file in item.files {
                    guard case let .success(data) = SourceFolder(root: file.source.root).read(file.source.relative) else {
                        throw KeptError.io(file.source.source, Message(.importCannotReadSource))
                    }
                    try writeUnsynced(data, to: file.path, in: destination, flush: &flush)
                }
                done += 1
                progress(done, planned.count)
            }
            if !reviews.isEmpty {
                // Appended after the log's own lines, each card's in the order it was answered.
                var text = try store.contents(at: log).map { String(decoding: $0, as: UTF8.self) } ?? ""
                if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
                text += reviews.map { $0.line + "\n" }.joined()
                try writeUnsynced(Data(text.utf8), to: log, in: destination, flush: &flush)
            }
            // The written files and their folders together, not one at a time (most of the
            // time of an import of 10,000 was waiting for the disk): on disk before the commit
            // names them.
            try flush.flush()
        } catch {
            _ = store.undoIntendedChange()
            throw error
        }
        let commit = try store.commit(paths, message: message)
        return ImportReport(created: planned.map(\.path), skipped: skipped, attachments: attachments,
                            datedByFileTime: datedByFileTime, reviews: reviews.count, problems: problems, commit: commit, message: message)
    }

    /// Writes a new file as `AtomicFile` does (a temporary file beside it, renamed over),
    /// without waiting for the disk: `flush` starts its writeback and waits for it later,
    /// with the import's other files.
    /// The folder is opened (made) below the store without following links (`StoreFolder`),
    /// the temporary file made and renamed inside it.
    private func writeUnsynced(_ data: Data, to path: String, in storeFolder: StoreFolder, flush: inout FileFlush) throws {
        let full = store.absolutePath(path)
        let disk = store.diskNames.disk(path)
        let name = (disk as NSString).lastPathComponent
        let folder = try storeFolder.folder((disk as NSString).deletingLastPathComponent, create: true)
        guard folder >= 0 else { throw KeptError.io(path, Message(.errorAtomicFileCannotWrite, ["cString": String(cString: strerror(errno))])) }
        defer { close(folder) }
        let temporary = ".\(name).kept-\(getpid()).tmp"
        // POSIX rather than Data.write, which flushes every file to disk on its own.
        let fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw KeptError.io(path, Message(.errorAtomicFileCannotWrite, ["cString": String(cString: strerror(errno))])) }
        var written = 0
        while written < data.count {
            let n = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, data.count - written) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            written += n
        }
        if written == data.count { flush.started(fd, path: full) }
        close(fd)
        guard written == data.count, renameat(folder, temporary, folder, name) == 0 else {
            let reason = String(cString: strerror(errno))
            unlinkat(folder, temporary, 0)
            throw KeptError.io(path, Message(.errorAtomicFileCannotWrite, ["cString": reason]))
        }
    }

    /// The entry's text: a Markdown file's own text with what is missing added, or the kind's
    /// template filled with what the source says.
    private func importedDocument(_ entry: ImportedEntry) throws -> EntryDocument {
        var document: EntryDocument
        let dateText = entry.date.map { date in
            kind.dateField.flatMap { kind.types[$0] } == .date ? date.day.iso : date.text
        }
        if let original = entry.originalText {
            document = EntryDocument(text: original)
            if document.fields["title"] == nil { document = try document.setting("title", yaml: YAMLScalar.renderText(entry.title)) }
            if let field = kind.dateField, document.fields[field] == nil, let dateText {
                document = try document.setting(field, yaml: dateText)
            }
            if kind.pathFields.contains("category"), (document.fields["category"]?.text ?? "").isEmpty, let category = entry.category {
                document = try document.setting("category", yaml: YAMLScalar.renderText(category))
            }
            // The `#tags` of the text join the front matter's (as Obsidian counts both).
            let written = document.fields["tags"]?.items ?? []
            let added = entry.tags.filter { tag in !written.contains { $0.lowercased() == tag.lowercased() } }
            if !added.isEmpty { document = try document.setting("tags", yaml: YAMLScalar.renderList(written + added)) }
        } else {
            document = EntryDocument(text: try store.draft(kind, NewEntry(title: entry.title, body: entry.body), now: entry.date?.instant ?? now))
            if let field = kind.dateField, let dateText { document = try document.setting(field, yaml: dateText) }
            if !entry.tags.isEmpty { document = try document.setting("tags", yaml: YAMLScalar.renderList(entry.tags)) }
            if let location = entry.location { document = try document.setting("location", yaml: location.yaml) }
            if let weather = entry.weather { document = try document.setting("weather", yaml: YAMLScalar.renderText(weather)) }
            if entry.starred { document = try document.setting("starred", yaml: "true") }
        }
        for (key, yaml) in entry.fields { document = try document.setting(key, yaml: yaml) }
        // An id of its own, as every new entry has: a Markdown file's own `id:` stays.
        return try document.setting("imported", yaml: YAMLScalar.renderText(entry.importedID)).identified()
    }
}
