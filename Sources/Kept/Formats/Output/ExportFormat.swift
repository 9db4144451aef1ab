import Foundation

/// What `kept export --to` writes.
package enum ExportFormat: String, Sendable, CaseIterable {
    /// Every entry as share text (`ShareText`), separated by a line.
    case text
    /// One Markdown document, a heading per entry.
    case markdown
    /// The list JSON (`EntryJSON`) with bodies.
    case json
    /// One self-contained page with a table of contents by month.
    case html
    /// A FeatureCollection of the entries that have a location.
    case geojson
    /// An iCalendar file (`CalendarExport`): expiry dates, entry dates.
    case ics
    /// The cards as an Anki package (`.apkg`, a zip the command makes of `writeAnkiPackage`).
    case anki
    /// The cards in Anki's text import format, comma- or tab-separated (`AnkiText`).
    case csv, tsv

    /// The usual file name extension.
    package var fileExtension: String {
        switch self {
        case .text: return "txt"
        case .markdown: return "md"
        case .anki: return "apkg"
        default: return rawValue
        }
    }
}

/// Many entries at once in one of the export formats. Reads only: an export never changes
/// the store.
package struct EntryExport: Sendable {
    package let entries: [Entry]
    package let kinds: [Kind]
    /// The language the environment asks dates in (`TextLanguage.preferred(in:)`).
    package let preferred: TextLanguage?
    package let now: Date
    /// The store the entries come from: cards go on the calendar by their review logs.
    package let store: Store?
    /// The user's language: headings, labels and the summary follow it, not the entries'.
    package let interface: Language

    package init(entries: [Entry], kinds: [Kind], preferred: TextLanguage?, now: Date = Date(), store: Store? = nil,
                interface: Language = .english) {
        self.entries = entries
        self.kinds = kinds
        self.preferred = preferred
        self.interface = interface
        self.now = now
        self.store = store
    }

    package func render(_ format: ExportFormat) throws -> String {
        switch format {
        case .text:
            var share = ShareText(preferred: preferred)
            share.showsEveryField = true
            return share.text(of: entries, kinds: kinds) + (entries.isEmpty ? "" : "\n")
        case .markdown: return MarkdownExport(export: self).document()
        case .json:
            return EntryJSON.encode(entries, includeBody: true) { entry in
                let files = attachments(of: entry)
                return files.isEmpty ? [] : [("attachments", "[" + files.map(EntryJSON.string).joined(separator: ", ") + "]")]
            } + "\n"
        case .html: return htmlPage(.inline).html
        case .geojson: return GeoJSONExport.document(entries, kinds: kinds)
        case .ics: return try calendar()
        case .csv, .tsv:
            guard let store else { throw KeptError.io("-", Message(.exportAnkiNoCards, ["format": format.rawValue])) }
            return try ankiText(from: store, tabs: format == .tsv).text
        case .anki: throw KeptError.io("-", Message(.exportAnkiNeedsOutput))
        }
    }

    /// The html page and the files it links to, copied into a folder beside it or inlined.
    package func htmlPage(_ placement: MediaPlacement) -> HTMLExportPage {
        HTMLExport(export: self, placement: placement).page()
    }

    /// The files in the entry's attachment folder, store-relative.
    func attachments(of entry: Entry) -> [String] {
        store?.attachments(of: entry.path) ?? []
    }

    /// Entries that `geojson` leaves out because they have no location with coordinates.
    package var withoutCoordinates: [Entry] {
        entries.filter { $0.location == nil }
    }

    func kind(of entry: Entry) -> Kind? { kinds.first { $0.name == entry.kind } }

    /// The kinds of the entries, in the order they first appear.
    var kindsPresent: [Kind] {
        var seen: [Kind] = []
        for entry in entries where !seen.contains(where: { $0.name == entry.kind }) {
            if let kind = kind(of: entry) { seen.append(kind) }
        }
        return seen
    }

    /// `diary`, `diary, fridge`: what the document is of.
    var name: String {
        let names = kindsPresent.map(\.folder)
        return names.isEmpty ? "kept" : names.joined(separator: ", ")
    }

    /// The line under an entry's title: its day in words, weather, place.
    func details(of entry: Entry, share: ShareText) -> String {
        var parts: [String] = []
        if let date = entry.date(in: kind(of: entry)) { parts.append(HumanDate.day(date.day, share.language(of: entry))) }
        if let weather = entry.value(of: "weather") { parts.append(weather) }
        if let place = Location(entry.fields["location"])?.label, !place.isEmpty { parts.append(place) }
        return parts.joined(separator: " · ")
    }

    private func calendar() throws -> String {
        var events: [CalendarEvent] = []
        for kind in kindsPresent {
            events += try CalendarExport.events(for: entries.filter { $0.kind == kind.name }, kind: kind,
                                                store: store, today: Day(now), language: interface)
        }
        return ICalendar.document(events, name: "kept: \(name)", stamp: now)
    }
}
