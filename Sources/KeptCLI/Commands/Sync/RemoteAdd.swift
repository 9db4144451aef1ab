import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Remote {
    struct Add: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "add", abstract: say("help.remote.add.abstract")) }
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
}
