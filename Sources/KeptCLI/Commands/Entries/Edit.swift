import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Edit: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "edit",
            abstract: say(.helpEditAbstract)) }

        @OptionGroup var global: GlobalOptions

        @OptionGroup var entry: EntryArgument

        @Option(help: ArgumentHelp(say(.optionEditDraft), valueName: "path"))
        var draft: String?

        func run() throws {
            let store = try global.openStore()
            try Self.open(try store.resolveOrPick(entry.ref), in: store, draft: draft)
        }

        /// Opens the entry at `path` in the editor (or resumes `draft`) and commits the result.
        static func open(_ path: String, in store: Store, draft: String?) throws {
            // A sync (or change) a kill interrupted is finished first: the editor gets the entry
            // as it is meant to be, not a file the sync was about to bring up to date.
            try store.finishInterruptedWork()
            let original = try store.text(at: path)
            let session = EditSession(store: store, purpose: .edit(path: path))
            switch try session.run(original: original, draft: draft, save: { try store.replace(path, with: $0, source: $1, original: original) }) {
            case let .saved(change):
                if change.commit == nil {
                    Terminal.notice(say(.cliEditNoChanges, ["path": "\(path)"]))
                } else {
                    Terminal.out(change.path)
                    CommitNotice.identity(change.commit)
                }
            case .unchanged:
                Terminal.notice(say(.cliEditNoChanges, ["path": "\(path)"]))
            case let .resumedUnchanged(draft):
                Terminal.notice(EditSession.Outcome.draftLeftAsItWas(draft, what: say(.editIsUnchanged, ["path": path])))
            }
        }
    }
}
