import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Shopping: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.fridge.shopping.abstract"),
            discussion: say("help.fridge.shopping.discussion")) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: FormatOption

        func run() throws {
            let store = try global.openStore()
            let items = try Fridge.load(store).shopping()
            if items.isEmpty { Terminal.notice(say("cli.fridgeShopping.shoppingListEmptyFridge")) }
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
}
