import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Init: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "init",
            abstract: say(.helpInitAbstract)) }

        @Argument(help: ArgumentHelp(say(.optionInitDir)))
        var dir: String?

        // `kept --store DIR init` means DIR: without this, the root's --store was dropped and the
        // current folder (say, a project's checkout) silently became a store.
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let report = try Store.initialize(at: dir ?? global.store ?? FileManager.default.currentDirectoryPath,
                                              language: UserLanguage.current.rawValue, machine: .current)
            if report.alreadyStore {
                Terminal.out(say(.cliInitAlreadyStoreNothingChanged, ["root": "\(report.root)"]))
                return
            }
            var line = say(report.adoptedRepository ? .initDoneAdopting : .initDone, ["root": report.root])
            if !report.adoptedEntries.isEmpty {
                line += "; " + say(.initAdoptedEntries, count: report.adoptedEntries.count)
                // The first `kept list` finds the adopted entries cached, as a warm one does.
                try Store(root: report.root, machine: .current).writeIndexCache()
            }
            Terminal.out(line)
            CommitNotice.identity(report.commit)
        }
    }
}
