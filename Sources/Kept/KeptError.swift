import Foundation
import KeptGit

/// Everything the domain can refuse or fail at. Each description is the sentence a user
/// reads after `kept: `: what went wrong, where, and what to do.
public enum KeptError: Error, CustomStringConvertible, Equatable {
    case template(String, line: Int, String)
    case unknownKind(String, known: [String])
    case noMatch(String)
    case ambiguous(String, candidates: [String])
    case invalidEntry(EntryProblem)
    case invalidField(path: String, line: Int?, String)
    case needsTitle(kind: String)
    case invalidAssignment(String)
    case escapesStore(String)
    case notAStore(String)
    case git(String, GitError)
    case io(String, String)
    case draftKept(reason: String, draft: String, resume: String)
    /// A request the store cannot carry out as asked; the text says why and what to do.
    case unsupported(String)
    /// Another process held the store lock for the whole bounded wait.
    case storeBusy(lock: String, holder: Int32?, waited: Double)

    public var description: String {
        switch self {
        case let .template(source, line, message):
            return "\(source):\(line): \(message)"
        case let .unknownKind(name, known):
            return "there is no kind `\(name)`: use one of \(known.joined(separator: ", ")), or add .kept/templates/\(name).md"
        case let .noMatch(ref):
            return "no entry matches `\(ref)`: try `kept list` or `kept search \(ref)`"
        case let .ambiguous(ref, candidates):
            return "`\(ref)` matches \(candidates.count) entries; name one by its path:\n"
                + candidates.map { "  \($0)" }.joined(separator: "\n")
        case let .invalidEntry(problem):
            return problem.description
        case let .invalidField(path, line, message):
            return line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
        case let .needsTitle(kind):
            return "a \(kind) entry needs a title: give one (`kept new \(kind) \"Title\"`) or fill in `title:`"
        case let .invalidAssignment(text):
            return "`\(text)` is not a field assignment: write key=value, e.g. `quantity=2` or `tags=winter,walk`"
        case let .escapesStore(path):
            return "`\(path)` would lie outside the store; entries stay inside their kind's folder"
        case let .notAStore(path):
            return "\(path) is not a kept store (no .kept/ folder): run `kept init \(path)` to make one"
        case let .git(what, error):
            return "\(what): \(error.message) (libgit2 error \(error.code)); your files are untouched, run `kept check` to see the store's state"
        case let .io(path, message):
            return "\(path): \(message)"
        case let .draftKept(reason, draft, resume):
            return "\(reason)\nyour text is kept in \(draft); nothing was committed. Fix it with `\(resume)`"
        case let .unsupported(message):
            return message
        case let .storeBusy(lock, holder, waited):
            let who = holder.map { "kept (pid \($0))" } ?? "another process"
            let stop = holder.map { "; if it is stuck, stop it (`kill \($0)`): the next kept finishes what it half did" } ?? ""
            return "\(lock): the store is busy: \(who) has held its lock for all of the \(Int(waited)) s kept waits and is still running, so kept did not take over. Try again when it is done\(stop) (KEPT_LOCK_TIMEOUT sets the wait)"
        }
    }

    public static func == (a: KeptError, b: KeptError) -> Bool { a.description == b.description }
}
