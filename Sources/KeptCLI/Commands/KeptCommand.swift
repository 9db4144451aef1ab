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

    /// Runs the command; what an error prints and the status it ends with are `ErrorReport`'s.
    static func main() {
        // Read once: each read of `ProcessInfo.environment` copies every variable into a new
        // dictionary (1.5 million instructions).
        let environment = ProcessInfo.processInfo.environment
        TestSeams.install(from: environment)
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
