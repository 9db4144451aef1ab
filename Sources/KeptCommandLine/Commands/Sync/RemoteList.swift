import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Remote {
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(abstract: say("help.remote.list.abstract")) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let remotes = try global.openStore().remotes()
            if remotes.isEmpty {
                Terminal.error(say("cli.remote.noRemotesAddOne"))
                throw ExitCode(1)
            }
            let width = remotes.map { DisplayWidth.of($0.name) }.max() ?? 0
            for remote in remotes { Terminal.out(DisplayWidth.fit(remote.name, width) + "  " + RemoteURL.redacted(remote.url)) }
        }
    }
}
