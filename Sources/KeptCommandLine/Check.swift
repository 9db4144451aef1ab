import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Check: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.check.abstract")) }

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            let report = store.check()
            for problem in report.problems { Terminal.out(problem) }
            for note in report.notes { Terminal.error(note) }
            if report.isClean {
                Terminal.out("\(report.entryCount) entries checked; all readable")
            } else {
                Terminal.error("\(report.problems.count) problem\(report.problems.count == 1 ? "" : "s") in \(report.entryCount) entries")
                throw ExitCode(1)
            }
        }
    }
}
