import Foundation

/// Which version `kept resolve --keep` keeps: this machine's (the file at the entry's own
/// path) or the other machine's (the conflict copy).
package enum ConflictSide: String, Sendable, CaseIterable {
    case mine, theirs
}

/// The text `kept resolve` opens in the editor: the entry as this machine has it, then a
/// separator line, then what the conflict copy says otherwise (its differing fields and the
/// lines only it has). What is above the separator when the editor closes becomes the entry.
package enum ConflictDraft {
    /// The separator's start; the whole line, and all below it, is dropped on save.
    package static let marker = "~~~~~~~~ kept resolve:"

    /// The marker, then the instructions in the user's language (only the marker is read back).
    static func separator(copy: String, language: Language) -> String {
        "\(marker) " + Message(.resolveSeparator, ["copy": copy]).text(in: language) + " ~~~~~~~~"
    }

    /// The text above the separator (all of it when the separator was deleted).
    package static func joined(_ draft: String) -> String {
        let lines = EntryDocument.splitLines(draft)
        guard let cut = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return draft }
        var kept = lines[..<cut].joined()
        // The blank line the draft put before the separator is not the user's.
        if kept.hasSuffix("\n\n") { kept.removeLast() }
        return kept
    }

    /// `mine` with the separator and what `theirs` says differently below it.
    static func make(mine: String, theirs: String, copy: String, language: Language = .english) -> String {
        let ours = EntryDocument(text: mine), other = EntryDocument(text: theirs)
        var below: [String] = []
        var fields: [String] = []
        for (key, value) in other.fields where ours.fields[key] != value {
            fields.append(other.spans[key].map { other.lines[$0].joined().trimmingCharacters(in: .newlines) } ?? "\(key): \(value.text)")
        }
        for key in ours.fields.keys where other.fields[key] == nil { fields.append("\(key): " + Message(.resolveCopyHasNo, ["key": key]).text(in: language)) }
        if !fields.isEmpty { below += [Message(.resolveFieldsThatDiffer).text(in: language)] + fields + [""] }
        let known = Set(EntryDocument.splitLines(ours.body).map { $0.trimmingCharacters(in: .newlines) })
        let lines = EntryDocument.splitLines(other.body).map { $0.trimmingCharacters(in: .newlines) }
            .filter { !known.contains($0) && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        if !lines.isEmpty { below += [Message(.resolveLinesOnlyCopyHas).text(in: language)] + lines }
        if ours.delimiters == nil && other.delimiters == nil && fields.isEmpty && lines.isEmpty { below = [theirs] }
        var text = mine
        if !text.hasSuffix("\n") { text += "\n" }
        while below.last?.isEmpty == true { below.removeLast() }
        return text + "\n" + separator(copy: copy, language: language) + "\n" + below.joined(separator: "\n") + "\n"
    }
}
