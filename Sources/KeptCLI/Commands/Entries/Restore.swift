import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Restore: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "restore",
            abstract: say(.helpRestoreAbstract),
            discussion: say(.helpRestoreDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionRestoreRef)), completion: CompletionCandidates.entries)
        var ref: String

        @Option(help: ArgumentHelp(say(.optionRestoreAt), valueName: "rev"))
        var at: String?

        func run() throws {
            let store = try global.openStore()
            let change = try store.restore(ref, at: at)
            guard change.commit != nil else {
                Terminal.notice(say(.cliRestoreAlreadyAsItWas, ["path": "\(change.path)"]))
                return
            }
            Terminal.out(change.summary.map(ChangeSummaryText.text) ?? change.message)
            Terminal.out(change.path)
            CommitNotice.identity(change.commit)
        }
    }
}
