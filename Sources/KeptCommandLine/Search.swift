import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search titles, fields and bodies; Hangul initials find syllables (ㄱㅊ finds 김치).",
            discussion: """
                Every word must match somewhere; "quoted words" match as a phrase. A consonant \
                typed alone matches syllables with that initial in titles and fields (and in \
                bodies with --initials-in-body). Results come grouped by kind: title matches, \
                then field matches, then body matches, each kind in its own order. A last word \
                naming a kind (diary, card, fridge…) searches only that kind. Exits 1 when \
                nothing matches. Searches are remembered on this machine (--recent).
                """)

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions
        @OptionGroup var output: FormatOption

        @Argument(help: ArgumentHelp("What to search for, then optionally a kind.", valueName: "query"))
        var words: [String] = []

        @Flag(help: "Match consonants typed alone (ㄱㅊ) in bodies too, not only in titles and fields.")
        var initialsInBody = false

        @Flag(help: "List the recent searches on this machine, newest first.")
        var recent = false

        @Option(help: ArgumentHelp("Remove a search from the recent ones.", valueName: "query"))
        var forget: String?

        @Flag(help: "Remove all recent searches.")
        var forgetAll = false

        func validate() throws {
            let modes = [recent, forget != nil, forgetAll].filter { $0 }.count
            if modes > 1 { throw ValidationError("use one of --recent, --forget and --forget-all") }
            if modes == 1 && !words.isEmpty { throw ValidationError("--recent, --forget and --forget-all take no query") }
            if modes == 0 && words.isEmpty { throw ValidationError("give something to search for, e.g. `kept search 김치` or `kept search ㄱㅊ`") }
        }

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let recentSearches = RecentSearches(store: store)
            if recent { return try listRecent(recentSearches) }
            if let forget {
                guard try recentSearches.forget(forget) else { throw SearchError.notRecent(forget) }
                return Terminal.error("forgot the search `\(RecentSearches.line(forget))`")
            }
            if forgetAll {
                let count = try recentSearches.forgetAll()
                return Terminal.error("forgot \(count) recent \(count == 1 ? "search" : "searches")")
            }

            var queryWords = words
            var kinds: [Kind]?
            if words.count > 1, let kind = try? store.kind(named: words.last!) {
                kinds = [kind]
                queryWords.removeLast()
            }
            let query = try UsageProblem.argument { try SearchQuery(queryWords.joined(separator: " ")) }
            let list = try filters.query(kinds: kinds?.map(\.name), known: store.kinds)
            let hits = store.search(EntrySearch(query, initialsInBody: initialsInBody), list: list)
            try? recentSearches.record(query.text)

            switch output.format {
            case "table":
                if !hits.isEmpty { Terminal.out(SearchResultsView(kinds: store.kinds, style: global.style, width: Terminal.width, near: list.near).render(hits)) }
            case "json":
                let byPath = Dictionary(hits.map { ($0.entry.path, $0) }, uniquingKeysWith: { a, _ in a })
                Terminal.out(EntryJSON.encode(hits.map(\.entry), includeBody: output.body) { entry in
                    byPath[entry.path].map { Self.jsonExtras($0, near: list.near) } ?? []
                })
            default:
                try EntryOutput(format: output.format, includeBody: output.body, kinds: store.kinds, style: global.style, near: list.near)
                    .print(hits.map(\.entry))
            }
            if hits.isEmpty {
                Terminal.error("nothing matches `\(query.text)`")
                throw ExitCode(1)
            }
        }
    }
}

private extension Kept.Search {
    func listRecent(_ recentSearches: RecentSearches) throws {
        let all = recentSearches.list()
        switch output.format {
        case "json": Terminal.out("[" + all.map(EntryJSON.string).joined(separator: ", ") + "]")
        default: if !all.isEmpty { Terminal.out(all.joined(separator: "\n")) }
        }
    }

    /// Where a hit matched, for scripts: `match`, `matched_fields`, `snippet`, `distance_m`.
    static func jsonExtras(_ hit: SearchHit, near: NearFilter?) -> [(String, String)] {
        var pairs = [("match", EntryJSON.string(hit.place.description))]
        if !hit.fields.isEmpty { pairs.append(("matched_fields", "[" + hit.fields.map { EntryJSON.string($0.name) }.joined(separator: ", ") + "]")) }
        if let snippet = hit.snippet { pairs.append(("snippet", EntryJSON.string(snippet.text))) }
        if let distance = near?.distance(to: hit.entry) { pairs.append(("distance_m", String(Int(distance.rounded())))) }
        return pairs
    }
}
