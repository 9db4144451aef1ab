import Foundation
import Yams

/// What kept needs of jrnl's own settings file (`~/.config/jrnl/jrnl.yaml`): the time format
/// its journals are written in. A journal of its own may have its own (`journals: {work:
/// {journal: ~/work.txt, timeformat: …}}`), else the file's top-level `timeformat` holds.
package struct JrnlConfig: Sendable {
    package let timeFormat: JrnlTimeFormat?
    /// Each journal's path as written (`~/journal.txt`) and its own time format, if it has one.
    package let journals: [(name: String, path: String, timeFormat: JrnlTimeFormat?)]

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
        for (name, value) in (settings["journals"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let path = value as? String {
                journals.append((name, path, nil))
            } else if let journal = value as? [String: Any], let path = journal["journal"] as? String {
                journals.append((name, path, (journal["timeformat"] as? String).map(JrnlTimeFormat.init)))
            }
        }
        return JrnlConfig(timeFormat: (settings["timeformat"] as? String).map(JrnlTimeFormat.init), journals: journals)
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
        func normal(_ path: String) -> String {
            var path = path
            if let home, path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
            path = (path as NSString).standardizingPath
            return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        }
        let wanted = normal(source)
        let own = journals.first { normal($0.path) == wanted }?.timeFormat
        return own ?? timeFormat ?? .standard
    }
}
