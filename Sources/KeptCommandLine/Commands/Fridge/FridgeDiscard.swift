import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Discard: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.fridge.discard.abstract")) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say("option.fridgeConsume.discard.ref")), completion: CompletionCandidates.fridgeItems)
        var ref: String

        func run() throws {
            let store = try global.openStore()
            let path = try store.pickingOnAmbiguity { try store.resolveFridgeItem(ref, preferring: [.stocked]) }
            let change = try store.discard(path)
            let item = FridgeItem(try store.entry(at: change.path))
            Terminal.out(say("cli.fridgeConsume.discarded", ["title": "\(item.title)", "amount": "\(item.amount)"]))
            CommitNotice.identity(change.commit)
        }
    }
}
