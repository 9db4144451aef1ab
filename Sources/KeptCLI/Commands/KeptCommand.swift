import ArgumentParser
import Foundation
import Kept

struct KeptCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "kept",
        abstract: say(.helpKeptAbstract),
        discussion: say(.helpKeptDiscussion),
        version: KeptVersion.string,
        subcommands: [
            Init.self, New.self, Edit.self, Show.self, List.self, SetCommand.self, Move.self, Remove.self,
            Log.self, Restore.self, Commit.self, Check.self, Drafts.self, Search.self, Pick.self,
            Today.self, OnThisDay.self, Share.self, Export.self, FridgeCommand.self,
            Clone.self, Remote.self, Sync.self, Conflicts.self, Resolve.self, Key.self, Trust.self,
            Cards.self, Review.self, Remind.self, ImportCommand.self, AttachCommand.self,
            CalendarCommand.self,
            TagsCommand.self, StatsCommand.self, ReportCommand.self, Serve.self, Devices.self, Mcp.self,
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
    /// before it is moved into place; `keyed-change:written|committed|recorded`: at that step of
    /// a phone's change sent with an Idempotency-Key (`ChangeKey.Step`). Kills at named moments, for the
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
        } else if spec.hasPrefix("keyed-change:"), let step = ChangeKey.Step(rawValue: String(spec.dropFirst("keyed-change:".count))) {
            ChangeKey.atStep = { if $0 == step { kill(getpid(), SIGKILL) } }
        }
    }

    /// Runs the command; what an error prints and the status it ends with are `ErrorReport`'s.
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
            switch ErrorReport.of(error, ran: ran, arguments: Array(CommandLine.arguments.dropFirst())) {
            case let .completionScript(script):
                print(script)
                Foundation.exit(0)
            case let .help(text):
                HelpPager.show(text)
                Foundation.exit(0)
            case .parserExit:
                exit(withError: error)
            case let .lines(lines, status):
                lines.forEach(Terminal.error)
                Foundation.exit(status)
            }
        }
    }
}
