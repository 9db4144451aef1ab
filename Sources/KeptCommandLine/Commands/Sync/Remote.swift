import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Remote: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            abstract: say("help.remote.abstract"),
            subcommands: [Add.self, List.self, RemoveRemote.self],
            defaultSubcommand: List.self) }

        struct Add: ParsableCommand {
            static var configuration: CommandConfiguration { CommandConfiguration(abstract: say("help.remote.add.abstract")) }
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(say("option.remote.add.name"))) var name: String
            @Argument(help: ArgumentHelp(say("option.remote.add.url"))) var url: String
            @Flag(help: ArgumentHelp(say("option.remote.add.allowHttp")))
            var allowHttp = false
            @Flag(help: ArgumentHelp(say("option.remote.add.encrypt")))
            var encrypt = false

            func run() throws {
                if encrypt {
                    let store = try global.openStore()
                    let remote = try store.addEncryptedRemote(name: name, url: url, keys: .ofThisUser, allowingHTTP: allowHttp)
                    let fingerprint = try store.key(in: .ofThisUser).key.fingerprint
                    Terminal.out(say("cli.remote.addedEncrypted", ["name": remote.name, "RemoteURL": RemoteURL.redacted(remote.url), "fingerprint": fingerprint]))
                    return
                }
                let remote = try global.openStore().addRemote(name: name, url: url, allowingHTTP: allowHttp)
                Terminal.out(say("cli.remote.addedRemote", ["name": "\(remote.name)", "RemoteURL": "\(RemoteURL.redacted(remote.url))"]))
            }
        }

        struct List: ParsableCommand {
            static var configuration: CommandConfiguration { CommandConfiguration(abstract: say("help.remote.list.abstract")) }
            @OptionGroup var global: GlobalOptions

            func run() throws {
                let remotes = try global.openStore().remotes()
                if remotes.isEmpty {
                    Terminal.error(say("cli.remote.noRemotesAddOne"))
                    throw ExitCode(1)
                }
                let width = remotes.map { DisplayWidth.of($0.name) }.max() ?? 0
                for remote in remotes { Terminal.out(DisplayWidth.fit(remote.name, width) + "  " + RemoteURL.redacted(remote.url)) }
            }
        }

        struct RemoveRemote: ParsableCommand {
            static var configuration: CommandConfiguration { CommandConfiguration(commandName: "remove", abstract: say("help.remote.remove.abstract")) }
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(say("option.remote.removeRemote.name"))) var name: String

            func run() throws {
                try global.openStore().removeRemote(name: name)
                Terminal.out(say("cli.remote.removedRemote", ["name": "\(name)"]))
            }
        }
    }
}
