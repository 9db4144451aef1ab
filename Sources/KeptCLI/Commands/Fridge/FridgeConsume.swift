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

        // Unconditional: `--quantity -1` is a value to refuse by the quantity rule, not an option.
        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionFridgeConsumeQuantity), valueName: "n"))
        var quantity: String?

        @Flag(help: ArgumentHelp(say(.optionFridgeConsumeAll)))
        var all = false

        func validate() throws {
            if all && quantity != nil { throw ValidationError(say(.cliFridgeConsumeQuantityOrAll)) }
        }

        func run() throws {
            let store = try global.openStore()
            let amount: ConsumeAmount = all ? .all : .quantity(try KeptCommand.FridgeCommand.quantity(quantity) ?? 1)
            let operation = FridgeConsume(TypedArguments.asTyped(argument.ref), amount)
            let path = try store.pickingOnAmbiguity { try operation.item(in: store) }
            let consumed = try operation.run(in: store, path: path)
            Terminal.out(consumed.message.text)
            CommitNotice.identity(consumed.change.commit)
        }
    }
}
