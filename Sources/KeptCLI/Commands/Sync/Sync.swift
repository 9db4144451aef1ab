import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Sync: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "sync",
            abstract: say(.helpSyncAbstract),
            discussion: say(.helpSyncDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionSyncRemote)), completion: CompletionCandidates.remotes)
        var remote: String?

        @Flag(help: ArgumentHelp(say(.optionSyncRepack)))
        var repack = false

        func run() throws {
            let store = try global.openStore()
            // No name and several remotes: each is synced in turn; one that fails is named and the
            // others still sync.
            let remotes = remote == nil ? try store.remotes() : []
            guard remotes.count > 1 else { return try sync(store, remote: remote) }
            var failed: [String] = []
            for each in remotes {
                do { try sync(store, remote: each.name) } catch {
                    Terminal.error(Message.of(error).text)
                    failed.append(each.name)
                }
            }
            if !failed.isEmpty {
                throw CommandLineError.remotesFailed(failed)
            }
        }

        private func sync(_ store: Store, remote: String?) throws {
            let progress = TransferProgressLine()
            defer { progress.finish() }
            let summary: SyncSummary
            do {
                summary = try store.sync(remote: remote, transfer: progress.options, keys: .ofThisUser)
            } catch let error as SyncError where repack && error.isEncryptedRemoteWithoutManifest {
                // Nothing to merge from a remote without its manifest: write it again, sealed.
                let report = try store.repack(remote: remote, keys: .ofThisUser, transfer: progress.options)
                progress.finish()
                Terminal.out(say(.cliSyncRewroteDamagedRemote, ["remote": report.remote]))
                return
            }
            progress.finish()
            Terminal.out("\(summary.remote): " + Self.line(summary))
            for notice in summary.notices { Terminal.notice(notice.text) }
            if repack {
                let report = try store.repack(remote: summary.remote, keys: .ofThisUser, transfer: progress.options)
                Terminal.out(say(.cliSyncRepacked, ["remote": report.remote, "count": String(report.packsBefore)]))
            }
            // A few by name; a sync that kept many points at the list instead of flooding.
            let shown = summary.conflictCopies.count > 5 ? 3 : summary.conflictCopies.count
            for copy in summary.conflictCopies.prefix(shown) {
                let original = ConflictCopy.original(of: copy) ?? copy
                // An attachment is kept whole, not joined in an editor.
                let key: MessageKey = original.hasSuffix(".md") || original.hasPrefix(".kept/") ? .cliSyncConflictCopyToJoin : .cliSyncConflictCopyToChoose
                Terminal.notice(say(key, ["ConflictCopy": "\(original)", "copy": "\(copy)"]))
            }
            if shown < summary.conflictCopies.count {
                Terminal.notice(say(.cliSyncAndMoreConflictCopies, ["summary": "\(summary.conflictCopies.count - shown)"]))
            }
            for item in summary.refused { Terminal.error(say(.cliCommitNotCommitted, ["item": item.message.text])) }
        }
    }
}

extension KeptCommand.Sync {
    /// `committed 1 outside edit, pulled 2, pushed 0, merged 1, kept 1 conflict copy`.
    static func line(_ summary: SyncSummary) -> String {
        var parts: [String] = []
        if summary.outsideEditsCommitted > 0 { parts.append(say(.syncSummaryOutsideEditsCommitted, count: summary.outsideEditsCommitted)) }
        parts.append(say(.syncSummaryPulled, ["count": String(summary.pulled)]))
        parts.append(say(.syncSummaryPushed, ["count": String(summary.pushed)]))
        if !summary.merged.isEmpty { parts.append(say(.syncSummaryMerged, ["count": String(summary.merged.count)])) }
        if !summary.conflictCopies.isEmpty { parts.append(say(.syncSummaryCopies, count: summary.conflictCopies.count)) }
        return parts.joined(separator: ", ")
    }
}
