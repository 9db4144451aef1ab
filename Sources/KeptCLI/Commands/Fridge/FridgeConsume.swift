import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Consume: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "consume",
            abstract: say(.helpFridgeConsumeAbstract),
            discussion: say(.helpFridgeConsumeDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @OptionGroup var argument: FridgeItemArgument

        @Option(help: ArgumentHelp(say(.optionFridgeConsumeConsumeQuantity), valueName: "n"))
        var quantity: String?

        @Flag(help: ArgumentHelp(say(.optionFridgeConsumeConsumeAll)))
        var all = false

        func validate() throws {
            if all && quantity != nil { throw ValidationError(say(.cliFridgeConsumeQuantityOrAll)) }
        }

        func run() throws {
            let store = try global.openStore()
            let path = try store.pickingOnAmbiguity { try store.resolveFridgeItem(TypedArguments.asTyped(argument.ref), preferring: [.stocked]) }
            let amount: ConsumeAmount = all ? .all : .quantity(try KeptCommand.FridgeCommand.quantity(quantity) ?? 1)
            let change = try store.consume(path, amount)
            let item = FridgeItem(try store.entry(at: change.path))
            Terminal.out(item.status == .consumed
                ? say(.fridgeConsumedAll, ["title": item.title])
                : say(.fridgeConsumedSome, ["title": item.title, "amount": item.amount]))
            CommitNotice.identity(change.commit)
        }
    }
}
