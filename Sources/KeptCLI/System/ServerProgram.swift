import Foundation
import Kept

/// `kept-serve`, the program that holds kept's web server. `kept` carries no server: the
/// Swift runtime scans every type conformance linked into a program on each start, and the
/// server's libraries (Hummingbird, NIO, swift-certificates) made every command a fifth
/// slower to start. Like `git` handing `https://` to `git-remote-https`, `kept serve`
/// replaces its own process with that program, given the same arguments; it runs the same
/// command line with the server in it.
enum ServerProgram {
    /// The program's name, and where it is looked for: beside `kept` (a build folder, a
    /// tarball's bin/), then in `../libexec/kept/` as an installed package puts it.
    static let name = "kept-serve"

    static func candidates(besides executable: String) -> [String] {
        let folder = (executable as NSString).deletingLastPathComponent
        return [folder + "/" + name, ((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("libexec/kept/" + name)]
    }

    /// Where `kept` is for a `kept-serve` at `server`: the same places the other way round.
    static func keptPrograms(besides server: String) -> [String] {
        let folder = (server as NSString).deletingLastPathComponent
        let prefix = ((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return [folder + "/kept", (prefix as NSString).appendingPathComponent("bin/kept")]
    }

    /// Runs `kept-serve` in this process's place with this process's arguments; returns
    /// only the error to report when there is none to run.
    static func replaceThisProcess() -> ServeError {
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
        return .noServerProgram(places)
    }
}
