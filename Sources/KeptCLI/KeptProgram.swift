import Kept

/// What the `kept` executable runs: the whole command line, behind one entry point so that the
/// commands themselves stay internal to KeptCLI.
package enum KeptProgram {
    /// The front end `kept serve` starts (KeptWeb's), given by the executable: KeptCLI and
    /// KeptWeb are siblings over the domain and neither imports the other.
    static var server: (any StoreServer)? { servers.withLock { $0.store } }
    /// The assistant's server `kept mcp` starts (KeptMCP's), given by the executable likewise.
    static var assistant: (any AssistantServer)? { servers.withLock { $0.assistant } }
    private static let servers = Locked<(store: (any StoreServer)?, assistant: (any AssistantServer)?)>((nil, nil))

    /// Parses `CommandLine.arguments`, runs the command and exits with its status.
    package static func main(server: (any StoreServer)? = nil, assistant: (any AssistantServer)? = nil) {
        servers.withLock { $0 = (server, assistant) }
        KeptCommand.main()
    }
}
