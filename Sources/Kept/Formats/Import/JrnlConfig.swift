import Foundation
import Yams

/// What kept needs of jrnl's own settings file (`~/.config/jrnl/jrnl.yaml`): the time format
/// its journals are written in and the symbols that start a tag (`tagsymbols`, `#@` by
/// default). A journal of its own may have its own (`journals: {work: {journal: ~/work.txt, timeformat:
/// …, tagsymbols: '@'}}`), else the file's top-level setting holds, as jrnl scopes them.
package struct JrnlConfig: Sendable {
    package let timeFormat: JrnlTimeFormat?
    /// Each journal's path as written (`~/journal.txt`) and its own time format, if it has one.
    package let journals: [(name: String, path: String, timeFormat: JrnlTimeFormat?)]
    /// The file's `tagsymbols`, and each journal's own (by name).
    package var tagSymbols: String?
    package var journalTagSymbols: [String: String] = [:]

    package static func read(_ path: String) throws -> JrnlConfig {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw KeptError.io(path, Message(.importCannotReadSource))
        }
        let object: Any?
        do { object = try Yams.load(yaml: text) } catch {
            throw KeptError.io(path, Message(.importJrnlBadConfig, ["detail": "\(error)"]))
        }
        guard let settings = object as? [String: Any] else {
            throw KeptError.io(path, Message(.importJrnlBadConfig, ["detail": "not `key: value` settings"]))
        }
        var journals: [(name: String, path: String, timeFormat: JrnlTimeFormat?)] = []
        var journalTagSymbols: [String: String] = [:]
        for (name, value) in (settings["journals"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let path = value as? String {
                journals.append((name, path, nil))
            } else if let journal = value as? [String: Any], let path = journal["journal"] as? String {
                journals.append((name, path, (journal["timeformat"] as? String).map(JrnlTimeFormat.init)))
                if let symbols = journal["tagsymbols"] as? String { journalTagSymbols[path] = symbols }
            }
        }
        var config = JrnlConfig(timeFormat: (settings["timeformat"] as? String).map(JrnlTimeFormat.init), journals: journals)
        config.tagSymbols = settings["tagsymbols"] as? String
        config.journalTagSymbols = journalTagSymbols
        return config
    }

    /// The symbols that start a tag in the journal at `source` (a full path): its own
    /// `tagsymbols`, else the file's, else jrnl's default `#@`.
    package func tagSymbols(of source: String, home: String?) -> String {
        let wanted = Self.normal(source, home: home)
        let own = journalTagSymbols.first { Self.normal($0.key, home: home) == wanted }?.value
        return own ?? tagSymbols ?? JrnlJournalFile.defaultTagSymbols
    }

    /// A path as written in the file (`~/journal.txt`), made full and tidy, to compare.
    static func normal(_ path: String, home: String?) -> String {
        var path = path
        if let home, path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
        path = (path as NSString).standardizingPath
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// The path of the journal jrnl writes to when none is named (`default`, else the only
    /// one), with `~` as `home`.
    package func defaultJournal(home: String?) -> String? {
        guard let path = journals.first(where: { $0.name == "default" })?.path ?? (journals.count == 1 ? journals[0].path : nil) else { return nil }
        if let home, path == "~" || path.hasPrefix("~/") { return home + path.dropFirst() }
        return path
    }

    /// The time format of the journal at `source` (a full path): its own, else the file's, else
    /// jrnl's default. `home` stands for `~` in the file's paths.
    package func timeFormat(of source: String, home: String?) -> JrnlTimeFormat {
        let wanted = Self.normal(source, home: home)
        let own = journals.first { Self.normal($0.path, home: home) == wanted }?.timeFormat
        return own ?? timeFormat ?? .standard
    }
}
