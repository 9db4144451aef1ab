import Foundation

/// kept's cards as Anki's notes, cards and review log, before they are written (a package's
/// collection, or the rows of a CSV):
///
/// - a card is a note: a basic card `Basic` (title → Front, body → Back), `type: reversed`
///   "Basic (and reversed card)", `type: cloze` `Cloze` (its body the Text, clozes as written);
/// - its category is its deck (one level: a category is one folder; `kept import anki` reads
///   `A::B` as `A-B`, and `A-B` goes back as the deck `A-B`), its tags the note's tags;
/// - its guid is the Anki note it came from (`imported: anki:<guid>`), else `kept-<id>`: the same
///   card exported again updates Anki's note instead of adding another;
/// - each review item is an Anki card: reviewed ones with their FSRS state (due day, interval,
///   reviews, lapses, stability and difficulty), new ones new, and every review of the logs a
///   `revlog` row, so the history carries over.
struct AnkiDeckPlan {
    struct Note {
        let id: Int64
        let guid: String
        let type: AnkiNoteType
        let fields: [String]
        let tags: [String]
        let deck: String
        let modified: Int64
    }

    struct CardRow {
        let id: Int64
        let note: Int64
        let deck: Int64
        let ord: Int
        /// 0 new, 2 review.
        let type: Int
        /// 0 new, 2 review, -1 suspended.
        let queue: Int
        /// A new card's position, a review card's day counted from the collection's first day.
        let due: Int
        let interval: Int
        let reps: Int
        let lapses: Int
        /// Anki's FSRS memory (`{"s":…,"d":…}`), `{}` for a new card.
        let data: String
    }

    struct Revlog {
        let id: Int64
        let card: Int64
        let ease: Int
        let interval: Int
        let lastInterval: Int
        /// 0 a new card's first answer, 1 a review.
        let type: Int
    }

    private(set) var notes: [Note] = []
    private(set) var cards: [CardRow] = []
    private(set) var revlog: [Revlog] = []
    /// Deck names by id; `Default` (1) is always there, as Anki requires.
    private(set) var decks: [Int64: String] = [1: "Default"]
    let fields: AnkiFieldHTML
    /// The collection's first day: review cards' due days count from it.
    let firstDay: Day
    let now: Date
    let fsrs: FSRS

    /// Plans `entries` (card entries only), their schedule and the reviews in `records`.
    init(entries: [Entry], store: Store, schedule: ReviewSchedule, records: [ReviewRecord], now: Date,
         calendar: Calendar = .current) {
        self.now = now
        fsrs = schedule.fsrs
        fields = AnkiFieldHTML(store: store)
        let today = Day(now, calendar: calendar)
        firstDay = min(today, records.first.map { Day($0.time, calendar: calendar) } ?? today)
        let byCard = Dictionary(grouping: records, by: \.card)
        let stamp = Int64(now.timeIntervalSince1970 * 1000)
        var deckIDs: [String: Int64] = [:]
        var usedRevlogIDs: Set<Int64> = []
        var newPosition = 0
        for (index, entry) in entries.enumerated() {
            let id = EntryID.of(entry)
            let type = CardType.of(entry)
            let items = ReviewItem.items(type: type, body: entry.body)
            let noteType = AnkiNoteType(type, items: items)
            let card = Card(entry: entry, state: nil)
            let deckName = card.category
            // Anki's deck names are one whatever their case, and `Default` is deck 1.
            let deckKey = deckName.lowercased()
            if deckIDs[deckKey] == nil {
                let next = deckKey == "default" ? 1 : stamp + Int64(deckIDs.count + 1)
                deckIDs[deckKey] = next
                decks[next] = deckName
            }
            let deck = deckIDs[deckKey]!
            // Ids as Anki makes them (milliseconds), one apart: notes and cards are counted alike.
            let noteID = stamp + Int64(index)
            let imported = entry.value(of: "imported").flatMap { $0.hasPrefix("anki:") ? String($0.dropFirst(5)) : nil }
            let body = noteType == .cloze ? entry.body : String(Entry.afterTitleHeading(entry.body, title: entry.title))
            let noteFields: [String]
            if noteType == .cloze {
                noteFields = [fields.html(body, entryPath: entry.path), ""]
            } else if let sides = AnkiFrontMedia.split(title: entry.title, body: body) {
                // A front that was a sound or a picture alone goes back to the front.
                noteFields = [AnkiFrontMedia.unwrapped(fields.html(sides.front, entryPath: entry.path)), fields.html(sides.back, entryPath: entry.path)]
            } else {
                noteFields = [HTMLText.escape(entry.title), fields.html(body, entryPath: entry.path)]
            }
            notes.append(Note(id: noteID, guid: imported ?? Self.guid(ofCardID: id), type: noteType, fields: noteFields,
                              tags: entry.tags.map { $0.replacing(/\s+/, with: "_") }, deck: decks[deck]!,
                              modified: Int64(now.timeIntervalSince1970)))
            let suspended = card.isSuspended
            // Reviews in a card's log only count once it has an id (given on its first review).
            let reviews = entry.value(of: "id").map { byCard[$0] ?? [] } ?? []
            for (position, item) in items.enumerated() {
                let cardID = stamp + Int64(cards.count)
                let logItem = position == 0 ? nil : item.name
                let answers = reviews.filter { $0.item == logItem }
                var state: ReviewSchedule.State?
                for answer in answers {
                    let after = schedule.after(state, grade: answer.grade, at: answer.time, card: answer.card)
                    var revlogID = Int64(answer.time.timeIntervalSince1970) * 1000
                    // Two answers in one second (two machines, two items) need ids of their own.
                    while !usedRevlogIDs.insert(revlogID).inserted { revlogID += 1 }
                    revlog.append(Revlog(id: revlogID, card: cardID, ease: answer.grade.rawValue, interval: after.interval,
                                         lastInterval: state?.interval ?? 0, type: state == nil ? 0 : 1))
                    state = after
                }
                let ord = AnkiNoteType.ord(of: item)
                if let state {
                    let due = firstDay.days(until: Day(state.due, calendar: calendar))
                    cards.append(CardRow(id: cardID, note: noteID, deck: deck, ord: ord, type: 2, queue: suspended ? -1 : 2,
                                         due: due, interval: state.interval, reps: state.reviews, lapses: state.lapses,
                                         data: memory(state, fsrs: schedule.fsrsByCard[id] ?? schedule.fsrs)))
                } else {
                    newPosition += 1
                    cards.append(CardRow(id: cardID, note: noteID, deck: deck, ord: ord, type: 0, queue: suspended ? -1 : 0,
                                         due: newPosition, interval: 0, reps: 0, lapses: 0, data: "{}"))
                }
            }
        }
        revlog.sort { $0.id < $1.id }
    }

    /// The guid of the note a card of kept becomes (one Anki made keeps Anki's).
    static func guid(ofCardID id: String) -> String { "kept-" + id }

    /// What `kept import anki` records of that note: the store it came from knows the card by it.
    static func importedID(ofCardID id: String) -> String { "anki:" + guid(ofCardID: id) }

    /// Anki's FSRS fields of a card (`data`): stability, difficulty, desired retention, decay
    /// and the last review, so Anki's FSRS goes on from kept's state.
    private func memory(_ state: ReviewSchedule.State, fsrs: FSRS) -> String {
        func number(_ value: Double) -> String { String(format: "%.4f", value) }
        return "{\"s\":\(number(state.memory.stability)),\"d\":\(number(state.memory.difficulty)),\"dr\":\(number(fsrs.retention)),"
            + "\"decay\":\(number(fsrs.weights[20])),\"lrt\":\(Int64(state.lastReview.timeIntervalSince1970))}"
    }
}
