import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Buy: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "buy",
            abstract: say("help.fridge.buy.abstract"),
            discussion: say("help.fridge.buy.discussion")) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say("option.fridgeShopping.buy.name")))
        var name: String

        @Option(help: ArgumentHelp(say("option.fridgeShopping.buy.category")))
        var category: String?

        @Option(help: ArgumentHelp(say("option.fridgeShopping.buy.quantity"), valueName: "n"))
        var quantity: String?

        func run() throws {
            let store = try global.openStore()
            let outcome = try store.buy(name, category: category, quantity: try KeptCommand.FridgeCommand.quantity(quantity))
            switch outcome {
            case let .alreadyListed(path):
                Terminal.notice(say("cli.fridgeShopping.alreadyOnShoppingList", ["path": "\(path)"]))
            case let .relisted(change):
                let item = FridgeItem(try store.entry(at: change.path))
                Terminal.out(say("cli.fridgeShopping.backOnShoppingList", ["title": "\(item.title)", "amount": "\(item.amount)"]))
                CommitNotice.identity(change.commit)
            case let .added(change):
                let item = FridgeItem(try store.entry(at: change.path))
                Terminal.out(say("cli.fridgeShopping.addedShoppingList", ["title": "\(item.title)", "path": "\(change.path)"]))
                CommitNotice.identity(change.commit)
            }
        }
    }
}
