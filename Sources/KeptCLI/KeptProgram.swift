/// What the `kept` executable runs: the whole command line, behind one entry point so that the
/// commands themselves stay internal to KeptCLI.
package enum KeptProgram {
    /// Parses `CommandLine.arguments`, runs the command and exits with its status.
    package static func main() { KeptCommand.main() }
}
