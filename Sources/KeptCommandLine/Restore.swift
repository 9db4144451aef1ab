import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Restore: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.restore.abstract"),
            discussion: say("help.restore.discussion")) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The entry: its path or title (a deleted one's old path or title).")
        var ref: String

        @Option(help: ArgumentHelp("The commit to take it from (as `kept log` shows it: 1a2b3c4, HEAD~2…).", valueName: "rev"))
        var at: String?

        func run() throws {
            let store = try global.openStore()
            let change = try store.restore(ref, at: at)
            guard change.commit != nil else {
                Terminal.error(say("cli.restore.alreadyAsItWas", ["path": "\(change.path)"]))
                return
            }
            Terminal.out(change.message.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? change.message)
            Terminal.out(change.path)
            CommitNotice.identity(change.commit)
        }
    }
}
