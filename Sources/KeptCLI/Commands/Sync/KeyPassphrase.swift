import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Key {
    struct ChangePassphrase: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "passphrase", abstract: say("help.key.passphrase.abstract")) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            _ = try store.key(in: .ofThisUser)
            let file = try store.changePassphrase(in: .ofThisUser, to: Passphrase.read(prompt: say("crypt.prompt.newPassphrase"), confirm: true))
            Terminal.out(say("cli.key.passphraseChanged", ["fingerprint": file.key.fingerprint]))
        }
    }
}
