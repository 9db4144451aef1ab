import Foundation
import Kept

/// One round of writing in the editor, safe for the text: the user edits a draft (in the
/// store's drafts folder, see `Store.makeDraft`), which is removed only once its text is in
/// the store.
///
/// - An unchanged or emptied draft changes nothing. A resumed draft left unchanged stays where
///   it is, unless it is for a new entry and holds more than the template (`holdsWork`): the
///   text was fine when the editor failed, and saving it as it is creates the entry.
/// - An editor that is not installed is said so before any draft is made.
/// - An editor that exits non-zero commits nothing; the text is kept as a draft.
/// - A text the store refuses (broken front matter) reopens in the editor on a terminal,
///   after the error is shown; without a terminal the draft is kept and the command fails.
struct EditSession {
    enum Outcome {
        case saved(Change)
        case unchanged
        /// A draft taken up again and left as it was: it stays for later.
        case resumedUnchanged(Draft)
    }

    let store: Store
    /// What the text is for, recorded with a kept draft so that `kept drafts` can resume it.
    let purpose: DraftPurpose

    /// Edits `original` (or an existing draft's text) and saves it with `save`.
    /// With `openEditor` false, the draft is saved as it is. `holdsWork` says whether a resumed
    /// draft left as it was is worth saving (see `Draft.holdsMoreThan`); without it, it stays a draft.
    func run(original: String, draft existing: String? = nil, openEditor: Bool = true,
             holdsWork: ((String) -> Bool)? = nil,
             save: (_ text: String, _ draft: String) throws -> Change) throws -> Outcome {
        let editor = Editor.chosen()
        if openEditor { try editor.checkInstalled() }
        let draft = try existing.map { try store.draft(named: $0, workingDirectory: FileManager.default.currentDirectoryPath) }
            ?? store.makeDraft(original, for: purpose)
        // What "unchanged" means: the template for a new draft, the draft's own text for a resumed one.
        let baseline = existing == nil ? original : try read(draft)
        func keep(_ reason: Message) -> KeptError { .draftKept(reason: reason, draft: draft.path, resume: draft.resumeCommand) }
        func discard() { try? store.removeDraft(draft) }

        while true {
            if openEditor {
                let status: Int32
                do {
                    status = try editor.edit(draft.path)
                } catch let error as EditorError {
                    if existing == nil, (try? read(draft)) == original { discard(); throw error }
                    throw keep(error.message)
                }
                if status != 0 {
                    if existing == nil, (try? read(draft)) == original {
                        discard()
                        throw EditorError.exited(status: status)
                    }
                    throw keep(Message(.errorEditorExitedStatus, ["status": String(status)]))
                }
            }
            guard let edited = try? read(draft) else { throw keep(Message(.cliEditSessionDraftCannotBeRead)) }
            if edited.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || edited == original {
                discard()
                return .unchanged
            }
            if openEditor && existing != nil && edited == baseline && !(holdsWork?(edited) ?? false) {
                return .resumedUnchanged(draft)
            }
            do {
                let change = try save(edited, draft.path)
                discard()
                return .saved(change)
            } catch let error as KeptError {
                guard openEditor, Terminal.isInteractive else { throw keep(error.message) }
                Terminal.error(error.message.text)
                let answer = Terminal.readLine(prompt: say(.editSessionFixOrStop) + " ")
                if answer == nil || answer?.lowercased().hasPrefix("q") == true { throw keep(Message(.errorEditorStopped)) }
            }
        }
    }

    private func read(_ draft: Draft) throws -> String {
        guard let data = FileManager.default.contents(atPath: draft.path), let text = String(data: data, encoding: .utf8) else {
            throw KeptError.io(draft.path, Message(.cliEditSessionDraftCannotBeRead))
        }
        return text
    }
}

extension EditSession.Outcome {
    /// What a command that adds an entry prints: the new path (with the identity notice when
    /// git had to guess who you are), or why nothing was added.
    func reportAdded(otherwise nothing: String = say(.editNoEntryCreated)) {
        switch self {
        case let .saved(change):
            Terminal.out(change.path)
            CommitNotice.identity(change.commit)
        case .unchanged:
            Terminal.notice(nothing)
        case let .resumedUnchanged(draft):
            Terminal.notice(Self.draftLeftAsItWas(draft, what: say(.editNoEntry)))
        }
    }

    /// The message for a resumed draft left as it was.
    static func draftLeftAsItWas(_ draft: Draft, what: String) -> String {
        say(.editDraftLeftAsItWas, ["what": what, "path": draft.path, "resume": draft.resumeCommand, "quoted": ShellWord.quoted(draft.path)])
    }
}
