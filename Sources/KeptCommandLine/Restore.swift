import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Restore: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Bring back a deleted entry, or an older version of one, as a new commit.",
            discussion: """
                REF is an entry of today (then its version before its last change, or the one at --at) \
                or a deleted entry by its old path or title (then its last version, or the one at --at); \
                `kept log --deleted` lists deleted entries, `kept log REF` the versions of one. Nothing in \
                history is rewritten: the restored text is one more commit.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The entry: its path or title (a deleted one's old path or title).", completion: CompletionCandidates.entries)
        var ref: String

        @Option(help: ArgumentHelp("The commit to take it from (as `kept log` shows it: 1a2b3c4, HEAD~2…).", valueName: "rev"))
        var at: String?

        func run() throws {
            let store = try global.openStore()
            let change = try store.restore(ref, at: at)
            guard change.commit != nil else {
                Terminal.error("\(change.path) is already as it was then; nothing changed")
                return
            }
            Terminal.out(change.message.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? change.message)
            Terminal.out(change.path)
            CommitNotice.identity(change.commit)
        }
    }
}
