import Foundation

/// Commit messages in one form: `<folder>: <verb> <entry>`, e.g. `diary: add 2026-11-22 첫눈`,
/// `cards: remove 살다`, `fridge: set 김치 quantity 2 → 1`.
enum CommitMessage {
    static func make(_ verb: String, _ document: EntryDocument, path: String, kind: Kind, detail: String = "") -> String {
        make(summary(verb, document, path: path, kind: kind, details: [detail]), kind: kind)
    }

    /// The message of a change `summary` says, in `kind`'s folder.
    static func make(_ summary: ChangeSummary, kind: Kind) -> String { "\(kind.folder): \(summary.text)" }

    static func summary(_ verb: String, _ document: EntryDocument, path: String, kind: Kind, details: [String]) -> ChangeSummary {
        ChangeSummary(verb: verb, entry: label(document, path: path, kind: kind), details: details)
    }

    /// How an entry is named in a message: its title, after its day for kinds filed by date.
    static func label(_ document: EntryDocument, path: String, kind: Kind) -> String {
        let entry = Entry(path: path, kind: kind.name, document: document)
        let title = entry.title.replacingOccurrences(of: "\n", with: " ")
        let filedByDate = !kind.pathFields.isDisjoint(with: ["date", "year"])
        if filedByDate, let date = entry.date(in: kind) {
            return title.hasPrefix(date.day.iso) ? title : "\(date.day.iso) \(title)"
        }
        return title
    }
}
