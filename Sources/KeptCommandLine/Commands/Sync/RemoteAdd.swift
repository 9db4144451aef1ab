import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Remote {
    struct Add: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(abstract: say("help.remote.add.abstract")) }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(say("option.remote.add.name"))) var name: String
        @Argument(help: ArgumentHelp(say("option.remote.add.url"))) var url: String
        @Flag(help: ArgumentHelp(say("option.remote.add.allowHttp")))
        var allowHttp = false

        func run() throws {
            let remote = try global.openStore().addRemote(name: name, url: url, allowingHTTP: allowHttp)
            Terminal.out(say("cli.remote.addedRemote", ["name": "\(remote.name)", "RemoteURL": "\(RemoteURL.redacted(remote.url))"]))
        }
    }
}
