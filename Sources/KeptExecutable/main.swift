// The `kept` program: the command line, which lives in a library the tests import. It carries
// no web server, so that every command starts as fast as before there was one; `kept serve`
// hands itself to `kept-serve` (Sources/KeptServeExecutable). `kept mcp`'s server (KeptMCP)
// is given here: an assistant starts `kept mcp` itself, and it is small.
import KeptCLI
import KeptMCP

KeptProgram.main(assistant: AssistantMCP())
