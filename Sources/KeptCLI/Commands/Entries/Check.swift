import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Check: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "check",
            abstract: say(.helpCheckAbstract)) }

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore(namingDisabledKinds: false)
            let report = store.check(accounts: SystemAccounts())
            for problem in report.problemMessages { Terminal.out(problem.text) }
            for note in report.noteMessages { Terminal.notice(note.text) }
            // A program the store names that this machine has not approved (read here: the
            // approvals are this machine's, outside the store).
            if let programs = try? MachineFiles.programs(for: store) {
                for choice in ProgramSetting.allCases.compactMap(programs.choice) {
                    if let skipped = choice.skippedNotice { Terminal.notice(skipped.text) }
                }
            }
            if report.isClean {
                Terminal.out(say(.cliCheckEntriesCheckedAllReadable, count: report.entryCount))
            } else {
                throw CommandLineError.checkFoundProblems(problems: report.problems.count, entries: report.entryCount)
            }
        }
    }
}
