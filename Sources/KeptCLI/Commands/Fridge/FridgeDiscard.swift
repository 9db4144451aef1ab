import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Discard: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "discard",
            abstract: say(.helpFridgeDiscardAbstract)) }

        @OptionGroup var global: GlobalOptions

        @OptionGroup var argument: FridgeItemArgument

        func run() throws {
            let store = try global.openStore()
            let path = try store.pickingOnAmbiguity { try FridgeChanges(store).item(TypedArguments.asTyped(argument.ref), preferring: [.stocked]) }
            let change = try FridgeChanges(store).discard(path)
            let item = FridgeItem(try store.entry(at: change.path))
            Terminal.out(say(.cliFridgeDiscardDiscarded, ["title": "\(item.title)", "amount": "\(item.amount)"]))
            CommitNotice.identity(change.commit)
        }
    }
}
