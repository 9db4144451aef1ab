import Foundation

/// Day One's JSON export, unpacked: `Journal.json` (or one `<Journal name>.json` per
/// journal) with `photos/<md5>.<type>`, `videos/`, `audios/` and `pdfs/` beside it.
///
/// `creationDate` (UTC) is shown in the entry's `timeZone` as the diary date; the text's
/// first line is the title (its `#` taken off), the rest the body; `dayone-moment://` links
/// become links to the copied files; tags, star, place and weather become fields.
package enum DayOneExport {
    /// The journals of the export in `folder`, by name (`Journal` for `Journal.json`).
    package static func journals(in folder: String) -> [String] {
        journalFiles(in: folder).keys.sorted()
    }

    /// Each journal's JSON file as it is named on disk, by the journal's name in NFC: an
    /// export unpacked from a Mac names `일기.json` in NFD, which the NFC name does not open.
    static func journalFiles(in folder: String) -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var files: [String: String] = [:]
        for name in names where name.lowercased().hasSuffix(".json") && !name.hasPrefix(".") {
            files[String(name.dropLast(5)).nfc] = name
        }
        return files
    }

    /// Reads the export unpacked in `folder`; `journal` picks one journal of several (all,
    /// each entry with a `journal:` field, when nil). `sourceName` is what the user gave
    /// (the zip's name).
    package static func read(_ folder: String, journal: String? = nil, sourceName: String? = nil,
                            timeZone: TimeZone = .current) throws -> ImportReading {
        let onDisk = journalFiles(in: folder)
        let all = onDisk.keys.sorted()
        guard !all.isEmpty else { throw KeptError.io(folder, Message(.importDayoneNoJournal)) }
        var chosen = all
        if let journal {
            guard let match = all.first(where: { $0 == journal.nfc }) ?? all.first(where: { $0.lowercased() == journal.lowercased() }) else {
                throw KeptError.unknownJournal(journal, known: all)
            }
            chosen = [match]
        }
        let files = chosen.map { $0 + ".json" }
        var reading = ImportReading(program: "Day One", sourceName: sourceName ?? files.joined(separator: ", "))
        let label = reading.sourceName
        for name in chosen {
            let file = name + ".json"
            let path = (folder as NSString).appendingPathComponent(onDisk[name] ?? file)
            // Not through a link: `Journal.json -> ~/.config/…` would put another file's words in the store.
            let data: Data
            switch SourceFolder(root: folder).read(onDisk[name] ?? file) {
            case let .success(read): data = read
            case let .failure(refusal): throw KeptError.io(path, refusal.message(source: label))
            }
            guard let entries = try ExportJSON.object(data, path: path, notExport: Message(.importDayoneNotExport))["entries"] as? [Any] else {
                throw KeptError.io(path, Message(.importDayoneNotExport))
            }
            for (i, item) in entries.enumerated() {
                let uuid = (item as? [String: Any])?["uuid"] as? String
                let origin = "\(file) " + (uuid ?? "entries[\(i)]")
                do {
                    guard let fields = item as? [String: Any] else { throw ImportEntryError(Message(.importNotAnObject)) }
                    var entry = try self.entry(fields, origin: origin, folder: folder, sourceName: label, timeZone: timeZone, problems: &reading.problems)
                    if chosen.count > 1 || (journal == nil && all.count > 1) {
                        entry.fields.append(("journal", YAMLScalar.renderText(name)))
                    }
                    reading.entries.append(entry)
                } catch let refusal as ImportEntryError {
                    reading.problems.append(ImportProblem(origin: origin, message: refusal.message, skipped: true))
                }
            }
        }
        return reading
    }

    /// The media of an entry, by the key of its list, the folder of their files and the type
    /// a file has when the list does not say.
    static let media: [(key: String, folder: String, type: String, moment: String)] = [
        ("photos", "photos", "jpeg", "dayone-moment://"),
        ("videos", "videos", "mov", "dayone-moment:/video/"),
        ("audios", "audios", "m4a", "dayone-moment:/audio/"),
        ("pdfAttachments", "pdfs", "pdf", "dayone-moment:/pdfAttachment/"),
    ]

    static func entry(_ fields: [String: Any], origin: String, folder: String, sourceName: String? = nil, timeZone: TimeZone,
                      problems: inout [ImportProblem]) throws -> ImportedEntry {
        guard let uuid = fields["uuid"] as? String, !uuid.isEmpty else { throw ImportEntryError(Message(.importDayoneNoUUID)) }
        guard let created = fields["creationDate"] as? String, let instant = instant(created) else {
            throw ImportEntryError(Message(.importDayoneBadDate, ["date": fields["creationDate"].map { "\($0)" } ?? ""]))
        }
        var zone = timeZone
        if let name = fields["timeZone"] as? String {
            if let named = TimeZone(identifier: name) { zone = named } else {
                problems.append(ImportProblem(origin: origin, message: Message(.importDayoneUnknownTimeZone, ["zone": name]), skipped: false))
            }
        }
        let date = ImportedDate(instant: instant, timeZone: zone)
        let text = (fields["text"] as? String ?? "").replacingOccurrences(of: "\r\n", with: "\n")
        var (title, body) = split(text)
        if title.isEmpty { title = String(date.text.prefix(16)).replacingOccurrences(of: "T", with: " ") }

        var entry = ImportedEntry(origin: origin, importedID: "dayone:\(uuid)", title: title, date: date, body: body,
                                  tags: (fields["tags"] as? [Any] ?? []).compactMap { $0 as? String },
                                  starred: fields["starred"] as? Bool ?? false)
        if let place = fields["location"] as? [String: Any] {
            let name = (place["placeName"] as? String) ?? (place["localityName"] as? String)
            entry.location = Location(name: name, latitude: number(place["latitude"]), longitude: number(place["longitude"]))
        }
        if let weather = fields["weather"] as? [String: Any] {
            let parts = [weather["conditionsDescription"] as? String, number(weather["temperatureCelsius"], digits: 1).map { "\($0)°C" }]
            let text = parts.compactMap { $0 }.joined(separator: " ")
            if !text.isEmpty { entry.weather = text }
        }
        for kind in media {
            for item in fields[kind.key] as? [[String: Any]] ?? [] {
                guard let identifier = item["identifier"] as? String, let md5 = item["md5"] as? String else { continue }
                let type = (item["type"] as? String) ?? (item["format"] as? String) ?? kind.type
                let name = "\(md5).\(type)"
                // A name is a file of the export's own folder: a crafted export must not
                // bring `../../.ssh/id_rsa` into the store (and to every remote it syncs to).
                guard !name.contains("/"), !name.contains("\0"), !md5.isEmpty, !md5.hasPrefix(".") else {
                    problems.append(ImportProblem(origin: origin, message: Message(.importDayoneMediaOutside, ["file": "\(kind.folder)/\(name)"]), skipped: false))
                    continue
                }
                let relative = "\(kind.folder)/\(name)"
                // Opened without following links: a photo (or `photos/` itself) that is a link to
                // `/etc/passwd` is named, never read.
                switch SourceFolder(root: folder).check(relative) {
                case nil: break
                case .missing?:
                    problems.append(ImportProblem(origin: origin, message: Message(.importDayoneMissingMedia, ["file": relative]), skipped: false))
                    continue
                case let refusal?:
                    problems.append(ImportProblem(origin: origin, message: Message(.importTrustAttachment, ["file": relative])
                        .localizing("reason", refusal.message(source: sourceName ?? folder)), skipped: false))
                    continue
                }
                let target = kind.moment + identifier
                let named = body.contains("](\(target))")
                entry.attachments.append(ImportedAttachment(root: folder, relative: relative, name: name, link: named ? .replacing(target: target) : .appended))
            }
        }
        let listed = Set(media.flatMap { kind in
            (fields[kind.key] as? [[String: Any]] ?? []).compactMap { ($0["identifier"] as? String).map { kind.moment + $0 } }
        })
        for match in body.matches(of: /\]\((dayone-moment:[^)\s]+)\)/) where !listed.contains(String(match.output.1)) {
            problems.append(ImportProblem(origin: origin, message: Message(.importDayoneUnknownMoment, ["target": String(match.output.1)]), skipped: false))
        }
        return entry
    }

    /// The title is the first line that says something (not a photo), `#` and Markdown's
    /// backslash escapes taken off; the body is the text without it, as Day One has it.
    static func split(_ text: String) -> (title: String, body: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let i = lines.firstIndex(where: { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !(trimmed.hasPrefix("![](") && trimmed.hasSuffix(")"))
        }) else {
            return ("", text)
        }
        var title = lines[i].trimmingCharacters(in: .whitespaces)
        while title.hasPrefix("#") { title.removeFirst() }
        title = title.trimmingCharacters(in: .whitespaces).replacing(/\\([!-\/:-@\[-`{-~])/) { String($0.output.1) }
        lines.remove(at: i)
        var body = lines[...]
        while let first = body.first, first.trimmingCharacters(in: .whitespaces).isEmpty, body.count > 0 { body = body.dropFirst() }
        return (title, body.joined(separator: "\n"))
    }

    static func instant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// A JSON number as decimal text (`37.5735`, `-2`); `digits` rounds it.
    static func number(_ value: Any?, digits: Int? = nil) -> String? {
        guard let number = value as? NSNumber else { return (value as? String).flatMap { Double($0) != nil ? $0 : nil } }
        var double = number.doubleValue
        if let digits {
            let scale = pow(10.0, Double(digits))
            double = (double * scale).rounded() / scale
        }
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return "\(double)"
    }
}
