import ArgumentParser
import Foundation
import Kept

extension KeptCommand.Remote {
    struct List: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "list", abstract: say(.helpRemoteListAbstract)) }
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            let remotes = try store.remotes()
            if remotes.isEmpty {
                throw NothingFoundError.noRemotes
            }
            let layout = ColumnLayout(remotes.map { [$0.name] }, [.init()])
            for remote in remotes {
                // Which remotes hold only ciphertext: what `kept clone` then needs `--encrypt` for.
                let url = RemoteURL.redacted(remote.url)
                Terminal.out(layout.line([remote.name, store.isEncrypted(remote: remote.name) ? say(.remoteEncrypted, ["url": url]) : url]))
            }
        }
    }
}
