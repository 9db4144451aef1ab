import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept set`: named so, not `Set`, so that it does not hide Swift's `Set`.
    struct SetCommand: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "set",
            abstract: say("help.set.abstract"),
            discussion: say("help.set.discussion")) }

        @OptionGroup var global: GlobalOptions

        @OptionGroup var entry: EntryArgument

        @Argument(parsing: .allUnrecognized, help: ArgumentHelp(say("option.set.set.assignments"), valueName: "key=value"))
        var assignments: [String] = []

        @Flag(help: ArgumentHelp(say("option.fields.newField")))
        var newField = false

        func validate() throws {
            if assignments.isEmpty { throw ValidationError(say("cli.set.giveAtLeastOne")) }
        }

        func run() throws {
            let store = try global.openStore()
            let path = try store.resolveOrPick(entry.ref)
            let change = try UsageProblem.unknownField { try store.set(path, try assignments.map(FieldAssignment.parse), newFields: newField) }
            if change.commit == nil {
                Terminal.notice(say("cli.set.alreadySoNothingChanged", ["path": "\(path)"]))
            } else {
                Terminal.out(change.summary.map(ChangeSummaryText.text) ?? change.message)
                if change.path != path { Terminal.out(say("cli.set.moved", ["path": "\(change.path)"])) }
                CommitNotice.identity(change.commit)
            }
        }
    }
}
