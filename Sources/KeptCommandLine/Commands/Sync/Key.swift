import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept key init|show|export|import|passphrase`: the store key of encrypted remotes.
    struct Key: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.key.abstract"),
            subcommands: [MakeKey.self, ShowKey.self, ExportKey.self, ImportKey.self, ChangePassphrase.self],
            defaultSubcommand: ShowKey.self) }

        struct MakeKey: ParsableCommand {
            static var configuration: CommandConfiguration { CommandConfiguration(commandName: "init", abstract: say("help.key.init.abstract")) }
            @OptionGroup var global: GlobalOptions

            func run() throws {
                let store = try global.openStore()
                _ = try store.storeID()
                let file = try store.makeKey(in: .ofThisUser, passphrase: Passphrase.read(prompt: say("crypt.prompt.newPassphrase"), confirm: true))
                Terminal.out(say("cli.key.made", ["fingerprint": file.key.fingerprint, "path": file.path]))
            }
        }

        struct ShowKey: ParsableCommand {
            static var configuration: CommandConfiguration { CommandConfiguration(commandName: "show", abstract: say("help.key.show.abstract")) }
            @OptionGroup var global: GlobalOptions

            func run() throws {
                let file = try global.openStore().key(in: .ofThisUser)
                Terminal.out(say("cli.key.show", ["fingerprint": file.key.fingerprint, "path": file.path]))
            }
        }

        struct ExportKey: ParsableCommand {
            static var configuration: CommandConfiguration { CommandConfiguration(commandName: "export", abstract: say("help.key.export.abstract")) }
            @OptionGroup var global: GlobalOptions

            func run() throws {
                let file = try global.openStore().key(in: .ofThisUser)
                Terminal.out(say("cli.key.export", ["fingerprint": file.key.fingerprint, "code": RecoveryCode.code(for: file.key)]))
            }
        }

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
}
