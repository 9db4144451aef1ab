import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The system clipboard, through the first of wl-copy, xclip, xsel or pbcopy found on PATH.
enum Clipboard {
    enum Outcome {
        case copied(tool: String)
        /// Tools were found but each failed (no display to talk to, say).
        case failed(tools: [String], status: Int32)
        case noTool
    }

    static let tools: [(name: String, arguments: [String])] = [
        ("wl-copy", []),
        ("xclip", ["-selection", "clipboard"]),
        ("xsel", ["--clipboard", "--input"]),
        ("pbcopy", []),
    ]

    static var installHint: String { say(.clipboardInstallHint) }

    static func copy(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        let found = tools.compactMap { tool in executable(tool.name, environment: environment).map { (tool, $0) } }
        guard !found.isEmpty else { return .noTool }
        var lastStatus: Int32 = 0
        for (tool, path) in found {
            let status = run(path, tool.arguments, input: Data(text.utf8))
            if status == 0 { return .copied(tool: tool.name) }
            lastStatus = status
        }
        return .failed(tools: found.map(\.0.name), status: lastStatus)
    }

    /// Tools that tell the clipboard what the bytes are (xsel and pbcopy copy text only).
    static func imageTools(type: String) -> [(name: String, arguments: [String])] {
        [("wl-copy", ["--type", type]), ("xclip", ["-selection", "clipboard", "-t", type])]
    }

    /// Copies `data` as `type` (`image/png`) with wl-copy or xclip, whichever works first.
    static func copy(_ data: Data, type: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        let found = imageTools(type: type).compactMap { tool in executable(tool.name, environment: environment).map { (tool, $0) } }
        guard !found.isEmpty else { return .noTool }
        var lastStatus: Int32 = 0
        for (tool, path) in found {
            let status = run(path, tool.arguments, input: data)
            if status == 0 { return .copied(tool: tool.name) }
            lastStatus = status
        }
        return .failed(tools: found.map(\.0.name), status: lastStatus)
    }

    /// The full path of `name` in a folder of PATH, if it is there and executable.
    static func executable(_ name: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let path = (String(folder) as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs the tool with `input` on its stdin. Not with Foundation's `Process`: xclip and xsel
    /// fork a child that stays to serve the selection, and that child keeps the socket
    /// `Process` watches for the end open, so `waitUntilExit` never returned (seen with the real
    /// xclip on Xvfb). posix_spawn and waitpid wait for the tool itself.
    private static func run(_ path: String, _ arguments: [String], input: Data) -> Int32 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return 127 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { if null >= 0 { close(null) } }
        let ignored = IgnoredSignals([SIGPIPE])
        defer { ignored.restore() }
        let child = TerminalChild(executable: path, arguments: arguments, standardInput: ends[0],
                                  standardOutput: null >= 0 ? null : nil, standardError: null >= 0 ? null : nil)
        let running: TerminalChild.Running
        do { running = try child.start() } catch {
            close(ends[0])
            close(ends[1])
            return 127
        }
        close(ends[0])
        var written = 0
        input.withUnsafeBytes { bytes in
            while written < bytes.count {
                let n = write(ends[1], bytes.baseAddress! + written, bytes.count - written)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                written += n
            }
        }
        close(ends[1])
        return running.wait().status
    }
}
