import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Key {
    struct ShowKey: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "show", abstract: say(.helpKeyShowAbstract)) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let file = try global.openStore().key(in: .ofThisUser)
            Terminal.out(say(.cliKeyShow, ["fingerprint": file.key.fingerprint, "path": file.path]))
        }
    }
}
