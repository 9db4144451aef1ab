import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Drafts: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "drafts",
            abstract: say(.helpDraftsAbstract),
            discussion: say(.helpDraftsDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Option(name: .customLong("rm"), help: ArgumentHelp(say(.optionDraftsRemove), valueName: "path"))
        var remove: [String] = []

        @Flag(help: ArgumentHelp(say(.optionDraftsAll)))
        var all = false

        func validate() throws {
            if all && !remove.isEmpty { throw ValidationError(say(.cliDraftsRemoveOneOrAll)) }
        }

        func run() throws {
            let store = try global.openStore()
            if all || !remove.isEmpty {
                let cwd = FileManager.default.currentDirectoryPath
                let doomed = all ? store.drafts()
                    : try remove.map { try store.draft(named: $0, workingDirectory: cwd, insideFolder: true) }
                for draft in doomed {
                    try store.removeDraft(draft)
                    Terminal.notice(say(.cliDraftsRemoved, ["path": "\(draft.path)"]))
                }
                if doomed.isEmpty { Terminal.notice(say(.cliDraftsThereAreNoDrafts)) }
                return
            }
            let drafts = store.drafts()
            guard !drafts.isEmpty else {
                throw NothingFoundError.noDrafts
            }
            Terminal.out(DraftsView.table(drafts, style: global.style, now: Date()))
        }
    }
}
