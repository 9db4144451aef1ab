import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Search: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "search",
            abstract: say(.helpSearchAbstract),
            discussion: say(.helpSearchDiscussion)) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions
        @OptionGroup var output: FormatOption

        @Argument(help: ArgumentHelp(say(.optionSearchWords), valueName: "query"))
        var words: [String] = []

        @Flag(help: ArgumentHelp(say(.optionSearchInitialsInBody)))
        var initialsInBody = false

        @Flag(help: ArgumentHelp(say(.optionSearchExact)))
        var exact = false

        @Flag(help: ArgumentHelp(say(.optionSearchRecent)))
        var recent = false

        @Option(help: ArgumentHelp(say(.optionSearchForget), valueName: "query"))
        var forget: String?

        @Flag(help: ArgumentHelp(say(.optionSearchForgetAll)))
        var forgetAll = false

        func validate() throws {
            let modes = [recent, forget != nil, forgetAll].filter { $0 }.count
            if modes > 1 { throw ValidationError(say(.cliSearchOneHistoryOption)) }
            if modes == 1 && !words.isEmpty { throw ValidationError(say(.cliSearchHistoryOptionTakesNoQuery)) }
            if modes == 0 && words.isEmpty { throw ValidationError(say(.cliSearchNoQuery)) }
        }

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let recentSearches = RecentSearches(store: store)
            if recent { return try listRecent(recentSearches) }
            if let forget {
                guard try recentSearches.forget(forget) else { throw SearchError.notRecent(forget) }
                return Terminal.notice(say(.cliSearchForgotSearch, ["RecentSearches": "\(RecentSearches.line(forget))"]))
            }
            if forgetAll {
                let count = try recentSearches.forgetAll()
                return Terminal.notice(say(.cliSearchForgotRecent, count: count))
            }

            let searched = SearchWords(words, in: store)
            let query = try UsageProblem.argument { try SearchQuery(searched.text, exact: exact) }
            let list = try filters.query(kinds: searched.kind.map { [$0.name] }, known: store.kinds)
            try list.refuseUnknownFields(in: store, kinds: searched.kind.map { [$0] })
            // Only the table and JSON show where in the body a word was found.
            let snippets = output.format == "table" || output.format == "json"
            let search = EntrySearch(query, initialsInBody: initialsInBody, snippets: snippets)
            let hits = store.search(search, list: list)
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
                // A consonant typed alone was looked for in titles and fields only.
                let initialsOnlyInTitles = query.terms.indices.contains { query.terms[$0].hasInitials && !search.bodyInitials[$0] }
                throw NothingFoundError.searchFoundNothing(text: query.text, initialsOnlyInTitles: initialsOnlyInTitles)
            }
        }
    }
}

private extension KeptCommand.Search {
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
