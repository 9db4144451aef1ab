// `kept-serve`: the command line with the web front end in it, which `kept serve` runs in its
// own place (ServerProgram). Both live in libraries the tests import.
import KeptCLI
import KeptWeb

KeptProgram.main(server: WebServer())
