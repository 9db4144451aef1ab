import ArgumentParser
import Foundation
import Kept

struct KeptCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "kept",
        abstract: say("help.kept.abstract"),
        discussion: say("help.kept.discussion"),
        version: "0.1.0",
        subcommands: [
            Init.self, New.self, Edit.self, Show.self, List.self, SetCommand.self, Move.self, Remove.self,
            Log.self, Restore.self, Commit.self, Check.self, Drafts.self, Search.self, Pick.self,
            Today.self, OnThisDay.self, Share.self, Export.self, FridgeCommand.self,
            Clone.self, Remote.self, Sync.self, Conflicts.self, Resolve.self, Key.self, Trust.self,
            Cards.self, Review.self, Remind.self, ImportCommand.self, AttachCommand.self,
            CalendarCommand.self,
            TagsCommand.self, StatsCommand.self, ReportCommand.self,
        ]
    ) }

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let store = try global.openStore()
        let overview = try StoreOverview.make(store)
        Terminal.out(overview.render(color: global.useColor))
    }

    /// `KEPT_TEST_FAIL_COMMIT=MESSAGE`: every commit fails with MESSAGE after staging (a full
    /// disk, honestly simulated). `KEPT_TEST_KILL_AT=sync-write:N`: SIGKILL this process when a sync has written its Nth
    /// file (0 = the first) to a temporary file, before the rename; `import-write:N`: when an
    /// import has written its Nth entry, before its commit; `clone-finish`: when a clone is whole,
    /// before it is moved into place. Kills at named moments, for the
    /// tests and Tests/Stress/run that prove a killed sync or import loses nothing.
    static func installTestKillPoint(_ environment: [String: String]) {
        if let failure = environment["KEPT_TEST_FAIL_COMMIT"], !failure.isEmpty {
            Store.simulatedCommitFailure = failure
        }
        guard let spec = environment["KEPT_TEST_KILL_AT"] else { return }
        if spec.hasPrefix("sync-write:"), let n = Int(spec.dropFirst("sync-write:".count)) {
            SyncJournal.beforeRename = { written in
                if written == n { kill(getpid(), SIGKILL) }
            }
        } else if spec.hasPrefix("import-write:"), let n = Int(spec.dropFirst("import-write:".count)) {
            ImportCommand.killAfterWriting = n
        } else if spec == "clone-finish" {
            CloneStaging.beforeFinish = { kill(getpid(), SIGKILL) }
        }
    }

    /// Errors are printed as `kept: …` on stderr; exit 1 for a failure, 64 for a usage error.
    static func main() {
        // Read once: each read of `ProcessInfo.environment` copies every variable into a new
        // dictionary (1.5 million instructions).
        let environment = ProcessInfo.processInfo.environment
        installTestKillPoint(environment)
        SyncJournal.dropped = { Terminal.notice($0.text) }
        var ran: ParsableCommand.Type?
        do {
            // Arguments are NFC inside kept: a title typed on macOS or pasted NFD is the same text.
            let arguments = CommandLine.arguments.dropFirst().map(\.nfc)
            TypedArguments.raw = Array(CommandLine.arguments.dropFirst())
            // Before parsing: help texts are read while the arguments are parsed.
            UserLanguage.current = UserLanguage.decide(arguments: arguments, environment: environment,
                                                       workingDirectory: FileManager.default.currentDirectoryPath)
            var command = try parseAsRoot(arguments)
            ran = type(of: command)
            try command.run()
            Terminal.finishOutput()
        } catch {
            Terminal.finishOutput()
            let code = exitCode(for: error)
            if code == .success, let shell = CompletionScript.requestedShell(CommandLine.arguments) {
                print(CompletionScript.adjusted(fullMessage(for: error), shell: shell))
                Foundation.exit(0)
            }
            if code == .success && HelpPager.isHelpRequest(CommandLine.arguments) && !(error is ExitCode) {
                HelpPager.show(HelpText.render(fullMessage(for: error, columns: HelpText.unwrapped), width: HelpText.width))
                Foundation.exit(0)
            }
            if code == .success || error is ExitCode || error is CleanExit { exit(withError: error) }
            if let ran, let error = error as? ValidationError {
                Terminal.error(UsageProblem.message(error, command: ran))
                Foundation.exit(64)
            }
            if let ran, let text = UsageProblem.runTimeUsageError(error) {
                Terminal.error(UsageProblem.message(text, command: ran))
                Foundation.exit(64)
            }
            if let message = UserFacingError.message(for: error) {
                Terminal.error(message)
                Foundation.exit(1)
            }
            Terminal.error(ParseErrorText.render(message: message(for: error), full: fullMessage(for: error),
                                                 arguments: Array(CommandLine.arguments.dropFirst())))
            Foundation.exit(code.rawValue == 1 ? 1 : 64)
        }
    }
}
