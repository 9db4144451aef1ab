import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    struct Clone: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "clone",
            abstract: say(.helpCloneAbstract)) }

        @Argument(help: ArgumentHelp(say(.optionCloneUrl)))
        var url: String

        @Argument(help: ArgumentHelp(say(.optionCloneDir)))
        var dir: String?

        @Flag(help: ArgumentHelp(say(.optionCloneAllowHttp)))
        var allowHttp = false

        @Flag(help: ArgumentHelp(say(.optionCloneEncrypt)))
        var encrypt = false

        func run() throws {
            let progress = TransferProgressLine()
            defer { progress.finish() }
            func cloneEncrypted() throws -> CloneReport {
                try Store.cloneEncrypted(url: url, into: dir ?? Self.defaultFolder(for: url), keys: .ofThisUser,
                                         passphrase: { new in try Passphrase.read(prompt: say(new ? .cryptPromptNewPassphrase : .cryptPromptPassphrase), confirm: new) },
                                         language: UserLanguage.current.rawValue, machine: .current, transfer: progress.options, allowingHTTP: allowHttp)
            }
            let report: CloneReport
            if encrypt {
                report = try cloneEncrypted()
            } else {
                do {
                    report = try Store.clone(url: url, into: dir ?? Self.defaultFolder(for: url),
                                             language: UserLanguage.current.rawValue, machine: .current, transfer: progress.options,
                                             allowingHTTP: allowHttp)
                } catch is EncryptedRemoteFoundError {
                    // Its files are ciphertext: only the encrypted clone makes a store of them.
                    progress.finish()
                    Terminal.notice(say(.cloneEncryptedRemote, ["RemoteURL": "\(RemoteURL.redacted(url))"]))
                    report = try cloneEncrypted()
                }
            }
            progress.finish()
            let what = report.initialized ? say(.cloneEmptyStore) : say(.overviewEntries, count: report.entries)
            Terminal.out(say(.cliCloneClonedInto, ["RemoteURL": "\(RemoteURL.redacted(url))", "root": "\(report.root)", "what": "\(what)"]))
        }

        static func defaultFolder(for url: String) -> String {
            var last = url
            while last.hasSuffix("/") { last.removeLast() }
            last = String(last.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? "kept")
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.isEmpty ? "kept" : last
        }
    }
}
