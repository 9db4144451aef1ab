import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Drafts: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "drafts",
            abstract: say("help.drafts.abstract"),
            discussion: say("help.drafts.discussion")) }

        @OptionGroup var global: GlobalOptions

        @Option(name: .customLong("rm"), help: ArgumentHelp(say("option.drafts.drafts.remove"), valueName: "path"))
        var remove: [String] = []

        @Flag(help: ArgumentHelp(say("option.drafts.drafts.all")))
        var all = false

        func validate() throws {
            if all && !remove.isEmpty { throw ValidationError(say("cli.drafts.giveEitherRmPath")) }
        }

        func run() throws {
            let store = try global.openStore()
            if all || !remove.isEmpty {
                let cwd = FileManager.default.currentDirectoryPath
                let doomed = all ? store.drafts()
                    : try remove.map { try store.draft(named: $0, workingDirectory: cwd, insideFolder: true) }
                for draft in doomed {
                    try store.removeDraft(draft)
                    Terminal.notice(say("cli.drafts.removed", ["path": "\(draft.path)"]))
                }
                if doomed.isEmpty { Terminal.notice(say("cli.drafts.thereAreNoDrafts")) }
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
