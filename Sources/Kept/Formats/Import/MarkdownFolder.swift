import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder of Markdown files (an Obsidian vault, a zk notebook, Hugo content), read for
/// `kept import markdown DIR`: each file's text is kept as it is, front matter and all; what
/// is missing is worked out as Obsidian works it out: the date (`date:`, else `created:`, else
/// a date in the file name, `2025-11-03 김장 계획.md` or `20251103.md`, else the note's first
/// commit where the vault is a git repository (`VaultHistory`), else the file's modification
/// time, which the summary counts), the title (front matter, else the first `#` heading, else
/// the file name), tags (front matter's, and the `#tags` in the text, `InlineHashtags`).
/// Embedded images (`![[a.png]]`, `![](img/a.png)`) come along as attachments; wiki links
/// stay as written.
package enum MarkdownFolder {
    package static func read(_ folder: String, timeZone: TimeZone = .current) throws -> ImportReading {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw KeptError.io(folder, Message(.importMarkdownNotFolder))
        }
        // The folder's own name (`My Vault`, also for `.` or `vault/`) is part of each id: two
        // vaults that both hold `Inbox.md` are two sources, not one imported twice.
        let folderName = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent.nfc
        var reading = ImportReading(program: "Markdown", sourceName: folderName)
        var seen: Set<String> = []
        let (files, links) = walk(folder)
        // A linked note or folder is not followed (it may lead anywhere: `~/.ssh`, another
        // vault): each is named in the report. A linked picture is judged where a note embeds it.
        for link in links where link.folder || link.relative.lowercased().hasSuffix(".md") {
            reading.problems.append(ImportProblem(origin: link.relative.nfc, message: Message(.importTrustLink,
                ["file": link.relative.nfc, "target": link.target, "source": folderName]), skipped: true))
        }
        let vault = Vault(folder: folder, name: folderName)
        let firstCommits = VaultHistory.firstCommits(of: folder)
        // Obsidian finds `![[a.png]]` by name anywhere in the vault.
        var byName: [String: String] = [:]
        let named = files + links.filter { !$0.folder }.map(\.relative)
        for file in named.sorted(by: { $0.count < $1.count }) where byName[(file as NSString).lastPathComponent.nfc] == nil {
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
                reading.problems.append(ImportProblem(origin: onDisk, message: Message(.importMarkdownSameNameTwice), skipped: true))
                continue
            }
            let data: Data
            switch SourceFolder(root: folder).read(onDisk) {
            case let .success(read): data = read
            case let .failure(refusal):
                reading.problems.append(ImportProblem(origin: relative, message: refusal.message(source: folderName), skipped: true))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                reading.problems.append(ImportProblem(origin: relative, message: Message(.importMarkdownNotUTF8), skipped: true))
                continue
            }
            let document = EntryDocument(text: text)
            if let problem = document.problem {
                reading.problems.append(ImportProblem(origin: "\(relative):\(problem.line)", message: problem.localized, skipped: true))
                continue
            }
            let stem = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            let (date, byFileTime) = date(document, stem: stem, file: full, firstCommit: firstCommits[relative], timeZone: timeZone)
            var entry = ImportedEntry(origin: relative, importedID: "file:\(folderName)/\(relative)",
                                      title: title(document, stem: stem), date: date,
                                      body: document.body, tags: InlineHashtags.of(document.body), originalText: text)
            entry.earlierIDs = ["file:\(relative)"]
            entry.datedByFileTime = byFileTime
            let parent = (relative as NSString).deletingLastPathComponent
            if !parent.isEmpty { entry.category = (parent as NSString).lastPathComponent }
            let (attachments, missing, refused) = attachments(in: document.body, vault: vault, of: relative, byName: byName)
            entry.attachments = attachments
            for target in missing {
                reading.problems.append(ImportProblem(origin: relative, message: Message(.importMarkdownMissingImage, ["target": target]), skipped: false))
            }
            for refusal in refused {
                reading.problems.append(ImportProblem(origin: "\(relative):\(line(of: refusal.target, in: text))", message: refusal.message, skipped: false))
            }
            reading.entries.append(entry)
        }
        return reading
    }

    /// Every plain file under `folder`, relative, as named on disk, leaving out hidden files and
    /// folders (`.obsidian`, `.git`, `.trash`); the symbolic links apart, not followed.
    static func walk(_ folder: String) -> (files: [String], links: [(relative: String, target: String, folder: Bool)]) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return ([], []) }
        var files: [String] = []
        var links: [(relative: String, target: String, folder: Bool)] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let full = (folder as NSString).appendingPathComponent(relative)
            // lstat, not stat: a link is seen as a link, whatever it points at.
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                var isFolder: ObjCBool = false
                let target = SourceFolder.linkTarget(full)
                links.append((relative, target, FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) && isFolder.boolValue))
                enumerator.skipDescendants()
            case S_IFREG:
                files.append(relative)
            default:
                break
            }
        }
        return (files, links)
    }

    /// The vault, by the path the user gave and its real folder (links resolved): what an
    /// embed names must really be inside the real folder to be copied.
    struct Vault {
        let folder: String
        let name: String
        let real: String?

        init(folder: String, name: String) {
            self.folder = folder
            self.name = name
            real = Store.realPath(folder)
        }

        /// The attachment for the file at `relative` (to the vault, possibly with `..` or
        /// through links), or why it is not copied: its real path must be inside the vault's
        /// real folder, and it is then read by that real path, no link followed.
        func resolve(_ relative: String, written: String) -> Resolution? {
            let full = (folder as NSString).appendingPathComponent(relative)
            guard let real, let resolved = Store.realPath(full) else { return nil }
            guard resolved.hasPrefix(real.hasSuffix("/") ? real : real + "/") else {
                return .refused(Message(.importTrustOutside, ["target": written, "real": resolved, "source": name]))
            }
            let inside = String(resolved.dropFirst(real.count).drop(while: { $0 == "/" }))
            if let refusal = SourceFolder(root: real).check(inside) {
                return refusal == .missing ? nil : .refused(Message(.importTrustAttachment, ["file": written]).localizing("reason", refusal.message(source: name)))
            }
            return .inside(inside)
        }

        /// A file of the vault by its path in the real folder, or the reason it is not copied.
        enum Resolution {
            case inside(String)
            case refused(Message)
        }
    }

    /// The line (from 1) of the note's text where `target` is first written, for a message.
    static func line(of target: String, in text: String) -> Int {
        guard let range = text.range(of: target) else { return 1 }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// The front matter's title, else the first `# ` heading outside code (cmark-gfm's
    /// headings: a `# Login` line in a fenced block is code), else the file's name.
    static func title(_ document: EntryDocument, stem: String) -> String {
        if let title = document.fields["title"]?.text, !title.isEmpty { return title }
        guard document.body.contains("# ") else { return stem }
        let lines = document.body.split(separator: "\n", omittingEmptySubsequences: false)
        let tree = MarkdownTree(document.body)
        for node in tree.nodes() where node.kind == .heading && node.headingLevel == 1 {
            guard node.startLine >= 1, node.startLine <= lines.count else { continue }
            let trimmed = lines[node.startLine - 1].trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("# ") {
                // A closing run of `#`s (`# 김장 #`) is no part of it; a `#tag` in it is.
                var heading = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
                if let space = heading.lastIndex(of: " "), heading[space...].dropFirst().allSatisfy({ $0 == "#" }) {
                    heading = heading[..<space].trimmingCharacters(in: .whitespaces)
                }
                return heading
            }
        }
        return stem
    }

    /// The note's date, and whether it is only its file's modification time.
    static func date(_ document: EntryDocument, stem: String, file: String, firstCommit: Date?,
                     timeZone: TimeZone) -> (ImportedDate?, byFileTime: Bool) {
        for key in ["date", "created"] {
            if let written = document.fields[key]?.text, let field = FieldDate(written) {
                let zone = field.utcOffset.flatMap { TimeZone(secondsFromGMT: $0) } ?? timeZone
                let date = ImportedDate(local: written.replacingOccurrences(of: "T", with: " "), timeZone: zone)
                    .map { ImportedDate(instant: $0.instant, timeZone: zone, hasTime: field.secondsOfDay != nil) }
                if let date { return (date, false) }
            }
        }
        if let day = dayInName(stem), let date = ImportedDate(local: day, timeZone: timeZone) { return (date, false) }
        if let firstCommit { return (ImportedDate(instant: firstCommit, timeZone: timeZone), false) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        return ((attributes?[.modificationDate] as? Date).map { ImportedDate(instant: $0, timeZone: timeZone) }, true)
    }

    /// A day written in a file name, `2025-11-03 김장 계획` or `20251103` (Obsidian's daily
    /// notes), as `2025-11-03`; eight digits only when they stand apart and make a real day.
    static func dayInName(_ stem: String) -> String? {
        if let match = stem.firstMatch(of: /(\d{4})-(\d{2})-(\d{2})/),
           Day(iso: String(match.output.0)) != nil {
            return String(match.output.0)
        }
        for match in stem.matches(of: /(\d+)/) where match.output.1.count == 8 {
            let digits = match.output.1
            let day = "\(digits.prefix(4))-\(digits.dropFirst(4).prefix(2))-\(digits.suffix(2))"
            if let parsed = Day(iso: day), (1900...2200).contains(parsed.year) { return day }
        }
        return nil
    }

    /// The images a note embeds that are files of the vault: `![[a.png]]` (found by name,
    /// the embed made to name the copy) and `![alt](relative/a.png)` (relative to the note, its link rewritten).
    /// Also the targets that name no file.
    static func attachments(in body: String, vault: Vault, of note: String, byName: [String: String])
        -> (found: [ImportedAttachment], missing: [String], refused: [(target: String, message: Message)]) {
        var found: [ImportedAttachment] = []
        var missing: [String] = []
        var refused: [(target: String, message: Message)] = []
        // Nothing inside code is an embed: a note about embeds shows `![[a.png]]` as an example.
        let code = MarkdownCode(body)
        for match in body.matches(of: /!\[\[([^\]|#]+)(?:[|#][^\]]*)?\]\]/) where !code.contains(match.range, in: body) {
            var written = String(match.output.1)
            // In a table Obsidian writes `![[a.png\|100]]`: the `\` escapes the `|` for the table.
            if written.hasSuffix("\\") { written.removeLast() }
            let target = written.trimmingCharacters(in: .whitespaces)
            let ext = (target as NSString).pathExtension.lowercased()
            if ext.isEmpty || ext == "md" { continue }  // a note embedded in a note: a wiki link
            let relative = target.contains("/") ? target : byName[(target as NSString).lastPathComponent.nfc]
            guard let relative, let resolved = vault.resolve(relative, written: target) else {
                missing.append(target)
                continue
            }
            switch resolved {
            case let .refused(message): refused.append((target, message))
            case let .inside(inside):
                let attachment = ImportedAttachment(root: vault.real ?? vault.folder, relative: inside,
                                                    name: (target as NSString).lastPathComponent, link: .embed(target: written))
                if !found.contains(attachment) { found.append(attachment) }
            }
        }
        for match in body.matches(of: /!\[[^\]\n]*\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+"[^"\n]*")?\s*\)/) where !code.contains(match.range, in: body) {
            var target = String(match.output.1)
            // The link as written, up to what the copy's name replaces.
            var linkTarget = target
            if target.hasPrefix("<") { target = String(target.dropFirst().dropLast()) }
            // `picture.png#interface`: the fragment names a part of the file, not another file.
            if let hash = target.firstIndex(of: "#"), hash != target.startIndex {
                target = String(target[..<hash])
                if !linkTarget.hasPrefix("<") { linkTarget = target }
            }
            if target.contains("://") || target.hasPrefix("/") || target.hasPrefix("#") || target.hasPrefix("data:") { continue }
            let decoded = target.removingPercentEncoding ?? target
            let base = (note as NSString).deletingLastPathComponent
            let relative = base.isEmpty ? decoded : base + "/" + decoded
            guard let resolved = vault.resolve(relative, written: target) else {
                missing.append(target)
                continue
            }
            switch resolved {
            case let .refused(message): refused.append((target, message))
            case let .inside(inside):
                let attachment = ImportedAttachment(root: vault.real ?? vault.folder, relative: inside,
                                                    name: (decoded as NSString).lastPathComponent,
                                                    link: .replacing(target: linkTarget))
                if !found.contains(attachment) { found.append(attachment) }
            }
        }
        return (found, missing, refused)
    }
}
