import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mv", abstract: "Retitle an entry and rename its file (history follows it).")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The entry: its path, title or a unique part of it.", completion: CompletionCandidates.entries)
        var ref: String

        @Argument(help: "The new title.")
        var newTitle: String

        func run() throws {
            let store = try global.openStore()
            let path = try store.resolveOrPick(ref)
            let change = try store.move(path, toTitle: newTitle)
            Terminal.out(change.path)
            CommitNotice.identity(change.commit)
        }
    }
}
