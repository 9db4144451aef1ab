import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Key {
    struct ImportKey: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "import", abstract: say("help.key.import.abstract")) }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(say("option.key.import.code"))) var code: [String] = []

        func run() throws {
            let store = try global.openStore()
            let typed = code.isEmpty ? try Passphrase.ask(say("crypt.prompt.code"), echo: true) : code.joined(separator: " ")
            let file = try store.importKey(code: typed, in: .ofThisUser,
                                           passphrase: Passphrase.read(prompt: say("crypt.prompt.newPassphrase"), confirm: true))
            Terminal.out(say("cli.key.imported", ["fingerprint": file.key.fingerprint, "path": file.path]))
        }
    }
}
