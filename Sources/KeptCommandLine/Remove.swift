import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm", abstract: "Delete an entry and commit the deletion (git keeps the old text).")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The entry: its path, title or a unique part of it.", completion: CompletionCandidates.entries)
        var ref: String

        func run() throws {
            let store = try global.openStore()
            let path = try store.resolveOrPick(ref)
            let change = try store.remove(path)
            Terminal.out("removed \(path)" + (change.commit.map { " (in commit \($0.id.short)); `kept restore \(ShellWord.quoted(path))` brings it back" } ?? ""))
            CommitNotice.identity(change.commit)
        }
    }
}
