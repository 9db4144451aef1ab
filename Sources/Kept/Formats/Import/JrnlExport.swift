import Foundation

/// jrnl's JSON export (`jrnl --export json`):
/// `{"tags": {...}, "entries": [{"title", "body", "date", "time", "tags": ["@t"], "starred"}]}`.
enum JrnlExport {
    static func read(_ data: Data, name: String, path: String, timeZone: TimeZone) throws -> ImportReading {
        guard let entries = try ExportJSON.object(data, path: path, notExport: Message(.importJrnlNotExport))["entries"] as? [Any] else {
            throw KeptError.io(path, Message(.importJrnlNotExport))
        }
        var reading = ImportReading(program: "jrnl", sourceName: name)
        for (i, item) in entries.enumerated() {
            let origin = "\(name) entries[\(i)]"
            guard let fields = item as? [String: Any] else {
                reading.problems.append(ImportProblem(origin: origin, message: Message(.importNotAnObject), skipped: true))
                continue
            }
            guard let date = fields["date"] as? String else {
                reading.problems.append(ImportProblem(origin: origin, message: Message(.importJrnlNoDate), skipped: true))
                continue
            }
            let tags = (fields["tags"] as? [Any] ?? []).compactMap { $0 as? String }.map(JrnlJournalFile.bare)
            let entry = JrnlEntry(date: date, time: fields["time"] as? String ?? "00:00",
                                  title: fields["title"] as? String ?? "", body: fields["body"] as? String ?? "",
                                  tags: tags, starred: fields["starred"] as? Bool ?? false)
            do {
                reading.entries.append(try entry.imported(origin: origin, timeZone: timeZone))
            } catch let refusal as ImportEntryError {
                reading.problems.append(ImportProblem(origin: origin, message: refusal.message, skipped: true))
            }
        }
        return reading
    }
}
