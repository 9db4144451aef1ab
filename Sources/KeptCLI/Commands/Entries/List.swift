import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "list",
            abstract: say(.helpListAbstract),
            discussion: say(.helpListDiscussion)) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions
        @OptionGroup var output: FormatOption

        @Argument(help: ArgumentHelp(say(.optionListKind)), completion: CompletionCandidates.kinds)
        var kind: String?

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let kinds = try kind.map { [try store.kind(named: $0)] }
            let query = try filters.query(kinds: kinds?.map(\.name), known: store.kinds)
            let index = StoreIndex.load(store, kinds: kinds)
            ExitWithoutFreeing.keep(index)
            try query.refuseUnknownFields(in: store, kinds: kinds, entries: index.entries)
            let entries = query.apply(to: index.entries, kinds: store.kinds)
            // The list is as many entries again (100,000 copies, each released on return).
            ExitWithoutFreeing.keep(entries)
            try EntryOutput(format: output.format, includeBody: output.body, kinds: store.kinds, style: global.style, near: query.near, store: store)
                .print(entries)
            if entries.isEmpty {
                throw NothingFoundError.noEntriesMatch
            }
        }
    }
}
