import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Remote {
    struct RemoveRemote: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "remove", abstract: say("help.remote.remove.abstract")) }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(say("option.remote.removeRemote.name"))) var name: String

        func run() throws {
            try global.openStore().removeRemote(name: name)
            Terminal.out(say("cli.remote.removedRemote", ["name": "\(name)"]))
        }
    }
}
