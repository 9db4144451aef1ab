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

        @Flag(help: ArgumentHelp(say(.optionMcpPrintConfig)))
        var printConfig = false

        func run() throws {
            if printConfig {
                let opened = try global.openStore()
                _ = try UsageProblem.argument { try AccessScope.kinds(kinds, known: opened.kinds) }
                return Terminal.out(try configuration(store: opened.root))
            }
            // `kept` carries no MCP library: its own program runs this same command instead.
            guard let server = KeptProgram.assistant else { throw ServerProgram.assistant.replaceThisProcess() }
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

        /// What a desktop assistant's configuration takes to start this very server: this
        /// program by its full path, the store by its own (the assistant's environment may
        /// have no $KEPT_STORE), the limits as given.
        private func configuration(store: String) throws -> String {
            let program = KeptExecutable.path
            var arguments = ["mcp", "--store", store]
            if let kinds { arguments += ["--kinds", kinds] }
            if readOnly { arguments.append("--read-only") }
            let json: [String: Any] = ["mcpServers": ["kept": ["command": program, "args": arguments]]]
            let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self)
        }
    }
}
