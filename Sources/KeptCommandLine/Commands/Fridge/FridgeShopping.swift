import ArgumentParser
import Foundation
import Kept

extension Kept.FridgeCommand {
    struct Buy: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
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
            let outcome = try store.buy(name, category: category, quantity: try Kept.FridgeCommand.quantity(quantity))
            switch outcome {
            case let .alreadyListed(path):
                Terminal.error(say("cli.fridgeShopping.alreadyOnShoppingList", ["path": "\(path)"]))
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

    struct Shopping: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.fridge.shopping.abstract"),
            discussion: say("help.fridge.shopping.discussion")) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: FormatOption

        func run() throws {
            let store = try global.openStore()
            let items = try Fridge.load(store).shopping()
            if items.isEmpty { Terminal.error(say("cli.fridgeShopping.shoppingListEmptyFridge")) }
            guard output.format == "table" else {
                return try EntryOutput(format: output.format, includeBody: output.body, kinds: store.kinds, style: global.style)
                    .print(items.map(\.entry))
            }
            guard !items.isEmpty else { return }
            let names = items.map { $0.title.replacingOccurrences(of: "\n", with: " ") }
            let nameWidth = min(32, names.map(DisplayWidth.of).max() ?? 0)
            let amountWidth = items.map { DisplayWidth.of($0.amount) }.max() ?? 0
            Terminal.out(zip(items, names).map { item, name in
                let line = "  [ ] " + DisplayWidth.fit(name, nameWidth) + "  " + DisplayWidth.fit(item.amount, amountWidth)
                    + "  " + item.category
                return line.trimmingTrailingSpaces
            }.joined(separator: "\n"))
        }
    }

    struct Bought: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.fridge.bought.abstract")) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say("option.fridgeShopping.bought.ref")))
        var ref: String

        @Option(parsing: .unconditional, help: ArgumentHelp(say("option.fridgeShopping.bought.expires"), valueName: "date"))
        var expires: String?

        @Option(help: ArgumentHelp(say("option.fridgeShopping.bought.quantity"), valueName: "n"))
        var quantity: String?

        func run() throws {
            let store = try global.openStore()
            let path = try store.pickingOnAmbiguity { try store.resolveFridgeItem(ref, preferring: [.toBuy]) }
            let change = try store.bought(path, expires: try UsageProblem.argument { try expires.map { try PersonDate.parse($0).day } },
                                          quantity: try Kept.FridgeCommand.quantity(quantity))
            let item = FridgeItem(try store.entry(at: change.path))
            let expiry = item.expires.map { ", expires \($0.iso) (\(DaysLeft(from: Kept.FridgeCommand.today, to: $0)))" } ?? ""
            Terminal.out(say("cli.fridgeShopping.boughtStock", ["title": "\(item.title)", "amount": "\(item.amount)", "expiry": "\(expiry)"]))
            CommitNotice.identity(change.commit)
        }
    }
}
