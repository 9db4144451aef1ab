import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Remote {
    struct Add: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "add", abstract: say(.helpRemoteAddAbstract)) }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(say(.optionRemoteAddName))) var name: String
        @Argument(help: ArgumentHelp(say(.optionRemoteAddUrl))) var url: String
        @Flag(help: ArgumentHelp(say(.optionRemoteAddAllowHttp)))
        var allowHttp = false
        @Flag(help: ArgumentHelp(say(.optionRemoteAddEncrypt)))
        var encrypt = false

        func run() throws {
            if encrypt {
                let store = try global.openStore()
                let remote = try store.addEncryptedRemote(name: name, url: url, keys: .ofThisUser, allowingHTTP: allowHttp)
                let fingerprint = try store.key(in: .ofThisUser).key.fingerprint
                Terminal.out(say(.cliRemoteAddedEncrypted, ["name": remote.name, "RemoteURL": RemoteURL.redacted(remote.url), "fingerprint": fingerprint]))
                return
            }
            let remote = try global.openStore().addRemote(name: name, url: url, allowingHTTP: allowHttp)
            Terminal.out(say(.cliRemoteAddedRemote, ["name": "\(remote.name)", "RemoteURL": "\(RemoteURL.redacted(remote.url))"]))
        }
    }
}
