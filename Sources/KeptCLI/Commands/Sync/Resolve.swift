import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Resolve: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "resolve",
            abstract: say(.helpResolveAbstract),
            discussion: say(.helpResolveDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp(say(.optionResolveCopy)))
        var copy: String

        @Option(help: ArgumentHelp(say(.optionResolveDraft), valueName: "path"))
        var draft: String?

        @Option(help: ArgumentHelp(say(.optionResolveKeep), valueName: "side"))
        var keep: ConflictSide?

        func run() throws {
            let store = try global.openStore()
            // Before the editor opens: what is joined then could not be committed.
            try store.refuseDuringGitOperation()
            let copy = try store.pickingOnAmbiguity { try store.conflictCopy(for: self.copy).path }
            guard let info = store.conflictCopies().first(where: { $0.path == copy }) else { throw KeptError.noMatch(copy) }
            if let keep {
                let machine = store.machine.name
                let change = try store.resolveConflict(info, keeping: keep, machine: machine)
                let kept = say(keep == .mine ? .resolveThisMachinesVersion
                    : Store.keepsCopy(info, side: keep, machine: machine) ? .resolveCopysVersion : .resolveOtherMachinesVersion)
                Terminal.out(say(.cliResolveResolvedRemoved, ["original": "\(info.original)", "kept": "\(kept)", "path": "\(info.path)"]))
                CommitNotice.identity(change.commit)
                return
            }
            // What the draft is made from: a change to the entry while the editor is open
            // (a sync, another resolve) is not overwritten.
            let entryWas = try? store.text(at: info.original)
            let draft = try store.conflictDraft(info, language: UserLanguage.current)
            let session = EditSession(store: store, purpose: .resolve(copy: info.path))
            let outcome: EditSession.Outcome
            // Told once that the entry changed, a second save (after a look in the editor) goes in.
            var expected = self.draft == nil ? entryWas : nil
            do {
                outcome = try session.run(original: draft, draft: self.draft, save: { text, source in
                    defer { expected = try? store.text(at: info.original) }
                    return try store.resolveConflict(info, draft: text, source: source, entryWas: expected)
                })
            } catch let error as KeptError {
                if case let .draftKept(reason, draftPath, _) = error, !FileManager.default.fileExists(atPath: store.absolutePath(info.path)) {
                    // The copy is gone: resuming the resolve cannot work; the text is still there.
                    throw CommandLineError.resolveCopyGone(reason: reason, draft: draftPath, original: info.original)
                }
                throw CommandLineError.resolveLeftBoth(error.message, original: info.original, copy: info.path)
            }
            switch outcome {
            case let .saved(change) where change.commit != nil:
                Terminal.out(say(.cliResolveResolvedJoinedRemoved, ["original": "\(info.original)", "path": "\(info.path)"]))
                CommitNotice.identity(change.commit)
            case let .resumedUnchanged(kept):
                Terminal.notice(EditSession.Outcome.draftLeftAsItWas(kept, what: say(.resolveNothingResolved, ["original": info.original, "path": info.path])))
            default:
                Terminal.notice(say(.cliResolveSavedUnjoined, ["original": "\(info.original)", "path": "\(info.path)", "info": "\(ShellWord.quoted(info.path))"]))
            }
        }
    }
}

extension ConflictSide: ExpressibleByArgument {}
