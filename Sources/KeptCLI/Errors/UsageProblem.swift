import ArgumentParser
import Kept
import Foundation
import Kept

/// A malformed argument is a usage error, wherever it is found: exit 64 with the command's own
/// usage line, as argument-parser answers a missing value. "Failed" and "nothing matched" stay 1.
enum UsageProblem {
    /// Runs `body`, which reads an argument's value; a refusal (a bad date, condition,
    /// distance…) becomes a `ValidationError` carrying the same sentence.
    static func argument<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            guard let message = Message.userFacing(error)?.text else { throw error }
            throw ValidationError(message)
        }
    }

    /// Runs `body`, a change that refuses a field name no template knows (a typo): that
    /// refusal is a usage error (exit 64); any other failure stays what it is.
    static func unknownField<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as UnknownFieldError {
            throw ValidationError(error.message.text)
        }
    }

    /// The text for a `ValidationError` thrown while `command` ran: argument-parser's own
    /// rendering names the root's usage there, not the subcommand's.
    static func message(_ error: ValidationError, command: ParsableCommand.Type) -> String {
        message(error.message, command: command)
    }

    /// `text`, then the usage of `command` and where its help is, in the user's language.
    static func message(_ text: String, command: ParsableCommand.Type) -> String {
        let usage = KeptCommand.usageString(for: command)
        let path = usage.split(separator: " ").prefix { $0.allSatisfy { $0.isLetter || $0 == "-" } }.joined(separator: " ")
        return text + "\n" + ParseErrorText.usageLine(usage) + "\n" + say(.parsingSeeHelp, ["command": path])
    }

    /// The sentence of an error that is a usage error though a command found it running: a
    /// kind that does not exist (`kept new dairy`) is a mistyped argument.
    static func runTimeUsageError(_ error: Error) -> String? {
        guard let error = error as? KeptError, case .unknownKind = error else { return nil }
        return error.message.text
    }
}
