import Foundation
import Kept

/// `kept-serve` and `kept-mcp`, the programs that hold kept's servers. `kept` carries neither:
/// the Swift runtime scans every type conformance linked into a program on each start, and the
/// web server's libraries (Hummingbird, NIO, swift-certificates) made every command a fifth
/// slower to start; the MCP library would add its own. Like `git` handing `https://` to
/// `git-remote-https`, `kept serve` and `kept mcp` replace their own process with that program,
/// given the same arguments; it runs the same command line with the server in it.
struct ServerProgram: Sendable {
    /// The program's name (`kept-serve`), and the command that runs it (`serve`).
    let name: String
    let command: String

    static let web = ServerProgram(name: "kept-serve", command: "serve")
    static let assistant = ServerProgram(name: "kept-mcp", command: "mcp")
    static let all = [web, assistant]

    /// Where the program is looked for: beside `kept` (a build folder, a tarball's bin/),
    /// then in `../libexec/kept/` as an installed package puts it.
    func candidates(besides executable: String) -> [String] {
        let folder = (executable as NSString).deletingLastPathComponent
        return [folder + "/" + name, ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("libexec/kept/" + name)]
    }

    /// Where `kept` is for one of these programs at `server`: the same places the other way round.
    static func keptPrograms(besides server: String) -> [String] {
        let folder = (server as NSString).deletingLastPathComponent
        let prefix = ((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return [folder + "/kept", (prefix as NSString).appendingPathComponent("bin/kept")]
    }

    /// Runs the program in this process's place with this process's arguments; returns
    /// only the error to report when there is none to run.
    func replaceThisProcess() -> ServeError {
        // The real path of this program: a link to it on the PATH is followed to its folder.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let places = candidates(besides: executable)
        for path in places where access(path, X_OK) == 0 {
            let arguments = [path] + CommandLine.arguments.dropFirst()
            var argv = arguments.map { strdup($0) } + [nil]
            execv(path, &argv)
            // Only on failure: the program is there but will not start.
            return .serverProgramFailed(path, String(cString: strerror(errno)))
        }
        return .noServerProgram(self, places)
    }
}
