import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    /// `kept fridge bought A B C`, `kept fridge bought --all`: items of the shopping list back
    /// in stock, purchased today, each its own commit (one `kept undo` takes one back).
    struct Bought: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "bought",
            abstract: say("help.fridge.bought.abstract"),
            discussion: say("help.fridge.bought.discussion")) }

        @OptionGroup var global: GlobalOptions

        // FridgeItemArgument's help text, not its completion, which `bought` has never had.
        @Argument(help: FridgeItemArgument.help)
        var refs: [String] = []

        @Flag(help: ArgumentHelp(say("option.fridgeShopping.bought.all")))
        var all = false

        @Option(parsing: .unconditional, help: ArgumentHelp(say("option.fridgeShopping.bought.expires"), valueName: "date"))
        var expires: String?

        @Option(help: ArgumentHelp(say("option.fridgeShopping.bought.quantity"), valueName: "n"))
        var quantity: String?

        func validate() throws {
            if all && !refs.isEmpty { throw ValidationError(say("cli.fridge.bought.allOrNames")) }
            if !all && refs.isEmpty { throw ValidationError(say("cli.fridge.bought.nameOrAll")) }
        }

        func run() throws {
            let store = try global.openStore()
            let expiry = try UsageProblem.argument { try expires.map { try PersonDate.parse($0).day } }
            let amount = try KeptCommand.FridgeCommand.quantity(quantity)
            // Every name is found before anything changes: a name that matches nothing changes nothing.
            var paths: [String] = []
            if all {
                paths = try Fridge.load(store).shopping().map(\.path)
                if paths.isEmpty {
                    throw NothingFoundError.shoppingListEmpty
                }
            } else {
                for ref in refs {
                    let path = try store.pickingOnAmbiguity { try store.resolveFridgeItem(ref, preferring: [.toBuy]) }
                    if !paths.contains(path) { paths.append(path) }
                }
            }
            var failed = 0
            for path in paths {
                do {
                    let change = try store.bought(path, expires: expiry, quantity: amount)
                    let item = FridgeItem(try store.entry(at: change.path))
                    let shown = item.expires.map { say("fridge.boughtExpiry", ["date": $0.iso, "left": "\(DaysLeft(from: KeptCommand.FridgeCommand.today, to: $0))"]) } ?? ""
                    Terminal.out(say("cli.fridgeShopping.boughtStock", ["title": "\(item.title)", "amount": "\(item.amount)", "expiry": "\(shown)"]))
                    CommitNotice.identity(change.commit)
                } catch let error as KeptError where paths.count > 1 {
                    // One item already in stock does not keep the others off the shelf.
                    Terminal.error(error.message.text)
                    failed += 1
                }
            }
            if failed > 0 { throw ReportedFailuresError.someFailed(count: failed) }
        }
    }
}
