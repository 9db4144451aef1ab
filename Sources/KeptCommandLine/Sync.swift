import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Sync: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Commit pending edits, fetch, merge and push: share the store with your other machines.",
            discussion: """
                Syncs with REMOTE, else `origin`, else the only remote. An entry changed on both \
                machines is joined field by field and line by line; what still collides keeps this \
                machine's version at its path and the other's beside it as \
                <name>.conflict-<machine>-<YYYYMMDD>.md (see `kept conflicts`). This machine's name \
                is $KEPT_MACHINE, else the host name. ssh uses ssh-agent, then ~/.ssh/id_ed25519 or \
                id_ecdsa (passphrase from $KEPT_SSH_PASSPHRASE) and checks ~/.ssh/known_hosts; \
                https uses the token in $KEPT_GIT_TOKEN.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The remote to sync with (default: origin, or the only one).", completion: CompletionCandidates.remotes)
        var remote: String?

        func run() throws {
            let store = try global.openStore()
            let progress = TransferProgressLine()
            defer { progress.finish() }
            let summary = try store.sync(remote: remote, transfer: progress.options)
            progress.finish()
            Terminal.out("\(summary.remote): \(summary.line)")
            // A few by name; a sync that kept many points at the list instead of flooding.
            let shown = summary.conflictCopies.count > 5 ? 3 : summary.conflictCopies.count
            for copy in summary.conflictCopies.prefix(shown) {
                Terminal.error("kept both versions of \(ConflictCopy.original(of: copy) ?? copy): the other is \(copy); join them with `kept resolve \(copy)`")
            }
            if shown < summary.conflictCopies.count {
                Terminal.error("and \(summary.conflictCopies.count - shown) more conflict copies: `kept conflicts` lists them all")
            }
            for item in (try? store.refusedChanges()) ?? [] { Terminal.error("not committed: \(item)") }
        }
    }
}
