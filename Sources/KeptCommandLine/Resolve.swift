import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Join a conflict copy a sync kept into its entry, then remove the copy (one commit).",
            discussion: """
                COPY is the copy's path, or the entry it sits beside (path or title). With --keep mine \
                the entry stays as this machine has it; with --keep theirs the copy's version takes its \
                place. Without --keep, $EDITOR opens the entry with the copy's differing fields and lines \
                below a separator line: move what you want above it and save. Saving it unchanged, or \
                with front matter kept cannot read, keeps both files.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The conflict copy, or the entry it sits beside.")
        var copy: String

        @Option(help: ArgumentHelp("Resume from a draft kept by an earlier attempt.", valueName: "path"))
        var draft: String?

        @Option(help: ArgumentHelp("Keep one version whole: mine (this machine's) or theirs (the copy's).", valueName: "side"))
        var keep: ConflictSide?

        func run() throws {
            let store = try global.openStore()
            let copy = try store.pickingOnAmbiguity { try store.conflictCopy(for: self.copy).path }
            guard let info = store.conflictCopies().first(where: { $0.path == copy }) else { throw KeptError.noMatch(copy) }
            if let keep {
                let change = try store.resolveConflict(info, keeping: keep)
                Terminal.out("resolved \(info.original): kept \(keep == .mine ? "this machine's version" : "the copy's version"); removed \(info.path)")
                CommitNotice.identity(change.commit)
                return
            }
            let draft = try store.conflictDraft(info)
            let session = EditSession(store: store, draftName: (info.original as NSString).lastPathComponent,
                                      resume: "kept resolve \(ShellWord.quoted(info.path)) --draft DRAFT")
            let outcome: EditSession.Outcome
            do {
                outcome = try session.run(original: draft, draft: self.draft, save: { try store.resolveConflict(info, draft: $0, source: $1) })
            } catch let error as KeptError {
                throw KeptError.unsupported("\(error.description)\nkept both \(info.original) and \(info.path)")
            }
            switch outcome {
            case let .saved(change) where change.commit != nil:
                Terminal.out("resolved \(info.original): joined; removed \(info.path)")
                CommitNotice.identity(change.commit)
            default:
                Terminal.error("\(info.original) was saved as it was: kept both it and \(info.path) (`kept resolve \(ShellWord.quoted(info.path)) --keep mine` drops the copy)")
            }
        }
    }
}

extension ConflictSide: ExpressibleByArgument {}
