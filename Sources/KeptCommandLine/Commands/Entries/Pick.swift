import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Pick: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "pick",
            abstract: say("help.pick.abstract"),
            discussion: say("help.pick.discussion")) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions

        @Argument(help: ArgumentHelp(say("option.pick.pick.kind")), completion: CompletionCandidates.kinds)
        var kind: String?

        @Option(help: ArgumentHelp(say("option.pick.pick.query"), valueName: "text"))
        var query: String?

        func run() throws {
            guard let fzf = Fzf.locate() else {
                Terminal.error(say("cli.pick.pickNeedsFzfWhich"))
                throw ExitCode(1)
            }
            let store = try global.openStore()
            let kinds = try kind.map { [try store.kind(named: $0)] }
            let query = try filters.query(kinds: kinds?.map(\.name), known: store.kinds)
            let all = StoreIndex.load(store, kinds: kinds).entries.withoutConflictCopies
            try query.refuseUnknownFields(in: store, kinds: kinds, entries: all)
            let entries = query.apply(to: all, kinds: store.kinds)
            if entries.isEmpty {
                Terminal.error(say("cli.pick.noEntriesPickFrom"))
                throw ExitCode(1)
            }
            guard let path = try Fzf.choose(entries, query: self.query, executable: fzf) else { throw ExitCode(1) }
            Terminal.out(path)
        }
    }
}
