import Foundation

/// A folder of Markdown files (an Obsidian vault, a zk notebook, Hugo content), read for
/// `kept import markdown DIR`: each file's text is kept as it is, front matter and all; what
/// is missing is worked out: the date (front matter, else `YYYY-MM-DD` in the file name, else
/// the file's modification time), the title (front matter, else the first `#` heading, else
/// the file name). Embedded images (`![[a.png]]`, `![](img/a.png)`) come along as attachments;
/// wiki links stay as written.
public enum MarkdownFolder {
    public static func read(_ folder: String, timeZone: TimeZone = .current) throws -> ImportReading {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw KeptError.io(folder, Message("import.markdown.notFolder"))
        }
        // The folder's own name (`My Vault`, also for `.` or `vault/`) is part of each id: two
        // vaults that both hold `Inbox.md` are two sources, not one imported twice.
        let folderName = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent.nfc
        var reading = ImportReading(program: "Markdown", sourceName: folderName)
        var seen: Set<String> = []
        let files = walk(folder)
        // Obsidian finds `![[a.png]]` by name anywhere in the vault.
        var byName: [String: String] = [:]
        for file in files.sorted(by: { $0.count < $1.count }) where byName[(file as NSString).lastPathComponent.nfc] == nil {
            byName[(file as NSString).lastPathComponent.nfc] = file
        }
        // `onDisk` opens the file (a vault copied from a Mac names `일기.md` in NFD); the
        // entry is named by the same name in NFC.
        for onDisk in files.sorted(by: { $0.nfc < $1.nfc }) where onDisk.lowercased().hasSuffix(".md") {
            let full = (folder as NSString).appendingPathComponent(onDisk)
            let relative = onDisk.nfc
            // Linux keeps `일기.md` in NFD and in NFC as two files; they are one name to a reader
            // and would be one id: the second is named as a problem, not taken for imported.
            guard seen.insert(relative).inserted else {
                reading.problems.append(ImportProblem(origin: onDisk, message: Message("import.markdown.sameNameTwice"), skipped: true))
                continue
            }
            guard let data = FileManager.default.contents(atPath: full) else {
                reading.problems.append(ImportProblem(origin: relative, message: Message("import.cannotReadSource"), skipped: true))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                reading.problems.append(ImportProblem(origin: relative, message: Message("import.markdown.notUTF8"), skipped: true))
                continue
            }
            let document = EntryDocument(text: text)
            if let problem = document.problem {
                reading.problems.append(ImportProblem(origin: "\(relative):\(problem.line)", message: problem.localized, skipped: true))
                continue
            }
            let stem = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            var entry = ImportedEntry(origin: relative, importedID: "file:\(folderName)/\(relative)",
                                      title: title(document, stem: stem), date: date(document, stem: stem, file: full, timeZone: timeZone),
                                      body: document.body, originalText: text)
            entry.earlierIDs = ["file:\(relative)"]
            let parent = (relative as NSString).deletingLastPathComponent
            if !parent.isEmpty { entry.category = (parent as NSString).lastPathComponent }
            let (attachments, missing) = attachments(in: document.body, folder: folder, of: relative, byName: byName)
            entry.attachments = attachments
            for target in missing {
                reading.problems.append(ImportProblem(origin: relative, message: Message("import.markdown.missingImage", ["target": target]), skipped: false))
            }
            reading.entries.append(entry)
        }
        return reading
    }

    /// Every file under `folder`, relative, as named on disk, leaving out hidden files and folders (`.obsidian`,
    /// `.git`, `.trash`).
    static func walk(_ folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(relative), isDirectory: &isFolder),
               !isFolder.boolValue {
                files.append(relative)
            }
        }
        return files
    }

    static func title(_ document: EntryDocument, stem: String) -> String {
        if let title = document.fields["title"]?.text, !title.isEmpty { return title }
        for line in document.body.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("# ") {
                return trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " #", with: "")
            }
        }
        return stem
    }

    static func date(_ document: EntryDocument, stem: String, file: String, timeZone: TimeZone) -> ImportedDate? {
        if let written = document.fields["date"]?.text, let field = FieldDate(written) {
            let zone = field.utcOffset.flatMap { TimeZone(secondsFromGMT: $0) } ?? timeZone
            return ImportedDate(local: written.replacingOccurrences(of: "T", with: " "), timeZone: zone)
                .map { ImportedDate(instant: $0.instant, timeZone: zone, hasTime: field.secondsOfDay != nil) }
        }
        if let match = stem.firstMatch(of: /(\d{4})-(\d{2})-(\d{2})/), let day = ImportedDate(local: String(match.output.0), timeZone: timeZone) {
            return day
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        return (attributes?[.modificationDate] as? Date).map { ImportedDate(instant: $0, timeZone: timeZone) }
    }

    /// The images a note embeds that are files of the vault: `![[a.png]]` (found by name,
    /// the embed made to name the copy) and `![alt](relative/a.png)` (relative to the note, its link rewritten).
    /// Also the targets that name no file.
    static func attachments(in body: String, folder: String, of note: String, byName: [String: String])
        -> (found: [ImportedAttachment], missing: [String]) {
        var found: [ImportedAttachment] = []
        var missing: [String] = []
        for match in body.matches(of: /!\[\[([^\]|#]+)(?:[|#][^\]]*)?\]\]/) {
            let written = String(match.output.1)
            let target = written.trimmingCharacters(in: .whitespaces)
            let ext = (target as NSString).pathExtension.lowercased()
            if ext.isEmpty || ext == "md" { continue }  // a note embedded in a note: a wiki link
            let relative = target.contains("/") ? target : byName[(target as NSString).lastPathComponent.nfc]
            guard let relative, FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(relative)) else {
                missing.append(target)
                continue
            }
            let attachment = ImportedAttachment(source: (folder as NSString).appendingPathComponent(relative),
                                                name: (target as NSString).lastPathComponent, link: .embed(target: written))
            if !found.contains(attachment) { found.append(attachment) }
        }
        for match in body.matches(of: /!\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+"[^"\n]*")?\s*\)/) {
            var target = String(match.output.1)
            if target.hasPrefix("<") { target = String(target.dropFirst().dropLast()) }
            if target.contains("://") || target.hasPrefix("/") || target.hasPrefix("#") || target.hasPrefix("data:") { continue }
            let decoded = target.removingPercentEncoding ?? target
            let base = (note as NSString).deletingLastPathComponent
            let relative = ((base as NSString).appendingPathComponent(decoded) as NSString).standardizingPath
            let full = (folder as NSString).appendingPathComponent(relative)
            guard !relative.hasPrefix(".."), FileManager.default.fileExists(atPath: full) else {
                missing.append(target)
                continue
            }
            let attachment = ImportedAttachment(source: full, name: (decoded as NSString).lastPathComponent,
                                                link: .replacing(target: String(match.output.1)))
            if !found.contains(attachment) { found.append(attachment) }
        }
        return (found, missing)
    }
}
