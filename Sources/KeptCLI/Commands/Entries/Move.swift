import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Move: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "mv", abstract: say(.helpMoveAbstract)) }

        @OptionGroup var global: GlobalOptions

        @OptionGroup var entry: EntryArgument

        @Argument(help: ArgumentHelp(say(.optionMoveNewTitle)))
        var newTitle: String

        func run() throws {
            let store = try global.openStore()
            let path = try store.resolveOrPick(entry.ref)
            let change = try store.move(path, toTitle: newTitle)
            Terminal.out(change.path)
            CommitNotice.identity(change.commit)
        }
    }
}
