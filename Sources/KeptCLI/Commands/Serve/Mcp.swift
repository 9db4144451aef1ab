import ArgumentParser
import Foundation
import Kept

extension KeptCommand {
    /// `kept mcp`: the store for an assistant, over the Model Context Protocol on standard
    /// input and output. Standard output is the protocol's: this command prints nothing there.
    struct Mcp: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "mcp",
            abstract: say(.helpMcpAbstract),
            discussion: say(.helpMcpDiscussion)) }

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp(say(.optionMcpKinds), valueName: "kinds"))
        var kinds: String?

        @Flag(help: ArgumentHelp(say(.optionMcpReadOnly)))
        var readOnly = false

        func run() throws {
            guard let server = KeptProgram.assistant else { throw ValidationError(say(.cliMcpUnavailable)) }
            let opened = try global.openStore()
            // Opened again as the assistant's: every commit it makes says so.
            let store = try Store(root: opened.root, machine: opened.machine, via: "assistant")
            let scope = AccessScope(kinds: try UsageProblem.argument { try AccessScope.kinds(kinds, known: store.kinds) },
                                    readOnly: readOnly)
            let language = UserLanguage.current
            let finished = DispatchSemaphore(value: 0)
            let failure = Locked<(any Error)?>(nil)
            Task {
                do { try await server.serve(store, scope: scope, language: language) } catch { failure.withLock { $0 = error } }
                finished.signal()
            }
            finished.wait()
            if let error = failure.withLock({ $0 }) { throw error }
        }
    }
}
