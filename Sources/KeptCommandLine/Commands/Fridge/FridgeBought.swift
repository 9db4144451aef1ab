import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Bought: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "bought",
            abstract: say("help.fridge.bought.abstract")) }

        @OptionGroup var global: GlobalOptions

        // FridgeItemArgument's help text, not its completion, which `bought` has never had.
        @Argument(help: FridgeItemArgument.help)
        var ref: String

        @Option(parsing: .unconditional, help: ArgumentHelp(say("option.fridgeShopping.bought.expires"), valueName: "date"))
        var expires: String?

        @Option(help: ArgumentHelp(say("option.fridgeShopping.bought.quantity"), valueName: "n"))
        var quantity: String?

        func run() throws {
            let store = try global.openStore()
            let path = try store.pickingOnAmbiguity { try store.resolveFridgeItem(ref, preferring: [.toBuy]) }
            let change = try store.bought(path, expires: try UsageProblem.argument { try expires.map { try PersonDate.parse($0).day } },
                                          quantity: try KeptCommand.FridgeCommand.quantity(quantity))
            let item = FridgeItem(try store.entry(at: change.path))
            let expiry = item.expires.map { say("fridge.boughtExpiry", ["date": $0.iso, "left": "\(DaysLeft(from: KeptCommand.FridgeCommand.today, to: $0))"]) } ?? ""
            Terminal.out(say("cli.fridgeShopping.boughtStock", ["title": "\(item.title)", "amount": "\(item.amount)", "expiry": "\(expiry)"]))
            CommitNotice.identity(change.commit)
        }
    }
}
