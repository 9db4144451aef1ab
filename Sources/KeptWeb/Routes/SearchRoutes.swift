import Foundation
import Hummingbird
import Kept

/// *Search*: the command line's search (초성 included: `ㄱㅊ` finds 김치) over the kinds the
/// device may read. `/search/results` answers the list alone, for the page's script to show
/// as the user types.
struct SearchRoutes {
    static let shown = 50
    let desk: StoreDesk
    let pages: Pages

    func add(to router: Router<WebContext>) {
        router.get("/search") { request, context in
            let query = request.uri.queryParameters["q"].map(String.init) ?? ""
            let kind = request.uri.queryParameters["kind"].map(String.init) ?? ""
            var values = try results(query, kind: kind, context)
            values["title"] = context.say(.webTitleSearch)
            values["tabs"] = tabs(query, kind: kind, context)
            values["kind"] = kind
            // Recent searches are the machine's (the terminal's too): only a device that may
            // read everything sees them or adds to them.
            if context.scope.kinds == nil {
                let recent = RecentSearches(store: desk.store)
                if !query.trimmingCharacters(in: .whitespaces).isEmpty { try? recent.record(query) }
                else { values["recent"] = recent.list().prefix(8).map { ["query": $0, "link": "/search?q=" + CardsRoutes.query($0)] } }
            }
            return try pages.render(.search, values, context: context)
        }
        router.get("/search/results") { request, context in
            let query = request.uri.queryParameters["q"].map(String.init) ?? ""
            let kind = request.uri.queryParameters["kind"].map(String.init) ?? ""
            return try pages.fragment("results", try results(query, kind: kind, context))
        }
    }

    /// Kinds as tabs (all, then each kind the device may read), the query kept.
    private func tabs(_ query: String, kind: String, _ context: WebContext) -> [[String: Any]] {
        let q = "q=" + CardsRoutes.query(query)
        return [["name": context.say(.webSearchAll), "link": "/search?" + q, "current": kind.isEmpty]]
            + desk.store.kinds.filter { context.scope.reads($0.name) }.map { each in
                ["name": FieldWords.kind(each.folder, context.language), "link": "/search?\(q)&kind=" + CardsRoutes.query(each.name),
                 "current": each.name == kind]
            }
    }

    private func results(_ text: String, kind: String, _ context: WebContext) throws -> [String: Any] {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, let query = try? SearchQuery(text) else { return text.isEmpty ? [:] : ["query": text] }
        let store = desk.store
        // Only what the device may read is searched at all: a hit of another kind is never made.
        let kinds = Set(store.kinds.map(\.name).filter { context.scope.reads($0) && (kind.isEmpty || $0 == kind) })
        // From memory: each keystroke searches the entries as read and folded once (until the
        // store changes), and shows rows drawn once.
        let rows = desk.searchRows(context.language)
        let corpus = rows.shelf.entries
        // Every kind (a full device, no tab): nothing to leave out, and no kind's name hashed
        // for each of 10,000 entries on each keystroke.
        let included: ((Int) -> Bool)? = kinds.count == store.kinds.count ? nil : { kinds.contains(corpus[$0].entry.kind) }
        // Places only: the list shows no marks or snippets, and making a hit of each of a
        // common word's thousands of matches (then sorting them) was most of a keystroke.
        let found = EntrySearch(query, snippets: false).places(in: rows.shelf, included: included)
        let keys = found.map { (place: $0.place, kind: rows.kindOrder[$0.index], index: $0.index) }
        let shown = keys.sorted { $0 < $1 }.prefix(Self.shown)
        // "Nothing found" worded only when nothing is: formatting it was 4% of every search.
        return [
            "query": text,
            "nothing": shown.isEmpty ? context.say(.webSearchNothing, ["query": text]) : "",
            "hits": shown.map { rows.row($0.index, store: store, pages: pages) },
        ]
    }
}
