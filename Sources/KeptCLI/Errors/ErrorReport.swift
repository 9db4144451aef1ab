import ArgumentParser
import Foundation
import Kept

/// What ends a command that threw: the one place where an error becomes the text the user
/// reads and the status kept exits with. `KeptCommand.main` asks it once; everything else
/// throws a typed error (the domain's `UserMessageError`s, `CommandLineError`,
/// `NothingFoundError`, argument-parser's usage errors) and prints nothing of its own.
enum ErrorReport: Equatable {
    /// A completion script, which argument-parser hands over as an "error": stdout, status 0.
    case completionScript(String)
    /// Help asked for: through the pager, status 0.
    case help(String)
    /// argument-parser's own ending (`--version`, a clean exit, an `ExitCode`): it prints and exits.
    case parserExit
    /// Lines on stderr (each `kept: …`) and the status: 1 for a failure, 64 for a usage error.
    case lines([String], status: Int32)

    /// Usage errors end with 64, as sysexits' EX_USAGE; every other failure with 1.
    static let usageStatus: Int32 = 64

    /// The report for `error`, thrown by `ran` (nil when the arguments did not parse), with
    /// the command line's `arguments` (after the program's name).
    static func of(_ error: Error, ran: ParsableCommand.Type?, arguments: [String]) -> ErrorReport {
        let code = KeptCommand.exitCode(for: error)
        if code == .success, let shell = CompletionScript.requestedShell(["kept"] + arguments) {
            return .completionScript(CompletionScript.adjusted(KeptCommand.fullMessage(for: error), shell: shell))
        }
        if code == .success && HelpPager.isHelpRequest(["kept"] + arguments) && !(error is ExitCode) {
            return .help(HelpText.render(KeptCommand.fullMessage(for: error, columns: HelpText.unwrapped), width: HelpText.width))
        }
        if code == .success || error is ExitCode || error is CleanExit { return .parserExit }
        switch error {
        case is ReportedFailuresError:
            return .lines([], status: 1)
        case let error as NothingFoundError:
            return .lines([error.message.text] + (error.hint.map { [$0.text] } ?? []), status: 1)
        default: break
        }
        if let ran, let error = error as? ValidationError {
            return .lines([UsageProblem.message(error, command: ran)], status: usageStatus)
        }
        if let ran, let text = UsageProblem.runTimeUsageError(error) {
            return .lines([UsageProblem.message(text, command: ran)], status: usageStatus)
        }
        if let message = Message.userFacing(error) {
            return .lines([message.text], status: 1)
        }
        return .lines([ParseErrorText.render(message: KeptCommand.message(for: error), full: KeptCommand.fullMessage(for: error),
                                             arguments: arguments)],
                      status: code.rawValue == 1 ? 1 : usageStatus)
    }
}
