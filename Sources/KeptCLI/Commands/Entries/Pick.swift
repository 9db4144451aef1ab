import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Pick: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "pick",
            abstract: say(.helpPickAbstract),
            discussion: say(.helpPickDiscussion)) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions

        @Argument(help: ArgumentHelp(say(.optionPickKind)), completion: CompletionCandidates.kinds)
        var kind: String?

        @Option(help: ArgumentHelp(say(.optionPickQuery), valueName: "text"))
        var query: String?

        func run() throws {
            guard let fzf = Fzf.locate() else {
                throw CommandLineError.fzfMissing
            }
            let store = try global.openStore()
            let kinds = try kind.map { [try store.kind(named: $0)] }
            let query = try filters.query(kinds: kinds?.map(\.name), known: store.kinds)
            let all = StoreIndex.load(store, kinds: kinds).entries.withoutConflictCopies
            try query.refuseUnknownFields(in: store, kinds: kinds, entries: all)
            var entries = query.apply(to: all, kinds: store.kinds)
            if entries.isEmpty {
                throw NothingFoundError.noEntriesToPick
            }
            // fzf knows nothing of consonants typed alone (ㄴㅊ for 눈치): kept's search
            // chooses the entries, as `kept search` would, and fzf only picks among them.
            var fzfQuery = self.query
            if let text = self.query, let words = try? SearchQuery(text), words.terms.contains(where: \.hasInitials) {
                entries = EntrySearch(words, snippets: false).hits(entries).map(\.entry)
                fzfQuery = nil
                if entries.isEmpty { throw NothingFoundError.pickFoundNothing(text: text) }
            }
            guard let path = try Fzf.choose(entries, query: fzfQuery, executable: fzf, selectOne: self.query != nil) else {
                if let text = self.query, Fzf.lastFoundNothing { throw NothingFoundError.pickFoundNothing(text: text) }
                throw ReportedFailuresError.pickClosed
            }
            Terminal.out(path)
        }
    }
}
