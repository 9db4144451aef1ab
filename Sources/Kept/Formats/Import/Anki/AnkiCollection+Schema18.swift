import Foundation

extension AnkiCollection {
    /// Note types and decks of a schema-18 collection: rows of `notetypes` (whose `config` is
    /// the protobuf `Notetype.Config`: field 1 the kind, 1 for cloze), `fields` and `templates`
    /// by note type and order, and `decks`, whose names part their levels with U+001F where
    /// Anki shows `::`.
    static func schema18(_ db: SQLiteDatabase) throws -> ([Int64: NoteType], [Int64: String]) {
        var fields: [Int64: [String]] = [:]
        let fieldRows = try db.rows("SELECT ntid, name FROM fields ORDER BY ntid, ord") { ($0.int(0), $0.text(1)) }
        for (type, name) in fieldRows {
            fields[type, default: []].append(name)
        }
        let templates = Dictionary(uniqueKeysWithValues: try db.rows("SELECT ntid, count(*) FROM templates GROUP BY ntid") {
            ($0.int(0), Int($0.int(1)))
        })
        var noteTypes: [Int64: NoteType] = [:]
        let typeRows = try db.rows("SELECT id, name, config FROM notetypes") { ($0.int(0), $0.text(1), $0.blob(2)) }
        for (id, name, config) in typeRows {
            let kind: UInt64
            do {
                kind = try ProtobufMessage(config).varint(1)
            } catch {
                throw KeptError.io(db.name, Message(.importAnkiBadNoteType, ["name": name]))
            }
            noteTypes[id] = NoteType(name: name, isCloze: kind == 1, fields: fields[id] ?? [], templates: templates[id] ?? 0)
        }
        var decks: [Int64: String] = [:]
        let deckRows = try db.rows("SELECT id, name FROM decks") { ($0.int(0), $0.text(1)) }
        for (id, name) in deckRows {
            decks[id] = name.replacingOccurrences(of: "\u{1F}", with: "::")
        }
        return (noteTypes, decks)
    }
}
