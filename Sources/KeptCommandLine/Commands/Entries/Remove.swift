import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Remove: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "rm", abstract: say("help.remove.abstract")) }

        @OptionGroup var global: GlobalOptions

        @OptionGroup var entry: EntryArgument

        func run() throws {
            let store = try global.openStore()
            let path = try store.resolveOrPick(entry.ref)
            let change = try store.remove(path)
            Terminal.out(change.commit.map { say("remove.doneInCommit", ["path": path, "commit": $0.id.short, "restore": ShellWord.quoted(path)]) }
                ?? say("remove.done", ["path": path]))
            CommitNotice.identity(change.commit)
        }
    }
}
