import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Stats: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "stats",
            abstract: say(.helpFridgeStatsAbstract),
            discussion: say(.helpFridgeStatsDiscussion)) }

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            let today = KeptCommand.FridgeCommand.today
            let fridge = try Fridge.load(store)
            let stats = try FridgeStats.make(store, fridge: fridge, today: today)
            var view = FridgeStatsView(stats: stats, today: today, soon: fridge.soon, style: global.style)
            if let width = Terminal.width { view.barWidth = max(10, min(30, width - 40)) }
            Terminal.out(view.render())
        }
    }
}
