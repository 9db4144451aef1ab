import ArgumentParser
import Foundation
import Kept

extension Kept.FridgeCommand {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Stocked items, soonest expiry first, with days left (the default command).",
            discussion: "Expired items come first (red), then those expiring within fridge.soon days (yellow).")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Also the shopping list and what was consumed or discarded.")
        var all = false

        func run() throws {
            let store = try global.openStore()
            let fridge = try Fridge.load(store)
            let items = all ? fridge.all() : fridge.stock()
            guard !items.isEmpty else {
                Terminal.error(all ? "the fridge has no items yet: add one with `kept fridge add NAME`"
                                   : "nothing in stock: add an item with `kept fridge add NAME`")
                return
            }
            let table = FridgeTable(today: Kept.FridgeCommand.today, soon: fridge.soon, style: global.style, showStatus: all)
            Terminal.out(table.render(items))
        }
    }
}
