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
                ["title": entry.title, "link": EntryLink.to(entry.path), "excerpt": entry.excerpt,
                 "day": entry.date(in: kind)?.day.iso ?? "", "copy": entry.isConflictCopy]
            },
        ]
        if number > 0 { values["newer"] = address + "?page=\(number - 1)" }
        if entries.count > (number + 1) * Self.size { values["older"] = address + "?page=\(number + 1)" }
        return values
    }
}
