import Foundation
internal import KeptGit

/// Everything the domain can refuse or fail at. Each message is the sentence a user reads
/// after `kept: `, in their language: what went wrong, where, and what to do.
public enum KeptError: UserMessageError, CustomStringConvertible, Equatable {
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
    case git(Message, GitFailure)
    case io(String, Message)
    case draftKept(reason: Message, draft: String, resume: String)
    /// A request the store cannot carry out as asked; the text says why and what to do.
    case unsupported(Message)
    /// Another process held the store lock for the whole bounded wait.
    case storeBusy(lock: String, holder: Int32?, waited: Double)

    public var message: Message {
        switch self {
        case let .template(source, line, message):
            return Message("error.atLine", ["file": source, "line": String(line), ])
                .localizing("message", message)
        case let .unknownKind(name, known):
            return Message("error.unknownKind", ["name": name, "known": known.joined(separator: ", ")])
        case let .noMatch(ref):
            return Message("error.noMatch", ["ref": ref])
        case let .ambiguous(ref, candidates):
            return Message("error.ambiguous", ["ref": ref, "count": String(candidates.count),
                                               "candidates": candidates.map { "  \($0)" }.joined(separator: "\n")])
        case let .invalidEntry(problem):
            return problem.message
        case let .invalidField(path, line, message):
            guard let line else { return Message("error.inFile", ["file": path]).localizing("message", message) }
            return Message("error.atLine", ["file": path, "line": String(line)]).localizing("message", message)
        case let .needsTitle(kind):
            return Message("error.needsTitle", ["kind": kind])
        case let .invalidAssignment(text):
            return Message("error.invalidAssignment", ["text": text])
        case let .escapesStore(path):
            return Message("error.escapesStore", ["path": path])
        case let .notAStore(path):
            return Message("error.notAStore", ["path": path])
        case let .git(what, error):
            return Message("error.git", ["message": error.message, "code": String(error.code)]).localizing("what", what)
        case let .io(path, message):
            return Message("error.inFile", ["file": path]).localizing("message", message)
        case let .draftKept(reason, draft, resume):
            return Message("error.draftKept", ["draft": draft, "resume": resume]).localizing("reason", reason)
        case let .unsupported(message):
            return message
        case let .storeBusy(lock, holder, waited):
            guard let holder else { return Message("error.storeBusy.unknown", ["lock": lock, "waited": String(Int(waited))]) }
            return Message("error.storeBusy.kept", ["lock": lock, "pid": String(holder), "waited": String(Int(waited))])
        }
    }

    /// English, as tests and logs read it; users get `message` in their language.
    public var description: String { message.english }

    public static func == (a: KeptError, b: KeptError) -> Bool { a.description == b.description }
}
