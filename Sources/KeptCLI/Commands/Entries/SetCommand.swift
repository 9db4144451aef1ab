import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept set`: named so, not `Set`, so that it does not hide Swift's `Set`.
    struct SetCommand: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "set",
            abstract: say(.helpSetAbstract),
            discussion: say(.helpSetDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @OptionGroup var entry: EntryArgument

        @Argument(parsing: .allUnrecognized, help: ArgumentHelp(say(.optionSetAssignments), valueName: "key=value"))
        var assignments: [String] = []

        @Flag(help: ArgumentHelp(say(.optionFieldsNewField)))
        var newField = false

        func validate() throws {
            if assignments.isEmpty { throw ValidationError(say(.cliSetGiveAtLeastOne)) }
        }

        func run() throws {
            let store = try global.openStore()
            let path = try store.resolveOrPick(entry.ref)
            let change = try UsageProblem.unknownField { try store.set(path, try assignments.map(FieldAssignment.parse), newFields: newField) }
            if change.commit == nil {
                Terminal.notice(say(.cliSetAlreadySoNothingChanged, ["path": "\(path)"]))
            } else {
                Terminal.out(change.summary.map(ChangeSummaryText.text) ?? change.message)
                if change.path != path { Terminal.out(say(.cliSetMoved, ["path": "\(change.path)"])) }
                CommitNotice.identity(change.commit)
            }
        }
    }
}
