import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Key {
    struct ExportKey: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "export", abstract: say("help.key.export.abstract")) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let file = try global.openStore().key(in: .ofThisUser)
            Terminal.out(say("cli.key.export", ["fingerprint": file.key.fingerprint, "code": RecoveryCode.code(for: file.key)]))
        }
    }
}
