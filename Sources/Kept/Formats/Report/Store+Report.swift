import Foundation

extension Store {
    /// The entries of a dated kind (the diary when `kind` is nil) that `query` selects,
    /// conflict copies left out. A kind without a date field has nothing to put on a calendar.
    package func datedEntries(kind name: String?, query: ListQuery = ListQuery()) throws -> DatedEntries {
        let kind = try self.kind(named: name ?? "diary")
        guard kind.dateField != nil else {
            throw KeptError.notOnCalendar(.noDayToCount(kind: kind.name))
        }
        var query = query
        query.kinds = [kind.name]
        query.limit = nil
        let entries = query.apply(to: StoreIndex.load(self, kinds: [kind]).entries.withoutConflictCopies, kinds: kinds)
        return DatedEntries(kind: kind, entries: entries.filter { $0.problem == nil })
    }

    /// The tags of every entry (of `kind` when given), conflict copies left out.
    package func tagCounts(kind name: String?, query: ListQuery = ListQuery(), order: TagOrder = .count) throws -> [TagCount] {
        let kinds = try name.map { [try kind(named: $0)] }
        var query = query
        query.kinds = kinds?.map(\.name)
        query.limit = nil
        let entries = query.apply(to: StoreIndex.load(self, kinds: kinds).entries.withoutConflictCopies, kinds: self.kinds)
        return TagCounts.make(entries, order: order)
    }

    /// The numbers of `kept stats` and the report: each kind's entries (only `kind`'s when
    /// given), and for the cards and the fridge their own. `today` and `calendar` place
    /// reviews and commits on days.
    package func stats(kind name: String?, today: Day, calendar: Calendar = .current) throws -> StoreStats {
        let chosen = try name.map { [try kind(named: $0)] } ?? kinds
        let kinds = try chosen.map { kind -> EntryStats in
            guard kind.dateField != nil else {
                let entries = StoreIndex.load(self, kinds: [kind]).entries.withoutConflictCopies.filter { $0.problem == nil }
                return EntryStats(DatedEntries(kind: kind, entries: entries), today: today)
            }
            return EntryStats(try datedEntries(kind: kind.name), today: today)
        }
        var cards: CardStats?
        if chosen.contains(where: { $0.name == "card" }) {
            cards = CardStats(cards: try CardDeck.load(self).cards, records: try ReviewLog.all(in: self), today: today, calendar: calendar)
        }
        var fridge: FridgeNumbers?
        if chosen.contains(where: { $0.name == "fridge" }) {
            let loaded = try Fridge.load(self)
            let firstMonth = MonthKey.last(FridgeNumbers.monthCount, endingWith: today).first!
            let start = Day(iso: firstMonth + "-01")!
            let since = min(start, today.plus(days: -FridgeStats.recentDays))
            let history = try self.history(since: since.start(in: calendar)).map { (summary: $0.summary, day: Day($0.date, calendar: calendar)) }
            fridge = FridgeNumbers(stats: FridgeStats(fridge: loaded, today: today, history: history), history: history, today: today)
        }
        return StoreStats(today: today, kinds: kinds, cards: cards, fridge: fridge)
    }

    /// The report's page for `year` (its heatmap and months; the rest is as of `today`),
    /// labelled in `language`; weeks start on `firstWeekday` (1 = Monday).
    package func report(year: Int, today: Day, firstWeekday: Int, language: Language, calendar: Calendar = .current) throws -> ReportPage {
        let stats = try self.stats(kind: nil, today: today, calendar: calendar)
        let diary = kinds.contains { $0.name == "diary" } ? try datedEntries(kind: "diary") : nil
        let heatmap = diary.map { YearHeatmap(year: year, firstWeekday: firstWeekday, counts: $0.counts) }
        let entries = StoreIndex.load(self).entries.withoutConflictCopies.filter { $0.problem == nil }
        let located = entries.filter { $0.location != nil }.sorted { a, b in
            let (x, y) = (a.date(in: kind(ofPath: a.path)), b.date(in: kind(ofPath: b.path)))
            if let x, let y, x != y { return x < y }
            return (x == nil ? 1 : 0, a.path) < (y == nil ? 1 : 0, b.path)
        }
        let expiry = kinds.contains { $0.name == "fridge" }
            ? ExpiryCalendar(year: today.year, month: today.month, firstWeekday: firstWeekday, items: try Fridge.load(self).items) : nil
        return ReportPage(stats: stats, year: year, heatmap: heatmap, tags: TagCounts.make(entries), located: located,
                          expiry: expiry, language: language, today: today)
    }
}
