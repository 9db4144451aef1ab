import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Buy: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "buy",
            abstract: say(.helpFridgeBuyAbstract),
            discussion: say(.helpFridgeBuyDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionFridgeShoppingBuyName)))
        var name: String

        @Option(help: ArgumentHelp(say(.optionFridgeShoppingBuyCategory)))
        var category: String?

        // Unconditional: `--quantity -1` is a value to refuse by the quantity rule, not an option.
        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionFridgeShoppingBuyQuantity), valueName: "n"))
        var quantity: String?

        func run() throws {
            let store = try global.openStore()
            let outcome = try FridgeChanges(store).buy(name, category: category, quantity: try KeptCommand.FridgeCommand.quantity(quantity))
            switch outcome {
            case let .alreadyListed(path):
                Terminal.notice(say(.cliFridgeShoppingAlreadyOnShoppingList, ["path": "\(path)"]))
            case let .relisted(change):
                let item = FridgeItem(try store.entry(at: change.path))
                Terminal.out(say(.cliFridgeShoppingBackOnShoppingList, ["title": "\(item.title)", "amount": "\(item.amount)"]))
                CommitNotice.identity(change.commit)
            case let .added(change):
                let item = FridgeItem(try store.entry(at: change.path))
                Terminal.out(say(.cliFridgeShoppingAddedShoppingList, ["title": "\(item.title)", "path": "\(change.path)"]))
                CommitNotice.identity(change.commit)
            }
        }
    }
}
