import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Set: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.set.abstract"),
            discussion: say("help.set.discussion")) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say("option.set.set.ref")), completion: CompletionCandidates.entries)
        var ref: String

        @Argument(parsing: .allUnrecognized, help: ArgumentHelp(say("option.set.set.assignments"), valueName: "key=value"))
        var assignments: [String] = []

        func validate() throws {
            if assignments.isEmpty { throw ValidationError(say("cli.set.giveAtLeastOne")) }
        }

        func run() throws {
            let store = try global.openStore()
            let path = try store.resolveOrPick(ref)
            let change = try store.set(path, try assignments.map(FieldAssignment.parse))
            if change.commit == nil {
                Terminal.error(say("cli.set.alreadySoNothingChanged", ["path": "\(path)"]))
            } else {
                Terminal.out(change.summary?.text ?? change.message)
                if change.path != path { Terminal.out(say("cli.set.moved", ["path": "\(change.path)"])) }
                CommitNotice.identity(change.commit)
            }
        }
    }
}
