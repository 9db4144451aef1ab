import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Commit: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "commit",
            abstract: say(.helpCommitAbstract)) }

        @OptionGroup var global: GlobalOptions

        @Option(name: [.short, .customLong("message")], help: ArgumentHelp(say(.optionCommitMessage)))
        var message: String?

        func run() throws {
            let store = try global.openStore()
            let change = try store.commitOutsideEdits(message: message)
            let refused = try store.refusedChanges()
            for item in refused { Terminal.error(say(.cliCommitNotCommitted, ["item": item.message.text])) }
            guard let change else {
                if !refused.isEmpty { throw ExitCode.failure }
                Terminal.notice(say(.cliCommitNothingToCommit))
                return
            }
            Terminal.out(change.message.split(separator: "\n").first.map(String.init) ?? change.message)
            CommitNotice.identity(change.commit)
        }
    }
}
