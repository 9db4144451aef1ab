import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Key {
    struct ShowKey: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "show", abstract: say("help.key.show.abstract")) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let file = try global.openStore().key(in: .ofThisUser)
            Terminal.out(say("cli.key.show", ["fingerprint": file.key.fingerprint, "path": file.path]))
        }
    }
}
