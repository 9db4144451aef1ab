import Foundation

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

    static var installHint: String { say("clipboard.installHint") }

    static func copy(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Outcome {
        let found = tools.compactMap { tool in executable(tool.name, environment: environment).map { (tool, $0) } }
        guard !found.isEmpty else { return .noTool }
        var lastStatus: Int32 = 0
        for (tool, path) in found {
            let status = run(path, tool.arguments, input: text)
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

    private static func run(_ path: String, _ arguments: [String], input: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardInput = pipe
        // xclip and xsel stay behind to serve the selection: they must not hold our output open.
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do { try process.run() } catch { return 127 }
        try? pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}
