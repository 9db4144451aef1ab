import Foundation

/// What kept reads of an Anki collection (schema 11, the `collection.anki21` or
/// `collection.anki2` of a legacy package, or schema 18, the `collection.anki21b` of a current
/// one): note types and decks, the notes, their cards and the cards' review log.
struct AnkiCollection {
    struct NoteType {
        let name: String
        /// Anki's model type: 1 is a cloze note type.
        let isCloze: Bool
        let fields: [String]
        let templates: Int
    }

    struct Note {
        let id: Int64
        let guid: String
        let type: Int64
        let tags: [String]
        let fields: [String]
    }

    struct CardRow {
        let id: Int64
        let note: Int64
        let deck: Int64
        /// The template (or, for a cloze note, the cloze number less one) the card shows.
        let ord: Int
        /// -1 when suspended.
        let queue: Int
    }

    struct Review {
        let card: Int64
        /// Milliseconds since 1970, when it was answered.
        let id: Int64
        let ease: Int
        /// 0 learn, 1 review, 2 relearn, 3 filtered, 4 manual, 5 rescheduled.
        let type: Int
    }

    let noteTypes: [Int64: NoteType]
    /// Deck names as Anki writes them, `Parent::Child`.
    let decks: [Int64: String]
    let notes: [Note]
    let cards: [Int64: [CardRow]]
    let reviews: [Int64: [Review]]

    init(_ db: SQLiteDatabase) throws {
        let tables = Set(try db.rows("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) })
        guard tables.isSuperset(of: ["notes", "cards", "revlog"]) else {
            throw KeptError.io(db.name, Message(.importAnkiNotCollection))
        }
        // Schema 15 and later (Anki 2.1.28 on; 18 in the `collection.anki21b` of a current
        // package) keeps note types and decks in tables of their own, schema 11 as JSON in `col`.
        if tables.contains("notetypes") {
            guard tables.isSuperset(of: ["fields", "templates", "decks"]) else {
                throw KeptError.io(db.name, Message(.importAnkiNotCollection))
            }
            (noteTypes, decks) = try Self.schema18(db)
        } else {
            guard tables.contains("col") else { throw KeptError.io(db.name, Message(.importAnkiNotCollection)) }
            (noteTypes, decks) = try Self.schema11(db)
        }
        notes = try db.rows("SELECT id, guid, mid, tags, flds FROM notes ORDER BY id") { row in
            Note(id: row.int(0), guid: row.text(1), type: row.int(2),
                 tags: row.text(3).split(whereSeparator: \.isWhitespace).map(String.init),
                 fields: row.text(4).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init))
        }
        cards = Dictionary(grouping: try db.rows("SELECT id, nid, did, ord, queue FROM cards ORDER BY nid, ord") { row in
            CardRow(id: row.int(0), note: row.int(1), deck: row.int(2), ord: Int(row.int(3)), queue: Int(row.int(4)))
        }, by: \.note)
        reviews = Dictionary(grouping: try db.rows("SELECT cid, id, ease, type FROM revlog ORDER BY id") { row in
            Review(card: row.int(0), id: row.int(1), ease: Int(row.int(2)), type: Int(row.int(3)))
        }, by: \.card)
    }

    /// Note types and decks of a schema-11 collection: the `models` and `decks` JSON of `col`.
    private static func schema11(_ db: SQLiteDatabase) throws -> ([Int64: NoteType], [Int64: String]) {
        let col = try db.rows("SELECT models, decks FROM col LIMIT 1") { ($0.text(0), $0.text(1)) }
        guard let (modelsJSON, decksJSON) = col.first,
              let models = try? JSONSerialization.jsonObject(with: Data(modelsJSON.utf8)) as? [String: Any],
              let deckList = try? JSONSerialization.jsonObject(with: Data(decksJSON.utf8)) as? [String: Any] else {
            throw KeptError.io(db.name, Message(.importAnkiNotCollection))
        }
        var noteTypes: [Int64: NoteType] = [:]
        for (key, value) in models {
            guard let id = Int64(key), let model = value as? [String: Any] else { continue }
            let fields = (model["flds"] as? [[String: Any]] ?? [])
                .sorted { ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0) }
                .map { $0["name"] as? String ?? "" }
            noteTypes[id] = NoteType(name: model["name"] as? String ?? key, isCloze: model["type"] as? Int == 1,
                                     fields: fields, templates: (model["tmpls"] as? [Any])?.count ?? 0)
        }
        var decks: [Int64: String] = [:]
        for (key, value) in deckList {
            if let id = Int64(key), let name = (value as? [String: Any])?["name"] as? String { decks[id] = name }
        }
        return (noteTypes, decks)
    }
}
