import Foundation
internal import KeptGit

/// What jrnl's two forms (its JSON export and its journal file) have in common: an entry of
/// date, time, title, body, tags and a star, and the id kept records for it.
struct JrnlEntry {
    /// `2024-03-09`
    var date: String
    /// `21:30`
    var time: String
    var title: String
    var body: String
    /// Without their `@` (or `#`), as jrnl found them.
    var tags: [String]
    var starred: Bool

    /// `jrnl:` and the first 16 hex digits of the git blob id of date, time, title and body:
    /// the same entry read from the export or from the journal file gets the same id, and an
    /// entry edited in jrnl afterwards is a new one.
    var importedID: String {
        let text = "\(date) \(time)\n\(title)\n\(body)"
        return "jrnl:" + ObjectID.blob(hashing: Data(text.utf8)).hex.prefix(16)
    }

    func imported(origin: String, timeZone: TimeZone) throws -> ImportedEntry {
        guard let when = ImportedDate(local: "\(date) \(time)", timeZone: timeZone) else {
            throw ImportEntryError(Message(.importJrnlBadDate, ["date": "\(date) \(time)"]))
        }
        return ImportedEntry(origin: origin, importedID: importedID, title: title, date: when, body: body,
                             tags: tags, starred: starred)
    }
}

/// jrnl, as `kept import jrnl FILE` reads it: the JSON export or the journal file itself.
package enum Jrnl {
    /// Reads `path`: JSON when it is an export (`jrnl --export json`), a folder journal
    /// (`YYYY/MM/DD.txt`) when it is a folder, else a journal file, its dates written in
    /// `timeFormat` (jrnl's `timeformat`). An encrypted journal is refused: jrnl must decrypt it first.
    /// `tagSymbols` is the journal's `tagsymbols`.
    package static func read(_ path: String, timeFormat: JrnlTimeFormat = .standard, tagSymbols: String = "#@",
                             timeZone: TimeZone = .current) throws -> ImportReading {
        let name = (path as NSString).lastPathComponent
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return try JrnlFolderJournal.read(path, timeFormat: timeFormat, tagSymbols: tagSymbols, timeZone: timeZone)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KeptError.io(path, Message(.importCannotReadSource))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw KeptError.io(path, Message(.importJrnlNotText))
        }
        let start = text.drop { $0.isWhitespace }
        if start.hasPrefix("gAAAAA") {
            throw KeptError.io(path, Message(.importJrnlEncrypted))
        }
        if start.hasPrefix("{") {
            return try JrnlExport.read(data, name: name, path: path, timeZone: timeZone)
        }
        do {
            return try JrnlJournalFile.read(text, name: name, timeZone: timeZone, timeFormat: timeFormat,
                                            tagSymbols: tagSymbols)
        } catch let refusal as ImportEntryError {
            throw KeptError.io(path, refusal.message)
        }
    }
}
