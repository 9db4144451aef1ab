import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    /// `kept fridge bought A B C`, `kept fridge bought --all`: items of the shopping list back
    /// in stock, purchased today, each its own commit (one `kept undo` takes one back).
    struct Bought: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "bought",
            abstract: say(.helpFridgeBoughtAbstract),
            discussion: say(.helpFridgeBoughtDiscussion)) }

        @OptionGroup var global: GlobalOptions

        // FridgeItemArgument's help text, not its completion, which `bought` has never had.
        @Argument(help: FridgeItemArgument.help)
        var refs: [String] = []

        @Flag(help: ArgumentHelp(say(.optionFridgeShoppingBoughtAll)))
        var all = false

        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionFridgeShoppingBoughtExpires), valueName: "date"))
        var expires: String?

        // Unconditional: `--quantity -1` is a value to refuse by the quantity rule, not an option.
        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionFridgeShoppingBoughtQuantity), valueName: "n"))
        var quantity: String?

        func validate() throws {
            if all && !refs.isEmpty { throw ValidationError(say(.cliFridgeBoughtAllOrNames)) }
            if !all && refs.isEmpty { throw ValidationError(say(.cliFridgeBoughtNameOrAll)) }
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
                    let path = try store.pickingOnAmbiguity { try FridgeChanges(store).item(ref, preferring: [.toBuy]) }
                    if !paths.contains(path) { paths.append(path) }
                }
            }
            var failed = 0
            for path in paths {
                do {
                    let change = try FridgeChanges(store).bought(path, expires: expiry, quantity: amount)
                    let item = FridgeItem(try store.entry(at: change.path))
                    let shown = item.expires.map { say(.fridgeBoughtExpiry, ["date": $0.iso, "left": "\(DaysLeft(from: KeptCommand.FridgeCommand.today, to: $0))"]) } ?? ""
                    Terminal.out(say(.cliFridgeShoppingBoughtStock, ["title": "\(item.title)", "amount": "\(item.amount)", "expiry": "\(shown)"]))
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
