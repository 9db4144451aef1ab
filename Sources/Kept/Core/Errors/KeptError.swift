import Foundation
internal import KeptGit

/// Everything the domain can refuse or fail at. Each message is the sentence a user reads
/// after `kept: `, in their language: what went wrong, where, and what to do. Two errors are
/// equal when they are the same case with the same data (not when their English reads the same).
package enum KeptError: UserMessageError, CustomStringConvertible, Equatable {
    case template(String, line: Int, Message)
    case unknownKind(String, known: [String])
    case noMatch(String)
    case ambiguous(String, candidates: [String])
    case invalidEntry(EntryProblem)
    case invalidField(path: String, line: Int?, Message)
    case needsTitle(kind: String)
    case invalidAssignment(String)
    case escapesStore(String)
    case notAStore(String)
    case git(Message, GitProblem)
    case io(String, Message)
    case draftKept(reason: Message, draft: String, resume: String)
    /// A kind whose template is broken (`kept check` says how), named where it is used.
    case kindDisabled(name: String, template: String)
    /// A commit that failed after the files of its change were written, and what became of them.
    case commitFailed(paths: [String], GitProblem, UncommittedChange)
    /// A value given on the command line or in the settings that kept cannot take.
    case invalidValue(InvalidValue)
    /// Entries that cannot be put on days.
    case notOnCalendar(NotOnCalendar)
    /// A fridge item whose state does not allow what was asked of it.
    case fridgeState(FridgeProblem)
    /// `kept restore` cannot find, or put back, the version asked for.
    case cannotRestore(RestoreProblem)
    /// `kept resolve` cannot join a conflict copy.
    case cannotResolve(ResolveProblem)
    /// The entry changed while its editor was open and the edit collides with that change;
    /// `keptIn` is where the text is kept (nil: in its draft).
    case editCollided(path: String, keptIn: String?)
    /// A `--format` that is not a Mustache template.
    case invalidFormat(FormatProblem)
    /// A card category no card is in; `known` are the categories there are.
    case noCardsInCategory(String, known: [String])
    /// A Day One journal the export does not hold; `known` are the ones it does.
    case unknownJournal(String, known: [String])
    /// A file too large for git to keep every version of, attached without `--large`.
    case attachmentTooLarge(file: String, bytes: Int)
    /// Another process held the store lock for the whole bounded wait.
    case storeBusy(lock: String, holder: Int32?, waited: Double)

    package var message: Message {
        switch self {
        case let .template(source, line, message):
            return Message(.errorAtLine, ["file": source, "line": String(line), ])
                .localizing("message", message)
        case let .unknownKind(name, known):
            // A typo (`dairy`) is told its kind rather than how to add a template.
            if let near = EditDistance.nearest(to: name, among: known) {
                return Message(.parsingUnknownKindNear, ["name": name, "suggestion": near, "known": known.joined(separator: ", ")])
            }
            return Message(.errorUnknownKind, ["name": name, "known": known.joined(separator: ", ")])
        case let .noMatch(ref):
            return Message(.errorNoMatch, ["ref": ref])
        case let .ambiguous(ref, candidates):
            return Message(.errorAmbiguous, ["ref": ref, "count": String(candidates.count),
                                               "candidates": candidates.map { "  \($0)" }.joined(separator: "\n")])
        case let .invalidEntry(problem):
            return problem.message
        case let .invalidField(path, line, message):
            guard let line else { return Message(.errorInFile, ["file": path]).localizing("message", message) }
            return Message(.errorAtLine, ["file": path, "line": String(line)]).localizing("message", message)
        case let .needsTitle(kind):
            return Message(.errorNeedsTitle, ["kind": kind])
        case let .invalidAssignment(text):
            return Message(.errorInvalidAssignment, ["text": text])
        case let .escapesStore(path):
            return Message(.errorEscapesStore, ["path": path])
        case let .notAStore(path):
            return Message(.errorNotAStore, ["path": path])
        case let .git(what, error):
            return Message(.errorGit, ["message": error.message, "code": String(error.code)]).localizing("what", what)
        case let .io(path, message):
            return Message(.errorInFile, ["file": path]).localizing("message", message)
        case let .draftKept(reason, draft, resume):
            return Message(.errorDraftKept, ["draft": draft, "resume": resume]).localizing("reason", reason)
        case let .kindDisabled(name, template):
            return Message(.kindDisabledUse, ["name": name, "template": template])
        case let .commitFailed(paths, error, change):
            let what = ["paths": paths.joined(separator: ", "), "error": error.message, "code": String(error.code)]
            switch change {
            case .inFiles: return Message(.storeCommitFailedKept, what)
            case let .left(left): return Message(.storeCommitFailedLeft, what.merging(["left": left.joined(separator: ", ")]) { a, _ in a })
            case .undone: return Message(.storeCommitFailedUndone, what)
            }
        case let .invalidValue(value):
            return value.message
        case let .notOnCalendar(reason):
            return reason.message
        case let .fridgeState(refusal):
            return refusal.message
        case let .cannotRestore(problem):
            return problem.message
        case let .cannotResolve(problem):
            return problem.message
        case let .editCollided(path, keptIn?):
            return Message(.editCollidesWhileOpen, ["path": path, "source": keptIn])
        case let .editCollided(path, nil):
            return Message(.editCollidesWhileOpenDraft, ["path": path])
        case let .invalidFormat(problem):
            return problem.message
        case let .noCardsInCategory(category, known) where known.isEmpty:
            return Message(.errorCardDeckNoCardsAddOne, ["category": category])
        case let .noCardsInCategory(category, known):
            return Message(.errorCardDeckNoCardsInCategory, ["category": category, "known": known.joined(separator: ", ")])
        case let .unknownJournal(journal, known):
            return Message(.importDayoneUnknownJournal, ["journal": journal, "journals": known.joined(separator: ", ")])
        case let .attachmentTooLarge(file, bytes):
            return Message(.attachTooLarge, ["file": file, "size": String(bytes / 1024 / 1024)])
        case let .storeBusy(lock, holder, waited):
            guard let holder else { return Message(.errorStoreBusyUnknown, ["lock": lock, "waited": String(Int(waited))]) }
            return Message(.errorStoreBusyKept, ["lock": lock, "pid": String(holder), "waited": String(Int(waited))])
        }
    }

    /// English, as tests and logs read it; users get `message` in their language.
    package var description: String { message.english }
}
