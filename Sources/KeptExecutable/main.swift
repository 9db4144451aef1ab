// The `kept` program: the command line, with the web front end for `kept serve`; both live in
// libraries the tests import.
import KeptCLI
import KeptWeb

KeptProgram.main(server: WebServer())
