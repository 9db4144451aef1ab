import ArgumentParser
import Foundation
import Kept

extension KeptCommand.FridgeCommand {
    struct Add: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "add",
            abstract: say(.helpFridgeAddAbstract),
            discussion: say(.helpFridgeAddDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionFridgeAddAddName)))
        var name: String

        @Option(help: ArgumentHelp(say(.optionFridgeAddAddCategory)))
        var category: String?

        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionFridgeAddAddExpires), valueName: "date"))
        var expires: String?

        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionFridgeAddAddPurchased), valueName: "date"))
        var purchased: String?

        @Option(help: ArgumentHelp(say(.optionFridgeAddAddQuantity), valueName: "n"))
        var quantity: String?

        @Option(help: ArgumentHelp(say(.optionFridgeAddAddUnit)))
        var unit: String?

        @Flag(help: ArgumentHelp(say(.optionFridgeAddAddEdit)))
        var edit = false

        @Flag(name: .customLong("new"), help: ArgumentHelp(say(.optionFridgeAddAddNew)))
        var newBatch = false

        func run() throws {
            let store = try global.openStore()
            // Before `--edit` opens the editor: what is typed then could not be committed.
            try store.refuseDuringGitOperation()
            let kind = try store.kind(named: "fridge")
            let item = NewFridgeItem(title: name, category: category,
                                     expires: try UsageProblem.argument { try expires.map { try PersonDate.parse($0).day } },
                                     purchased: try UsageProblem.argument { try purchased.map { try PersonDate.parse($0).day } },
                                     quantity: try KeptCommand.FridgeCommand.quantity(quantity), unit: unit)
            let request = try item.newEntry(kind: kind, defaultCategory: Fridge.defaultCategory(for: kind, config: try store.config()))
            if !newBatch { try store.refuseSecondBatch(of: name) }
            let text = try store.draft(kind, request)
            let outcome: EditSession.Outcome
            if edit {
                let session = EditSession(store: store, purpose: .new(kind: kind.name))
                outcome = try session.run(original: text, openEditor: true) { try store.add(kind, text: $0, source: $1) }
            } else {
                outcome = .saved(try store.add(kind, text: text))
            }
            if case let .saved(change) = outcome, let warning = FridgeItem(try store.entry(at: change.path)).expiryWarning {
                Terminal.notice(warning.text)
            }
            outcome.reportAdded(otherwise: say(.fridgeNothingAdded))
        }
    }
}
