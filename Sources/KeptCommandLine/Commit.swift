import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Commit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Commit edits that other programs made in the store.")

        @OptionGroup var global: GlobalOptions

        @Option(name: [.short, .customLong("message")], help: "The commit message (default: says what changed).")
        var message: String?

        func run() throws {
            let store = try global.openStore()
            let change = try store.commitOutsideEdits(message: message)
            let refused = try store.refusedChanges()
            for item in refused { Terminal.error("not committed: \(item)") }
            guard let change else {
                if !refused.isEmpty { throw ExitCode.failure }
                Terminal.error("nothing to commit; the store is as its last commit")
                return
            }
            Terminal.out(change.message.split(separator: "\n").first.map(String.init) ?? change.message)
            CommitNotice.identity(change.commit)
        }
    }
}
