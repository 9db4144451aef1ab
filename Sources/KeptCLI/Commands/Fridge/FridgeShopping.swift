import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Shopping: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "shopping",
            abstract: say(.helpFridgeShoppingAbstract),
            discussion: say(.helpFridgeShoppingDiscussion)) }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: FormatOption

        func run() throws {
            let store = try global.openStore()
            let items = try Fridge.load(store).shopping()
            if items.isEmpty { Terminal.notice(say(.cliFridgeShoppingShoppingListEmptyFridge)) }
            guard output.format == "table" else {
                return try EntryOutput(format: output.format, includeBody: output.body, kinds: store.kinds, style: global.style)
                    .print(items.map(\.entry))
            }
            guard !items.isEmpty else { return }
            let names = items.map { $0.title.replacingOccurrences(of: "\n", with: " ") }
            let rows = zip(names, items).map { [$0, $1.amount, $1.category] }
            let layout = ColumnLayout(rows, [.upTo(32), .init()])
            Terminal.out(rows.map { ("  [ ] " + layout.line($0)).trimmingTrailingSpaces }.joined(separator: "\n"))
        }
    }
}
