// `kept-mcp`: the command line with the assistant's server (KeptMCP, on the MCP library) in it,
// which `kept mcp` runs in its own place (HelperProgram), as `kept serve` runs `kept-serve`.
import KeptCLI
import KeptMCP

KeptProgram.main(assistant: AssistantMCP())
