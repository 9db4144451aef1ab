import Foundation

/// jrnl's folder journal (`journal: some/dir/` in jrnl.yaml): one file a day,
/// `YYYY/MM/DD.txt`, each a journal file of that day's entries. As jrnl 4.6 reads it, the
/// folders name the day (#2006), the stamps give the time, and files elsewhere are not its.
enum JrnlFolderJournal {
    static func read(_ folder: String, timeFormat: JrnlTimeFormat, tagSymbols: String = JrnlJournalFile.defaultTagSymbols,
                     timeZone: TimeZone) throws -> ImportReading {
        let name = (folder as NSString).lastPathComponent + "/"
        var reading = ImportReading(program: "jrnl", sourceName: name)
        let files = dayFiles(in: folder)
        guard !files.isEmpty else { throw KeptError.io(folder, Message(.importJrnlEmptyFolder)) }
        var refusal: ImportEntryError?
        for file in files {
            // Not through a link (`2024/03/09.txt -> ~/.ssh/id_ed25519`, a linked year folder):
            // nothing outside the journal's folder is read.
            let data: Data
            switch SourceFolder(root: folder).read(file.relative) {
            case let .success(read): data = read
            case let .failure(refusal):
                reading.problems.append(ImportProblem(origin: file.relative, message: refusal.message(source: name), skipped: true))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                reading.problems.append(ImportProblem(origin: file.relative, message: Message(.importJrnlNotText), skipped: true))
                continue
            }
            do {
                let day = try JrnlJournalFile.read(text, name: file.relative, timeZone: timeZone, timeFormat: timeFormat,
                                                   tagSymbols: tagSymbols, day: file.day)
                reading.entries += day.entries
                reading.problems += day.problems
            } catch let error as ImportEntryError {
                refusal = refusal ?? error
                reading.problems.append(ImportProblem(origin: file.relative, message: error.message, skipped: true))
            }
        }
        // Not one file in the time format: say that, not a problem per file.
        if reading.entries.isEmpty, let refusal { throw KeptError.io(folder, refusal.message) }
        return reading
    }

    /// `2024/03/09.txt` and its day, for every file jrnl would read, in order: four-digit year
    /// folders, month folders 01–12, day files 01–31 that are a day of that month.
    static func dayFiles(in folder: String) -> [(relative: String, day: String)] {
        func names(_ path: String, _ pattern: Regex<Substring>) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.wholeMatch(of: pattern) != nil }.sorted()
        }
        var files: [(relative: String, day: String)] = []
        for year in names(folder, /[0-9]{4}/) {
            for month in names(folder + "/" + year, /[01][0-9]/) where (1...12).contains(Int(month) ?? 0) {
                for file in names(folder + "/" + year + "/" + month, /[0-3][0-9]\.txt/) {
                    let day = String(file.prefix(2))
                    guard let iso = Day(iso: "\(year)-\(month)-\(day)")?.iso else { continue }
                    files.append(("\(year)/\(month)/\(file)", iso))
                }
            }
        }
        return files
    }
}
