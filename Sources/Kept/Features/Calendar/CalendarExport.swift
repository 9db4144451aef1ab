import Foundation

/// Which entries become calendar events, and on which day, for `kept export --to ics`.
///
/// Fridge items that are in stock fall on their expiry date; other kinds on the day of their
/// dating field (a diary's `date`). Cards fall on their next review's due day, which only the
/// store's review logs know: pass `store` for them.
package enum CalendarExport {
    ///
    /// No UID is given twice: a sync's conflict copy beside its entry is that entry's event as
    /// the other machine wrote it (same id), so it is left out (`kept conflicts` names it); any
    /// other entry whose id another already has (a copied file, which `kept check` names) is
    /// known by the id derived from its path.
    package static func events(for entries: [Entry], kind: Kind, store: Store? = nil,
                              today: Day = Day(Date()), language: Language = .english) throws -> [CalendarEvent] {
        let paths = Set(entries.map(\.path))
        let entries = entries.filter { ConflictCopy.original(of: $0.path).map { !paths.contains($0) } ?? true }
        let event: (Entry) -> CalendarEvent?
        switch kind.name {
        case "fridge": event = { fridgeEvent($0, language) }
        case "card":
            guard let store else {
                throw KeptError.notOnCalendar(.cardsWithoutTheirStore)
            }
            let schedule = try ReviewSchedule.load(store)
            event = { entry in
                guard entry.problem == nil else { return nil }
                return cardEvent(Card(entry: entry, state: entry.value(of: "id").flatMap { schedule.states[$0] }), today: today, language)
            }
        default:
            guard kind.dateField != nil else {
                throw KeptError.notOnCalendar(.noDateField(kind: kind.name))
            }
            event = { entry in
                entry.date(in: kind).map {
                    CalendarEvent(uid: uid(of: entry), day: $0.day, summary: entry.title,
                                  description: entry.excerpt, categories: entry.tags)
                }
            }
        }
        var taken: Set<String> = []
        return entries.compactMap { entry in
            guard let made = event(entry) else { return nil }
            if taken.insert(made.uid).inserted { return made }
            let own = "\(EntryID.derived(kind: entry.kind, path: entry.path))@kept"
            taken.insert(own)
            return CalendarEvent(uid: own, day: made.day, summary: made.summary, description: made.description,
                                 categories: made.categories)
        }
    }

    /// The entry's `id` (`EntryID.of`: its own, or for an entry made before ids the one
    /// derived from its path, which kept writes into it when it first moves it), so an event's
    /// UID stays across `kept mv`, a new category or a new date.
    package static func uid(of entry: Entry) -> String {
        "\(EntryID.of(entry))@kept"
    }
}

private extension CalendarExport {
    /// A card on the day it is next due; its UID comes from its `id`, so a re-import moves the
    /// event instead of adding a second one.
    static func cardEvent(_ card: Card, today: Day, _ language: Language) -> CalendarEvent {
        var details: [String] = []
        if !card.firstLine.isEmpty { details.append(card.firstLine) }
        if let state = card.state {
            let grade = language == .english ? state.lastGrade.name : Message(.grade(state.lastGrade)).text(in: language)
            details.append(Message(.koreanWordsIcsReviewed, ["count": "\(state.reviews)", "grade": grade, "days": "\(state.interval)"]).text(in: language))
        } else {
            details.append(Message(.koreanWordsIcsNotReviewed).text(in: language))
        }
        details.append(card.path)
        return CalendarEvent(uid: uid(of: card.entry), day: card.dueDay(today: today),
                             summary: Message(.koreanWordsIcsReview, ["title": card.title]).text(in: language), description: details.joined(separator: " · "),
                             categories: [card.category])
    }

    static func fridgeEvent(_ entry: Entry, _ language: Language) -> CalendarEvent? {
        let status = entry.value(of: "status") ?? "stocked"
        guard status == "stocked", let expires = entry.value(of: "expires").flatMap(FieldDate.init)?.day else { return nil }
        var details: [String] = []
        if entry.value(of: "quantity") != nil { details.append(FridgeItem(entry).amount) }
        if let purchased = entry.value(of: "purchased") { details.append(Message(.koreanWordsIcsPurchased, ["date": purchased]).text(in: language)) }
        details.append(entry.path)
        return CalendarEvent(uid: uid(of: entry), day: expires, summary: entry.title,
                             description: details.joined(separator: " · "),
                             categories: entry.value(of: "category").map { [$0] } ?? [])
    }
}
