import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Key {
    struct ExportKey: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "export", abstract: say(.helpKeyExportAbstract)) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let file = try global.openStore().key(in: .ofThisUser)
            Terminal.out(say(.cliKeyExport, ["fingerprint": file.key.fingerprint, "code": RecoveryCode.code(for: file.key)]))
        }
    }
}
