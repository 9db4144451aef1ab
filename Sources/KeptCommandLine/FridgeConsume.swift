import ArgumentParser
import Foundation
import Kept

extension Kept.FridgeCommand {
    struct Consume: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Use some of an item: its quantity goes down; at zero it is consumed.",
            discussion: "Consuming more than is left is refused and changes nothing.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The item: its name, a unique part of it, or its path.", completion: CompletionCandidates.fridgeItems)
        var ref: String

        @Option(help: ArgumentHelp("How much (default 1).", valueName: "n"))
        var quantity: String?

        @Flag(help: "All that is left.")
        var all = false

        func validate() throws {
            if all && quantity != nil { throw ValidationError("give --quantity N or --all, not both") }
        }

        func run() throws {
            let store = try global.openStore()
            let path = try store.pickingOnAmbiguity { try store.resolveFridgeItem(ref, preferring: [.stocked]) }
            let amount: ConsumeAmount = all ? .all : .quantity(try Kept.FridgeCommand.quantity(quantity) ?? 1)
            let change = try store.consume(path, amount)
            let item = FridgeItem(try store.entry(at: change.path))
            Terminal.out(item.status == .consumed
                ? "consumed \(item.title): none left"
                : "consumed \(item.title): \(item.amount) left")
            CommitNotice.identity(change.commit)
        }
    }

    struct Discard: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mark an item discarded: thrown away, not eaten (counted in stats).")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The item: its name, a unique part of it, or its path.", completion: CompletionCandidates.fridgeItems)
        var ref: String

        func run() throws {
            let store = try global.openStore()
            let path = try store.pickingOnAmbiguity { try store.resolveFridgeItem(ref, preferring: [.stocked]) }
            let change = try store.discard(path)
            let item = FridgeItem(try store.entry(at: change.path))
            Terminal.out("discarded \(item.title) (\(item.amount))")
            CommitNotice.identity(change.commit)
        }
    }
}
