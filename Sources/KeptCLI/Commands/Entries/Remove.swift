import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Remove: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "rm", abstract: say(.helpRemoveAbstract)) }

        @OptionGroup var global: GlobalOptions

        @OptionGroup var entry: EntryArgument

        func run() throws {
            let store = try global.openStore()
            let path = try store.resolveOrPick(entry.ref)
            // Its conflict copies stay (the other machine's version is not this rm's to drop): said so.
            let copies = store.conflictCopies(of: path)
            let change = try store.remove(path)
            Terminal.out(change.commit.map { say(.removeDoneInCommit, ["path": path, "commit": $0.id.short, "restore": ShellWord.quoted(path)]) }
                ?? say(.removeDone, ["path": path]))
            for copy in copies {
                Terminal.notice(say(.machineRemoveCopyStays, ["copy": copy, "path": path, "quoted": ShellWord.quoted(copy)]))
            }
            CommitNotice.identity(change.commit)
        }
    }
}
