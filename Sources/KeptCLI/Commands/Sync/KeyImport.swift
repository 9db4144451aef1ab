import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Key {
    struct ImportKey: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "import", abstract: say(.helpKeyImportAbstract)) }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(say(.optionKeyImportCode))) var code: [String] = []

        func run() throws {
            let store = try global.openStore()
            let typed = code.isEmpty ? try Passphrase.ask(say(.cryptPromptCode), echo: true) : code.joined(separator: " ")
            let file = try store.importKey(code: typed, in: .ofThisUser,
                                           passphrase: Passphrase.read(prompt: say(.cryptPromptNewPassphrase), confirm: true))
            Terminal.out(say(.cliKeyImported, ["fingerprint": file.key.fingerprint, "path": file.path]))
        }
    }
}
