import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Conflicts: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "conflicts",
            abstract: say(.helpConflictsAbstract),
            discussion: say(.helpConflictsDiscussion)) }

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let copies = store.conflictCopies()
            guard !copies.isEmpty else {
                throw NothingFoundError.noConflictCopies
            }
            let style = global.style
            for copy in copies {
                let original = copy.originalExists ? copy.original : copy.original + " (removed)"
                Terminal.out(style.yellow(copy.path) + "  beside  " + original)
            }
        }
    }
}
