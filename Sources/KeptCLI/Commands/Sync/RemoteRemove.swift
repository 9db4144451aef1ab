import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Remote {
    struct RemoveRemote: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "remove", abstract: say(.helpRemoteRemoveAbstract)) }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(say(.optionRemoteRemoveRemoteName))) var name: String

        func run() throws {
            try global.openStore().removeRemote(name: name)
            Terminal.out(say(.cliRemoteRemovedRemote, ["name": "\(name)"]))
        }
    }
}
