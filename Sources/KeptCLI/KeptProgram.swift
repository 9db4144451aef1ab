import Kept

/// What the `kept` executable runs: the whole command line, behind one entry point so that the
/// commands themselves stay internal to KeptCLI.
package enum KeptProgram {
    /// The front end `kept serve` starts (KeptWeb's), given by the executable: KeptCLI and
    /// KeptWeb are siblings over the domain and neither imports the other.
    nonisolated(unsafe) static var server: (any StoreServer)?
    /// The assistant's server `kept mcp` starts (KeptMCP's), given by the executable likewise.
    nonisolated(unsafe) static var assistant: (any AssistantServer)?

    /// Parses `CommandLine.arguments`, runs the command and exits with its status.
    package static func main(server: (any StoreServer)? = nil, assistant: (any AssistantServer)? = nil) {
        self.server = server
        self.assistant = assistant
        KeptCommand.main()
    }
}
