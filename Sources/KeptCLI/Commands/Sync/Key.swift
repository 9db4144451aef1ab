import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept key init|show|export|import|passphrase`: the store key of encrypted remotes.
    struct Key: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "key",
            abstract: say(.helpKeyAbstract),
            subcommands: [MakeKey.self, ShowKey.self, ExportKey.self, ImportKey.self, ChangePassphrase.self],
            defaultSubcommand: ShowKey.self) }
    }
}
