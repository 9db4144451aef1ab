import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Init: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.init.abstract")) }

        @Argument(help: ArgumentHelp(say("option.init.init.dir")))
        var dir: String?

        func run() throws {
            let report = try Store.initialize(at: dir ?? FileManager.default.currentDirectoryPath,
                                              language: UserLanguage.current.rawValue)
            if report.alreadyStore {
                Terminal.out(say("cli.init.alreadyStoreNothingChanged", ["root": "\(report.root)"]))
                return
            }
            var line = say(report.adoptedRepository ? "init.doneAdopting" : "init.done", ["root": report.root])
            if !report.adoptedEntries.isEmpty {
                line += "; " + say("init.adoptedEntries", count: report.adoptedEntries.count)
            }
            Terminal.out(line)
            CommitNotice.identity(report.commit)
        }
    }
}
