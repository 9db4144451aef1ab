// The `kept` program: the command line, which lives in a library the tests import. It carries
// no server, so that every command starts as fast as before there was one: `kept serve` hands
// itself to `kept-serve` (Sources/KeptServeExecutable) and `kept mcp` to `kept-mcp`
// (Sources/KeptMCPExecutable).
import KeptCLI

KeptProgram.main()
