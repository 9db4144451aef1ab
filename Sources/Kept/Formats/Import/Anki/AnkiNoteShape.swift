import Foundation

/// What an Anki note becomes as a kept card, by its note type.
enum AnkiNoteShape {
    /// Basic (and "optional reversed" without its reverse card): front and back.
    case basic(front: String, back: String)
    /// "Basic (and reversed card)", or "optional reversed" with the reverse card: `type: reversed`.
    case reversed(front: String, back: String)
    /// A cloze note type: the Text (its `{{c1::…}}` as written) and Back Extra.
    case cloze(text: String, extra: String)
    /// Any other note type: the first field, then the others under their names.
    case other(front: String, rest: [(name: String, value: String)])

    init(type: AnkiCollection.NoteType, note: AnkiCollection.Note, cards: [AnkiCollection.CardRow]) {
        let fields = note.fields
        func field(_ i: Int) -> String { i < fields.count ? fields[i] : "" }
        if type.isCloze {
            let extra = type.fields.firstIndex(of: "Back Extra") ?? 1
            self = .cloze(text: field(0), extra: field(extra))
        } else if type.templates == 2, fields.count >= 2, cards.contains(where: { $0.ord == 1 }),
                  fields.count == 2 || type.fields.count == 3 && type.fields[2].lowercased().contains("reverse") {
            self = .reversed(front: field(0), back: field(1))
        } else if fields.count >= 2, fields.dropFirst(2).allSatisfy({ $0.isEmpty }) {
            self = .basic(front: field(0), back: field(1))
        } else {
            let names = type.fields + (type.fields.count < fields.count ? (type.fields.count..<fields.count).map { "\($0 + 1)" } : [])
            self = .other(front: field(0), rest: (1..<max(fields.count, 1)).map { (names[$0], fields[$0]) })
        }
    }

    /// The card's entry: the title is the front's first line, the rest of the front (and any
    /// picture on it) opens the body, since a title is one line of text.
    func entry(origin: String, guid: String) -> ImportedEntry {
        var front: String, back: [String], type: String?
        switch self {
        case let .basic(f, b): (front, back, type) = (f, [AnkiHTML.markdown(b).text], nil)
        case let .reversed(f, b): (front, back, type) = (f, [AnkiHTML.markdown(b).text], "reversed")
        case let .cloze(text, extra):
            let body = [AnkiHTML.markdown(text).text, AnkiHTML.markdown(extra).text].filter { !$0.isEmpty }
            var entry = ImportedEntry(origin: origin, importedID: "anki:\(guid)", title: Self.title(Self.clozeAnswers(body.first ?? "")), date: nil,
                                      body: body.joined(separator: "\n\n"))
            entry.fields.append(("type", "cloze"))
            return entry
        case let .other(f, rest):
            front = f
            back = rest.compactMap { name, value in
                let text = AnkiHTML.markdown(value).text
                return text.isEmpty ? nil : "## \(name)\n\n\(text)"
            }
            type = nil
        }
        let frontText = AnkiHTML.markdown(front).text
        let title = Self.title(frontText)
        var lines = frontText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.firstIndex(where: { Self.plain($0) == title }) { lines.remove(at: first) }
        let restOfFront = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        var entry = ImportedEntry(origin: origin, importedID: "anki:\(guid)", title: title, date: nil,
                                  body: ([restOfFront] + back).filter { !$0.isEmpty }.joined(separator: "\n\n"))
        if let type { entry.fields.append(("type", type)) }
        return entry
    }

    /// Every picture and sound the note's fields link to.
    var media: [String] {
        switch self {
        case let .basic(f, b), let .reversed(f, b): AnkiHTML.markdown(f).media + AnkiHTML.markdown(b).media
        case let .cloze(t, e): AnkiHTML.markdown(t).media + AnkiHTML.markdown(e).media
        case let .other(f, rest): AnkiHTML.markdown(f).media + rest.flatMap { AnkiHTML.markdown($0.value).media }
        }
    }

    /// The review item an Anki card of the note is: "" for the card itself (the first
    /// template, the lowest cloze), `reverse`, `c<N>`; nil when kept has no item for it (the
    /// later templates of another note type).
    func item(of card: AnkiCollection.CardRow, among cards: [AnkiCollection.CardRow]) -> String? {
        switch self {
        case .cloze:
            // Card `ord` is the cloze number less one.
            return card.ord == cards.map(\.ord).min() ? "" : "c\(card.ord + 1)"
        case .reversed: return card.ord == 0 ? "" : card.ord == 1 ? "reverse" : nil
        case .basic, .other: return card.ord == 0 ? "" : nil
        }
    }

    /// A title from a field's Markdown: its first line with words, pictures and sounds taken
    /// out (they stay in the body); the file's name when the front is only a picture.
    static func title(_ markdown: String) -> String {
        let lines = markdown.split(separator: "\n").map { plain(String($0)) }
        if let line = lines.first(where: { !$0.isEmpty }) { return line }
        return markdown.firstMatch(of: /\]\(([^)]+)\)/).map { String($0.output.1) } ?? "…"
    }

    /// A line without its picture and sound links, trimmed.
    static func plain(_ line: String) -> String {
        (line.contains("](") ? line.replacing(/!?\[[^\]]*\]\([^)]*\)/, with: "") : line).trimmingCharacters(in: .whitespaces)
    }

    /// Cloze text as read aloud: `{{c1::서울::도시}}` as `서울`.
    static func clozeAnswers(_ text: String) -> String {
        text.replacing(/\{\{c\d+::(.*?)(?:::[^}]*)?\}\}/) { String($0.output.1) }
    }
}
