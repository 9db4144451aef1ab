import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Key {
    struct MakeKey: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "init", abstract: say(.helpKeyInitAbstract)) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            _ = try store.storeID()
            let file = try store.makeKey(in: .ofThisUser, passphrase: Passphrase.read(prompt: say(.cryptPromptNewPassphrase), confirm: true))
            Terminal.out(say(.cliKeyMade, ["fingerprint": file.key.fingerprint, "path": file.path]))
        }
    }
}
