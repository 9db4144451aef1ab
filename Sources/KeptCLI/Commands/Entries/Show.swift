import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Show: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "show", abstract: say(.helpShowAbstract)) }

        @OptionGroup var global: GlobalOptions

        @OptionGroup var entry: EntryArgument

        @Flag(help: ArgumentHelp(say(.optionShowPath)))
        var path = false

        func run() throws {
            let store = try global.openStore()
            global.pageOutput(store)
            let found = try store.resolveOrPick(entry.ref)
            Terminal.out(path ? found : try store.text(at: found))
            // The entry's files, on stderr: stdout stays the file as it is.
            for file in store.attachments(of: found) where !path { Terminal.notice(say(.cliShowAttachment, ["path": file])) }
        }
    }
}
