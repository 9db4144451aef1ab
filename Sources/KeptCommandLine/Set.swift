import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change fields of an entry in place (one line each) and commit.",
            discussion: "Dates take the typed forms (expires=+3d); tags=a,b makes a list; key= empties a field.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The entry: its path, title or a unique part of it.", completion: CompletionCandidates.entries)
        var ref: String

        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Fields to set.", valueName: "key=value"))
        var assignments: [String] = []

        func validate() throws {
            if assignments.isEmpty { throw ValidationError("give at least one key=value to set") }
        }

        func run() throws {
            let store = try global.openStore()
            let path = try store.resolveOrPick(ref)
            let change = try store.set(path, try assignments.map(FieldAssignment.parse))
            if change.commit == nil {
                Terminal.error("\(path): already so; nothing changed")
            } else {
                Terminal.out(change.message.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? change.message)
                if change.path != path { Terminal.out("moved to \(change.path)") }
                CommitNotice.identity(change.commit)
            }
        }
    }
}
