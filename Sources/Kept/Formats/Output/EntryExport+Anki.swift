import Foundation

/// What an export to Anki holds, for the command to report.
package struct AnkiExportSummary: Sendable {
    package let notes: Int
    package let cards: Int
    package let reviews: Int
    /// The pictures put in the package (for a text file: linked, but not in it).
    package let pictures: Int
    /// Picture links that lead to no file of the store (`path: target`).
    package let missing: [String]
    /// The package's files in the folder it was written to, in zip order (empty for text).
    package let files: [String]
}

extension EntryExport {
    /// The export's cards (entries of other kinds are not Anki's) as an Anki package's files,
    /// written into `folder` for the caller to zip (`AnkiPackageWriter`).
    package func writeAnkiPackage(from store: Store, into folder: String, calendar: Calendar = .current) throws -> AnkiExportSummary {
        let plan = try ankiPlan(store, calendar: calendar)
        let files = try AnkiPackageWriter.write(plan, into: folder, calendar: calendar)
        return summary(plan, files: files)
    }

    /// The export's cards as Anki's CSV (or, with `tabs`, tab-separated) import format.
    package func ankiText(from store: Store, tabs: Bool, calendar: Calendar = .current) throws -> (text: String, summary: AnkiExportSummary) {
        let plan = try ankiPlan(store, calendar: calendar)
        return (AnkiText.render(plan, tabs: tabs), summary(plan, files: []))
    }

    /// The card entries among `entries` (the command refuses an export with none).
    package static func cards(_ entries: [Entry], in store: Store) throws -> [Entry] {
        let kind = try store.kind(named: "card")
        return entries.filter { $0.kind == kind.name && $0.problem == nil }
    }

    private func ankiPlan(_ store: Store, calendar: Calendar) throws -> AnkiDeckPlan {
        let cards = try Self.cards(entries, in: store)
        let schedule = try ReviewSchedule.load(store)
        let records = try ReviewLog.all(in: store)
        let ids = Set(cards.compactMap { $0.value(of: "id") })
        return AnkiDeckPlan(entries: cards, store: store, schedule: schedule, records: records.filter { ids.contains($0.card) },
                            now: now, calendar: calendar)
    }

    private func summary(_ plan: AnkiDeckPlan, files: [String]) -> AnkiExportSummary {
        AnkiExportSummary(notes: plan.notes.count, cards: plan.cards.count, reviews: plan.revlog.count,
                          pictures: plan.fields.media.count, missing: plan.fields.missing, files: files)
    }
}
