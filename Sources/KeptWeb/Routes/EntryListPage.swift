import Hummingbird
import Kept

/// One page of a list of entries, as the diary and any kind's list show it: 20 at a time
/// (`?page=N`, from 0), each its title, link, excerpt and day, with the links to the newer and
/// the older page where there is one. The order is the caller's (newest first).
struct EntryListPage {
    static let size = 20
    let number: Int

    init(_ request: Request) {
        number = max(0, request.uri.queryParameters["page"].flatMap { Int($0) } ?? 0)
    }

    /// The template's values for this page of `entries` (of `kind`) listed at `address`:
    /// `entries`, and `newer`/`older` when there are such pages.
    func values(_ entries: [Entry], of kind: Kind, at address: String) -> [String: Any] {
        var values: [String: Any] = [
            "entries": entries.dropFirst(number * Self.size).prefix(Self.size).map { entry -> [String: Any] in
                // A conflict copy carries its entry's title: marked, so that it is not opened for it.
                let day = entry.date(in: kind)?.day.iso ?? ""
                let (title, excerpt) = Self.heading(entry, day: day)
                return ["title": title, "link": EntryLink.to(entry.path), "excerpt": excerpt,
                        "day": day, "copy": entry.isConflictCopy]
            },
        ]
        if number > 0 { values["newer"] = address + "?page=\(number - 1)" }
        if entries.count > (number + 1) * Self.size { values["older"] = address + "?page=\(number + 1)" }
        return values
    }

    /// The title and excerpt a row shows. An untitled entry is named by its file, its date
    /// (`2026-12-02`): shown beside the day that would say it twice, so its first words stand
    /// for the title and the excerpt is not repeated under them.
    static func heading(_ entry: Entry, day: String) -> (title: String, excerpt: String) {
        let title = entry.title
        guard !day.isEmpty, title.hasPrefix(day), title.dropFirst(day.count).allSatisfy({ !$0.isLetter && !$0.isNumber }) else {
            return (title, entry.excerpt)
        }
        let words = entry.excerpt
        guard words.count > 40 else { return (words, "") }
        return (String(words.prefix(40)).trimmingCharacters(in: .whitespaces) + "…", "")
    }
}
