import Crypto
import Foundation

/// Writes a planned deck (`AnkiDeckPlan`) as the files of a legacy Anki package, into a folder
/// the caller then zips: `collection.anki2` (SQLite, schema 11, as the `anki` library's legacy
/// exporter writes it), `media` (`{"0": "서울 사진.png"}`) and the pictures as `0`, `1`, ….
enum AnkiPackageWriter {
    /// The files written, in the order a zip should hold them.
    static func write(_ plan: AnkiDeckPlan, into folder: String, calendar: Calendar = .current) throws -> [String] {
        let path = (folder as NSString).appendingPathComponent("collection.anki2")
        let db = try SQLiteWriter(creating: path, name: path)
        try db.execute(schema)
        try db.execute("BEGIN")
        let milliseconds = Int64(plan.now.timeIntervalSince1970 * 1000)
        let seconds = milliseconds / 1000
        // Anki counts review days from the collection's creation, in its creation time zone,
        // with the day turning at midnight (`rollover` 0) as kept's days do.
        let created = plan.firstDay.start(in: calendar).addingTimeInterval(12 * 3600)
        let minutesWest = -(calendar.timeZone.secondsFromGMT(for: created) / 60)
        let conf: [String: Any] = [
            "schedVer": 2, "sched2021": true, "creationOffset": minutesWest, "rollover": 0, "nextPos": plan.cards.count + 1,
            "curDeck": 1, "activeDecks": [1], "curModel": AnkiNoteType.basic.id, "sortType": "noteFld", "sortBackwards": false,
            "addToCur": true, "dueCounts": true, "estTimes": true, "newSpread": 0, "collapseTime": 1200, "timeLim": 0,
            "dayLearnFirst": false,
        ]
        var models: [String: Any] = [:]
        for type in AnkiNoteType.allCases { models[String(type.id)] = type.json(deck: 1, modified: seconds) }
        var decks: [String: Any] = [:]
        for (id, name) in plan.decks {
            decks[String(id)] = [
                "id": id, "name": name, "mod": seconds, "usn": -1, "desc": "", "dyn": 0, "conf": 1, "collapsed": false,
                "browserCollapsed": false, "extendNew": 0, "extendRev": 0,
                "lrnToday": [0, 0], "revToday": [0, 0], "newToday": [0, 0], "timeToday": [0, 0],
            ] as [String: Any]
        }
        // The deck options carry the FSRS weights and retention kept schedules with.
        let options: [String: Any] = [
            "id": 1, "name": "Default", "mod": seconds, "usn": -1, "maxTaken": 60, "autoplay": true, "timer": 0, "replayq": true,
            "dyn": false,
            "new": ["bury": false, "delays": [1.0, 10.0], "initialFactor": 2500, "ints": [1, 4, 0], "order": 1, "perDay": 20] as [String: Any],
            "rev": ["bury": false, "ease4": 1.3, "ivlFct": 1.0, "maxIvl": 36500, "perDay": 200, "hardFactor": 1.2] as [String: Any],
            "lapse": ["delays": [10.0], "leechAction": 1, "leechFails": 8, "minInt": 1, "mult": 0.0] as [String: Any],
            "fsrsParams6": plan.fsrs.weights, "desiredRetention": plan.fsrs.retention,
        ]
        try db.insert("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", [[
            .int(Int64(created.timeIntervalSince1970)), .int(milliseconds), .int(milliseconds),
            .text(try json(conf)), .text(try json(models)), .text(try json(decks)), .text(try json(["1": options])),
        ]])
        try db.insert("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')", plan.notes.map { note in
            let sortField = sortText(note.fields[0])
            return [.int(note.id), .text(note.guid), .int(note.type.id), .int(note.modified),
                    .text(note.tags.isEmpty ? "" : " " + note.tags.joined(separator: " ") + " "),
                    .text(note.fields.joined(separator: "\u{1F}")), .text(sortField), .int(checksum(sortField))]
        })
        try db.insert("INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)", plan.cards.map { card in
            [.int(card.id), .int(card.note), .int(card.deck), .int(Int64(card.ord)), .int(seconds), .int(Int64(card.type)),
             .int(Int64(card.queue)), .int(Int64(card.due)), .int(Int64(card.interval)), .int(card.type == 0 ? 0 : 2500),
             .int(Int64(card.reps)), .int(Int64(card.lapses)), .text(card.data)]
        })
        try db.insert("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, 0, ?)", plan.revlog.map { row in
            [.int(row.id), .int(row.card), .int(Int64(row.ease)), .int(Int64(row.interval)), .int(Int64(row.lastInterval)),
             .int(row.type == 0 ? 0 : 2500), .int(Int64(row.type))]
        })
        try db.execute("COMMIT")
        var files = ["collection.anki2", "media"]
        var map: [String: String] = [:]
        for (number, picture) in plan.fields.media.enumerated() {
            guard let data = FileManager.default.contents(atPath: picture.source) else {
                throw KeptError.io(picture.source, Message(.importCannotReadSource))
            }
            try AtomicFile.write(data, to: (folder as NSString).appendingPathComponent(String(number)))
            map[String(number)] = picture.name
            files.append(String(number))
        }
        try AtomicFile.write(try json(map), to: (folder as NSString).appendingPathComponent("media"))
        return files
    }

    private static func json(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }

    /// A field as Anki sorts and checks duplicates by: its text without tags.
    static func sortText(_ html: String) -> String {
        AnkiHTML.entities(html.replacing(/<[^>]*>/, with: "")).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Anki's note checksum: the first 8 hex digits of the SHA-1 of the sort field, as a number.
    static func checksum(_ text: String) -> Int64 {
        let digest = Insecure.SHA1.hash(data: Data(text.utf8))
        return digest.prefix(4).reduce(Int64(0)) { $0 << 8 | Int64($1) }
    }

    /// The tables of a schema 11 collection, as Anki creates them.
    static let schema = """
        CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
          ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
          models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
        CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
          usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
          flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
          mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
          ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL,
          odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
          ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
        CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """
}
