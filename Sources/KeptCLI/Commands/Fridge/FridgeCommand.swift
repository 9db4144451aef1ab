import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept fridge …`: the fridge's own commands. Alone it lists what is in stock.
    struct FridgeCommand: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "fridge",
            abstract: say(.helpFridgeAbstract),
            discussion: say(.helpFridgeDiscussion),
            subcommands: [
                List.self, Add.self, Consume.self, Discard.self, Buy.self, Shopping.self, Bought.self,
                Expiring.self, CalendarCommand.self, Stats.self,
            ],
            defaultSubcommand: List.self
        ) }
    }
}

extension KeptCommand.FridgeCommand {
    /// Today, as the local calendar has it: the day expiry dates are counted from.
    static var today: Day { Day(Date()) }

    /// A quantity typed on the command line: a number above or at 0 (`2`, `0.5`).
    static func quantity(_ text: String?) throws -> Double? {
        try UsageProblem.argument { try FridgeQuantity.parseIfGiven(text) }
    }
}
