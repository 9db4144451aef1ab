import ArgumentParser
import Foundation
import Kept

extension Kept.FridgeCommand {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Put an item in the fridge (no editor unless --edit); prints its path.",
            discussion: """
                Without --category the store's `fridge.category` is used (`kept init` writes `기타` \
                there when your language was Korean then, else `other`); a store without the \
                setting uses `other`, on every machine.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "What it is: 김치, Eggs…")
        var name: String

        @Option(help: "The category (its folder): 유제품, vegetables…")
        var category: String?

        @Option(parsing: .unconditional, help: ArgumentHelp("The expiry date: 2026-12-01, +5d, -1d, friday…", valueName: "date"))
        var expires: String?

        @Option(parsing: .unconditional, help: ArgumentHelp("The purchase date (default today): 2026-11-20, -2d, yesterday…", valueName: "date"))
        var purchased: String?

        @Option(help: ArgumentHelp("How many or how much (default 1).", valueName: "n"))
        var quantity: String?

        @Option(help: "The unit: 통, 개, kg, pack…")
        var unit: String?

        @Flag(help: "Open the new item in $EDITOR before saving it.")
        var edit = false

        @Flag(name: .customLong("new"), help: "Add a second batch of something already stocked (otherwise refused, saying what is there).")
        var newBatch = false

        func run() throws {
            let store = try global.openStore()
            let kind = try store.kind(named: "fridge")
            let item = NewFridgeItem(title: name, category: category,
                                     expires: try UsageProblem.argument { try expires.map { try PersonDate.parse($0).day } },
                                     purchased: try UsageProblem.argument { try purchased.map { try PersonDate.parse($0).day } },
                                     quantity: try Kept.FridgeCommand.quantity(quantity), unit: unit)
            let request = try item.newEntry(kind: kind, defaultCategory: Fridge.defaultCategory(for: kind, config: try store.config()))
            if !newBatch { try store.refuseSecondBatch(of: name) }
            let text = try store.draft(kind, request)
            let outcome: EditSession.Outcome
            if edit {
                let session = EditSession(store: store, purpose: .new(kind: kind.name), draftName: "fridge.md")
                outcome = try session.run(original: text, openEditor: true) { try store.add(kind, text: $0, source: $1) }
            } else {
                outcome = .saved(try store.add(kind, text: text))
            }
            if case let .saved(change) = outcome, let warning = FridgeItem(try store.entry(at: change.path)).expiryWarning {
                Terminal.error(warning)
            }
            outcome.reportAdded(otherwise: "the file was left unchanged or empty; nothing added")
        }
    }
}
