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

        @Argument(help: ArgumentHelp(say(.optionFridgeAddName)))
        var name: String

        @Option(help: ArgumentHelp(say(.optionFridgeAddCategory)))
        var category: String?

        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionFridgeAddExpires), valueName: "date"))
        var expires: String?

        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionFridgeAddPurchased), valueName: "date"))
        var purchased: String?

        // Unconditional: `--quantity -1` is a value to refuse by the quantity rule, not an option.
        @Option(parsing: .unconditional, help: ArgumentHelp(say(.optionFridgeAddQuantity), valueName: "n"))
        var quantity: String?

        @Option(help: ArgumentHelp(say(.optionFridgeAddUnit)))
        var unit: String?

        @Flag(help: ArgumentHelp(say(.optionFridgeAddEdit)))
        var edit = false

        @Flag(name: .customLong("new"), help: ArgumentHelp(say(.optionFridgeAddNew)))
        var newBatch = false

        func run() throws {
            let store = try global.openStore()
            // Before `--edit` opens the editor: what is typed then could not be committed.
            try store.refuseDuringGitOperation()
            let item = NewFridgeItem(title: name, category: category,
                                     expires: try UsageProblem.argument { try expires.map { try PersonDate.parse($0).day } },
                                     purchased: try UsageProblem.argument { try purchased.map { try PersonDate.parse($0).day } },
                                     quantity: try KeptCommand.FridgeCommand.quantity(quantity), unit: unit)
            let operation = FridgeAdd(item, secondBatch: newBatch)
            let text = try operation.draft(in: store)
            var added: FridgeAdded?
            let outcome: EditSession.Outcome
            if edit {
                let session = EditSession(store: store, purpose: .new(kind: "fridge"))
                outcome = try session.run(original: text, openEditor: true) { edited, source in
                    let result = try operation.run(in: store, text: edited, source: source)
                    added = result
                    return result.change
                }
            } else {
                let result = try operation.run(in: store, text: text)
                added = result
                outcome = .saved(result.change)
            }
            if let warning = added?.warning { Terminal.notice(warning.text) }
            outcome.reportAdded(otherwise: say(.fridgeNothingAdded))
        }
    }
}
