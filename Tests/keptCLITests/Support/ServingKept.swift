import Foundation
import Testing

/// `kept serve` running in a sandbox, its output going to files read while it runs: the tests
/// read the address and fingerprint it prints, talk to it, and stop it (SIGTERM).
final class ServingKept: @unchecked Sendable {
    let process: Process
    let outPath: String
    let errPath: String

    /// Starts `kept serve ARGS` and waits (up to 30 s) until it says where it listens; throws
    /// with its output when it exits first.
    init(_ sandbox: Sandbox, _ args: [String], env extra: [String: String] = [:]) throws {
        let tag = UUID().uuidString.prefix(8)
        outPath = sandbox.root.appendingPathComponent("serve-\(tag).out").path
        errPath = sandbox.root.appendingPathComponent("serve-\(tag).err").path
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        process = Process()
        process.executableURL = try KeptBinary.url()
        process.arguments = ["serve"] + args
        process.environment = sandbox.env.merging(extra) { $1 }
        process.currentDirectoryURL = sandbox.root
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while !stdout.contains("listening on ") {
            guard process.isRunning else {
                process.waitUntilExit()
                throw SupportError("kept serve exited \(process.terminationStatus) before listening:\n\(stdout)\n\(stderr)")
            }
            guard Date() < deadline else { stop(); throw SupportError("kept serve never listened:\n\(stdout)\n\(stderr)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Waits (up to 10 s) until stdout satisfies `condition`; false if it never does.
    @discardableResult
    func waitUntil(_ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition(stdout) {
            guard Date() < deadline, process.isRunning else { return condition(stdout) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    var stdout: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    /// The address it printed (`listening on URL`).
    var url: String { Self.match(stdout, /listening on (\S+)/) ?? "" }
    var port: String { Self.match(url, /:(\d+)$/) ?? "" }
    var fingerprint: String? { Self.match(stdout, /fingerprint: ((?:[0-9A-F]{2}:){31}[0-9A-F]{2})/) }
    var pairingCode: String? { Self.match(stdout, /code: (\d{8})/) }

    static func match(_ text: String, _ regex: Regex<(Substring, Substring)>) -> String? {
        text.firstMatch(of: regex).map { String($0.output.1) }
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
    }

    deinit { stop() }
}
