import Foundation

/// An Anki package (`.apkg`, `.colpkg`) unpacked into a folder: in the legacy format
/// `collection.anki21` (or `collection.anki2`), the `media` map (`{"0": "photo.jpg"}`) and the
/// media files `0`, `1`, …; in the current one the same compressed (`AnkiCurrentPackage`).
///
/// Each note becomes one card: its deck the category (`Korean::Verbs` → `Korean-Verbs`), Basic
/// the title and body, "Basic (and reversed card)" `type: reversed`, a cloze note `type: cloze`,
/// its tags `tags:`, its pictures and sounds attachments, and `imported: anki:<guid>`. The
/// cards' review log comes along (`ImportedReview`).
package enum AnkiPackage {
    /// Reads the package unpacked in `folder`; `sourceName` is what messages call it (the file
    /// the user gave). `unzstd` unpacks the compressed members of a current package.
    package static func read(_ folder: String, sourceName: String, unzstd: @escaping ZstdDecompressor) throws -> ImportReading {
        let source = SourceFolder(root: folder)
        // Anki 2.1.50+ writes its own format with an old-format collection beside it that holds
        // one note telling old Ankis to upgrade: that note must never be imported.
        let current = try AnkiCurrentPackage.isCurrent(source, sourceName: sourceName)
        let db: SQLiteDatabase
        if current {
            let path = try AnkiCurrentPackage.collection(source, sourceName: sourceName, unzstd: unzstd)
            db = try SQLiteDatabase(path: path, name: "\(sourceName) (collection.anki21b)")
        } else {
            guard let file = ["collection.anki21", "collection.anki2"].first(where: { source.check($0) == nil }) else {
                throw KeptError.io(sourceName, Message(.importAnkiNoCollection))
            }
            db = try SQLiteDatabase(path: (folder as NSString).appendingPathComponent(file), name: "\(sourceName) (\(file))")
        }
        let collection = try AnkiCollection(db)
        var reading = ImportReading(program: "Anki", sourceName: (sourceName as NSString).lastPathComponent)
        let media = try AnkiMediaFiles(source, sourceName: sourceName, current: current, unzstd: unzstd, problems: &reading.problems)
        var otherTypes: [String: Int] = [:]
        var counts = ReviewCounts()
        for note in collection.notes {
            let origin = "note \(note.guid)"
            let place = Message(.importAnkiPlaceNote, ["guid": note.guid])
            guard let type = collection.noteTypes[note.type] else {
                reading.problems.append(ImportProblem(place: place, message: Message(.importAnkiUnknownNoteType, ["id": String(note.type)]), skipped: true))
                continue
            }
            let cards = collection.cards[note.id] ?? []
            let shape = AnkiNoteShape(type: type, note: note, cards: cards)
            if case .other = shape { otherTypes[type.name, default: 0] += 1 }
            var entry = shape.entry(origin: origin, guid: note.guid)
            entry.tags = note.tags
            let deck = cards.first.flatMap { collection.decks[$0.deck] } ?? "Default"
            entry.fields.append(("category", YAMLScalar.renderText(category(deck))))
            if cards.first?.queue == -1 { entry.fields.append(("suspended", "true")) }
            // The note's pictures and sounds, each once, from the package's numbered files.
            var attached: Set<String> = []
            for name in shape.media where attached.insert(name).inserted {
                switch try media.file(name) {
                case let .success(file):
                    entry.attachments.append(ImportedAttachment(root: file.root, relative: file.relative, name: name, link: .replacing(target: name)))
                case let .failure(missing):
                    reading.problems.append(ImportProblem(place: place, message: missing.message, skipped: false))
                }
            }
            for card in cards {
                let item = shape.item(of: card, among: cards)
                for review in collection.reviews[card.id] ?? [] {
                    guard (0...3).contains(review.type), let grade = Grade(rawValue: review.ease) else {
                        counts.rescheduled += 1
                        continue
                    }
                    guard let item else { counts.otherCards += 1; continue }
                    let imported = ImportedReview(time: Date(timeIntervalSince1970: Double(review.id) / 1000), grade: grade,
                                                  item: item.isEmpty ? nil : item)
                    entry.reviews.append(imported)
                }
            }
            reading.entries.append(entry)
        }
        if !otherTypes.isEmpty {
            let names = otherTypes.keys.sorted().map { "\($0) (\(otherTypes[$0]!))" }.joined(separator: ", ")
            reading.remarks.append(Message(.importAnkiOtherNoteTypes, count: otherTypes.values.reduce(0, +), ["types": names]))
        }
        if counts.rescheduled > 0 { reading.remarks.append(Message(.importAnkiReviewsRescheduled, count: counts.rescheduled)) }
        if counts.otherCards > 0 { reading.remarks.append(Message(.importAnkiReviewsOtherCards, count: counts.otherCards)) }
        return reading
    }

    private struct ReviewCounts {
        var rescheduled = 0
        var otherCards = 0
    }

    /// A deck as a category: Anki's `Parent::Child` as `Parent-Child`, so that two decks named
    /// alike under different parents stay apart and every category is one folder.
    static func category(_ deck: String) -> String {
        deck.components(separatedBy: "::").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "-")
    }
}
