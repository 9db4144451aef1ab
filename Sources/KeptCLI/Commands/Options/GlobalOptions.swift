import ArgumentParser
import Foundation
import Kept

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(say(.optionGlobalOptionsStore), valueName: "dir"),
            completion: .directory)
    var store: String?

    @Flag(name: .long, help: ArgumentHelp(say(.optionGlobalOptionsNoColor)))
    var noColor = false

    @Flag(name: .long, help: ArgumentHelp(say(.optionGlobalOptionsNoPager)))
    var noPager = false

    var useColor: Bool {
        !noColor && Terminal.stdoutIsTerminal && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }

    var style: Style { Style(enabled: useColor) }

    /// Opens the store; the per-user default is created on first use, with a notice. A kind a
    /// bad template turned off is named once per command, unless the command reports it itself
    /// (`kept check` lists it as a problem).
    func openStore(namingDisabledKinds: Bool = true) throws -> Store {
        let env = ProcessInfo.processInfo.environment
        let location = StoreLocation.find(option: store, environment: env,
                                          workingDirectory: FileManager.default.currentDirectoryPath, homeDirectory: NSHomeDirectory())
        if location.source == .userDefault && !Store.isStore(location.path) {
            let report = try Store.initialize(at: location.path, language: UserLanguage.current.rawValue, machine: .current)
            Terminal.notice(say(.cliGlobalOptionsCreatedNewStoreAt, ["root": "\(report.root)"]))
            CommitNotice.identity(report.commit)
        }
        let opened = try Store(root: location.path, machine: .current)
        if namingDisabledKinds {
            for kind in opened.disabledKinds { Terminal.notice(kind.message.text) }
        }
        return opened
    }

    /// Long output of this command goes through the pager (see `Pager`).
    func pageOutput(_ store: Store?) {
        Pager.start(noPager: noPager, storeRoot: store?.root)
    }
}
