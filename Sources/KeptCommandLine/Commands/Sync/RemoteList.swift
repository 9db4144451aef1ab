import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Remote {
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "list", abstract: say("help.remote.list.abstract")) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let remotes = try global.openStore().remotes()
            if remotes.isEmpty {
                Terminal.error(say("cli.remote.noRemotesAddOne"))
                throw ExitCode(1)
            }
            let layout = ColumnLayout(remotes.map { [$0.name] }, [.init()])
            for remote in remotes { Terminal.out(layout.line([remote.name, RemoteURL.redacted(remote.url)])) }
        }
    }
}
