// The `kept` program: all of it lives in KeptCLI, which the tests import.
import KeptCLI

KeptProgram.main()
