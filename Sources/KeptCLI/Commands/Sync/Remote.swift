import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept remote`: the store's remotes (alone, it lists them).
    struct Remote: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "remote",
            abstract: say(.helpRemoteAbstract),
            subcommands: [Add.self, List.self, RemoveRemote.self],
            defaultSubcommand: List.self) }
    }
}
