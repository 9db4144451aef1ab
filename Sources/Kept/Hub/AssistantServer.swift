import Foundation

/// An assistant's server (`kept mcp`), as the command line starts it: the command line parses
/// the arguments and opens the store; the server speaks the Model Context Protocol on standard
/// input and output (KeptMCP, with the MCP library). The `kept-mcp` executable joins the two,
/// so the command line, and `kept`, never import the protocol's library.
package protocol AssistantServer: Sendable {
    /// Serves `store` on standard input and output until the client closes its end. `scope`
    /// is what the user allowed (`--kinds`, `--read-only`); errors are told in `language`.
    func serve(_ store: Store, scope: AccessScope, language: Language) async throws
}
