import Foundation
@testable import KeptCLI
import Testing

/// `kept` carries no web server (each start would scan its libraries' type conformances, a
/// fifth of `kept --version`); `kept serve` replaces its process with `kept-serve`, found
/// beside `kept` or in `../libexec/kept/` as a package installs it.
@Suite("kept serve runs kept-serve")
struct ServerProgramTests {
    static var serverProgram: URL { get throws { try KeptBinary.url().deletingLastPathComponent().appendingPathComponent("kept-serve") } }

    /// The symbols of `binary` as `nm` lists them.
    static func symbols(_ binary: URL) throws -> String {
        let nm = Process()
        nm.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
        nm.arguments = [binary.path]
        let pipe = Pipe()
        nm.standardOutput = pipe
        nm.standardError = FileHandle.nullDevice
        try nm.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        nm.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/nm"), "needs nm (binutils)"))
    func keptLinksNoServer() throws {
        let kept = try Self.symbols(try KeptBinary.url())
        let server = try Self.symbols(try Self.serverProgram)
        // Swift's mangled module names: 11Hummingbird, 4X509, 7KeptWeb.
        for module in ["11Hummingbird", "7NIOCore", "4X509", "7KeptWeb"] {
            #expect(!kept.contains("$s\(module)"), "kept links \(module)")
            #expect(server.contains("$s\(module)"), "kept-serve lacks \(module): the scan would pass on nothing")
        }
        // Nor the assistant's (kept mcp runs kept-mcp): 3MCP is the SDK, 7KeptMCP kept's tools.
        let assistant = try Self.symbols(try KeptBinary.url().deletingLastPathComponent().appendingPathComponent("kept-mcp"))
        for module in ["3MCP", "7KeptMCP"] {
            #expect(!kept.contains("$s\(module)"), "kept links \(module)")
            #expect(assistant.contains("$s\(module)"), "kept-mcp lacks \(module)")
        }
    }

    /// Each program finds the other: kept its server, and the server the `kept` a unit or a
    /// crontab line written from there must name.
    @Test(arguments: ["/usr/bin/kept", "/home/me/.local/bin/kept", "/work/kept/.build/debug/kept"])
    func theTwoProgramsFindEachOther(_ kept: String) {
        let places = ServerProgram.web.candidates(besides: kept)
        #expect(places == [(kept as NSString).deletingLastPathComponent + "/kept-serve",
                           ((kept as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent + "/libexec/kept/kept-serve"])
        // Beside it always; from libexec when kept is in a bin/ folder, as a package puts it.
        #expect(ServerProgram.keptPrograms(besides: places[0]).first == kept)
        let inBin = ((kept as NSString).deletingLastPathComponent as NSString).lastPathComponent == "bin"
        #expect(ServerProgram.keptPrograms(besides: places[1]).contains(kept) == inBin)
    }

    /// Installed as a package lays it out: bin/kept, libexec/kept/kept-serve. `kept serve`
    /// starts there, and stops on SIGINT as the server itself (the same process).
    @Test func foundInLibexec() throws {
        let sandbox = try Sandbox()
        let prefix = sandbox.root.appendingPathComponent("usr")
        let bin = prefix.appendingPathComponent("bin"), libexec = prefix.appendingPathComponent("libexec/kept")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: libexec, withIntermediateDirectories: true)
        // A copy: the real path of `kept` (/proc/self/exe) is where kept-serve is looked for.
        try FileManager.default.copyItem(at: try KeptBinary.url(), to: bin.appendingPathComponent("kept"))
        try FileManager.default.createSymbolicLink(at: libexec.appendingPathComponent("kept-serve"), withDestinationURL: try Self.serverProgram)
        let server = try ServeCommandTests.Server(sandbox, ["--listen", "127.0.0.1:0"], executable: bin.appendingPathComponent("kept"))
        _ = try server.line("kept serve: listening on http://127.0.0.1:")
        #expect(server.interrupt() == 0)
        #expect(server.printed.last == "kept serve: stopped", "\(server.printed)")
    }

    /// `kept` copied alone: `kept serve` and `kept mcp` name the program, the places they looked
    /// and what to do, in both languages, and leave nothing behind (no state folder, no pairing).
    @Test(arguments: [("serve", "C.UTF-8"), ("serve", "ko_KR.UTF-8"), ("mcp", "C.UTF-8"), ("mcp", "ko_KR.UTF-8")])
    func missingServerIsNamed(_ command: String, _ locale: String) throws {
        let sandbox = try Sandbox()
        let lone = sandbox.root.appendingPathComponent("lone")
        try FileManager.default.createDirectory(at: lone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try KeptBinary.url(), to: lone.appendingPathComponent("kept"))
        let state = sandbox.root.appendingPathComponent("state")
        let result = try sandbox.run([command], env: ["LANG": locale, "LC_ALL": locale, "XDG_STATE_HOME": state.path],
                                     cwd: sandbox.store, executable: lone.appendingPathComponent("kept"))
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        let program = command == "serve" ? "kept-serve" : "kept-mcp"
        let places = "\(lone.path)/\(program), \(sandbox.root.path)/libexec/kept/\(program)"
        let expected = locale.hasPrefix("ko")
            ? "kept: kept \(command)에 필요한 서버 프로그램 \(program)가 설치되어 있지 않습니다(찾아본 곳: \(places)). kept를 다시 설치하거나 `swift build`로 빌드하세요(kept의 프로그램을 모두 함께 빌드합니다)\n"
            : "kept: kept \(command) needs the server program \(program), which is not installed (looked for \(places)); install kept again, or build it with `swift build`, which makes kept's programs together\n"
        #expect(result.stderr == expected)
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }
}
