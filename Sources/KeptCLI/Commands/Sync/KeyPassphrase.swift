import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Key {
    struct ChangePassphrase: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "passphrase", abstract: say(.helpKeyPassphraseAbstract)) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            _ = try store.key(in: .ofThisUser)
            let file = try store.changePassphrase(in: .ofThisUser, to: Passphrase.read(prompt: say(.cryptPromptNewPassphrase), confirm: true))
            Terminal.out(say(.cliKeyPassphraseChanged, ["fingerprint": file.key.fingerprint]))
        }
    }
}
