import ArgumentParser
import Foundation
import Kept

extension Kept.FridgeCommand {
    struct Buy: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Put an item on the shopping list.",
            discussion: """
                A consumed or discarded item of that name goes back on the list (status: to-buy); \
                otherwise a new item to buy is added.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "What to buy: a name (or an item's path).")
        var name: String

        @Option(help: "The category, for something new.")
        var category: String?

        @Option(help: ArgumentHelp("How many to buy.", valueName: "n"))
        var quantity: String?

        func run() throws {
            let store = try global.openStore()
            let outcome = try store.buy(name, category: category, quantity: try Kept.FridgeCommand.quantity(quantity))
            switch outcome {
            case let .alreadyListed(path):
                Terminal.error("\(path): already on the shopping list; nothing changed")
            case let .relisted(change):
                let item = FridgeItem(try store.entry(at: change.path))
                Terminal.out("\(item.title) is back on the shopping list (\(item.amount))")
                CommitNotice.identity(change.commit)
            case let .added(change):
                let item = FridgeItem(try store.entry(at: change.path))
                Terminal.out("added \(item.title) to the shopping list: \(change.path)")
                CommitNotice.identity(change.commit)
            }
        }
    }

    struct Shopping: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The shopping list: items to buy, by category.",
            discussion: "`kept fridge bought NAME` moves an item from the list into stock.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: FormatOption

        func run() throws {
            let store = try global.openStore()
            let items = try Fridge.load(store).shopping()
            if items.isEmpty { Terminal.error("the shopping list is empty: `kept fridge buy NAME` adds to it") }
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
        static let configuration = CommandConfiguration(
            abstract: "Move an item into stock again, purchased today.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The item: its name, a unique part of it, or its path.")
        var ref: String

        @Option(parsing: .unconditional, help: ArgumentHelp("Its new expiry date: 2026-12-01, +5d, +2w…", valueName: "date"))
        var expires: String?

        @Option(help: ArgumentHelp("How many were bought.", valueName: "n"))
        var quantity: String?

        func run() throws {
            let store = try global.openStore()
            let path = try store.pickingOnAmbiguity { try store.resolveFridgeItem(ref, preferring: [.toBuy]) }
            let change = try store.bought(path, expires: try UsageProblem.argument { try expires.map { try PersonDate.parse($0).day } },
                                          quantity: try Kept.FridgeCommand.quantity(quantity))
            let item = FridgeItem(try store.entry(at: change.path))
            let expiry = item.expires.map { ", expires \($0.iso) (\(DaysLeft(from: Kept.FridgeCommand.today, to: $0)))" } ?? ""
            Terminal.out("bought \(item.title): \(item.amount) in stock\(expiry)")
            CommitNotice.identity(change.commit)
        }
    }
}
