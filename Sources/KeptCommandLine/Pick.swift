import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Pick: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Choose an entry in fzf and print its path (for scripts: `$EDITOR \"$(kept pick card)\"`).",
            discussion: "Needs fzf (https://github.com/junegunn/fzf). Exits 1 when nothing was chosen.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var filters: ListOptions

        @Argument(help: "Only this kind (diary, card/cards, fridge, …).", completion: CompletionCandidates.kinds)
        var kind: String?

        @Option(help: ArgumentHelp("Start fzf with this query typed.", valueName: "text"))
        var query: String?

        func run() throws {
            guard let fzf = Fzf.locate() else {
                Terminal.error("kept pick needs fzf, which is not on PATH: install it (`apt install fzf`, `brew install fzf`) or use `kept list --format paths`")
                throw ExitCode(1)
            }
            let store = try global.openStore()
            let kinds = try kind.map { [try store.kind(named: $0)] }
            let query = try filters.query(kinds: kinds?.map(\.name), known: store.kinds)
            let entries = query.apply(to: StoreIndex.load(store, kinds: kinds).entries.withoutConflictCopies, kinds: store.kinds)
            if entries.isEmpty {
                Terminal.error("no entries to pick from")
                throw ExitCode(1)
            }
            guard let path = try Fzf.choose(entries, query: self.query, executable: fzf) else { throw ExitCode(1) }
            Terminal.out(path)
        }
    }
}
